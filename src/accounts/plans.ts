// Plans and prices: configured data. A plan is a named set of endpoints (by endpoint name); a price
// is the credits one successful call takes from a token holder's wallet. PRICES (JSON) overrides.
// Each family's endpoints and default prices stand in a block of their own, beside its route file.

export interface Plan {
  name: string;
  description: string;
  endpoints: readonly string[];
  /** Calls per calendar month (UTC) for new subscriptions, or null for unlimited. */
  defaultMonthlyQuota: number | null;
}

type Prices = Readonly<Record<string, number>>;

/** The Vedic birth-chart, dasha, panchang, matching and dosha endpoints. */
const VEDIC: Prices = {
  planets: 1, major_vdasha: 1, current_vdasha_all: 1, current_yogini_dasha: 1, numero_table: 1, match_birth_details: 2,
  horo_chart: 1, horo_chart_image: 1,
  basic_panchang: 1, basic_panchang_sunrise: 1, advanced_panchang: 1, advanced_panchang_sunrise: 1,
  match_ashtakoot_points: 1, manglik: 1, kalsarpa_details: 1, sadhesati_current_status: 1, sadhesati_life_details: 1,
  astro_details: 1, match_astro_details: 1, match_planet_details: 1, match_manglik_report: 1, match_obstructions: 1,
  birth_details: 1, planets_extended: 1, current_vdasha: 1, current_vdasha_date: 1, sub_vdasha: 1, sub_sub_vdasha: 1, sub_sub_sub_vdasha: 1,
  sub_sub_sub_sub_vdasha: 1, major_yogini_dasha: 1, sub_yogini_dasha: 1, sub_yogini_dasha_of: 1,
};

/** The further Vedic computations: ayanamsha, ghatak chakra, extended chart, ashtakavarga, Chara dasha, biorhythm, the ten poruthams. */
const VEDIC_MORE: Prices = {
  ayanamsha: 1, ghat_chakra: 1, horo_chart_extended: 1, planet_ashtak: 1, sarvashtak: 1,
  major_chardasha: 1, current_chardasha: 1, sub_chardasha: 1, sub_sub_chardasha: 1, biorhythm: 1, match_dashakoot_points: 1,
};

/** The Tamil panchang, the match percentage, papasamyam and Pancha-pakshi (issue #44, docs/vedic-more.md). */
const VEDIC_REST: Prices = { tamil_panchang: 1, match_percentage: 1, papasamyam_details: 1, moon_biorhythm: 1 };

/** Muhurta, gochara and the festival calendar (issue #44, docs/vedic-calendar.md). */
const VEDIC_CALENDAR: Prices = { hora_muhurta: 1, hora_muhurta_dinman: 1, chaughadiya_muhurta: 1,
  vedic_sign_gochara: 1, vedic_nakshatra_gochara: 1, vedic_planetary_events: 2,
  planet_panchang: 1, planet_panchang_sunrise: 1,
};

/** The festival calendar: a year's festivals, a date's, and one festival's timings (docs/festivals.md). */
const FESTIVALS: Prices = { yearly_festivals: 2, panchang_festival: 1, festival_muhurta: 1 };

/** Daily and monthly sun-sign horoscopes and the daily nakshatra prediction (src/http/routes/predictions.ts). */
const PREDICTIONS: Prices = {
  sun_sign_prediction_daily: 1, sun_sign_prediction_daily_next: 1, sun_sign_prediction_daily_previous: 1, sun_sign_consolidated_daily: 1,
  horoscope_prediction_monthly: 1, daily_nakshatra_prediction: 1, daily_nakshatra_prediction_next: 1, daily_nakshatra_prediction_previous: 1,
};

/** The Western (tropical) charts. */
const WESTERN: Prices = { planets_tropical: 1, house_cusps_tropical: 1, western_horoscope: 1, western_chart_data: 1, natal_wheel_chart: 1 };

/** The Western natal prose reports (prose from src/western/texts/en, docs/western-reports.md). */
const WESTERN_REPORTS: Prices = {
  natal_chart_interpretation: 1, general_ascendant_report_tropical: 1, general_sign_report_tropical: 1, general_house_report_tropical: 1,
  house_cusps_report_tropical: 1, natal_house_cusp_report: 1,
};

/** More Western prose: the sign of each planet, the natal aspects, the year's transits of the slow planets (docs/western-reports.md). */
const WESTERN_MORE_REPORTS: Prices = { planet_sign_report_tropical: 1, natal_aspects_report: 1, life_forecast_report_tropical: 1 };

/** The Vedic reports and remedies (prose from src/reports/texts). */
const REPORTS: Prices = {
  general_ascendant_report: 1, general_nakshatra_report: 1, general_house_report: 1, general_rashi_report: 1,
  basic_gem_suggestion: 1, rudraksha_suggestion: 1, puja_suggestion: 1, sadhesati_remedies: 1, pitra_dosha_report: 1,
};

/** Numerology beyond numero_table: the Vedic reports of the radical number and the Western (Pythagorean) numbers (docs/numerology.md). */
const NUMEROLOGY: Prices = {
  numero_report: 1, numero_fav_time: 1, numero_place_vastu: 1, numero_fasts_report: 1, numero_fav_lord: 1, numero_fav_mantra: 1,
  numero_prediction_daily: 1,
  numerological_numbers: 1, lifepath_number: 1, personality_number: 1, expression_number: 1, soul_urge_number: 1, sub_conscious_self_number: 1, challenge_numbers: 1,
  personal_day_prediction: 1, personal_month_prediction: 1, personal_year_prediction: 1,
};
/** PDF reports: a report is many endpoints' figures laid out in pages, and takes a thread for a few hundred ms. */
const PDF_REPORTS: Prices = { mini_horoscope_pdf: 10, basic_horoscope_pdf: 10, pro_horoscope_pdf: 10, match_making_pdf: 10, natal_horoscope_report_tropical: 10 };

/** Places and time zones: geo_details, timezone_with_dst, timezone. */
const PLACES: Prices = { geo_details: 1, timezone_with_dst: 1, timezone: 1 };

/** The Western relationship and timing endpoints: synastry, composite, sign compatibility, solar return, the Moon, transits. */
const WESTERN_MORE: Prices = {
  synastry_horoscope: 1, composite_horoscope: 1, zodiac_compatibility: 1,
  solar_return_details: 1, solar_return_planets: 1, solar_return_house_cusps: 1, solar_return_planet_aspects: 1,
  lunar_metrics: 1, moon_phase_report: 1,
  tropical_transits_daily: 1, tropical_transits_weekly: 1, tropical_transits_monthly: 1, natal_transits_daily: 1, natal_transits_weekly: 1,
};

/** Tarot: three-card and yes/no readings (src/http/routes/tarot.ts, docs/tarot-and-chinese.md). */
const TAROT: Prices = { tarot_predictions: 1, yes_no_tarot: 1 };

/** Chinese astrology: the birth year's animal and a year forecast (src/http/routes/chinese.ts, docs/tarot-and-chinese.md). */
const CHINESE: Prices = { chinese_zodiac: 1, chinese_year_forecast: 1 };
/** The Western profile reports and the solar return forecasts: prose from src/western/texts/en. */
const WESTERN_PROFILES: Prices = {
  personality_report_tropical: 1, romantic_personality_report_tropical: 1, friendship_report_tropical: 1, karma_destiny_report_tropical: 1, karma_destiny_report: 1,
  romantic_forecast_report_tropical: 1, solar_return_planet_report: 1, solar_return_aspects_report: 1,
};

/** Vastu and palmistry (the second base URL). */
const VISION: Prices = { vastu_basic_score: 2, vastu_basic_remedies: 2, palmistry_get_palm_id: 5, palmistry_get_palm_image: 1 };

/** Every /v1 family, in the order the docs list them. */
const ASTROLOGY_FAMILIES: readonly Prices[] = [VEDIC, VEDIC_MORE, VEDIC_REST, VEDIC_CALENDAR, REPORTS, PREDICTIONS, NUMEROLOGY, PLACES, WESTERN, WESTERN_MORE, TAROT, CHINESE, WESTERN_REPORTS, WESTERN_PROFILES, WESTERN_MORE_REPORTS, FESTIVALS, PDF_REPORTS];

const ASTROLOGY = ASTROLOGY_FAMILIES.flatMap((family) => Object.keys(family));

export const PLANS: readonly Plan[] = [
  { name: 'astrology', description: 'Every /v1 astrology endpoint', endpoints: ASTROLOGY, defaultMonthlyQuota: 100_000 },
  { name: 'vision', description: 'Vastu and palmistry', endpoints: Object.keys(VISION), defaultMonthlyQuota: 10_000 },
  { name: 'all', description: 'Every endpoint', endpoints: [...ASTROLOGY, ...Object.keys(VISION)], defaultMonthlyQuota: 100_000 },
];

export function planByName(name: string): Plan | undefined {
  return PLANS.find((p) => p.name === name);
}

export const DEFAULT_PRICES: Prices = Object.fromEntries([...ASTROLOGY_FAMILIES, VISION].flatMap((family) => Object.entries(family)));

/** Prices with overrides from a JSON object such as {"planets": 2}; each must be a whole number ≥ 0. */
export function pricesFrom(json: string | undefined): Readonly<Record<string, number>> {
  if (!json) return DEFAULT_PRICES;
  const overrides = JSON.parse(json) as Record<string, unknown>;
  for (const [k, v] of Object.entries(overrides)) {
    if (!(k in DEFAULT_PRICES)) throw new Error(`PRICES names an unknown endpoint: ${k}`);
    if (!Number.isSafeInteger(v) || (v as number) < 0) throw new Error(`PRICES.${k} must be a whole number of credits`);
  }
  return { ...DEFAULT_PRICES, ...(overrides as Record<string, number>) };
}
