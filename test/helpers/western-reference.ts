// The independent side of the Western report tests: the Swiss Ephemeris called directly (tropical, no
// ayanamsha, not through src/astro), the births the tests share, and angle arithmetic written out.
import sweph from 'sweph';

const C = sweph.constants;
export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
export const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const SWEPH: Record<string, number> = {
  Sun: C.SE_SUN, Moon: C.SE_MOON, Mars: C.SE_MARS, Mercury: C.SE_MERCURY, Jupiter: C.SE_JUPITER, Venus: C.SE_VENUS, Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS, Neptune: C.SE_NEPTUNE, Pluto: C.SE_PLUTO, Node: C.SE_TRUE_NODE,
};

export type Birth = { day: number; month: number; year: number; hour: number; min: number; lat: number; lon: number; tzone: number };
/** The reference chart (New Delhi 1990), the invented Mumbai one, and New York on 4 July 1976, 21:40 EDT. */
export const BIRTHS: Birth[] = [
  { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 },
  { day: 20, month: 8, year: 1992, hour: 14, min: 15, lat: 19.076, lon: 72.8777, tzone: 5.5 },
  { day: 4, month: 7, year: 1976, hour: 21, min: 40, lat: 40.7128, lon: -74.006, tzone: -4 },
];

export const norm = (x: number) => ((x % 360) + 360) % 360;
/** Angular separation, 0–180°. */
export const sep = (a: number, b: number) => { const d = norm(a - b); return d > 180 ? 360 - d : d; };
/** The UT Julian day of a birth's local civil time. */
export const jdOf = (b: Birth) => sweph.julday(b.year, b.month, b.day, b.hour + b.min / 60 - b.tzone, C.SE_GREG_CAL);
/** Tropical longitude of Sun … Pluto or the true node. */
export const lon = (jd: number, name: string) => sweph.calc_ut(jd, SWEPH[name]!, C.SEFLG_SWIEPH).data[0];
