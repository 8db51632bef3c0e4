// The raster filters the crease map is built on, against values worked out independently of their
// separable, row-ordered implementation: a Gaussian blur against the 2-D weighted mean it stands for,
// the valley filter against the exact Hessian of a quadratic, min/max against a brute-force window.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { components, darkValleys, dilate, erode, fillHoles, gaussianBlur, gaussianBlurAt, plane, type Plane } from '../src/palmistry/raster.js';

function noise(width: number, height: number, seed: number): Plane {
  const p = plane(width, height);
  let s = seed;
  for (let i = 0; i < p.data.length; i++) p.data[i] = ((s = (s * 16807) % 2147483647) / 2147483647) * 255;
  return p;
}

/** The 2-D Gaussian-weighted mean over the pixels within 3σ of (x, y), weights renormalised where the plane ends. */
function gaussianMean(p: Plane, sigma: number, x: number, y: number): number {
  const r = Math.max(1, Math.ceil(3 * sigma));
  let sum = 0;
  let weight = 0;
  for (let v = Math.max(0, y - r); v <= Math.min(p.height - 1, y + r); v++) {
    for (let u = Math.max(0, x - r); u <= Math.min(p.width - 1, x + r); u++) {
      const w = Math.exp(-((u - x) ** 2 + (v - y) ** 2) / (2 * sigma * sigma));
      sum += w * p.data[v * p.width + u]!;
      weight += w;
    }
  }
  return sum / weight;
}

it('blurs as the 2-D Gaussian mean over the pixels within 3σ, its weights renormalised where the plane ends', () => {
  const p = noise(23, 17, 7);
  for (const sigma of [0.5, 1.7, 4]) {
    const blurred = gaussianBlur(p, sigma);
    for (let y = 0; y < p.height; y++) {
      for (let x = 0; x < p.width; x++) {
        assert.ok(Math.abs(blurred.data[y * p.width + x]! - gaussianMean(p, sigma, x, y)) < 1e-3, `σ ${sigma} at ${x},${y}`);
      }
    }
  }
});

it('blurs only the marked pixels, to the same bits as the whole-plane blur, leaving the rest 0', () => {
  const p = noise(23, 17, 11);
  // A diagonal band and a corner, so marked pixels meet every edge of the plane.
  const where = { width: 23, height: 17, data: new Uint8Array(23 * 17) };
  for (let y = 0; y < 17; y++) for (let x = 0; x < 23; x++) where.data[y * 23 + x] = Math.abs(x - y - 3) <= 1 || (x > 19 && y > 13) ? 1 : 0;
  for (const sigma of [0.5, 1.7, 4]) {
    const [some, all] = [gaussianBlurAt(p, sigma, where), gaussianBlur(p, sigma)];
    for (let i = 0; i < where.data.length; i++) {
      const [x, y] = [i % 23, Math.floor(i / 23)];
      if (!where.data[i]) {
        assert.equal(some.data[i], 0);
        continue;
      }
      assert.ok(Math.abs(some.data[i]! - gaussianMean(p, sigma, x, y)) < 1e-3, `σ ${sigma} at ${x},${y}`);
      assert.equal(some.data[i], all.data[i], `σ ${sigma} at ${x},${y}: same bits`);
    }
  }
});

it('measures a straight quadratic valley as curvature 2 across it, 0 along it: strength 2σ²', () => {
  // Grey (x·cos θ + y·sin θ)²: a blur adds only a constant, and central differences are exact on a quadratic.
  const theta = 0.4;
  const [c, s] = [Math.cos(theta), Math.sin(theta)];
  const p = plane(41, 41);
  for (let y = 0; y < 41; y++) for (let x = 0; x < 41; x++) p.data[y * 41 + x] = ((x - 20) * c + (y - 20) * s) ** 2 / 10;
  const sigma = 1.5;
  const strength = darkValleys(p, sigma);
  for (const [x, y] of [[20, 20], [15, 24], [25, 17]] as const) {
    // Curvatures 2/10 across and 0 along: the larger eigenvalue less the smaller's magnitude, times σ².
    assert.ok(Math.abs(strength.data[y * 41 + x]! - 0.2 * sigma * sigma) < 1e-3, `strength at ${x},${y}`);
  }
});

it('dilates and erodes as the max and min over the square window, clamped at the edges', () => {
  const p = noise(19, 13, 3);
  for (const r of [1, 3]) {
    const [up, down] = [dilate(p, r), erode(p, r)];
    for (let y = 0; y < p.height; y++) {
      for (let x = 0; x < p.width; x++) {
        let [hi, lo] = [-Infinity, Infinity];
        for (let v = Math.max(0, y - r); v <= Math.min(p.height - 1, y + r); v++) {
          for (let u = Math.max(0, x - r); u <= Math.min(p.width - 1, x + r); u++) [hi, lo] = [Math.max(hi, p.data[v * p.width + u]!), Math.min(lo, p.data[v * p.width + u]!)];
        }
        assert.equal(up.data[y * p.width + x], hi);
        assert.equal(down.data[y * p.width + x], lo);
      }
    }
  }
});

it('labels 8-connected components and fills only the holes that do not reach the border', () => {
  // Rows of a 7×5 mask: a ring with a hole at (2,2), a diagonal pair (one component), a bay open to the border.
  const rows = ['11100', '10100', '11100', '00001', '00010', '11000', '01000'];
  const m = { width: 5, height: 7, data: Uint8Array.from(rows.join(''), (c) => Number(c)) };
  const { labels, list } = components(m);
  assert.deepEqual(list.map((c) => [c.area, c.touchesBorder]), [[8, true], [2, true], [3, true]]);
  assert.equal(labels[1 * 5 + 1], 0);
  assert.equal(labels[3 * 5 + 4], labels[4 * 5 + 3], 'diagonal neighbours are connected');
  assert.equal(list[0]!.cx, 1);
  const filled = fillHoles(m);
  assert.equal(filled.data[1 * 5 + 1], 1, 'the ring’s hole is filled');
  assert.equal(filled.data[6 * 5 + 4], 0, 'the open background is not');
  assert.equal(filled.data.reduce((a, v) => a + v, 0), 14);
});
