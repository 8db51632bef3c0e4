// Synthetic palm photos with creases at known paths, so the detector can be scored against the truth.
// No clearly licensed, line-annotated palm photo set exists (shared/reference/palmistry.md); these
// stand in: a hand with fingers, thumb and wrist in a skin tone, the four principal creases as
// jittered curves, minor creases and finger joints as distractors, uneven light, blur, sensor noise,
// rotation, and left or right hands.
import sharp from 'sharp';
import type { LineName } from '../../src/palmistry/lines.js';
import { seededRandom } from '../../src/seeded-random.js';

type Point = [number, number];

export interface SyntheticPalmOptions {
  width: number;
  height: number;
  /** Pixels per hand unit (the palm is 2 units wide). */
  scale: number;
  rotationDeg: number;
  /** A left hand seen palm-up has its thumb on the image's left. */
  leftHand: boolean;
  skin: [number, number, number];
  background: [number, number, number];
  /** Gaussian blur sigma in pixels, applied before the noise as a camera would. */
  blur: number;
  /** Standard deviation of per-pixel noise, in 8-bit levels. */
  noise: number;
  /** Strength of the lighting gradient, 0..1. */
  light: number;
  present: Record<LineName, boolean>;
  format: 'jpeg' | 'png';
  /** Draw the hand at all (false gives an empty scene, for the no-hand case). */
  hand: boolean;
}

export interface SyntheticPalm {
  image: Buffer;
  options: SyntheticPalmOptions;
  /** Each principal line's true path in image pixels (present or not). */
  lines: Record<LineName, { present: boolean; path: Point[] }>;
}

const SKINS: [number, number, number][] = [
  [241, 204, 182], [226, 183, 152], [205, 154, 118], [176, 122, 88], [141, 93, 64], [108, 70, 50],
];
const BACKGROUNDS: [number, number, number][] = [[40, 40, 46], [70, 92, 140], [200, 204, 210], [60, 110, 80], [25, 30, 60], [150, 150, 150]];

/** Random but plausible options for a seed; any field can be overridden. */
export function palmOptions(seed: number, overrides: Partial<SyntheticPalmOptions> = {}): SyntheticPalmOptions {
  const r = seededRandom(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  return {
    width: 960,
    height: 1280,
    scale: 150 + r() * 50,
    rotationDeg: (r() - 0.5) * 40,
    leftHand: r() < 0.5,
    skin: pick(SKINS),
    background: pick(BACKGROUNDS),
    blur: 0.6 + r() * 1.2,
    noise: 3 + r() * 5,
    light: r() * 0.35,
    present: { heart: true, head: true, life: true, fate: r() < 0.7 },
    format: 'jpeg',
    hand: true,
    ...overrides,
  };
}

const quadratic = (p0: Point, c: Point, p1: Point, n: number): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const u = 1 - t;
    return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
  });

const rgb = (c: readonly number[], k = 1) => `rgb(${c.map((v) => Math.round(Math.min(255, v * k))).join(',')})`;
const pathOf = (pts: Point[]) => `M${pts.map(([x, y]) => `${x.toFixed(4)},${y.toFixed(4)}`).join(' L')}`;

export async function syntheticPalm(seed: number, overrides: Partial<SyntheticPalmOptions> = {}): Promise<SyntheticPalm> {
  const o = palmOptions(seed, overrides);
  const r = seededRandom(seed * 7919 + 17);
  const jitter = (p: Point, a = 0.06): Point => [p[0] + (r() - 0.5) * 2 * a, p[1] + (r() - 0.5) * 2 * a];

  // Hand units: palm centre at the origin, y towards the fingers, thumb towards +x. The image gets
  // the affine transform below (mirrored for a left hand); SVG draws in hand units through it.
  const theta = (o.rotationDeg * Math.PI) / 180;
  const m = o.leftHand ? -1 : 1;
  const cx = o.width / 2 + (r() - 0.5) * 60;
  const cy = o.height * 0.58 + (r() - 0.5) * 60;
  const [a, b, c, d] = [Math.cos(theta) * o.scale * m, Math.sin(theta) * o.scale * m, Math.sin(theta) * o.scale, -Math.cos(theta) * o.scale];
  const toImage = ([x, y]: Point): Point => [a * x + c * y + cx, b * x + d * y + cy];

  // Courses as real creases run (measured on the annotated development photos in the landmark frame):
  // head and life lines both leave the web between thumb and index finger, high on the palm; the life
  // line ends, and the fate line starts, a little above the wrist.
  const truth: Record<LineName, Point[]> = {
    heart: quadratic(jitter([-1.02, 0.5]), jitter([-0.3, 0.56]), jitter([0.42, 0.8]), 60),
    head: quadratic(jitter([0.95, 0.76], 0.04), jitter([0.2, 0.5]), jitter([-0.72, 0.18]), 60),
    life: quadratic(jitter([0.62, 0.72], 0.04), jitter([0.05, -0.05]), jitter([0.38, -0.85], 0.04), 60),
    fate: quadratic(jitter([0.02, -0.95], 0.04), jitter([0.06, -0.2]), jitter([0.0, 0.52], 0.04), 60),
  };

  const crease = rgb(o.skin, 0.5);
  const minor = Array.from({ length: 10 + Math.floor(r() * 6) }, () => {
    const p0 = jitter([0, -0.3], 0.7);
    const angle = r() * Math.PI;
    const len = 0.12 + r() * 0.25;
    const p1: Point = [p0[0] + Math.cos(angle) * len, p0[1] + Math.sin(angle) * len];
    return `<path d="${pathOf([p0, p1])}" stroke="${rgb(o.skin, 0.78)}" stroke-width="${0.01 + r() * 0.008}" fill="none" stroke-linecap="round"/>`;
  });
  const fingers = [
    { x: -0.72, w: 0.38, len: 1.15, tilt: 16 },
    { x: -0.25, w: 0.42, len: 1.45, tilt: 6 },
    { x: 0.22, w: 0.43, len: 1.6, tilt: -3 },
    { x: 0.7, w: 0.41, len: 1.4, tilt: -12 },
  ].map((f) => ({ ...f, len: f.len * (0.92 + r() * 0.16), tilt: f.tilt + (r() - 0.5) * 6 }));
  const fingerShapes = fingers.map((f) => {
    const joints = [0.35, 0.65].map((t) => `<path d="M${f.x - f.w * 0.4},${0.95 + f.len * t} L${f.x + f.w * 0.4},${0.95 + f.len * t}" stroke="${rgb(o.skin, 0.7)}" stroke-width="0.02"/>`);
    return `<g transform="rotate(${f.tilt} ${f.x} 0.95)"><rect x="${f.x - f.w / 2}" y="0.7" width="${f.w}" height="${f.len + 0.25}" rx="${f.w / 2}"/>${joints.join('')}</g>`;
  });
  const lineWidth = () => 0.028 + r() * 0.016;
  const principal = (Object.keys(truth) as LineName[])
    .filter((name) => o.present[name])
    .map((name) => `<path d="${pathOf(truth[name])}" stroke="${crease}" stroke-width="${lineWidth()}" fill="none" stroke-linecap="round" opacity="0.9"/>`);
  const lightAngle = r() * 360;

  const hand = `
    <g transform="matrix(${a} ${b} ${c} ${d} ${cx} ${cy})" fill="${rgb(o.skin)}">
      <rect x="-0.8" y="-4" width="1.6" height="3.2"/>
      <rect x="-1" y="-1.25" width="2" height="2.3" rx="0.35"/>
      <ellipse cx="0.55" cy="-0.5" rx="0.55" ry="0.72"/>
      <g transform="rotate(-52 0.88 -0.3)"><rect x="0.6" y="-0.45" width="0.56" height="1.45" rx="0.28"/>
        <path d="M0.65,0.55 L1.1,0.55" stroke="${rgb(o.skin, 0.7)}" stroke-width="0.02"/></g>
      ${fingerShapes.join('\n')}
      ${minor.join('\n')}
      ${principal.join('\n')}
    </g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}">
    <defs><linearGradient id="light" gradientTransform="rotate(${lightAngle} 0.5 0.5)">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${o.light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="${rgb(o.background)}"/>
    ${o.hand ? hand : ''}
    <rect width="100%" height="100%" fill="url(#light)"/>
  </svg>`;

  let pipeline = sharp(Buffer.from(svg)).removeAlpha();
  if (o.blur >= 0.3) pipeline = pipeline.blur(o.blur);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const noisy = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) {
    // Box-Muller is overkill here: the sum of three uniforms is close enough to Gaussian noise.
    const n = (r() + r() + r() - 1.5) * 2 * o.noise;
    noisy[i] = Math.max(0, Math.min(255, Math.round(data[i]! + n)));
  }
  const encoder = sharp(noisy, { raw: { width: info.width, height: info.height, channels: info.channels as 3 } });
  const image = o.format === 'png' ? await encoder.png().toBuffer() : await encoder.jpeg({ quality: 90 }).toBuffer();

  const lines = Object.fromEntries(
    (Object.keys(truth) as LineName[]).map((name) => [name, { present: o.present[name], path: truth[name].map(toImage) }]),
  ) as SyntheticPalm['lines'];
  return { image, options: o, lines };
}
