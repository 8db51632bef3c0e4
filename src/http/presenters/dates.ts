// The reference service's date strings: nothing zero-padded, in the request's time zone,
// truncated to the minute (or second).
import { civilFromJd } from '../../astro/time.js';

/**
 * `D-M-YYYY<sep>H:M` (Vimshottari uses two spaces as the separator, Yogini one), and the Unix
 * milliseconds of that printed minute: that local time taken back to UTC with `tzone`. One
 * calendar conversion serves both.
 */
export function printedMinute(jdUt: number, tzone: number, separator: string): { text: string; ms: number } {
  const t = civilFromJd(jdUt, tzone);
  return {
    text: `${t.day}-${t.month}-${t.year}${separator}${t.hour}:${t.minute}`,
    ms: Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - Math.round(tzone * 3_600_000),
  };
}

export const formatDateTime = (jdUt: number, tzone: number, separator: string): string => printedMinute(jdUt, tzone, separator).text;

/** `H:M:S`, local clock time. */
export function formatClock(jdUt: number, tzone: number): string {
  const t = civilFromJd(jdUt, tzone);
  return `${t.hour}:${t.minute}:${t.second}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * 12-hour clock time with zero-padded fields, as the reference service prints the muhurtas:
 * `hh:mm` (Abhijit) or `hh : mm : ss` (Rahu kaal and the like); no AM/PM marker.
 */
export function formatClock12(jdUt: number, tzone: number, withSeconds: boolean): string {
  const t = civilFromJd(jdUt, tzone);
  const h = pad2(t.hour % 12 === 0 ? 12 : t.hour % 12);
  return withSeconds ? `${h} : ${pad2(t.minute)} : ${pad2(t.second)}` : `${h}:${pad2(t.minute)}`;
}
