// Tables of the South-Indian daily periods: Durmuhurtam by weekday, Varjyam (tyajyam) and Amrita kalam by the
// Moon's nakshatra, and the 28 Anandadi yogas of weekday and nakshatra. Facts, no licence needed; every entry agrees
// with two sources independent of each other except Saturday's Durmuhurtam (below; docs/vedic-more.md).
//
// - Durmuhurtam: (1) the Drik Panchang daily pages of January–February 2023 as captured in the public repository
//   github.com/Prashanthmn166/hamara-calendar (calendar.js, "from www.drikpanchang.com"): every weekday's
//   printed times fall on these muhurtas of that day's sunrise and sunset, the Tuesday night one on the 7th of
//   the 15 night muhurtas; (2) PyJHora (github.com/naturalstupid/PyJHora, src/jhora/panchanga/drik.py,
//   `durmuhurtam`, after Karanam Ramakumar, "Panchangam Calculations"), whose offsets agree for Sunday to Friday.
//   Saturday: the Drik pages print the 1st and 2nd muhurtas every Saturday; PyJHora has the 3rd alone, and
//   hindu-blog.com ("What Is Durmuhurtham?", 2019), which notes that panchangs disagree, a fixed 7:30–8:18 am.
//   We follow the Drik pages, a single source for that row.
// - Varjyam and Amrita kalam, starting ghati of the nakshatra's 60, each lasting 4 ghatis: (1) PyJHora
//   (src/jhora/const.py `amrita_gadiya_varjyam_star_map`, hours of a 24-hour nakshatra; × 2.5 = ghatis, after
//   Karanam Ramakumar); (2) jyotisha (github.com/jyotisham/jyotisha, its nakshatra module's `TYAJYA_SPANS_REL` and
//   `AMRITA_SPANS_REL`, 1-based ghatis, so one more than these); (3) for Varjyam also the Hindi "vishaghati"
//   list of jyotishkishore.blogspot.com (17 January 2018), all but Dhanishta. Mula has a second Varjyam at
//   20 ghatis in PyJHora and on the Drik pages (19–20 January 2023); jyotisha lists only the one at 56.
// - Anandadi yogas: the counting start by weekday (Sunday Ashwini, Monday Mrigashira, Tuesday Ashlesha,
//   Wednesday Hasta, Thursday Anuradha, Friday Uttarashadha, Saturday Shatabhisha) with Abhijit counted after
//   Uttarashadha: (1) the yoga table of jyotishduniya.com ("योग तालिका"); (2) teluguone.com's table of the
//   16th–19th yogas (Utpata, Mrityu, Kana, Siddhi) for each weekday, which the same starts reproduce. PyJHora
//   (const.py `anandhaadhi_yoga_day_star_list`) agrees except for Tuesday (it starts from Pushya). Names and
//   order: aboutdharma.com ("पंचांग योग", 2013) and PyJHora `anandhaadhi_yoga_names`; Divya Marathi's panchang of
//   19 October 2015 (Monday: Mula Lumbaka, Purvashadha Utpata) agrees.

/** Weekday 0 = Sunday … 6 = Saturday → the 1-based muhurtas of Durmuhurtam, of 15 in the daytime or the night. */
export const DUR_MUHURTAS: readonly (readonly { muhurta: number; of: 'day' | 'night' }[])[] = [
  [{ muhurta: 14, of: 'day' }],
  [{ muhurta: 9, of: 'day' }, { muhurta: 12, of: 'day' }],
  [{ muhurta: 4, of: 'day' }, { muhurta: 7, of: 'night' }],
  [{ muhurta: 8, of: 'day' }],
  [{ muhurta: 6, of: 'day' }, { muhurta: 12, of: 'day' }],
  [{ muhurta: 4, of: 'day' }, { muhurta: 9, of: 'day' }],
  [{ muhurta: 1, of: 'day' }, { muhurta: 2, of: 'day' }],
];

/** Ghatis (of 60) a Varjyam or Amrita kalam lasts. */
export const PERIOD_GHATIS = 4;

/** Nakshatra 0 = Ashwini … 26 = Revati → ghatis elapsed in the nakshatra when its Varjyam begins. */
export const VARJYAM_GHATI: readonly (readonly number[])[] = [
  [50], [24], [30], [40], [14], [21], [30], [20], [32],
  [30], [20], [18], [21], [20], [14], [14], [10], [14],
  [20, 56], [24], [20], [10], [10], [18], [16], [24], [30],
];

/** Nakshatra 0 = Ashwini … 26 = Revati → ghatis elapsed in the nakshatra when its Amrita kalam begins. */
export const AMRIT_GHATI: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56,
  54, 44, 42, 45, 44, 38, 38, 34, 38,
  44, 48, 44, 34, 34, 42, 40, 48, 54,
];

/** Weekday 0 = Sunday … → the star (28-star count, Ashwini 0, Abhijit 21, Revati 27) from which Ananda is counted. */
export const ANANDADI_START = [0, 4, 8, 12, 16, 20, 24] as const;

/**
 * The 28-star division of the ecliptic with Abhijit: the last quarter of Uttarashadha and the first fifteenth of
 * Shravana (276°40′–280°53′20″ sidereal; e.g. astrologyvidya.com: "the last 15 ghatis of Uttarashadha and the first
 * 4 of Shravana"). Start longitudes of stars 0 (Ashwini) … 27 (Revati).
 */
export const STAR28_START: readonly number[] = Array.from({ length: 28 }, (_, i) =>
  i <= 20 ? (i * 40) / 3 : i === 21 ? 276 + 2 / 3 : i === 22 ? 280 + 8 / 9 : ((i - 1) * 40) / 3,
);

/** The 28 Anandadi yogas in order, English transliterations (the same in every answer language). */
export const ANANDADI_YOGAS = [
  'Ananda', 'Kaladanda', 'Dhumra', 'Dhata', 'Saumya', 'Dhwanksha', 'Dhwaja', 'Shrivatsa', 'Vajra', 'Mudgara',
  'Chhatra', 'Mitra', 'Manasa', 'Padma', 'Lumbaka', 'Utpata', 'Mrityu', 'Kana', 'Siddhi', 'Shubha',
  'Amrita', 'Musala', 'Gada', 'Matanga', 'Rakshasa', 'Chara', 'Sthira', 'Vardhamana',
] as const;
