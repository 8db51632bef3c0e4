// http/presenters/: domain results shaped into the interface's answers (key names and order, languages, dates).
// The Avakahada table of one birth (/astro_details and each person of /match_astro_details), in the
// reference service's key order and spellings (`Naksahtra` sic).
import type { Language, Vocabulary } from '../../i18n/index.js';
import { lunarDayVocabulary, tithiName } from '../../i18n/lunar-day.js';
import { MATCHING_NAMES } from '../../i18n/matching/names.js';
import { avakahada, YONIS } from '../../vedic/avakahada.js';
import type { Placement } from '../../vedic/chart.js';
import { karanaOf, tithiOf, yogaOf } from '../../vedic/lunar-day.js';
import { PlanetId } from '../../vedic/zodiac.js';

export function presentAstroDetails(chart: readonly Placement[], lang: Language, v: Vocabulary, withAscendantLord: boolean) {
  const sun = chart[PlanetId.Sun]!.fullDegree;
  const moon = chart[PlanetId.Moon]!;
  const asc = chart[PlanetId.Ascendant]!;
  const a = avakahada(moon.fullDegree);
  const n = MATCHING_NAMES[lang];
  const lunar = lunarDayVocabulary(lang);
  return {
    ascendant: v.signs[asc.sign]!,
    ...(withAscendantLord ? { ascendant_lord: v.planets[asc.signLord] } : {}),
    Varna: n.varna[a.varna],
    Vashya: n.vashya[a.vashya],
    Yoni: n.yoni[YONIS.indexOf(a.yoni)]!,
    Gan: n.gana[a.gana],
    Nadi: n.nadi[a.nadi],
    SignLord: v.planets[moon.signLord],
    sign: v.signs[moon.sign]!,
    Naksahtra: v.nakshatras[moon.nakshatra]!,
    NaksahtraLord: v.planets[moon.nakshatraLord],
    Charan: moon.pada,
    Yog: lunar.yogas[yogaOf(sun, moon.fullDegree).number - 1]!,
    Karan: lunar.karanas[karanaOf(sun, moon.fullDegree).karana]!,
    Tithi: tithiName(lunar, tithiOf(sun, moon.fullDegree), ' '),
    yunja: n.yunja[a.yunja],
    tatva: n.tatva[a.tatva],
    name_alphabet: n.syllables[a.syllable]!,
    paya: n.paya[a.paya],
  };
}
