// A house chart drawn as a standalone SVG: outlines, sign numbers and planet labels laid out in a
// grid inside each region's box, the font shrunk until every label fits its cell.
import { CANVAS, LAYOUTS, type Box, type LayoutName } from './layouts.js';

export interface ChartImageInput {
  layout: LayoutName;
  /** Houses 1..12: the sign (0..11) and the labels of what occupies it (the ascendant's mark has its own colour). */
  houses: readonly { sign: number; labels: readonly Label[] }[];
  /** Shown in the empty middle of the South and East layouts. */
  title: string;
  colours: { planet: string; ascendant: string; sign: string; line: string };
}

export interface Label { text: string; ascendant: boolean }

const MAX_FONT = 14;
const SIGN_FONT = 12;
/** Width of one character in ems, generous for sans-serif fonts' capitals and lower case. */
const EM_PER_CHAR = 0.75;
/** Height of a line of text in ems (font ascent + descent). */
const LINE = 1.25;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const num = (n: number) => String(Math.round(n * 100) / 100);

interface Placed { x: number; y: number; size: number; text: string; ascendant?: boolean }

/** Labels in the grid of columns that allows the largest font, each centred in its cell. */
export function layoutLabels(labels: readonly Label[], b: Box): Placed[] {
  if (labels.length === 0) return [];
  const longest = Math.max(...labels.map((l) => l.text.length));
  let best = { cols: 1, rows: labels.length, size: 0 };
  for (let cols = 1; cols <= labels.length; cols++) {
    const rows = Math.ceil(labels.length / cols);
    const size = Math.min(MAX_FONT, b.h / rows / LINE, (b.w / cols) * 0.9 / (longest * EM_PER_CHAR));
    if (size > best.size) best = { cols, rows, size };
  }
  const cw = b.w / best.cols;
  const ch = b.h / best.rows;
  return labels.map((label, i) => ({
    x: b.x + ((i % best.cols) + 0.5) * cw,
    y: b.y + (Math.floor(i / best.cols) + 0.5) * ch,
    size: Math.floor(best.size * 10) / 10,
    ...label,
  }));
}

function text(p: Placed, fill: string, cls: string, sign: number): string {
  return `<text class="${cls}" data-sign="${sign + 1}" x="${num(p.x)}" y="${num(p.y)}" font-size="${num(p.size)}" fill="${escapeXml(fill)}" text-anchor="middle" dominant-baseline="central">${escapeXml(p.text)}</text>`;
}

export function renderChartSvg(input: ChartImageInput): string {
  const layout = LAYOUTS[input.layout];
  const { colours } = input;
  // Every region gets the sign it shows and its labels: by house in the North layout, by sign otherwise.
  const regions = layout.regions.map((region, i) => {
    const house = layout.by === 'house' ? input.houses[i]! : input.houses.find((h) => h.sign === i)!;
    return { region, sign: house.sign, labels: house.labels };
  });
  const outlines = regions.map(({ region, sign }) =>
    `<path data-sign="${sign + 1}" d="M${region.outline.map(([x, y]) => `${num(x)},${num(y)}`).join('L')}Z"/>`);
  const texts = regions.flatMap(({ region, sign, labels }) => [
    text({ x: region.signAt[0], y: region.signAt[1], size: SIGN_FONT, text: String(sign + 1) }, colours.sign, 'sign', sign),
    ...layoutLabels(labels, region.box).map((p) => text(p, p.ascendant ? colours.ascendant : colours.planet, 'planet', sign)),
  ]);
  const title = layout.title
    ? `<text class="title" x="${layout.title[0]}" y="${layout.title[1]}" font-size="16" fill="${escapeXml(colours.sign)}" text-anchor="middle" dominant-baseline="central">${escapeXml(input.title)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}" font-family="sans-serif">` +
    `<g fill="none" stroke="${escapeXml(colours.line)}" stroke-width="1">${outlines.join('')}</g>` +
    `<g>${texts.join('')}${title}</g></svg>`
  );
}
