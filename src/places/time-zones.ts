// Time zones of points and the offsets in force there, from two sources: the zone boundaries of
// timezone-boundary-builder (through `geo-tz`, its comprehensive product, whose zones keep their
// pre-1970 history) and the IANA database's history as compiled into Node's ICU data (Intl).
import { find } from 'geo-tz/all';

/** The IANA zone at a point. On land: the zone whose boundary holds it (the first geo-tz lists on a border or in a disputed area); at sea: the nautical zone Etc/GMT±N. */
export function zoneAt(latitude: number, longitude: number): string {
  return find(latitude, longitude)[0] ?? nauticalZone(longitude);
}

/** The nautical zone of a longitude (15° wide, centred on multiples of 15°); IANA's Etc/GMT signs are inverted (Etc/GMT-5 is 5 h east). */
function nauticalZone(longitude: number): string {
  const hours = Math.round(longitude / 15);
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(zone, f);
  }
  return f;
}

/** Whether the IANA database (as Node's ICU has it) knows a zone id. */
export function isKnownZone(zone: string): boolean {
  try {
    wallClock(zone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds since 1970 of a wall-clock reading taken as if it were UTC (years below 100 included). */
function wallMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  d.setUTCFullYear(year);
  return d.getTime();
}

/** The offset from UTC in force in a zone at an instant, in seconds east (DST included; local mean time before a zone's first standard time). */
export function offsetAt(zone: string, utcMs: number): number {
  const instant = Math.floor(utcMs / 1000) * 1000;
  const p: Record<string, string> = {};
  for (const part of wallClock(zone).formatToParts(instant)) p[part.type] = part.value;
  const year = p.era === 'BC' ? 1 - Number(p.year) : Number(p.year);
  return (wallMs(year, Number(p.month), Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - instant) / 1000;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const DAY_MS = 86_400_000;

/**
 * The offset in force in a zone at a local date and time, in seconds east. A reading the clocks
 * showed twice (the hour repeated when they go back) and a reading they never showed (the hour
 * skipped when they go forward) both get the offset in force before the change: the first of
 * the two moments for a repeated hour; for a skipped one, the reading taken on the clocks as they
 * still ran (2:30 on a night New York went from 2:00 EST to 3:00 EDT is 2:30 EST, i.e. 3:30 EDT).
 */
export function localOffset(zone: string, t: LocalTime): number {
  const wall = wallMs(t.year, t.month, t.day, t.hour, t.minute, 0);
  // A zone's rules change its offset at most once within a day either side.
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  const holds = (offset: number) => offsetAt(zone, wall - offset * 1000) === offset;
  if (holds(before)) return before;
  if (holds(after)) return after;
  return before;
}

/** A zone's standard and daylight offsets in a year, in seconds east: the lesser and the greater of those in force on 1 January and 1 July (equal where it keeps no DST). */
export function yearOffsets(zone: string, year: number): { standard: number; daylight: number } {
  const january = offsetAt(zone, wallMs(year, 1, 1, 12, 0, 0));
  const july = offsetAt(zone, wallMs(year, 7, 1, 12, 0, 0));
  return { standard: Math.min(january, july), daylight: Math.max(january, july) };
}
