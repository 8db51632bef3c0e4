// Request and answer shapes of chinese_zodiac and chinese_year_forecast. The spec records the request (the
// birth details) but no answer (reports-and-predictions.md §5.3); these keys are ours, in the service's style
// (snake_case, flat, dates D-M-YYYY), described in docs/tarot-and-chinese.md.
import { Type } from 'typebox';
import { EPHEMERIS_SPAN } from '../../config.js';
import { ANIMALS, ELEMENTS } from '../../chinese/zodiac.js';
import { birthBodyWith } from './birth.js';

const text = (description: string) => Type.String({ description });
const animal = (description: string) => Type.String({ enum: [...ANIMALS], description });
const element = (description: string) => Type.String({ enum: [...ELEMENTS], description });

const yearFields = {
  chinese_year: Type.Integer({ description: 'The Gregorian year in which this Chinese year begins' }),
  year_start: text('The Chinese New Year that begins it, D-M-YYYY, the date in China (computed from the ephemeris)'),
  sexagenary_name: text('The year’s stem and branch in Chinese characters, e.g. 庚午'),
  sexagenary_pinyin: text('The same in pinyin without tones, e.g. Geng-Wu'),
};

export const ChineseZodiac = Type.Object({
  ...yearFields,
  animal: animal('The birth year’s animal (Rat … Pig)'),
  element: element('The birth year’s element, from its heavenly stem'),
  yin_yang: Type.String({ enum: ['Yin', 'Yang'], description: 'Yang for the odd-numbered stems (Jia, Bing …), yin for the even' }),
  personality: text('The character traditionally linked with the animal'),
  element_trait: text('What the element adds'),
  yin_yang_trait: text('What the stem’s yin or yang adds'),
  trine_animals: Type.Array(animal(''), { description: 'The other two animals of its group of three (san he), the most harmonious' }),
  harmony_animal: animal('Its partner among the six harmonies (liu he)'),
  clash_animal: animal('The animal opposite it on the circle (liu chong), the most challenging'),
}, { additionalProperties: false });

const { firstYear, lastYear } = EPHEMERIS_SPAN;

export const ChineseForecastBody = birthBodyWith({
  forecast_year: Type.Optional(Type.Integer({
    minimum: firstYear, maximum: lastYear,
    description: 'The Chinese year to forecast, by the Gregorian year in which it begins; default: the one running when the request is served (the date in China)',
    examples: [2026],
  })),
});

export const ChineseYearForecast = Type.Object({
  zodiac_animal: animal('The birth year’s animal'),
  zodiac_element: element('The birth year’s element'),
  forecast_year: Type.Integer({ description: 'The Gregorian year in which the forecast Chinese year begins' }),
  year_start: text('Its New Year, D-M-YYYY, the date in China'),
  year_animal: animal('The forecast year’s animal'),
  year_element: element('The forecast year’s element'),
  relation: Type.String({ enum: ['same', 'trine', 'harmony', 'clash', 'neutral'], description: 'How the year’s animal stands to the birth animal' }),
  element_relation: Type.String({
    enum: ['same', 'nourishes', 'drains', 'yields', 'pressures'],
    description: 'The year’s element to the birth element: same; nourishes (produces it); drains (is produced by it); yields (is overcome by it); pressures (overcomes it)',
  }),
  overview: text('The year in general, with its dates and the element’s note'),
  career: text('Work'),
  relationships: text('Family, friends and partners'),
  finance: text('Money'),
  wellbeing: text('Rest and balance (advice, never a diagnosis)'),
}, { additionalProperties: false });
