// The chaughadiya (choghadiya) of each weekday, by day and by night: eight equal parts of the daytime
// (sunrise to sunset) and eight of the night (sunset to the next sunrise), each with its name.
// Source: the table North and West Indian almanacs print (e.g. the Gujarati and Rajasthani
// panchangs, and drikpanchang.com's "Choghadiya" page, which publishes the same table): day from the
// weekday lord's chaughadiya, night from that of the lord of the fifth weekday counted from it.
// The names stand for the seven grahas (Udveg Sun, Amrit Moon, Rog Mars, Labh Mercury, Shubh Jupiter,
// Char Venus, Kaal Saturn); test/vedic-calendar-muhurta.test.ts checks the table against that rule
// and the Chaldean order, independently of this file. Facts, not prose: no licence applies.

export const CHAUGHADIYAS = ['amrit', 'shubh', 'labh', 'char', 'rog', 'kaal', 'udveg'] as const;
export type Chaughadiya = (typeof CHAUGHADIYAS)[number];

type Eight = readonly [Chaughadiya, Chaughadiya, Chaughadiya, Chaughadiya, Chaughadiya, Chaughadiya, Chaughadiya, Chaughadiya];

/** By weekday, 0 = Sunday: the eight day parts. */
export const DAY_CHAUGHADIYA: readonly Eight[] = [
  ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg'],
  ['amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit'],
  ['rog', 'udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog'],
  ['labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh'],
  ['shubh', 'rog', 'udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh'],
  ['char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char'],
  ['kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit', 'kaal'],
];

/** By weekday, 0 = Sunday: the eight night parts (the night that follows that day). */
export const NIGHT_CHAUGHADIYA: readonly Eight[] = [
  ['shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg', 'shubh'],
  ['char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char'],
  ['kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal'],
  ['udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg'],
  ['amrit', 'char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit'],
  ['rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char', 'rog'],
  ['labh', 'udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal', 'labh'],
];
