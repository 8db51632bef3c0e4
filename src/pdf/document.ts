// pdf/: printable reports. A report is described as data (this file): a cover, then sections of simple
// blocks; layout.ts sets any such description in type, so what a report contains is decided where its
// figures are computed, and how it looks in one place.

export type PdfLanguage = 'en' | 'hi';

/** Label and value rows, set as a two-column table. */
export type Facts = readonly (readonly [string, string])[];

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'facts'; rows: Facts }
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[]; /** Relative widths, one per column. */ widths?: readonly number[] }
  /** Chart drawings (standalone SVG), two to a row, each with its caption; drawn as vectors. */
  | { kind: 'charts'; charts: readonly { caption: string; svg: string }[] };

export interface Section {
  title: string;
  blocks: readonly Block[];
}

/** What the customer's business prints on the report; every part optional. */
export interface Branding {
  companyName?: string;
  companyInfo?: string;
  domainUrl?: string;
  email?: string;
  landline?: string;
  mobile?: string;
  /** Printed at the foot of every page. */
  footer?: string;
  /** PNG or JPEG bytes, already checked; absent when none was given or it could not be used. */
  logo?: Uint8Array;
}

export interface ReportDocument {
  language: PdfLanguage;
  /** The report's name on the cover and in the document's metadata. */
  title: string;
  /** The person or couple, large on the cover. */
  subject: string;
  /** Birth data and place, on the cover. */
  cover: Facts;
  branding: Branding;
  /** A contents page after the cover, for the longer reports. */
  contents: boolean;
  sections: readonly Section[];
  /** Words the layout itself prints, in the report's language. */
  words: { contents: string; page: string; preparedBy: string };
}
