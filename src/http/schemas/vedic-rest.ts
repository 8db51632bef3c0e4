// Answers of the Tamil panchang, match percentage and papasamyam endpoints (shared/spec/more-computations.md
// §8, §12). Where the spec knows only key names, or nothing, the shapes are ours (docs/vedic-more.md).
import { Type } from 'typebox';
import { AdvancedPanchangResponse, ending, Period } from './panchang.js';

const text = (description: string) => Type.String({ description });
const adv = AdvancedPanchangResponse.properties;

const Span = (what: string) => Type.Object({
  start: text(`${what} begins, hh : mm : ss on a 12-hour clock (request tzone)`),
  end: text(`${what} ends, as start`),
  start_ms: Type.Integer({ description: 'The start as Unix epoch milliseconds (tells a night-time period from a daytime one)' }),
  end_ms: Type.Integer({ description: 'The end as Unix epoch milliseconds' }),
});

export const TamilPanchangResponse = Type.Object({
  day: adv.day,
  sunrise: adv.sunrise,
  sunset: adv.sunset,
  moonrise: adv.moonrise,
  moonset: adv.moonset,
  tithi: adv.tithi,
  nakshatra: adv.nakshatra,
  yog: adv.yog,
  karan: adv.karan,
  hindu_month: adv.hindu_maah,
  tamil_month: Type.Object({
    name: text('Tamil solar month: the Sun’s sidereal sign, Chithirai in Mesha … Panguni in Meena'),
    id: Type.Integer({ minimum: 1, maximum: 12, description: 'Chithirai 1 … Panguni 12' }),
    day: Type.Integer({ minimum: 1, maximum: 32, description: 'Day of the Tamil month; day 1 is the first date whose sunset follows the sankranti' }),
    first_day: text('Civil date of the month’s first day, D-M-YYYY'),
    sankranti_ms: Type.Integer({ description: 'The Sun’s entry into the sign, Unix epoch milliseconds' }),
  }),
  tamil_year: Type.Object({
    name: text('Name of the Tamil year in the 60-year cycle (Prabhava …), the year beginning on Chithirai 1'),
    id: Type.Integer({ minimum: 1, maximum: 60, description: 'Prabhava 1 … Akshaya 60' }),
    began: Type.Integer({ description: 'Gregorian year of its Chithirai 1' }),
  }),
  paksha: adv.paksha,
  ritu: adv.ritu,
  sun_sign: adv.sun_sign,
  moon_sign: adv.moon_sign,
  ayana: adv.ayana,
  vikram_samvat: adv.vikram_samvat,
  shaka_samvat: adv.shaka_samvat,
  shaka_samvat_name: adv.shaka_samvat_name,
  vkram_samvat_name: adv.vkram_samvat_name,
  abhijit_muhurta: adv.abhijit_muhurta,
  rahu_kaal: Period('Rahu kalam, hh : mm : ss on a 12-hour clock', '09 : 28 : 14'),
  gulik_kaal: Period('Gulikai kalam', '06 : 49 : 18'),
  yamghant_kaal: Period('Yamagandam', '01 : 26 : 38'),
  dur_muhurtha: Type.Union([Type.Array(Span('Durmuhurtam'), { minItems: 1, maxItems: 2 }), Type.Null()], {
    description: 'Durmuhurtam: the weekday’s one or two inauspicious muhurtas, each a 15th of the daytime (sunrise to sunset) or, on Tuesday ' +
      'the second, of the night (sunset to the next sunrise); null when the date has no sunrise or sunset or the next date no sunrise',
  }),
  amrit_kaal: Type.Array(Span('Amrita kalam'), {
    description: 'Amrita kalam: the 4 ghatis (of the nakshatra’s 60, its span from the Moon’s entry to its exit) that begin at the nakshatra’s ' +
      'tabled ghati; every one that begins between sunrise and the next sunrise',
  }),
  varjyam: Type.Array(Span('Varjyam'), {
    description: 'Varjyam (tyajyam): as amrit_kaal with the Varjyam table (Mula has two); every one that begins between sunrise and the next sunrise',
  }),
  anandadi_yog: ending(Type.Object({
    yog_number: Type.Integer({ minimum: 1, maximum: 28, description: '1 Ananda … 28 Vardhamana' }),
    yog_name: text('Anandadi yoga at the requested time, from the weekday and the Moon’s star of the 28 (Abhijit counted); English names in every language'),
  })),
});

const Share = (system: string, total: number) => Type.Object({
  received_points: Type.Number({ minimum: 0, maximum: total, description: `Points the couple receives in the ${system}` }),
  total_points: Type.Integer({ minimum: total, maximum: total }),
  percentage: Type.Number({ minimum: 0, maximum: 100, description: 'received / total × 100, rounded to 2 decimals' }),
});

export const MatchPercentageResponse = Type.Object({
  ashtakoot: Share('ashtakoota (as /match_ashtakoot_points)', 36),
  dashakoot: Share('ten poruthams (as /match_dashakoot_points)', 10),
  match_percentage: Type.Number({ minimum: 0, maximum: 100, description: 'Mean of the two percentages, rounded to 2 decimals' }),
});

const Count = (reference: string, weight: string) => Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12, description: `House of the planet counted from ${reference} (whole signs)` }),
  points: Type.Number({ minimum: 0, description: `Planet units × house units (1st, 2nd, 4th 3; 7th 5; 8th 6; 12th 1; others 0)${weight}` }),
});

export const PapasamyamResponse = Type.Object({
  planets: Type.Array(Type.Object({
    planet: text('The malefic, named in the answer language'),
    planet_id: Type.Integer({ description: 'Sun 0, Mars 2, Saturn 6, Rahu 7' }),
    planet_units: Type.Integer({ description: 'Mars 4, Saturn 3, Sun 2, Rahu 1' }),
    from_lagna: Count('the ascendant', ''),
    from_moon: Count('the Moon', ', × ½'),
    from_venus: Count('Venus', ', × ¼'),
    total: Type.Number({ minimum: 0, description: 'The three added' }),
  }), { minItems: 4, maxItems: 4, description: 'Mars, Saturn, the Sun and Rahu' }),
  total: Type.Object({
    from_lagna: Type.Number({ minimum: 0 }),
    from_moon: Type.Number({ minimum: 0 }),
    from_venus: Type.Number({ minimum: 0 }),
    papa_points: Type.Number({ minimum: 0, description: 'The chart’s papa points: everything above added' }),
  }),
});

const Yama = Type.Object({
  yama: Type.Integer({ minimum: 1, maximum: 5 }),
  start: text('Local clock time H:M:S (request tzone)'),
  end: text('Local clock time H:M:S'),
  start_ms: Type.Integer({ description: 'Start, Unix epoch milliseconds' }),
  end_ms: Type.Integer({ description: 'End, Unix epoch milliseconds' }),
  activity: text('The birth bird’s activity in this yama: ruling, eating, walking, sleeping or dying (strongest to weakest), in the answer language'),
});
const clockOrNull = (what: string) => Type.Union([text(`${what}, H:M:S local time`), Type.Null()], { description: `${what}; null when there is none` });

export const MoonBiorhythmResponse = Type.Object({
  birth_pakshi: text('The birth bird (vulture, owl, crow, cock, peacock), from the birth nakshatra and paksha'),
  birth_pakshi_details: Type.Object({
    pakshi_id: Type.Integer({ minimum: 1, maximum: 5, description: 'Vulture 1, owl 2, crow 3, cock 4, peacock 5' }),
    nakshatra: text('The Moon’s nakshatra at birth'),
    paksha: text('The paksha at birth (Shukla while the Moon waxes)'),
  }),
  requested_day: Type.Object({
    date: text('The day evaluated: today in the request time zone, D-M-YYYY'),
    day: text('Its weekday'),
    paksha: text('Its paksha, taken at its sunrise'),
    sunrise: clockOrNull('Sunrise at the birth place'),
    sunset: clockOrNull('The sunset that ends that daytime'),
    next_sunrise: clockOrNull('The next sunrise, which ends the night'),
  }),
  activity_cycle: Type.Union([
    Type.Object({
      day: Type.Array(Yama, { minItems: 5, maxItems: 5, description: 'The five equal yamas from sunrise to sunset' }),
      night: Type.Array(Yama, { minItems: 5, maxItems: 5, description: 'The five equal yamas from sunset to the next sunrise' }),
    }),
    Type.Null(),
  ], { description: 'null when the day lacks a sunrise, a sunset or the next sunrise (polar day or night)' }),
});
