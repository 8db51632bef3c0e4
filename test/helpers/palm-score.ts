// Scores detected lines against a synthetic palm's true paths, in image pixels.
type Point = [number, number];

export function distanceToPolyline(p: Point, path: Point[]): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1]!, path[i]!];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy));
  }
  return best;
}

/** Points every `step` pixels along a polyline, so long and short segments weigh the same. */
export function resample(path: Point[], step = 2): Point[] {
  const out: Point[] = path.length ? [path[0]!] : [];
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1]!, path[i]!];
    const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step);
    for (let k = 1; k <= n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

export interface LineScore {
  /** Share of the true path with a detected point within the tolerance. */
  recall: number;
  /** Share of the detected path within the tolerance of the true path. */
  precision: number;
  /** Mean distance of detected points from the true path, in pixels. */
  meanError: number;
}

export function scoreLine(truth: Point[], detected: Point[], tolerance: number): LineScore {
  if (detected.length < 2) return { recall: 0, precision: 0, meanError: NaN };
  const t = resample(truth);
  const d = resample(detected);
  const dToT = d.map((p) => distanceToPolyline(p, truth));
  return {
    recall: t.filter((p) => distanceToPolyline(p, detected) <= tolerance).length / t.length,
    precision: dToT.filter((e) => e <= tolerance).length / d.length,
    meanError: dToT.reduce((s, e) => s + e, 0) / d.length,
  };
}
