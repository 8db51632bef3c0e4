// The dates a plan subscription may hold, and reading one that somehow holds another. A Date holds
// ±8.64e15 ms (about ±273,790 years) and both stores' BIGINT far more; an expiry is kept within
// four-digit years, which every Date, ISO 8601 text and the dashboard can show.
export const DAY_MS = 86_400_000;

/** The most days a plan is given or extended by at once: 100 years. */
export const MAX_PLAN_DAYS = 36_500;

/** The last instant of 9999: the latest expiry stored. */
export const LATEST_EXPIRY_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Refuses an expiry outside 1970 to the end of 9999 (or not a whole number of ms): it is never stored. */
export function assertStorableExpiry(ms: number | null | undefined): void {
  if (ms === null || ms === undefined) return;
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > LATEST_EXPIRY_MS) {
    throw new Error(`an expiry past ${new Date(LATEST_EXPIRY_MS).toISOString()} cannot be stored (asked for ${Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : `${ms} ms`})`);
  }
}

/** ISO 8601 text of a stored instant, or undefined when no Date can hold it (stored before expiries were bounded). */
export function isoInstant(ms: number): string | undefined {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
