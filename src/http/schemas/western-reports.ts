// Response shapes of the Western natal prose reports (spec western.md §8; where it is silent, ours:
// docs/western-reports.md).
import { Type } from 'typebox';
import { REPORT_PLANETS } from '../../western/report-planets.js';
import { planetParam } from './reports.js';
import { WesternHoroscopeResponse } from './western.js';

const text = (description: string) => Type.String({ description });
const share = Type.Number({ description: 'Per cent of the eleven points (Sun … Pluto and the Ascendant), 3 decimals, truncated' });

export const ReportPlanetParams = planetParam('planetName', REPORT_PLANETS, 'sun, moon, mars, mercury, jupiter, venus, saturn, uranus, neptune or pluto; any letter case');

export const AscendantReportTropical = Type.Object({
  ascendant: text('Tropical rising sign, e.g. Leo'),
  report: text('One paragraph on the rising sign'),
}, { additionalProperties: false });

export const SignReportTropical = Type.Object({
  planet: text('The path’s planet, lowercase'),
  sign_report: text('One paragraph on the planet in its tropical sign'),
}, { additionalProperties: false });

export const HouseReportTropical = Type.Object({
  planet: text('The path’s planet, lowercase'),
  house_report: text('One paragraph on the planet in its house (the chosen house system)'),
}, { additionalProperties: false });

export const HouseCuspsReportTropical = Type.Array(Type.Object({
  planet_name: text('Sun … Pluto'),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'The planet’s house in the chosen system' }),
  report: text('One paragraph on the planet in that house'),
}, { additionalProperties: false }), { minItems: 10, maxItems: 10, description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Uranus, Neptune, Pluto, in that order' });

export const PlanetSignReportTropical = Type.Array(Type.Object({
  planet_name: text('Sun … Pluto'),
  sign_name: text('The planet’s tropical sign'),
  report: text('One paragraph on the planet in that sign (the text of general_sign_report/tropical)'),
}, { additionalProperties: false }), { minItems: 10, maxItems: 10, description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Uranus, Neptune, Pluto, in that order' });

export const NatalAspectsReport = Type.Array(Type.Object({
  aspecting_planet: text('The point earlier in the list Sun … Pluto, Ascendant, Midheaven'),
  type: text('Conjunction, Opposition, Trine, Square or Sextile'),
  aspected_planet: text('The later point'),
  report: text('A paragraph joining what the two points stand for by the aspect’s nature'),
}, { additionalProperties: false }), { description: 'The aspects of western_horoscope, in its order' });

export const NatalHouseCuspReport = Type.Array(Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  degree: Type.Number({ description: 'Cusp longitude, degrees, 5 decimals' }),
  sign: text('Sign of the cusp'),
  report: text('Two sentences on that sign ruling the matters of that house'),
}, { additionalProperties: false }), { minItems: 12, maxItems: 12 });

const named = (names: string, idMeaning: string) => Type.Object({
  description: text(`What the emphasis means (${names})`),
  id: Type.Integer({ minimum: 1, maximum: 2, description: idMeaning }),
}, { additionalProperties: false });

export const NatalChartInterpretation = Type.Object({
  ...WesternHoroscopeResponse.properties,
  ascendant_ruler: text('The ruler of the rising sign (traditional rulers), its sign and house, in two sentences'),
  moon_phase: Type.Object({
    moon_phase_name: text('New Moon, Waxing Crescent, First Quarter, Waxing Gibbous, Full Moon, Waning Gibbous, Third Quarter, Waning Crescent'),
    moon_phase_id: Type.Integer({ minimum: 1, maximum: 8, description: '1 New Moon … 8 Waning Crescent: each 45° of Moon − Sun starting at 0°, 45°, 90° …' }),
    moon_phase_calc: text('One sentence: how far the Moon was ahead of the Sun at birth (degrees, truncated to one decimal) and the phase’s span'),
    moon_phase_description: text('A paragraph on being born in that phase'),
  }, { additionalProperties: false }),
  hemisphere: Type.Object({
    east_west: named('most of Sun … Pluto west or east of the meridian', '1 west (houses 4–9), 2 east (houses 10–3)'),
    north_south: named('most of Sun … Pluto above or below the horizon', '1 south (above the horizon, houses 7–12), 2 north (below it, houses 1–6)'),
  }, { additionalProperties: false }),
  elements: Type.Object({
    elements: Type.Array(Type.Object({ name: text('Fire, Earth, Air, Water'), percentage: share }, { additionalProperties: false }), { minItems: 4, maxItems: 4 }),
    description: text('The dominant element'),
    dominant_element_id: Type.Integer({ minimum: 1, maximum: 4, description: '1 Fire, 2 Earth, 3 Air, 4 Water' }),
  }, { additionalProperties: false }),
  modes: Type.Object({
    modes: Type.Array(Type.Object({ name: text('Cardinal, Fixed, Mutable'), percentage: share }, { additionalProperties: false }), { minItems: 3, maxItems: 3 }),
    description: text('The dominant mode'),
    dominant_mode_id: Type.Integer({ minimum: 1, maximum: 3, description: '1 Cardinal, 2 Fixed, 3 Mutable' }),
  }, { additionalProperties: false }),
  polarity: Type.Object({
    positive: Type.Number({ description: 'Per cent of the eleven points in fire and air signs, 3 decimals, truncated' }),
    negative: Type.Number({ description: 'Per cent in earth and water signs' }),
    report: text('The stronger polarity'),
  }, { additionalProperties: false }),
  dominant_sign: Type.Object({
    sign_id: Type.Integer({ minimum: 1, maximum: 12 }),
    sign_name: text('Aries … Pisces'),
    percentage: share,
  }, { additionalProperties: false, description: 'The sign holding most of the eleven points' }),
}, { additionalProperties: false });
