// Where a wheel draws each point's glyph: at its longitude, unless that would overlap a neighbour's;
// crowded points are spread apart along the circle (the least total displacement that keeps every
// two glyphs `gap` degrees apart, found by repeated relaxation) and keep a leader line to their place.
import { normalizeDegrees } from '../vedic/zodiac.js';

/** Display longitudes (same order as `longitudes`) at least `gap` degrees apart where possible. */
export function spreadLongitudes(longitudes: readonly number[], gap: number): number[] {
  const n = longitudes.length;
  if (n < 2 || n * gap >= 360) return [...longitudes];
  const order = longitudes.map((l, i) => ({ i, l: normalizeDegrees(l) })).sort((a, b) => a.l - b.l);
  // Unwrapped positions, starting after the widest empty arc so that no cluster straddles the cut.
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const next = k + 1 < n ? order[k + 1]!.l : order[0]!.l + 360;
    if (next - order[k]!.l > widest) { widest = next - order[k]!.l; cut = (k + 1) % n; }
  }
  const base = order[cut]!.l;
  const seq = Array.from({ length: n }, (_, k) => order[(cut + k) % n]!);
  const want = seq.map((o) => normalizeDegrees(o.l - base));
  const pos = [...want];
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let k = 0; k + 1 < n; k++) {
      const overlap = gap - (pos[k + 1]! - pos[k]!);
      if (overlap > 1e-9) { pos[k]! -= overlap / 2; pos[k + 1]! += overlap / 2; moved = true; }
    }
    // The last and first glyphs meet across the cut only when the widest arc is all but used up.
    const wrap = gap - (pos[0]! + 360 - pos[n - 1]!);
    if (wrap > 1e-9) { pos[0]! += wrap / 2; pos[n - 1]! -= wrap / 2; moved = true; }
    if (!moved) break;
  }
  const out = new Array<number>(n);
  seq.forEach((o, k) => { out[o.i] = normalizeDegrees(pos[k]! + base); });
  return out;
}
