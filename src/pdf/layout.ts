// Sets a ReportDocument in type with pdfkit: A4, Noto Sans (Latin) and Noto Sans Devanagari (Hindi)
// embedded and subset, charts drawn from their SVG as vectors (svg-to-pdfkit). fontkit shapes Devanagari
// through the font's OpenType tables (conjuncts, reph, the i-matra placed before its consonant), so Hindi
// is set as text, searchable and copyable. Every section starts a page; the contents page, when asked
// for, is written last into the page kept for it, once every section's page is known.
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Block, Facts, ReportDocument } from './document.js';

const FONT_DIR = new URL('../../fonts/', import.meta.url);
const FONTS = {
  latin: fileURLToPath(new URL('NotoSans-Regular.ttf', FONT_DIR)),
  latinBold: fileURLToPath(new URL('NotoSans-Bold.ttf', FONT_DIR)),
  deva: fileURLToPath(new URL('NotoSansDevanagari-Regular.ttf', FONT_DIR)),
  devaBold: fileURLToPath(new URL('NotoSansDevanagari-Bold.ttf', FONT_DIR)),
} as const;

/**
 * The natal wheel's zodiac and planet symbols are in none of the Noto faces we ship; the system's DejaVu Sans
 * has them (Debian's fonts-dejavu-core, which the wheel's PNG needs too: docs/western.md). Without it the
 * symbols are left blank and the rest of the wheel is drawn.
 */
const SYMBOL_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 20; // room for the footer
const INK = '#222222';
const ACCENT = '#8a3b12';
const RULE = '#d9c9a8';
const SHADE = '#f6efe0';

type Doc = InstanceType<typeof PDFDocument>;

// Devanagari with the spaces, digits and punctuation between its words: one run, one font, shaped whole.
// The block U+0900–U+097F and the joiners (ZWNJ, ZWJ), as alternatives: in one class they would read as joining its neighbours.
const LETTERS = '(?:[\\u0900-\\u097F]|\\u200C|\\u200D)+';
const DEVANAGARI_RUN = new RegExp(`(${LETTERS}(?:[\\s\\d.,:;()'"\\-\\u2013\\u2014/%]+${LETTERS})*)`);

/** The text cut into runs of one script each, with the font that has its glyphs (Noto Sans Devanagari has no Latin letters). */
function runs(text: string, bold: boolean): { text: string; font: string }[] {
  return text.split(DEVANAGARI_RUN).filter((t) => t !== '').map((t) => {
    const deva = /[\u0900-\u097F]/.test(t);
    return { text: t, font: deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin' };
  });
}

interface TextOptions { x: number; y?: number; width: number; size: number; bold?: boolean; colour?: string; align?: 'left' | 'center' | 'right'; lineGap?: number }

// Noto Sans rises 1.069 em above its baseline, Noto Sans Devanagari 0.896: pdfkit hangs text from that
// height, so Devanagari set at the same y sits this much higher; lowered by it, both share one baseline.
const DEVANAGARI_DROP = 1.069 - 0.896;

/** Writes text that may mix scripts, wrapping within the width; the document's cursor ends below it. */
function write(doc: Doc, text: string, o: TextOptions): void {
  const parts = runs(text, o.bold ?? false);
  doc.fillColor(o.colour ?? INK).fontSize(o.size);
  if (o.y !== undefined) doc.y = o.y;
  const drop = parts[0]?.font.startsWith('deva') ? DEVANAGARI_DROP * o.size : 0;
  doc.y += drop;
  doc.x = o.x;
  parts.forEach((part, i) => {
    doc.font(part.font).text(part.text, i === 0 ? o.x : undefined, i === 0 ? doc.y : undefined, {
      width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 2, continued: i < parts.length - 1,
    });
  });
  doc.y -= drop;
}

/** One line of mixed text, each run placed after the previous one (continued text cannot centre a line of several fonts). */
function writeLine(doc: Doc, text: string, o: TextOptions & { y: number }): void {
  const parts = runs(text, o.bold ?? false);
  doc.fontSize(o.size).fillColor(o.colour ?? INK);
  const widths = parts.map((p) => doc.font(p.font).widthOfString(p.text));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = o.align === 'center' ? o.x + (o.width - total) / 2 : o.align === 'right' ? o.x + o.width - total : o.x;
  parts.forEach((p, i) => {
    doc.font(p.font).text(p.text, x, o.y + (p.font.startsWith('deva') ? DEVANAGARI_DROP * o.size : 0), { lineBreak: false });
    x += widths[i]!;
  });
}

/** Height the text would take, wrapped in the width: measured in the taller Devanagari face when any is there. */
function heightOf(doc: Doc, text: string, o: Omit<TextOptions, 'x' | 'y'>): number {
  const deva = /[\u0900-\u097F]/.test(text);
  return doc.fontSize(o.size).font(deva ? (o.bold ? 'devaBold' : 'deva') : o.bold ? 'latinBold' : 'latin').heightOfString(text, { width: o.width, lineGap: o.lineGap ?? 2 });
}

/** Moves to a new page when `needed` points will not fit below the cursor. */
function room(doc: Doc, needed: number): void {
  if (doc.y + needed > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** A section's title: one line (mixed scripts on one baseline), ruled below. */
function heading(doc: Doc, text: string): void {
  writeLine(doc, text, { x: MARGIN, y: MARGIN, width: WIDTH, size: 18, bold: true, colour: ACCENT });
  doc.y = MARGIN + 18 * 1.4;
  doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + WIDTH, doc.y + 2).lineWidth(1).strokeColor(RULE).stroke();
  doc.y += 12;
}

/** A table: a shaded header row (when there are columns), rows that grow to their tallest cell, and the header again on a new page. */
function table(doc: Doc, columns: readonly string[], rows: readonly (readonly string[])[], widths: readonly number[], size = 9.5): void {
  const total = widths.reduce((a, b) => a + b, 0);
  const xs: number[] = [];
  let acc = MARGIN;
  for (const w of widths) {
    xs.push(acc);
    acc += (w / total) * WIDTH;
  }
  const cellWidth = (i: number) => (widths[i]! / total) * WIDTH - 8;
  const rowHeight = (cells: readonly string[], bold: boolean) => Math.max(...cells.map((c, i) => heightOf(doc, c, { width: cellWidth(i), size, bold }))) + 6;
  const drawRow = (cells: readonly string[], bold: boolean, shade: boolean) => {
    const h = rowHeight(cells, bold);
    room(doc, h);
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, WIDTH, h).fillColor(SHADE).fill();
    cells.forEach((c, i) => write(doc, c, { x: xs[i]! + 4, y: top + 3, width: cellWidth(i), size, bold }));
    doc.moveTo(MARGIN, top + h).lineTo(MARGIN + WIDTH, top + h).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = top + h;
  };
  if (columns.length) drawRow(columns, true, true);
  for (const row of rows) {
    if (columns.length && doc.y + rowHeight(row, false) > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
      drawRow(columns, true, true);
    }
    drawRow(row, false, false);
  }
  doc.y += 10;
}

function facts(doc: Doc, rows: Facts): void {
  table(doc, [], rows.map(([k, v]) => [k, v]), [2, 3], 10);
}

/** The drawing without its root's width and height: svg-to-pdfkit would draw at those, not in the box given. */
const unsized = (svg: string) => svg.replace(/<svg\b[^>]*>/, (root) => root.replace(/\s(width|height)="[^"]*"/g, ''));

/** Two to a row; a single chart alone in its block takes most of the width. */
function charts(doc: Doc, list: readonly { caption: string; svg: string }[]): void {
  const size = list.length === 1 ? WIDTH * 0.85 : (WIDTH - 20) / 2;
  const perRow = list.length === 1 ? 1 : 2;
  for (let i = 0; i < list.length; i += perRow) {
    room(doc, size + 36);
    const top = doc.y;
    list.slice(i, i + perRow).forEach((chart, j) => {
      const x = perRow === 1 ? MARGIN + (WIDTH - size) / 2 : MARGIN + j * (size + 20);
      writeLine(doc, chart.caption, { x, y: top, width: size, size: 11, bold: true, align: 'center' });
      SVGtoPDF(doc, unsized(chart.svg), x, top + 18, { width: size, height: size, fontCallback: (family) => (/DejaVu/.test(family) && existsSync(SYMBOL_FONT) ? 'symbols' : 'latin') });
    });
    doc.y = top + 18 + size + 18;
  }
}

function block(doc: Doc, b: Block): void {
  switch (b.kind) {
    case 'paragraph':
      room(doc, 30);
      write(doc, b.text, { x: MARGIN, width: WIDTH, size: 10.5, lineGap: 3 });
      doc.y += 8;
      return;
    case 'subheading':
      room(doc, 50);
      write(doc, b.text, { x: MARGIN, width: WIDTH, size: 12.5, bold: true, colour: ACCENT });
      doc.y += 4;
      return;
    case 'facts':
      facts(doc, b.rows);
      return;
    case 'table':
      table(doc, b.columns, b.rows, b.widths ?? b.columns.map(() => 1));
      return;
    case 'charts':
      charts(doc, b.charts);
  }
}

/** PNG or JPEG, by their signatures: the only images pdfkit embeds. */
export function isEmbeddableImage(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

function cover(doc: Doc, r: ReportDocument): void {
  const { branding: b } = r;
  doc.rect(0, 0, PAGE.width, PAGE.height).fillColor('#fdfbf5').fill();
  doc.rect(MARGIN / 2, MARGIN / 2, PAGE.width - MARGIN, PAGE.height - MARGIN).lineWidth(2).strokeColor(ACCENT).stroke();
  let y = 90;
  if (b.logo) {
    try {
      doc.image(Buffer.from(b.logo), PAGE.width / 2 - 60, y, { fit: [120, 80], align: 'center', valign: 'center' });
      y += 95;
    } catch {
      // A logo that passed the signature check but does not decode is left out, not the report.
    }
  }
  if (b.companyName) {
    write(doc, b.companyName, { x: MARGIN, y, width: WIDTH, size: 16, bold: true, colour: ACCENT, align: 'center' });
    y = doc.y + 6;
  }
  write(doc, r.title, { x: MARGIN, y: Math.max(y + 40, 260), width: WIDTH, size: 28, bold: true, colour: ACCENT, align: 'center' });
  write(doc, r.subject, { x: MARGIN, y: doc.y + 16, width: WIDTH, size: 22, bold: true, align: 'center' });
  doc.y += 30;
  const left = MARGIN + 60;
  for (const [k, v] of r.cover) {
    const top = doc.y;
    write(doc, k, { x: left, y: top, width: 150, size: 11.5, bold: true });
    const after = doc.y;
    write(doc, v, { x: left + 160, y: top, width: WIDTH - 220, size: 11.5 });
    doc.y = Math.max(after, doc.y) + 4;
  }
  const contact = [b.companyInfo, b.domainUrl, b.email, b.landline, b.mobile].filter((s): s is string => !!s);
  if (contact.length) {
    write(doc, `${r.words.preparedBy}${b.companyName ? ` ${b.companyName}` : ''}`, { x: MARGIN, y: 640, width: WIDTH, size: 10, bold: true, align: 'center', colour: ACCENT });
    write(doc, contact.join('\n'), { x: MARGIN + 40, width: WIDTH - 80, size: 9.5, align: 'center' });
  }
}

/** The report as PDF bytes. */
export function renderReport(r: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4', margin: MARGIN, bufferPages: true, autoFirstPage: true, compress: true,
    info: { Title: `${r.title}: ${r.subject}`, Creator: 'jyotish-api', Producer: 'jyotish-api (pdfkit)' },
    lang: r.language,
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  if (existsSync(SYMBOL_FONT)) doc.registerFont('symbols', SYMBOL_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  cover(doc, r);
  const contentsPage = r.contents ? 1 : -1;
  if (r.contents) doc.addPage();
  const starts: number[] = [];
  for (const section of r.sections) {
    doc.addPage();
    starts.push(doc.bufferedPageRange().count);
    heading(doc, section.title);
    for (const b of section.blocks) block(doc, b);
  }
  if (r.contents) {
    doc.switchToPage(contentsPage);
    heading(doc, r.words.contents);
    table(doc, [], r.sections.map((s, i) => [s.title, String(starts[i])]), [6, 1], 11);
  }
  // Page numbers and the footer on every page but the cover, once the count is known.
  const { count } = doc.bufferedPageRange();
  for (let i = 1; i < count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin: lift the margin so pdfkit does not break to a new page.
    doc.page.margins.bottom = 0;
    const foot = [r.branding.footer, `${r.words.page} ${i + 1} / ${count}`].filter(Boolean).join('   ·   ');
    writeLine(doc, foot, { x: MARGIN, y: PAGE.height - MARGIN + 5, width: WIDTH, size: 8.5, colour: '#666666', align: 'center' });
    doc.page.margins.bottom = MARGIN;
  }
  doc.end();
  return done;
}
