// The handful of raster operations the line detector needs, on plain typed arrays. sharp does the
// decoding, resizing and drawing; these are the per-pixel steps it has no grey-level form of
// (min/max filters, distance transform, connected components, bilinear sampling at arbitrary angles).

/** A single-channel image, row-major. */
export interface Plane {
  width: number;
  height: number;
  data: Float32Array;
}

/** A binary image (0 or 1), row-major. */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export const plane = (width: number, height: number): Plane => ({ width, height, data: new Float32Array(width * height) });

/**
 * One separable min or max pass along rows or columns over a (2r+1) window clamped at the edges. The
 * column pass compares whole rows, so the plane is read in memory order.
 */
function rankPass(src: Plane, r: number, horizontal: boolean, max: boolean): Plane {
  const { width, height, data } = src;
  const out = plane(width, height);
  const o = out.data;
  if (horizontal) {
    for (let y = 0; y < height; y++) {
      const base = y * width;
      for (let x = 0; x < width; x++) {
        const lo = x - r < 0 ? 0 : x - r;
        const hi = x + r >= width ? width - 1 : x + r;
        let m = data[base + lo]!;
        for (let k = lo + 1; k <= hi; k++) {
          const v = data[base + k]!;
          if (max ? v > m : v < m) m = v;
        }
        o[base + x] = m;
      }
    }
    return out;
  }
  for (let y = 0; y < height; y++) {
    const lo = y - r < 0 ? 0 : y - r;
    const hi = y + r >= height ? height - 1 : y + r;
    const base = y * width;
    o.set(data.subarray(lo * width, lo * width + width), base);
    for (let k = lo + 1; k <= hi; k++) {
      const row = k * width;
      for (let x = 0; x < width; x++) {
        const v = data[row + x]!;
        if (max ? v > o[base + x]! : v < o[base + x]!) o[base + x] = v;
      }
    }
  }
  return out;
}

/** Grey-level dilation with a (2r+1)² square. */
export const dilate = (p: Plane, r: number): Plane => rankPass(rankPass(p, r, true, true), r, false, true);
/** Grey-level erosion with a (2r+1)² square. */
export const erode = (p: Plane, r: number): Plane => rankPass(rankPass(p, r, true, false), r, false, false);

/** Morphological black-hat (closing minus the image): bright where the image has dark valleys narrower than the square. */
export function blackHat(p: Plane, r: number): Plane {
  const closed = erode(dilate(p, r), r);
  const out = plane(p.width, p.height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = closed.data[i]! - p.data[i]!;
  return out;
}

/** A Gaussian's taps out to 3σ. */
function gaussianKernel(sigma: number): { radius: number; kernel: Float32Array } {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  return { radius, kernel: Float32Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma))) };
}

/**
 * The sum of taps `from`..`to`: the weight left where the plane ends. A plain function, not a closure
 * made per blur, so optimised callers do not meet a new function each time and deoptimise.
 */
function weightOf(kernel: Float32Array, from: number, to: number): number {
  let weight = 0;
  for (let k = from; k <= to; k++) weight += kernel[k]!;
  return weight;
}

export function gaussianBlur(p: Plane, sigma: number): Plane {
  const { radius, kernel } = gaussianKernel(sigma);
  const { width, height } = p;
  // Weights renormalised at the edges, so the border is not darkened. The column pass accumulates
  // whole rows (memory order); each pixel still sums its inputs nearest-first-row to last, as along rows.
  const whole = weightOf(kernel, 0, 2 * radius);
  const src = p.data;
  const across = new Float32Array(width * height);
  const acc = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    acc.fill(0);
    // Tap by tap across the whole row: the pixels' sums are independent, so they do not wait on each other.
    for (let k = 0; k <= 2 * radius; k++) {
      const w = kernel[k]!;
      const shift = k - radius;
      const from = shift < 0 ? -shift : 0;
      const to = shift > 0 ? width - shift : width;
      for (let x = from; x < to; x++) acc[x] = acc[x]! + w * src[base + x + shift]!;
    }
    for (let x = 0; x < width; x++) {
      const lo = x - radius < 0 ? 0 : x - radius;
      const hi = x + radius >= width ? width - 1 : x + radius;
      const clipped = lo !== x - radius || hi !== x + radius;
      across[base + x] = acc[x]! / (clipped ? weightOf(kernel, lo - x + radius, hi - x + radius) : whole);
    }
  }
  const out = plane(width, height);
  const dst = out.data;
  for (let y = 0; y < height; y++) {
    const lo = y - radius < 0 ? 0 : y - radius;
    const hi = y + radius >= height ? height - 1 : y + radius;
    acc.fill(0);
    for (let j = lo; j <= hi; j++) {
      const w = kernel[j - y + radius]!;
      const row = j * width;
      for (let x = 0; x < width; x++) acc[x] = acc[x]! + w * across[row + x]!;
    }
    const weight = weightOf(kernel, lo - y + radius, hi - y + radius);
    const base = y * width;
    for (let x = 0; x < width; x++) dst[base + x] = acc[x]! / weight;
  }
  return out;
}

/**
 * gaussianBlur's value at each pixel `where` marks, bit for bit (each sum taken in the same order), and 0
 * elsewhere: for a blur read only along a thin band or in a small region, the rest of the plane is skipped.
 */
export function gaussianBlurAt(p: Plane, sigma: number, where: Mask): Plane {
  const { radius, kernel } = gaussianKernel(sigma);
  const { width, height, data: src } = p;
  const whole = weightOf(kernel, 0, 2 * radius);
  // The row pass is needed wherever a marked pixel's column pass reads it: up to `radius` rows away.
  const rowsNeeded = withinRows(where, radius);
  const across = new Float32Array(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (!rowsNeeded[i]) continue;
      const lo = x - radius < 0 ? 0 : x - radius;
      const hi = x + radius >= width ? width - 1 : x + radius;
      let acc = 0;
      for (let u = lo; u <= hi; u++) acc += kernel[u - x + radius]! * src[i - x + u]!;
      across[i] = acc / (lo === x - radius && hi === x + radius ? whole : weightOf(kernel, lo - x + radius, hi - x + radius));
    }
  }
  const out = plane(width, height);
  for (let y = 0, i = 0; y < height; y++) {
    const lo = y - radius < 0 ? 0 : y - radius;
    const hi = y + radius >= height ? height - 1 : y + radius;
    const weight = lo === y - radius && hi === y + radius ? whole : weightOf(kernel, lo - y + radius, hi - y + radius);
    for (let x = 0; x < width; x++, i++) {
      if (!where.data[i]) continue;
      let acc = 0;
      for (let j = lo; j <= hi; j++) acc += kernel[j - y + radius]! * across[j * width + x]!;
      out.data[i] = acc / weight;
    }
  }
  return out;
}

/**
 * The pixels with a marked pixel at most `radius` rows above or below them in their column: one pass
 * down and one up, each column remembering its nearest marked row so far.
 */
function withinRows(m: Mask, radius: number): Uint8Array {
  const { width, height, data } = m;
  const out = new Uint8Array(width * height);
  const nearest = new Int32Array(width);
  nearest.fill(-radius - 1);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (data[i]) nearest[x] = y;
      if (y - nearest[x]! <= radius) out[i] = 1;
    }
  }
  nearest.fill(height + radius);
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (data[i]) nearest[x] = y;
      if (nearest[x]! - y <= radius) out[i] = 1;
    }
  }
  return out;
}

/** Bilinear sample; NaN outside the image. */
export function sample(p: Plane, x: number, y: number): number {
  if (!(x >= 0 && y >= 0 && x <= p.width - 1 && y <= p.height - 1)) return NaN;
  const x0 = Math.min(Math.floor(x), p.width - 2 < 0 ? 0 : p.width - 2);
  const y0 = Math.min(Math.floor(y), p.height - 2 < 0 ? 0 : p.height - 2);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * p.width + x0;
  const right = p.width > 1 ? 1 : 0;
  const down = p.height > 1 ? p.width : 0;
  const top = p.data[i]! * (1 - fx) + p.data[i + right]! * fx;
  const bottom = p.data[i + down]! * (1 - fx) + p.data[i + down + right]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Chamfer (1, √2) distance of every set pixel to the nearest unset pixel or the border. */
export function distanceTransform(m: Mask): Plane {
  const { width, height } = m;
  const d = plane(width, height);
  const D = 1;
  const D2 = Math.SQRT2;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d.data[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      d.data[i] = m.data[i] ? Math.min(at(x - 1, y) + D, at(x, y - 1) + D, at(x - 1, y - 1) + D2, at(x + 1, y - 1) + D2) : 0;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (!m.data[i]) continue;
      d.data[i] = Math.min(d.data[i]!, at(x + 1, y) + D, at(x, y + 1) + D, at(x + 1, y + 1) + D2, at(x - 1, y + 1) + D2);
    }
  }
  return d;
}

export interface Component {
  label: number;
  area: number;
  /** Centroid. */
  cx: number;
  cy: number;
  touchesBorder: boolean;
}

/** 8-connected components of the set pixels; labels start at 1, 0 is background. */
export function components(m: Mask): { labels: Int32Array; list: Component[] } {
  const { width, height, data } = m;
  const labels = new Int32Array(width * height);
  const list: Component[] = [];
  // Every pixel is labelled as it is pushed, so each is pushed at most once.
  const stack = new Int32Array(width * height);
  for (let start = 0; start < labels.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = list.length + 1;
    let area = 0;
    let sx = 0;
    let sy = 0;
    let touchesBorder = false;
    labels[start] = label;
    let top = 0;
    stack[top++] = start;
    while (top) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      area++;
      sx += x;
      sy += y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesBorder = true;
      const [x0, x1, y0, y1] = [x > 0 ? x - 1 : x, x < width - 1 ? x + 1 : x, y > 0 ? y - 1 : y, y < height - 1 ? y + 1 : y];
      for (let ny = y0; ny <= y1; ny++) {
        for (let nx = x0; nx <= x1; nx++) {
          const j = ny * width + nx;
          if (data[j] && !labels[j]) {
            labels[j] = label;
            stack[top++] = j;
          }
        }
      }
    }
    list.push({ label, area, cx: sx / area, cy: sy / area, touchesBorder });
  }
  return { labels, list };
}

/** Halves an interleaved RGB image by averaging 2×2 blocks. */
export function halveRgb(img: { width: number; height: number; data: Uint8Array }): { width: number; height: number; data: Uint8Array } {
  const width = Math.floor(img.width / 2);
  const height = Math.floor(img.height / 2);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const i = (2 * y * img.width + 2 * x) * 3 + c;
        const j = i + img.width * 3;
        data[(y * width + x) * 3 + c] = (img.data[i]! + img.data[i + 3]! + img.data[j]! + img.data[j + 3]! + 2) >> 2;
      }
    }
  }
  return { width, height, data };
}

/** The mask with every hole (unset region not connected to the border) filled. */
export function fillHoles(m: Mask): Mask {
  const inverted = new Uint8Array(m.data.length);
  for (let i = 0; i < inverted.length; i++) inverted[i] = m.data[i] ? 0 : 1;
  const { labels, list } = components({ width: m.width, height: m.height, data: inverted });
  const outside = new Uint8Array(list.length + 1);
  for (const c of list) if (c.touchesBorder) outside[c.label] = 1;
  const data = new Uint8Array(m.data.length);
  for (let i = 0; i < data.length; i++) data[i] = m.data[i] || !outside[labels[i]!] ? 1 : 0;
  return { width: m.width, height: m.height, data };
}

/**
 * Dark-valley strength at scale σ: the Hessian's larger eigenvalue (positive where the grey level curves
 * up on both sides of a thin dark line), less the smaller one's magnitude so round blots and pores
 * (curved both ways) score lower than lines, times σ² so scales compare. Zero on ridges and flats.
 * `parts`, when given, receives both eigenvalues (times σ²) and the valley's direction across, as the cosine
 * and sine of twice its angle (bench/palm-crease-model.ts's features).
 */
export function darkValleys(p: Plane, sigma: number, parts?: { large: Plane; small: Plane; cos2: Plane; sin2: Plane }): Plane {
  const g = gaussianBlur(p, sigma);
  const { width, height, data } = g;
  const strength = plane(width, height);
  // Neighbours clamped at the border: the rows above and below found once per row.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const above = (y > 0 ? y - 1 : 0) * width;
    const below = (y < height - 1 ? y + 1 : height - 1) * width;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? x - 1 : 0;
      const right = x < width - 1 ? x + 1 : width - 1;
      const c = data[row + x]!;
      const dxx = data[row + right]! - 2 * c + data[row + left]!;
      const dyy = data[below + x]! - 2 * c + data[above + x]!;
      const dxy = (data[below + right]! - data[below + left]! - data[above + right]! + data[above + left]!) / 4;
      const mid = (dxx + dyy) / 2;
      const root = Math.sqrt(((dxx - dyy) / 2) ** 2 + dxy * dxy);
      const large = mid + root;
      const small = mid - root;
      const i = row + x;
      strength.data[i] = large > 0 ? Math.max(0, large - Math.abs(small)) * sigma * sigma : 0;
      if (parts) {
        parts.large.data[i] = large * sigma * sigma;
        parts.small.data[i] = small * sigma * sigma;
        parts.cos2.data[i] = (dxx - dyy) / 2 / (root || 1);
        parts.sin2.data[i] = dxy / (root || 1);
      }
    }
  }
  return strength;
}
