// Fixed tables of the daily panchang, as codes and indexes (names live in src/i18n/panchang.ts).
//
// Sources (facts, no licence needed):
// - Rahu kaal, Yamaganda and Gulika kaal: the eighth part of the daytime each weekday, as printed in
//   Indian almanacs (e.g. the Rashtriya Panchang of the Positional Astronomy Centre, and the Wikipedia
//   articles "Rahukaalam", "Yamagandam", "Gulika Kalam"); the reference service's documentation example
//   (a Wednesday: Rahu 5th, Gulika 4th, Yamaganda 2nd part) agrees.
// - Abhijit muhurta: the 8th of the 15 muhurtas of the daytime (Wikipedia "Muhurta").
// - Tithi classes Nanda, Bhadra, Jaya, Rikta, Purna and tithi deities: Wikipedia "Tithi".
// - Nakshatra deities, faces (upward, downward, sideways) and natures (fixed, movable, fierce, mixed,
//   swift, soft, sharp): Wikipedia "Nakshatra", and B. V. Raman, "Muhurtha", ch. 3 and 4.
// - Karana deities: Wikipedia "Karana (pañcāṅga)".
// - Disha shool (direction to avoid setting out by weekday), nakshatra shool, Moon's direction (moon
//   nivas, by the sign's element: fire east, earth south, air west, water north) and the Sarvartha and
//   Amrita Siddhi yogas of weekday and nakshatra: the tables of North Indian almanacs, as in the Hindi
//   Wikipedia article "दिशाशूल" and the almanac pages of drikpanchang.com; the reference service's example
//   (Wednesday: north; Moon in Taurus: south; Wednesday with Krittika: Sarvartha Siddhi) agrees.
// - The 60 samvatsaras: Wikipedia "Samvatsara". Their count from the year: the reference service's
//   example (Shaka 1936 "Jay", Vikram 2071 "Plavang") fixes Shaka S → (S + 11) mod 60 and
//   Vikram V → (V + 9) mod 60 from Prabhava = 0; the first is the South Indian reckoning of 2014–15 (Jaya).

/** Weekday 0 = Sunday … 6 = Saturday → the 1-based eighth of the daytime. */
export const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
export const GULIKA_KAAL_PART = [7, 6, 5, 4, 3, 2, 1] as const;
/** The 8th of 15 daytime muhurtas. */
export const ABHIJIT_MUHURTA = 8;

export const DIRECTIONS = ['EAST', 'SOUTH', 'WEST', 'NORTH'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Weekday (Sunday first) → disha shool. */
export const DISHA_SHOOL: readonly Direction[] = ['WEST', 'EAST', 'NORTH', 'NORTH', 'SOUTH', 'WEST', 'EAST'];
/** Nakshatra index (0 = Ashwini) → nakshatra shool, for the four that carry one. */
export const NAKSHATRA_SHOOL: Readonly<Record<number, Direction>> = { 3: 'WEST', 11: 'NORTH', 17: 'EAST', 24: 'SOUTH' };
/** Moon's sign mod 4 (fire, earth, air, water) → moon nivas. */
export const MOON_NIVAS: readonly Direction[] = ['EAST', 'SOUTH', 'WEST', 'NORTH'];

export const TITHI_CLASSES = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;
export type TithiClass = (typeof TITHI_CLASSES)[number];
/** Tithi within its paksha 1…15 → class: Nanda 1, 6, 11; Bhadra 2, 7, 12; Jaya 3, 8, 13; Rikta 4, 9, 14; Purna 5, 10, 15. */
export const tithiClass = (inPaksha: number): TithiClass => TITHI_CLASSES[(inPaksha - 1) % 5]!;

export const NAKSHATRA_FACES = ['upward', 'downward', 'sideways'] as const;
export type NakshatraFace = (typeof NAKSHATRA_FACES)[number];
const U = 'upward', D = 'downward', S = 'sideways';
/** Ashwini … Revati. */
export const NAKSHATRA_FACE: readonly NakshatraFace[] = [
  S, D, D, U, S, U, S, U, D, D, D, U, S, S, S, D, S, S, D, D, U, U, U, U, D, U, S,
];

export const NAKSHATRA_NATURES = ['fixed', 'movable', 'fierce', 'mixed', 'swift', 'soft', 'sharp'] as const;
export type NakshatraNature = (typeof NAKSHATRA_NATURES)[number];
/** Ashwini … Revati. */
export const NAKSHATRA_NATURE: readonly NakshatraNature[] = [
  'swift', 'fierce', 'mixed', 'fixed', 'soft', 'sharp', 'movable', 'swift', 'sharp',
  'fierce', 'fierce', 'fixed', 'swift', 'soft', 'movable', 'mixed', 'soft', 'sharp',
  'sharp', 'fierce', 'fixed', 'movable', 'movable', 'movable', 'fierce', 'fixed', 'soft',
];

/** Yogas (1-based) held inauspicious: Vishkumbha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. */
export const INAUSPICIOUS_YOGAS: ReadonlySet<number> = new Set([1, 6, 9, 10, 13, 15, 17, 19, 27]);

export const PANCHANG_YOGAS = ['sarvarthaSiddhi', 'amritSiddhi'] as const;
export type PanchangYoga = (typeof PANCHANG_YOGAS)[number];
/** Weekday (Sunday first) → nakshatra indexes (0 = Ashwini) forming Sarvartha Siddhi yoga. */
export const SARVARTHA_SIDDHI: readonly (readonly number[])[] = [
  [0, 7, 11, 12, 18, 20, 25],
  [3, 4, 7, 16, 21],
  [0, 2, 8, 25],
  [2, 3, 4, 12, 16],
  [0, 6, 7, 16, 26],
  [0, 6, 16, 21, 26],
  [3, 14, 21],
];
/** Weekday (Sunday first) → the one nakshatra forming Amrita Siddhi yoga. */
export const AMRIT_SIDDHI: readonly number[] = [12, 4, 0, 16, 7, 26, 3];

/** Amanta month (Chaitra 0 … Phalguna 11) → ritu index (Vasant 0 … Shishir 5): two months each. */
export const rituOfMonth = (monthIndex: number): number => Math.floor(monthIndex / 2);

/** Samvatsara index (Prabhava = 0) of a Shaka and a Vikram year. */
export const shakaSamvatsara = (shaka: number): number => (((shaka + 11) % 60) + 60) % 60;
export const vikramSamvatsara = (vikram: number): number => (((vikram + 9) % 60) + 60) % 60;
/** Vikram samvat = Shaka samvat + 135 (both counted from Chaitra). */
export const VIKRAM_MINUS_SHAKA = 135;
