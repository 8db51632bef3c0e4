// The Western timing answers' date strings (spec western.md §1.4), local time in the given tzone,
// seconds truncated: solar returns month first and zero-padded, transit dates D-M-YYYY unpadded,
// exact instants YYYY-MM-DD HH:MM:SS.
import { civilFromJd } from '../../astro/time.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `MM-DD-YYYY HH:MM:SS`. */
export function monthFirstDateTime(jdUt: number, tzone: number): string {
  const t = civilFromJd(jdUt, tzone);
  return `${pad(t.month)}-${pad(t.day)}-${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** `YYYY-MM-DD HH:MM:SS`. */
export function isoLikeDateTime(jdUt: number, tzone: number): string {
  const t = civilFromJd(jdUt, tzone);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** `D-M-YYYY`. */
export function dayMonthYear(jdUt: number, tzone: number): string {
  const t = civilFromJd(jdUt, tzone);
  return `${t.day}-${t.month}-${t.year}`;
}
