// astro/: astronomy on the Swiss Ephemeris: positions, time scales, the moments an angle crosses a value.
// When an ever-increasing angle (the Moon's longitude, the Moon−Sun elongation, the Sun+Moon sum)
// reaches a given value: a bracketed root search (regula falsi, Illinois variant, with bisection as
// a fallback) on the ephemeris itself, to a few milliseconds, never by stepping through the day.

/** An angle in degrees as a function of JD UT, strictly increasing modulo 360 over the searched span. */
export type AngleOfTime = (jdUt: number) => number;

/** Signed distance from `target`, in [−180, 180): negative before the crossing, positive after. */
function offset(angle: number, target: number): number {
  return ((((angle - target + 180) % 360) + 360) % 360) - 180;
}

const TOLERANCE_DAYS = 1e-7; // 8.6 ms

/** The crossing of `target` inside [lo, hi], which must bracket it (before at lo, at or after at hi). */
export function crossingBetween(angle: AngleOfTime, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  let fa = offset(angle(a), target);
  let fb = offset(angle(b), target);
  if (!(fa < 0 && fb >= 0)) throw new RangeError(`no crossing of ${target}° bracketed by JD ${lo}…${hi}`);
  let kept = 0; // which end stayed put last time: Illinois halves its value to avoid one-sided convergence
  for (let i = 0; i < 200 && b - a > TOLERANCE_DAYS; i++) {
    let c = (a * fb - b * fa) / (fb - fa);
    if (!(c > a && c < b)) c = (a + b) / 2;
    const fc = offset(angle(c), target);
    if (fc >= 0) {
      b = c;
      fb = fc;
      if (kept === -1) fa /= 2;
      kept = -1;
    } else {
      a = c;
      fa = fc;
      if (kept === 1) fb /= 2;
      kept = 1;
    }
  }
  return b;
}

/**
 * The first instant after `from` at which `angle` reaches `target` (less than 180° ahead), given a
 * lower bound on its rate in degrees per day: the crossing cannot come later than the remaining
 * angle divided by that rate.
 */
export function nextCrossing(angle: AngleOfTime, target: number, from: number, minRatePerDay: number): number {
  const remaining = -offset(angle(from), target);
  return crossingBetween(angle, target, from, from + remaining / minRatePerDay + 1e-6);
}

/**
 * The crossing of `target` nearest an estimate known to within `slackDays` (e.g. a new moon from
 * the mean synodic rate), searched no earlier than `notBefore` and no later than `notAfter`.
 */
export function crossingNear(angle: AngleOfTime, target: number, estimate: number, slackDays: number, notBefore = -Infinity, notAfter = Infinity): number {
  return crossingBetween(angle, target, Math.max(notBefore, estimate - slackDays), Math.min(notAfter, estimate + slackDays));
}
