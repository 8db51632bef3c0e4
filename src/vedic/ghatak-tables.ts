// The Ghatak (Ghata) chakra: for each janma rashi (the natal Moon's sign), the lunar month, tithis,
// weekday, nakshatra, yoga, karana, prahara (watch of the day) and transit Moon sign held harmful to
// people of that rashi. Codes and indexes only; names come from the i18n vocabularies.
//
// Source: the table North Indian almanacs print beside the Avakahada chakra (e.g. the Marathi Date
// Panchang's "राशींचे घात चक्र"). Checked column by column where a second, independent source exists:
// - weekday, nakshatra and the Moon's house from the rashi: the Sanskrit verse "मेषे च भानुर्मघ ..."
//   quoted with its table in Telugu almanac literature (mouli.valmikam.com, "ఘాత వారం ఘాత తిథి ఘాత నక్షత్రం");
//   all twelve rows agree;
// - the Moon's house (1st, 5th, 9th, 2nd, 6th, 10th, 3rd, 7th, 4th, 8th, 11th, 12th): the Assamese
//   "ঘাতক চন্দ্ৰ" note (astrobook99.blogspot.com); all twelve agree;
// - Leo's tithi (tritiya) and weekday (Saturday): webdunia Hindi, "चन्द्र घात" (2021).
// Traditions differ on the tithi: the verse names one tithi per rashi and disagrees with the almanac
// class for several rows; the almanac form (a tithi class, i.e. three tithis of each paksha) is served.

/** Tithi classes as tithi numbers within a paksha. */
const NANDA = [1, 6, 11];
const BHADRA = [2, 7, 12];
const JAYA = [3, 8, 13];
const RIKTA = [4, 9, 14];
const PURNA = [5, 10, 15];

export interface GhatakRow {
  /** Lunar month, Chaitra 0 … Phalguna 11. */
  month: number;
  /** Tithi numbers within a paksha (15 = Purnima, and Amavasya in the dark half). */
  tithis: readonly number[];
  /** Sunday 0 … Saturday 6. */
  weekday: number;
  /** Ashwini 0 … Revati 26. */
  nakshatra: number;
  /** Vishkumbha 0 … Vaidhriti 26. */
  yoga: number;
  /** src/vedic/karanas.ts order: Kimstughna 0, Bava 1 … Naga 10. */
  karana: number;
  /** Prahara of the day, 1 … 4. */
  prahar: number;
  /** The transit Moon's house counted from the janma rashi (1 = the rashi itself). */
  moonHouse: number;
}

const row = (month: number, tithis: readonly number[], weekday: number, nakshatra: number, yoga: number, karana: number, prahar: number, moonHouse: number): GhatakRow =>
  ({ month, tithis, weekday, nakshatra, yoga, karana, prahar, moonHouse });

/** By janma rashi, Aries 0 … Pisces 11. */
export const GHATAK_CHAKRA: readonly GhatakRow[] = [
  row(7, NANDA, 0, 9, 0, 1, 1, 1), // Aries: Kartika, Sunday, Magha, Vishkumbha, Bava
  row(8, PURNA, 6, 12, 8, 8, 4, 5), // Taurus: Margashirsha, Saturday, Hasta, Shula, Shakuni
  row(3, BHADRA, 1, 14, 18, 3, 3, 9), // Gemini: Ashadha, Monday, Swati, Parigha, Kaulava
  row(9, BHADRA, 3, 16, 12, 10, 1, 2), // Cancer: Pausha, Wednesday, Anuradha, Vyaghata, Naga
  row(2, JAYA, 6, 18, 7, 1, 1, 6), // Leo: Jyeshtha, Saturday, Mula, Dhriti, Bava
  row(5, PURNA, 6, 21, 8, 3, 1, 10), // Virgo: Bhadrapada, Saturday, Shravana, Shula, Kaulava
  row(10, RIKTA, 4, 23, 23, 4, 4, 3), // Libra: Magha, Thursday, Shatabhisha, Shukla, Taitila
  row(6, NANDA, 5, 26, 16, 5, 1, 7), // Scorpio: Ashwin, Friday, Revati, Vyatipata, Gara
  row(4, JAYA, 5, 1, 14, 4, 1, 4), // Sagittarius: Shravana, Friday, Bharani, Vajra, Taitila
  row(1, RIKTA, 2, 3, 26, 8, 4, 8), // Capricorn: Vaishakha, Tuesday, Rohini, Vaidhriti, Shakuni
  row(0, JAYA, 4, 5, 9, 0, 3, 11), // Aquarius: Chaitra, Thursday, Ardra, Ganda, Kimstughna
  row(11, PURNA, 5, 8, 14, 9, 4, 12), // Pisces: Phalguna, Friday, Ashlesha, Vajra, Chatushpada
];
