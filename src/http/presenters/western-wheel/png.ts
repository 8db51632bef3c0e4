// The wheel as PNG, rasterised by resvg (a Rust SVG renderer, prebuilt binary from npm) with the
// system's fonts: the symbols need a font that has them (DejaVu Sans on most Linux systems: docs/western.md).
import { Resvg } from '@resvg/resvg-js';

export function svgToPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
}
