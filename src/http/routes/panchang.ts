import { julianDayUt } from '../../astro/time.js';
import { vocabulary } from '../../i18n/index.js';
import { lunarDayVocabulary } from '../../i18n/lunar-day.js';
import { panchangVocabulary } from '../../i18n/panchang.js';
import { computePanchang } from '../../vedic/panchang.js';
import type { EndpointContext } from '../endpoint.js';
import { presentAdvancedPanchang, presentBasicPanchang, type PanchangWords } from '../presenters/panchang.js';
import { birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import { AdvancedPanchangResponse, BasicPanchangResponse } from '../schemas/panchang.js';
import { birthEndpoint } from './birth-endpoint.js';

export const PANCHANG_DEFINITIONS =
  'The date and place are those of the request (the 8 birth fields). Sidereal Lahiri longitudes from the Swiss Ephemeris; ' +
  'sunrise and sunset: the Sun’s upper limb on a sea-level horizon with standard refraction (centre 50′ below); vedic sunrise and sunset: ' +
  'its centre on the geometric horizon; moonrise and moonset: the Moon’s upper limb 34′ below the horizon as seen from the place. ' +
  'Sunrise (and vedic sunrise) is the first on the requested local date; sunset (and vedic sunset) is the first after it, ' +
  'which at high latitudes in summer, or where tzone is far from the place’s solar time, falls after midnight (Reykjavik, ' +
  '21 June: sunrise 2:55, sunset 0:03 the next morning). Sunrise is null when the Sun does not rise that date, sunset when ' +
  'it does not set within a day of rising; the periods of the day are then null. Moonrise and moonset are those on the ' +
  'requested local date, either null when there is none.';

/** Evaluates the limbs at the request's time, or at that date's sunrise for the /sunrise variants. */
export function panchangOf(body: BirthDetailsBody, ctx: EndpointContext, atSunrise: boolean) {
  const b = birthFromBody(body);
  const date = { year: b.year, month: b.month, day: b.day };
  const words: PanchangWords = { language: ctx.language, base: vocabulary(ctx.language), lunar: lunarDayVocabulary(ctx.language), panchang: panchangVocabulary(ctx.language) };
  return { p: computePanchang(date, b, atSunrise ? null : julianDayUt(b, b.tzone)), date, tzone: b.tzone, words };
}

const variants = [
  { suffix: '', name: '', at: 'at the requested time' },
  { suffix: '/sunrise', name: '_sunrise', at: 'at sunrise of the requested date (hour and min are ignored)' },
] as const;

export const panchangEndpoints = variants.flatMap((variant) => [
  birthEndpoint({
    name: `basic_panchang${variant.name}`,
    path: `/v1/basic_panchang${variant.suffix}`,
    summary: `Weekday, tithi, yoga, nakshatra and karana ${variant.at}, with the day's sunrise and sunset`,
    description: PANCHANG_DEFINITIONS,
    cacheable: true,
    response: BasicPanchangResponse,
    handle(body, ctx) {
      const { p, tzone, words } = panchangOf(body, ctx, variant.suffix !== '');
      return presentBasicPanchang(p, tzone, words);
    },
  }),
  birthEndpoint({
    name: `advanced_panchang${variant.name}`,
    path: `/v1/advanced_panchang${variant.suffix}`,
    summary: `The day's panchang: the five limbs ${variant.at} with the exact times they end, rises and sets, lunar month, samvat and the periods of the day`,
    description:
      `${PANCHANG_DEFINITIONS} End times are found by root search on the Sun and Moon longitudes (to the millisecond) and printed in the request's tzone; ` +
      'Rahu kaal, Gulika kaal and Yamaganda are eighths, Abhijit the 8th fifteenth, of that date’s daytime, sunrise to the sunset that follows it.',
    cacheable: true,
    response: AdvancedPanchangResponse,
    handle(body, ctx) {
      const { p, date, tzone, words } = panchangOf(body, ctx, variant.suffix !== '');
      return presentAdvancedPanchang(p, date, tzone, words);
    },
  }),
]);
