// svg-to-pdfkit ships no types: the one call layout.ts makes.
declare module 'svg-to-pdfkit' {
  interface SvgOptions {
    width?: number;
    height?: number;
    /** The registered font to draw an SVG font-family with. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgOptions): void;
}
