// Working pictures for annotating the development photos by hand (never committed: they go to a scratch folder).
//   grid:  node --import tsx bench/palm-annotate.ts grid  <photo> <out.png> [x,y,w,h]
//          the EXIF-rotated photo (or a crop of it), 1000 px on its long side, with a grid labelled in
//          full-resolution pixels, so points can be read off it directly.
//   check: node --import tsx bench/palm-annotate.ts check <photosDir> <outDir> [file-substring]
//          every annotated photo with its polylines drawn on it, to look at and fix what is off.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadAnnotations, type AnnotatedLine } from './palm-annotations.js';

const LONG_SIDE = 1000;
const COLOURS = { heart: '#ff0000', head: '#0040ff', life: '#00c000', fate: '#ff00ff' } as const;

/** A grid step in full-resolution pixels giving lines roughly every 40–80 display pixels. */
function gridStep(span: number): number {
  const raw = span / 25;
  const pow = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw)!;
}

async function rotated(photo: string): Promise<Buffer> {
  return sharp(await readFile(photo)).rotate().toBuffer();
}

async function grid(photo: string, out: string, crop?: string): Promise<void> {
  const full = await rotated(photo);
  const meta = await sharp(full).metadata();
  const [x0, y0, w, h] = crop ? (crop.split(',').map(Number) as [number, number, number, number]) : [0, 0, meta.width, meta.height];
  const scale = LONG_SIDE / Math.max(w, h);
  const [dw, dh] = [Math.round(w * scale), Math.round(h * scale)];
  const step = gridStep(Math.max(w, h));
  const parts: string[] = [];
  for (let gx = Math.ceil(x0 / step) * step; gx <= x0 + w; gx += step) {
    const x = (gx - x0) * scale;
    parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${dh}" stroke="yellow" stroke-opacity="0.3" stroke-width="1"/>`,
      `<text x="${x + 2}" y="12" font-size="11" fill="yellow" stroke="black" stroke-width="0.3">${gx}</text>`);
  }
  for (let gy = Math.ceil(y0 / step) * step; gy <= y0 + h; gy += step) {
    const y = (gy - y0) * scale;
    parts.push(`<line x1="0" y1="${y}" x2="${dw}" y2="${y}" stroke="cyan" stroke-opacity="0.3" stroke-width="1"/>`,
      `<text x="2" y="${y - 2}" font-size="11" fill="cyan" stroke="black" stroke-width="0.3">${gy}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${dw}" height="${dh}">${parts.join('')}</svg>`;
  // Contrast-limited equalisation makes faint creases readable; the check pictures show the plain photo.
  await sharp(full).extract({ left: x0, top: y0, width: w, height: h }).resize(dw, dh).modulate({ saturation: 1.6 }).clahe({ width: 96, height: 96, maxSlope: 3 })
    .composite([{ input: Buffer.from(svg) }]).png().toFile(out);
  console.log(`${out}: ${meta.width}×${meta.height} (after EXIF rotation), showing ${x0},${y0} ${w}×${h}, grid every ${step} px`);
}

async function check(photosDir: string, outDir: string, only?: string): Promise<void> {
  const set = await loadAnnotations();
  await mkdir(outDir, { recursive: true });
  for (const photo of set.photos.filter((p) => !only || p.file.includes(only))) {
    const out = join(outDir, `${photo.file.replace(/[/+]/g, '_')}.check.png`);
    const full = await rotated(join(photosDir, photo.file));
    // Crop to the drawn lines with a margin, so the creases are seen large enough to judge.
    const drawn = [photo.index_base, photo.little_base, ...Object.values(photo.lines).flatMap((l) => ('points' in l ? l.points : []))];
    const pad = 0.25 * Math.hypot(photo.index_base[0] - photo.little_base[0], photo.index_base[1] - photo.little_base[1]);
    const x0 = Math.max(0, Math.floor(Math.min(...drawn.map((p) => p[0])) - pad));
    const y0 = Math.max(0, Math.floor(Math.min(...drawn.map((p) => p[1])) - pad));
    const w = Math.min(photo.width, Math.ceil(Math.max(...drawn.map((p) => p[0])) + pad)) - x0;
    const h = Math.min(photo.height, Math.ceil(Math.max(...drawn.map((p) => p[1])) + pad)) - y0;
    const scale = LONG_SIDE / Math.max(w, h);
    const [dw, dh] = [Math.round(w * scale), Math.round(h * scale)];
    const at = ([x, y]: [number, number]) => [((x - x0) * scale).toFixed(1), ((y - y0) * scale).toFixed(1)] as const;
    const parts: string[] = [];
    for (const [name, line] of Object.entries(photo.lines) as [keyof typeof COLOURS, AnnotatedLine][]) {
      if (!('points' in line)) continue;
      const pts = line.points.map(at);
      parts.push(`<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${COLOURS[name]}" stroke-width="2" stroke-opacity="0.7"${line.certainty === 'faint' ? ' stroke-dasharray="6,4"' : ''}/>`);
      for (const [x, y] of pts) parts.push(`<circle cx="${x}" cy="${y}" r="2.5" fill="${COLOURS[name]}"/>`);
    }
    for (const p of [photo.index_base, photo.little_base]) {
      const [x, y] = at(p);
      parts.push(`<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="yellow" stroke-width="2"/>`);
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${dw}" height="${dh}">${parts.join('')}</svg>`;
    await sharp(full).extract({ left: x0, top: y0, width: w, height: h }).resize(dw, dh).composite([{ input: Buffer.from(svg) }]).png().toFile(out);
    console.log(out);
  }
}

const [mode, a, b, c] = process.argv.slice(2);
if (mode === 'grid' && a && b) await grid(a, b, c);
else if (mode === 'check' && a && b) await check(a, b, c);
else {
  console.error('usage: palm-annotate.ts grid <photo> <out.png> [x,y,w,h] | check <photosDir> <outDir> [file-substring]');
  process.exit(2);
}
