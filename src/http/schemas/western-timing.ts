// The timing endpoints (spec western.md §7, §9, §11): solar return, lunar phase and distance, transits.
import { Type } from 'typebox';
import { EPHEMERIS_SPAN } from '../../config.js';
import { WesternBody, westernBody } from './western.js';

const { tzone, lat, lon } = WesternBody.properties;
const { firstYear, lastYear } = EPHEMERIS_SPAN;

export const SolarReturnBody = westernBody({
  solar_year: Type.Optional(Type.Integer({
    minimum: firstYear + 1, maximum: lastYear - 1,
    description: `Year of the return, ${firstYear + 1} to ${lastYear - 1}; the current year (UTC) when absent`, examples: [2026],
  })),
  return_lat: Type.Optional({ ...lat, description: 'Latitude of the place the return chart is cast for; the birth latitude when absent' }),
  return_lon: Type.Optional({ ...lon, description: 'Longitude of that place; the birth longitude when absent' }),
  return_tzone: Type.Optional({ ...tzone, description: 'Offset of that place\'s local time from UT, for the dates shown; tzone when absent' }),
}, 'Birth moment and place, the house system, the year of the return and optionally the place it is cast for.');

export const SolarReturnDetailsResponse = Type.Object({
  native_birth_date: Type.String({ description: 'The birth moment as given, MM-DD-YYYY HH:MM:SS' }),
  native_age: Type.Integer({ description: 'Years from the birth year to the return\'s (the hosted service sends null)' }),
  solar_return_date: Type.String({ description: 'Local time (return_tzone, else tzone) of the return, MM-DD-YYYY HH:MM:SS (seconds truncated)' }),
  solar_return_jd: Type.Number({ description: 'The return instant, Julian day (UT), full precision: ours, not the hosted service\'s' }),
}, { additionalProperties: false });

export const SolarReturnPlanetsResponse = Type.Array(Type.Object({
  name: Type.String({ description: 'Sun … Pluto, Node, Chiron, Part of Fortune' }),
  fullDegree: Type.Number({ description: 'Tropical longitude at the return, 4 decimals' }),
  normDegree: Type.Number({ description: 'Within the sign, 4 decimals' }),
  speed: Type.Number({ description: 'Degrees a day, 4 decimals; 0 for the Part of Fortune' }),
  isRetro: Type.String({ enum: ['true', 'false'], description: 'As the Vedic /planets sends it: a string' }),
  sign: Type.String(),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'House of the return chart at the return place' }),
}, { additionalProperties: false }), { minItems: 13, maxItems: 13, description: 'The return chart\'s planet list (camelCase, as the hosted service names these keys)' });

export const SolarReturnHouseCuspsResponse = Type.Object({
  houses: Type.Array(Type.Object({
    house: Type.Integer({ minimum: 1, maximum: 12 }),
    sign: Type.String(),
    degree: Type.Number({ description: 'Cusp, degrees, 5 decimals' }),
  }, { additionalProperties: false }), { minItems: 12, maxItems: 12 }),
  ascendant: Type.Number({ description: 'Full precision' }),
  midheaven: Type.Number({ description: 'Full precision' }),
  vertex: Type.Number({ description: 'Full precision' }),
}, { additionalProperties: false });

export const SolarReturnPlanetAspectsResponse = Type.Array(Type.Object({
  solar_return_planet: Type.String({ description: 'Sun … Pluto, Ascendant or Midheaven of the return chart' }),
  natal_planet: Type.String({ description: 'Sun … Pluto, Ascendant or Midheaven of the birth chart' }),
  type: Type.String({ description: 'Conjunction, Opposition (10°), Trine, Square (8°), Sextile (6°)' }),
  orb: Type.Number({ description: 'Distance from the exact angle, degrees, 2 decimals' }),
}, { additionalProperties: false }), { description: 'Grouped by the return chart\'s point, in list order' });

export const SolarReturnPlanetReportResponse = Type.Array(Type.Object({
  name: Type.String({ description: 'Sun … Pluto of the return chart' }),
  sign: Type.String({ description: 'Its sign at the return' }),
  forecast: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: 'The planet\'s theme for the year, in the area of its return house and the manner of its return sign' }),
}, { additionalProperties: false }), { minItems: 10, maxItems: 10 });

export const SolarReturnAspectsReportResponse = Type.Array(Type.Object({
  solar_return_planet: Type.String({ description: 'Sun … Pluto, Ascendant or Midheaven of the return chart' }),
  natal_planet: Type.String({ description: 'Sun … Pluto, Ascendant or Midheaven of the birth chart' }),
  type: Type.String({ description: 'Conjunction, Opposition (10°), Trine, Square (8°), Sextile (6°)' }),
  forecast: Type.String({ minLength: 1 }),
}, { additionalProperties: false }), { description: 'The aspects of solar_return_planet_aspects, in its order' });

export const LunarMetricsResponse = Type.Object({
  month: Type.String({ description: 'The local month of the moment, MM-YYYY' }),
  within_perigee_range: Type.Boolean({ description: 'The distance lies in the tenth of this orbit\'s perigee–apogee range nearest the perigee' }),
  distance: Type.String({ description: 'Earth–Moon distance (centres), kilometres, whole, as text' }),
  within_apogee_range: Type.Boolean({ description: 'In the tenth nearest the apogee' }),
  apogee_distance: Type.String({ description: 'Distance at the apogee nearest the moment, km, as text' }),
  perigee_distance: Type.String({ description: 'Distance at the perigee nearest the moment, km, as text: ours' }),
}, { additionalProperties: false });

const localTime = (what: string) => Type.String({ description: `${what}, local time (tzone), YYYY-MM-DD HH:MM:SS` });

export const MoonPhaseReportResponse = Type.Object({
  moon_phase_name: Type.String({ description: 'New Moon, Waxing Crescent, First Quarter, Waxing Gibbous, Full Moon, Waning Gibbous, Third Quarter, Waning Crescent' }),
  moon_phase_id: Type.Integer({ minimum: 1, maximum: 8, description: '1 New Moon … 8 Waning Crescent: each 45° of Moon − Sun starting at 0°, 90°, …' }),
  moon_phase_calc: Type.String({ minLength: 1, description: 'One sentence with the figures: angle ahead of the Sun, age, illumination, phase' }),
  moon_phase_description: Type.String({ minLength: 1, description: 'A paragraph on the phase at birth' }),
  moon_phase_angle: Type.Number({ description: 'Moon − Sun tropical longitude, 0 to 360, 4 decimals' }),
  illumination: Type.Number({ description: 'Lit fraction of the disc, percent, 2 decimals' }),
  moon_age: Type.Number({ description: 'Days since the new moon, 4 decimals' }),
  new_moon: localTime('The new moon that began this lunation'),
  first_quarter: localTime('Its first quarter'),
  full_moon: localTime('Its full moon'),
  third_quarter: localTime('Its third quarter'),
  next_new_moon: localTime('The next new moon'),
}, { additionalProperties: false });

const transitDate = (what: string) => Type.String({ description: `${what}, D-M-YYYY (no padding), in tzone` });
const exactTime = Type.String({ description: 'Exact instant, local time (tzone), YYYY-MM-DD HH:MM:SS' });
const exactJd = Type.Number({ description: 'The same instant as a Julian day (UT), full precision: ours, for checking' });
const natalPoint = Type.String({ description: 'Natal Sun … Pluto, Ascendant or Midheaven' });
const transitPlanet = Type.String({ description: 'Sun … Pluto or Chiron (tropical_transits: without the Moon)' });

const TropicalRelation = Type.Object({
  transit_planet: transitPlanet,
  natal_planet: natalPoint,
  type: Type.String({ description: 'Conjunction, Opposition, Trine, Square, Sextile' }),
  orb: Type.Number({ description: 'Distance from the exact angle at 12:00 local time on that date, degrees, 2 decimals' }),
  date: transitDate('Date the aspect is exact'),
  exact_time: exactTime,
  exact_jd: exactJd,
}, { additionalProperties: false });

const Station = Type.Object({
  planet: Type.String(),
  station: Type.String({ enum: ['retrograde', 'direct'], description: 'The motion the planet turns to' }),
  date: transitDate('Date of the station'),
  exact_time: exactTime,
  sign: Type.String({ description: 'Sign the planet stands in' }),
}, { additionalProperties: false });
const Retrogrades = Type.Array(Station, { description: 'Stations (speed zero, root-found) within the period, in time order' });

const MoonPhases = Type.Array(Type.Object({
  phase_type: Type.String({ enum: ['New Moon', 'First Quarter', 'Full Moon', 'Third Quarter'] }),
  date: transitDate('Date of the phase'),
  sign: Type.String({ description: 'The Moon\'s sign then' }),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Natal house the Moon is in then' }),
  exact_time: exactTime,
}, { additionalProperties: false }), { description: 'Principal phases within the period, in time order' });

const ascendant = Type.String({ description: 'Natal rising sign' });

export const TropicalTransitsDailyResponse = Type.Object({
  transit_date: transitDate('The day (the server\'s today)'),
  ascendant,
  transit_house: Type.Array(Type.Object({
    planet: Type.String({ description: 'Sun … Pluto, Chiron' }),
    natal_sign: Type.String({ description: 'Sign the transiting planet is in, at 12:00 local time' }),
    transit_house: Type.Integer({ minimum: 1, maximum: 12, description: 'Natal house it is in then' }),
    is_retrograde: Type.Boolean(),
  }, { additionalProperties: false })),
  transit_relation: Type.Array(TropicalRelation, { description: 'Exact aspects within the day, in time order' }),
  retrogrades: Retrogrades,
  moon_phase: MoonPhases,
}, { additionalProperties: false });

const period = (unit: 'week' | 'month') => ({
  [`${unit}_start_date`]: transitDate(`First day of the ${unit}`),
  [`${unit}_end_date`]: transitDate(`Last day of the ${unit}`),
});

export const TropicalTransitsWeeklyResponse = Type.Object({
  ...period('week'),
  ascendant,
  moon_phase: MoonPhases,
  transit_relation: Type.Array(TropicalRelation),
  retrogrades: Retrogrades,
}, { additionalProperties: false });

export const TropicalTransitsMonthlyResponse = Type.Object({
  ...period('month'),
  ascendant,
  transit_relation: Type.Array(TropicalRelation),
  retrogrades: Retrogrades,
  moon_phase: MoonPhases,
}, { additionalProperties: false });

const NatalRelation = Type.Object({
  transit_planet: Type.String({ description: 'Sun … Pluto or Chiron' }),
  natal_planet: natalPoint,
  aspect_type: Type.String({ description: 'Conjunction, Opposition, Trine, Square, Sextile' }),
  exact_time: exactTime,
  transit_sign: Type.String({ description: 'Sign of the transiting planet at that instant' }),
  natal_house: Type.Integer({ minimum: 1, maximum: 12, description: 'Natal house of the transiting planet then (house_type)' }),
  is_retrograde: Type.Boolean(),
  exact_jd: exactJd,
}, { additionalProperties: false });

export const NatalTransitsDailyResponse = Type.Object({
  transit_date: transitDate('The day (the server\'s today)'),
  ascendant,
  transit_relation: Type.Array(NatalRelation, { description: 'Exact aspects within the day, in time order' }),
  retrogrades: Retrogrades,
}, { additionalProperties: false });

export const NatalTransitsWeeklyResponse = Type.Object({
  ...period('week'),
  ascendant,
  transit_relation: Type.Array(NatalRelation, { description: 'Exact aspects within the week, in time order' }),
  retrogrades: Retrogrades,
}, { additionalProperties: false });

