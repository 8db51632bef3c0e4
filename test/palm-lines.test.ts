// Corridor tracing and the valley filter on hand-built evidence, whose answers are known by construction.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { traceLines, type CreaseMap } from '../src/palmistry/lines.js';
import { darkValleys, plane } from '../src/palmistry/raster.js';

/** Evidence on the tracer’s grid (−1.4..1.4 across, 1.25 down to −1.75, 100 px per palm unit): noise level 0 everywhere, `strength` on the given pixels. */
function evidence(creases: Array<(x: number, y: number) => boolean>, strength = 20): CreaseMap {
  const [P, xMin, yMax] = [100, -1.4, 1.25];
  const z = plane(280, 300);
  for (let j = 0; j < z.height; j++) {
    for (let i = 0; i < z.width; i++) {
      const [x, y] = [xMin + i / P, yMax - j / P];
      z.data[j * z.width + i] = creases.some((c) => c(x, y)) ? strength : 0;
    }
  }
  return { z, claimed: new Uint8Array(z.data.length), pxPerUnit: P, xMin, yMax };
}

it('traces a crease across the heart line’s band as the heart line, and finds no other line', () => {
  // A straight crease at y = 0.6 from x = −1.0 to 0.3 (1.3 palm units, the heart line's full length),
  // one grid pixel (1/100) either side. It lies in the heart band and the head band's upper edge: the
  // heart line takes it, being nearer the heart band's middle (0.62 at x = −1.05, 0.86 at x = −0.2).
  const lines = traceLines(evidence([(x, y) => x >= -1.0 && x <= 0.3 && Math.abs(y - 0.6) <= 1 / 100]));
  const heart = lines.find((l) => l.name === 'heart')!;
  assert.ok(heart.present, `heart confidence ${heart.confidence}`);
  assert.ok(heart.confidence >= 0.5, `a full-length strong crease: confidence ${heart.confidence}`);
  // Every point on the crease (2 grid pixels = 0.02 units of tolerance, plus the smoothing's reach).
  for (const [x, y] of heart.path) assert.ok(Math.abs(y - 0.6) < 0.03 && x >= -1.03 && x <= 0.33, `(${x}, ${y}) off the crease`);
  // And along most of it: from near x = −1.0 to near 0.3.
  const xs = heart.path.map((p) => p[0]);
  assert.ok(Math.min(...xs) < -0.9 && Math.max(...xs) > 0.2, `covers ${Math.min(...xs)}..${Math.max(...xs)}`);
  for (const name of ['head', 'life', 'fate'] as const) assert.equal(lines.find((l) => l.name === name)!.present, false, name);
});

it('gives a crease running down the middle to the fate line, and a short mark to no line', () => {
  // Fate: x = 0.08 from y = −1.0 to 0.6 (1.6 units). A mark 0.2 long in the head band is too short for a line.
  const lines = traceLines(
    evidence([(x, y) => Math.abs(x - 0.08) <= 1 / 100 && y >= -1.0 && y <= 0.6, (x, y) => x >= 0.6 && x <= 0.8 && Math.abs(y - 0.78) <= 1 / 100]),
  );
  const fate = lines.find((l) => l.name === 'fate')!;
  assert.ok(fate.present, `fate confidence ${fate.confidence}`);
  for (const [x] of fate.path) assert.ok(Math.abs(x - 0.08) < 0.03, `fate at x = ${x}`);
  assert.equal(lines.find((l) => l.name === 'head')!.present, false, 'a 0.2-unit mark is no head line');
  assert.equal(lines.find((l) => l.name === 'heart')!.present, false);
});

it('finds a dark valley strongest on its axis and running along it', () => {
  // A horizontal dark valley: grey 100 less 40·exp(−d²/(2·2²)) at distance d from row 20.
  const p = plane(60, 41);
  for (let y = 0; y < 41; y++) for (let x = 0; x < 60; x++) p.data[y * 60 + x] = 100 - 40 * Math.exp(-((y - 20) ** 2) / 8);
  const { strength, angle } = darkValleys(p, 2);
  const column = Array.from({ length: 41 }, (_, y) => strength.data[y * 60 + 30]!);
  assert.equal(column.indexOf(Math.max(...column)), 20, 'strongest on the valley’s row');
  assert.equal(column[5], 0, 'nothing far from it');
  // Along the valley is along x: angle 0 (or π, the same direction).
  const a = angle.data[20 * 60 + 30]!;
  assert.ok(Math.abs(Math.sin(a)) < 1e-3, `angle ${a}`);
  // A bright ridge instead (grey rising to the axis) is no valley.
  const ridge = plane(60, 41);
  for (let k = 0; k < ridge.data.length; k++) ridge.data[k] = 200 - p.data[k]!;
  assert.equal(darkValleys(ridge, 2).strength.data[20 * 60 + 30], 0);
});
