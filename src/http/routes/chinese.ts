// Chinese astrology: the animal, element and yin or yang of the birth year counted from the Chinese New
// Year (computed from the ephemeris, src/chinese/calendar.ts), and a forecast for a Chinese year read from
// how its animal and element stand to the birth year's. Texts: src/chinese/texts (English).
import { ENGLISH_ONLY } from '../../i18n/index.js';
import { chineseNewYear } from '../../chinese/calendar.js';
import { forecast } from '../../chinese/texts/en/forecast.js';
import { zodiac } from '../../chinese/texts/en/zodiac.js';
import { animalRelation, animalsRelatedTo, chineseYearOf, elementRelation, ELEMENTS, yearName, type YearName } from '../../chinese/zodiac.js';
import { EphemerisRangeError } from '../../astro/ephemeris.js';
import { civilFromJd, julianDayFromDate } from '../../astro/time.js';
import { fill } from '../../reports/texts/index.js';
import sweph from 'sweph';
import type { AnyEndpoint, EndpointSpec, NoParams } from '../endpoint.js';
import { outsideEphemeris } from '../refusals.js';
import type { TSchema } from 'typebox';
import { BirthDetailsBody } from '../schemas/birth.js';
import { ChineseForecastBody, ChineseYearForecast, ChineseZodiac } from '../schemas/chinese.js';
import { birthEndpoint } from './birth-endpoint.js';


/** The texts are English only (docs/tarot-and-chinese.md): other languages are answered in English with Content-Language: en. */
const english = <B extends TSchema>(spec: EndpointSpec<B, NoParams>): EndpointSpec<B, NoParams> => ({ ...spec, languages: ENGLISH_ONLY });

const birthYear = (body: BirthDetailsBody): YearName => yearName(chineseYearOf(body.year, body.month, body.day));

/**
 * The New Year's date, D-M-YYYY as the service prints dates (sun_sign_prediction), or a 400 naming the field whose
 * year needs new moons before the files (the New Year of 1800).
 */
function newYearOf(year: number, field: string): string {
  try {
    const d = sweph.revjul(chineseNewYear(year).day, sweph.constants.SE_GREG_CAL);
    return `${d.day}-${d.month}-${d.year}`;
  } catch (err) {
    if (err instanceof EphemerisRangeError) throw outsideEphemeris(field);
    throw err;
  }
}

const YEAR_RULE = 'The year counts from the Chinese New Year (the new moon beginning month 1, computed from the Swiss Ephemeris: month 11 holds the winter solstice, ' +
  'the leap month is the first without a principal term in a 13-month year; dates in China, UTC+8, Beijing mean time before 1929); a birth date before it ' +
  'belongs to the year before. Rules and sources: docs/tarot-and-chinese.md.';

export const chineseZodiac = english(birthEndpoint({
  name: 'chinese_zodiac',
  path: '/v1/chinese_zodiac',
  summary: 'The animal, element and yin or yang of the Chinese birth year, with character and compatibility',
  description: `${YEAR_RULE} The birth date is compared as a date with the New Year's date in China; hour, place and tzone do not change the answer. English only.`,
  response: ChineseZodiac,
  cacheable: true,
  handle(body) {
    const y = birthYear(body);
    return {
      chinese_year: y.year, year_start: newYearOf(y.year, 'year'), sexagenary_name: y.hanzi, sexagenary_pinyin: y.pinyin,
      animal: y.animal, element: y.element, yin_yang: y.yinYang,
      personality: zodiac.animals[y.branch], element_trait: zodiac.elements[y.stem >> 1], yin_yang_trait: y.yinYang === 'Yin' ? zodiac.yin : zodiac.yang,
      trine_animals: animalsRelatedTo(y.branch, 'trine'), harmony_animal: animalsRelatedTo(y.branch, 'harmony')[0]!, clash_animal: animalsRelatedTo(y.branch, 'clash')[0]!,
    };
  },
}));

export const chineseYearForecast = english(birthEndpoint({
    name: 'chinese_year_forecast',
    path: '/v1/chinese_year_forecast',
    summary: 'A forecast for a Chinese year from how its animal and element stand to the birth year’s',
    description: `${YEAR_RULE} The forecast year is forecast_year, else the Chinese year running when the request is served (the date in China, UTC+8). ` +
      'The relation of the animals (same, trine, six harmony, clash, neutral) chooses the texts; the element cycles add a note. English only.',
    body: ChineseForecastBody,
    response: ChineseYearForecast,
    // Without forecast_year the answer depends on the day it is served.
    cacheable: false,
    handle(body, ctx) {
      const birth = birthYear(body);
      const today = civilFromJd(julianDayFromDate(ctx.now), 8);
      const year = yearName(body.forecast_year ?? chineseYearOf(today.year, today.month, today.day));
      const relation = animalRelation(birth.branch, year.branch);
      const elementRel = elementRelation(birth.stem >> 1, year.stem >> 1);
      const t = forecast.relations[relation];
      const start = newYearOf(year.year, 'forecast_year');
      const opening = fill(forecast.year, { element: year.element, animal: year.animal, start });
      const elementNote = fill(forecast.elements[elementRel], { own: ELEMENTS[birth.stem >> 1]!, other: ELEMENTS[year.stem >> 1]! });
      return {
        zodiac_animal: birth.animal, zodiac_element: birth.element, forecast_year: year.year, year_start: start, year_animal: year.animal, year_element: year.element,
        relation, element_relation: elementRel, overview: `${opening} ${t.overview} ${elementNote}`,
        career: t.career, relationships: t.relationships, finance: t.finance, wellbeing: t.wellbeing,
      };
    },
}));

export const chineseEndpoints: readonly AnyEndpoint[] = [chineseZodiac, chineseYearForecast];
