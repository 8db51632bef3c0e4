// The natal wheel as a standalone SVG: the zodiac ring, the houses, the points (spread apart where
// they crowd, with leader lines to their true places) and the major aspects as chords. The Ascendant
// lies at nine o'clock and longitudes run counter-clockwise, as on a printed Western chart.
import type { Aspect } from '../../../western/aspects.js';
import type { WesternChart } from '../../../western/chart.js';
import { SIGN_NAMES } from '../../../western/signs.js';
import { spreadLongitudes } from '../../../western/wheel-layout.js';

export interface WheelColours {
  planet: string;
  innerCircle: string;
  sign: string;
  signBackground: string;
}

export const WHEEL_DEFAULT_COLOURS: WheelColours = { planet: '#1d2b53', innerCircle: '#fdfbf5', sign: '#8a3b12', signBackground: '#f3ead3' };

const CENTRE = 500;
const R = { outer: 470, signInner: 398, tick: 386, glyph: 354, degree: 318, inner: 292, houseNumber: 274, aspect: 256, label: 486 } as const;
const LINE = '#5b5b5b';
const GLYPH_GAP = 7; // degrees between neighbouring glyphs at R.glyph (a 32-unit glyph is 5.2° wide there)

// Unicode astrological symbols (DejaVu Sans has them all); U+FE0E asks for the text form, not an emoji.
const TEXT = '\uFE0E';
const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];
const POINT_GLYPHS: Record<string, string> = {
  Sun: '☉', Moon: '☽', Mercury: '☿', Venus: '♀', Mars: '♂', Jupiter: '♃', Saturn: '♄', Uranus: '♅', Neptune: '♆', Pluto: '♇',
  Node: '☊', Chiron: '⚷', 'Part of Fortune': '⊗', Lilith: '⚸',
};
const ASPECT_STYLE: Record<string, string> = {
  Opposition: 'stroke="#c0392b" stroke-width="2"',
  Square: 'stroke="#c0392b" stroke-width="2"',
  Trine: 'stroke="#2471a3" stroke-width="2"',
  Sextile: 'stroke="#2471a3" stroke-width="1.5" stroke-dasharray="8 5"',
};

const f = (x: number) => (Math.round(x * 10) / 10).toString();

export function renderWheelSvg(chart: WesternChart, aspects: readonly Aspect[], colours: WheelColours, size: number): string {
  const asc = chart.houses.ascendant;
  // Screen position of a longitude at radius r: the Ascendant on the left, counter-clockwise.
  const at = (lon: number, r: number): [number, number] => {
    const a = ((180 + lon - asc) * Math.PI) / 180;
    return [CENTRE + r * Math.cos(a), CENTRE - r * Math.sin(a)];
  };
  const line = (lon1: number, r1: number, lon2: number, r2: number, style: string) => {
    const [x1, y1] = at(lon1, r1);
    const [x2, y2] = at(lon2, r2);
    return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${style}/>`;
  };
  const text = (lon: number, r: number, content: string, style: string) => {
    const [x, y] = at(lon, r);
    return `<text x="${f(x)}" y="${f(y)}" ${style}>${content}</text>`;
  };
  const circle = (r: number, fill: string, stroke = LINE, width = 1.5) => `<circle cx="${CENTRE}" cy="${CENTRE}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`;

  const parts: string[] = [circle(R.outer, colours.signBackground, LINE, 2), circle(R.signInner, 'white'), circle(R.inner, colours.innerCircle)];
  // The zodiac: sign boundaries, glyphs, and a tick each degree (longer each 5° and 10°).
  for (let s = 0; s < 12; s++) {
    parts.push(line(s * 30, R.signInner, s * 30, R.outer, `stroke="${LINE}" stroke-width="1.5"`));
    parts.push(text(s * 30 + 15, (R.outer + R.signInner) / 2, SIGN_GLYPHS[s]! + TEXT, `font-size="40" fill="${colours.sign}"`) .replace('<text', `<text aria-label="${SIGN_NAMES[s]}"`));
  }
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 12 : d % 5 === 0 ? 8 : 4;
    parts.push(line(d, R.signInner, d, R.signInner - len, `stroke="${LINE}" stroke-width="${d % 5 === 0 ? 1.2 : 0.7}"`));
  }
  // Houses: cusp lines through the planet ring, numbers inside the inner circle.
  const { cusps, midheaven } = chart.houses;
  cusps.forEach((cusp, i) => {
    const angle = i % 3 === 0;
    parts.push(line(cusp, angle ? R.aspect : R.inner, cusp, R.signInner, `stroke="${angle ? '#222' : '#9a9a9a'}" stroke-width="${angle ? 2.5 : 1}"`));
    const next = cusps[(i + 1) % 12]!;
    const middle = cusp + (((next - cusp) % 360) + 360) % 360 / 2;
    parts.push(text(middle, R.houseNumber, String(i + 1), 'font-size="18" fill="#777"'));
  });
  // The angles named outside the ring.
  for (const [lon, label] of [[asc, 'AC'], [asc + 180, 'DC'], [midheaven, 'MC'], [midheaven + 180, 'IC']] as const) {
    parts.push(text(lon, R.label, label, 'font-size="20" font-weight="bold" fill="#222"'));
  }
  // Aspects as chords between the points' true places.
  const longitudeOf = (name: string) => (name === 'Ascendant' ? asc : name === 'Midheaven' ? midheaven : chart.planets.find((p) => p.name === name)!.longitude);
  for (const a of aspects) {
    const style = ASPECT_STYLE[a.kind.name];
    if (style) parts.push(line(longitudeOf(a.first.name), R.aspect, longitudeOf(a.second.name), R.aspect, `${style} stroke-opacity="0.75"`));
  }
  parts.push(circle(R.aspect, 'none', '#b5b5b5', 1));
  // The points: a tick at the true place, a leader to the glyph, the glyph and its degree in the sign.
  const points = [...chart.planets, chart.lilith];
  const shown = spreadLongitudes(points.map((p) => p.longitude), GLYPH_GAP);
  points.forEach((p, i) => {
    const place = shown[i]!;
    const degree = Math.floor(((p.longitude % 30) + 30) % 30);
    parts.push(line(p.longitude, R.signInner, p.longitude, R.tick - 4, `stroke="${colours.planet}" stroke-width="2.5"`));
    parts.push(line(p.longitude, R.tick - 4, place, R.glyph + 20, `stroke="${colours.planet}" stroke-width="0.8"`));
    parts.push(text(place, R.glyph, POINT_GLYPHS[p.name]! + TEXT, `font-size="32" fill="${colours.planet}"`).replace('<text', `<text aria-label="${p.name}"`));
    parts.push(text(place, R.degree, `${degree}°${p.speed < 0 ? '℞' : ''}`, `font-size="16" fill="${colours.planet}"`));
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-25 -25 1050 1050" font-family="DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols, sans-serif" text-anchor="middle" dominant-baseline="central">` +
    `<rect x="-25" y="-25" width="1050" height="1050" fill="white"/>${parts.join('')}</svg>`
  );
}
