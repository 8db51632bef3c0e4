// Serialises the dosha results with our sentences, naming things in the answer language.
import type { Language, Vocabulary } from '../../i18n/index.js';
import { sentence, type SentenceKey } from '../../i18n/matching/sentences.js';
import type { Manglik } from '../../vedic/manglik.js';

const CANCEL_SENTENCE: Readonly<Record<string, SentenceKey>> = {
  own_sign: 'cancel_own_sign', exalted: 'cancel_exalted', house_sign: 'cancel_house_sign', jupiter_conjunct: 'cancel_jupiter_conjunct',
  jupiter_aspect: 'cancel_jupiter_aspect', benefic_ascendant: 'cancel_benefic_ascendant', moon_conjunct: 'cancel_moon_conjunct',
};

function manglikReport(m: Manglik, lang: Language): string {
  if (m.before === 0) return sentence(lang, 'report_absent');
  if (m.after === 0) return sentence(lang, 'report_cancelled', { percentage: m.before });
  return sentence(lang, m.status === 'EFFECTIVE' ? 'report_effective' : 'report_less', { percentage: m.after });
}

export function presentManglik(m: Manglik, lang: Language, v: Vocabulary) {
  const sign = v.signs[m.marsSign]!;
  return {
    manglik_present_rule: {
      based_on_aspect: m.aspects.map((a) => sentence(lang, 'manglik_aspect', { planet: v.planets[a.planet], house: a.house, from: a.from })),
      based_on_house: m.placements.map((p) => sentence(lang, 'manglik_house', { planet: v.planets[p.planet], house: p.house })),
    },
    manglik_cancel_rule: m.cancellations.map((c) =>
      sentence(lang, CANCEL_SENTENCE[c.rule]!, { sign, house: m.marsHouse, planet: c.planet === undefined ? '' : v.planets[c.planet] })),
    is_mars_manglik_cancelled: m.cancellations.length > 0,
    manglik_status: m.status,
    percentage_manglik_present: m.before,
    percentage_manglik_after_cancellation: m.after,
    manglik_report: manglikReport(m, lang),
    is_present: m.present,
  };
}
