// Fitting a confidence map (logistic, from the evidence the tracer measured along a line to P(on the crease)) on the
// annotated photos, and judging it honestly:
// there is no held-out set, so each person's photos are scored by a map fitted on everyone else's
// (leave-one-person-out cross-validation).
import type { LineEvidence } from '../src/palmistry/lines.js';

export const EVIDENCE_NAMES: readonly (keyof LineEvidence)[] = ['length', 'strength', 'smooth', 'late', 'offCentre', 'fate'];

/** The evidence as the model's inputs: a constant 1 first, then EVIDENCE_NAMES in order. */
export const features = (e: LineEvidence): number[] => [1, ...EVIDENCE_NAMES.map((k) => e[k])];

export const logistic = (weights: readonly number[], x: number[]): number => 1 / (1 + Math.exp(-x.reduce((s, v, i) => s + v * weights[i]!, 0)));

/** One traced line with evidence, and whether it lies on the annotated crease (false where the line is annotated absent). */
export interface Sample { person: string; evidence: LineEvidence; onCrease: boolean }

/** L2 penalty on the weights (not the constant): 85-odd samples cannot pin seven weights down alone. */
const RIDGE = 1;

/** Logistic regression of traced lines' evidence against being on the crease. */
export const fitLogistic = (samples: Sample[]): number[] => fitLogisticTo(samples.map((s) => features(s.evidence)), samples.map((s) => s.onCrease), RIDGE);

/**
 * Logistic regression by Newton's method (iteratively reweighted least squares) with a ridge penalty on every
 * weight but the first (each row of `xs` starts with a constant 1); `weights` counts each row (default 1).
 */
export function fitLogisticTo(xs: number[][], ys: boolean[], ridge: number, weights?: number[]): number[] {
  const n = xs[0]?.length ?? 0;
  const w = new Array<number>(n).fill(0);
  for (let iter = 0; iter < 50; iter++) {
    const grad = w.map((v, j) => (j ? ridge * v : 0));
    const hess = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j && i ? ridge : i === j ? 1e-6 : 0)));
    xs.forEach((x, k) => {
      const p = logistic(w, x);
      const c = weights?.[k] ?? 1;
      const r = c * (p - (ys[k] ? 1 : 0));
      const q = c * p * (1 - p);
      for (let i = 0; i < n; i++) {
        grad[i]! += r * x[i]!;
        for (let j = 0; j < n; j++) hess[i]![j]! += q * x[i]! * x[j]!;
      }
    });
    const step = solve(hess, grad);
    for (let i = 0; i < n; i++) w[i]! -= step[i]!;
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

/** Gaussian elimination with partial pivoting: the x with a·x = b. */
function solve(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Whose hand a photo shows: kby-ai's img/personN folders, mpsnet's id folders; every other photo its own person. */
export function personOf(file: string): string {
  const person = /img\/(person\d+)\//.exec(file) ?? /ntust-ip\/(\d+)\//.exec(file);
  return person ? person[1]! : file;
}

/** Each person's weights fitted on every other person's samples. */
export function leaveOnePersonOut(samples: Sample[]): Map<string, number[]> {
  const people = [...new Set(samples.map((s) => s.person))];
  return new Map(people.map((p) => [p, fitLogistic(samples.filter((s) => s.person !== p))]));
}
