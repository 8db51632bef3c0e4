// Plans and prices: configured data. A plan is a named set of endpoints (by endpoint name); a price
// is the credits one successful call takes from a token holder's wallet. PRICES (JSON) overrides.

export interface Plan {
  name: string;
  description: string;
  endpoints: readonly string[];
  /** Calls per calendar month (UTC) for new subscriptions, or null for unlimited. */
  defaultMonthlyQuota: number | null;
}

const ASTROLOGY = ['planets', 'major_vdasha', 'current_vdasha_all', 'current_yogini_dasha', 'numero_table', 'match_birth_details',
  'horo_chart', 'horo_chart_image',
  'basic_panchang', 'basic_panchang_sunrise', 'advanced_panchang', 'advanced_panchang_sunrise',
  'match_ashtakoot_points', 'manglik', 'kalsarpa_details', 'sadhesati_current_status', 'sadhesati_life_details',
  'astro_details', 'match_astro_details', 'match_planet_details', 'match_manglik_report', 'match_obstructions',
  'birth_details', 'planets_extended', 'current_vdasha', 'current_vdasha_date', 'sub_vdasha', 'sub_sub_vdasha', 'sub_sub_sub_vdasha',
  'sub_sub_sub_sub_vdasha', 'major_yogini_dasha', 'sub_yogini_dasha', 'sub_yogini_dasha_of',
];
const VISION = ['vastu_basic_score', 'vastu_basic_remedies', 'palmistry_get_palm_id', 'palmistry_get_palm_image'];

export const PLANS: readonly Plan[] = [
  { name: 'astrology', description: 'Every /v1 astrology endpoint', endpoints: ASTROLOGY, defaultMonthlyQuota: 100_000 },
  { name: 'vision', description: 'Vastu and palmistry', endpoints: VISION, defaultMonthlyQuota: 10_000 },
  { name: 'all', description: 'Every endpoint', endpoints: [...ASTROLOGY, ...VISION], defaultMonthlyQuota: 100_000 },
];

export function planByName(name: string): Plan | undefined {
  return PLANS.find((p) => p.name === name);
}

export const DEFAULT_PRICES: Readonly<Record<string, number>> = {
  planets: 1, major_vdasha: 1, current_vdasha_all: 1, current_yogini_dasha: 1, numero_table: 1, match_birth_details: 2,
  horo_chart: 1, horo_chart_image: 1,
  basic_panchang: 1, basic_panchang_sunrise: 1, advanced_panchang: 1, advanced_panchang_sunrise: 1,
  match_ashtakoot_points: 1, manglik: 1, kalsarpa_details: 1, sadhesati_current_status: 1, sadhesati_life_details: 1,
  astro_details: 1, match_astro_details: 1, match_planet_details: 1, match_manglik_report: 1, match_obstructions: 1,
  birth_details: 1, planets_extended: 1, current_vdasha: 1, current_vdasha_date: 1, sub_vdasha: 1, sub_sub_vdasha: 1, sub_sub_sub_vdasha: 1,
  sub_sub_sub_sub_vdasha: 1, major_yogini_dasha: 1, sub_yogini_dasha: 1, sub_yogini_dasha_of: 1,
  vastu_basic_score: 2, vastu_basic_remedies: 2, palmistry_get_palm_id: 5, palmistry_get_palm_image: 1,
};

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
