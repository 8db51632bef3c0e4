// The daily nakshatra prediction: the tara (the Moon's transit nakshatra counted from the birth
// nakshatra, in nine classes) and the day's panchang, read from the text bank.
//
// Tara bala, the traditional scheme (Ramacharya's Muhurta Chintamani, c. 1600, and the almanacs that
// follow it): count from the birth nakshatra to the day's, both inclusive; the remainder of
// that count by 9 names the tara, 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak, 6 Sadhana,
// 7 Naidhana, 8 Mitra, 0 (9) Parama Mitra. Vipat, Pratyak and Naidhana are the unfavourable ones,
// Janma is mixed.
import { siderealPosition } from '../astro/ephemeris.js';
import { julianDayUt } from '../astro/time.js';
import type { BirthDetails } from '../vedic/chart.js';
import { tithiClass, NAKSHATRA_NATURE } from '../vedic/panchang-tables.js';
import { computePanchang, type CivilDate, type Place } from '../vedic/panchang.js';
import { nakshatraOf, PlanetId, signIndex } from '../vedic/zodiac.js';
import { NAKSHATRA_SECTIONS, TARAS, type NakshatraSection, type NakshatraTexts, type Tara } from './texts/types.js';

/** The tara of a day whose Moon is in nakshatra `transit`, for a birth nakshatra `birth` (both 0 = Ashwini). */
export function taraOf(birth: number, transit: number): Tara {
  const count = ((transit - birth + 27) % 27) + 1;
  return TARAS[(count - 1) % 9]!;
}

/** The Moon's sidereal sign (0 = Aries) and nakshatra (0 = Ashwini) at birth. */
export function birthMoon(birth: BirthDetails): { sign: number; nakshatra: number } {
  const moon = siderealPosition(julianDayUt(birth, birth.tzone), PlanetId.Moon).longitude;
  return { sign: signIndex(moon), nakshatra: nakshatraOf(moon).index };
}

export interface NakshatraDay {
  tara: Tara;
  /** The Moon's nakshatra at sunrise (0 = Ashwini). */
  nakshatra: number;
  prediction: Readonly<Record<NakshatraSection, string>>;
}

/**
 * The prediction for a civil date at a place, its panchang taken at that day's sunrise (the Hindu
 * day begins at sunrise: the nakshatra and tithi then in force rule it). The tithi's class is read
 * under luck and the nakshatra's nature under travel.
 */
export function nakshatraDay(birthNakshatra: number, date: CivilDate, place: Place, texts: NakshatraTexts): NakshatraDay {
  const p = computePanchang(date, place, null);
  const tara = taraOf(birthNakshatra, p.nakshatra.index);
  const extra: Partial<Record<NakshatraSection, string>> = {
    luck: texts.tithiClass[tithiClass(p.tithi.inPaksha)],
    travel: texts.nakshatraNature[NAKSHATRA_NATURE[p.nakshatra.index]!],
  };
  const section = (s: NakshatraSection) => [texts.tara[tara][s], extra[s]].filter(Boolean).join(' ');
  return { tara, nakshatra: p.nakshatra.index, prediction: Object.fromEntries(NAKSHATRA_SECTIONS.map((s) => [s, section(s)])) as Record<NakshatraSection, string> };
}
