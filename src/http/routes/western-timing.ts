// The Western solar return (spec western.md §7) and lunar endpoints (§8 moon_phase_report, §9).
import type { Static } from 'typebox';
import { julianDayUt } from '../../astro/time.js';
import { MAJOR_ASPECTS } from '../../western/aspect-kinds.js';
import { crossAspects } from '../../western/aspects.js';
import { DEFAULT_HOUSE_TYPE } from '../../western/houses.js';
import { lunarDistanceAt, moonPhaseAt } from '../../western/lunation.js';
import { natalAspectPoints } from '../../western/natal-aspects.js';
import { moonPhaseProse, solarReturnAspectForecast, solarReturnPlanetForecasts } from '../../western/profiles.js';
import { solarReturn } from '../../western/solar-return.js';
import { SIGN_NAMES } from '../../western/signs.js';
import type { AnyEndpoint } from '../endpoint.js';
import { isoLikeDateTime, monthFirstDateTime } from '../presenters/western-dates.js';
import { presentHouses, presentPoint, round } from '../presenters/western.js';
import { birthFromBody } from '../schemas/birth.js';
import {
  LunarMetricsResponse, MoonPhaseReportResponse, SolarReturnAspectsReportResponse, SolarReturnBody, SolarReturnDetailsResponse, SolarReturnHouseCuspsResponse,
  SolarReturnPlanetAspectsResponse, SolarReturnPlanetReportResponse, SolarReturnPlanetsResponse,
} from '../schemas/western-timing.js';
import { WesternBody } from '../schemas/western.js';
import { chartOfBody, westernEndpoint, type WesternSpec } from './western.js';

type SolarReturnBody = Static<typeof SolarReturnBody>;

/** The return asked for: solar_year or the current UTC year, at return_lat/lon or the birth place. */
function returnOfBody(body: SolarReturnBody, now: Date) {
  const { day, month, year, hour, min, lat, lon, tzone } = body;
  const birth = birthFromBody({ day, month, year, hour, min, lat, lon, tzone });
  const place = { lat: body.return_lat ?? lat, lon: body.return_lon ?? lon };
  const r = solarReturn(birth, body.solar_year ?? now.getUTCFullYear(), place, body.house_type ?? DEFAULT_HOUSE_TYPE);
  return { ...r, tzone: body.return_tzone ?? tzone };
}

const RETURN =
  'The solar return: the instant, nearest the birthday\'s anniversary in solar_year (the current UTC year when absent), at which the Sun\'s tropical apparent longitude equals its value at birth, ' +
  'root-found on the Swiss Ephemeris; the chart is cast for that instant at return_lat/return_lon (the birth place when absent) in house_type.';

/** A solar return endpoint: its answer depends on the current year when solar_year is absent, so it is not cached. */
const solarReturnEndpoint = (spec: Omit<WesternSpec<typeof SolarReturnBody>, 'body' | 'cacheable'>) => westernEndpoint({ ...spec, body: SolarReturnBody, cacheable: false });

export const solarReturnDetails = solarReturnEndpoint({
  name: 'solar_return_details',
  path: '/v1/solar_return_details',
  summary: 'The birth moment and the solar return\'s date and time',
  description: `${RETURN} Dates are local: the birth as given, the return in return_tzone (tzone when absent).`,
  response: SolarReturnDetailsResponse,
  handle(body, ctx) {
    const r = returnOfBody(body, ctx.now);
    return {
      native_birth_date: monthFirstDateTime(r.natalJdUt, body.tzone),
      native_age: r.age,
      solar_return_date: monthFirstDateTime(r.jdUt, r.tzone),
      solar_return_jd: r.jdUt,
    };
  },
});

export const solarReturnPlanets = solarReturnEndpoint({
  name: 'solar_return_planets',
  path: '/v1/solar_return_planets',
  summary: 'The solar return chart\'s planets, signs and houses',
  description: `${RETURN} The planet list of planets/tropical, with the hosted service's camelCase keys for this endpoint.`,
  response: SolarReturnPlanetsResponse,
  handle(body, ctx) {
    return returnOfBody(body, ctx.now).chart.planets.map((p) => {
      const w = presentPoint(p);
      return { name: w.name, fullDegree: w.full_degree, normDegree: w.norm_degree, speed: w.speed, isRetro: w.is_retro, sign: w.sign, house: w.house };
    });
  },
});

export const solarReturnHouseCusps = solarReturnEndpoint({
  name: 'solar_return_house_cusps',
  path: '/v1/solar_return_house_cusps',
  summary: 'The solar return chart\'s house cusps and angles',
  description: `${RETURN} Porphyry inside the polar circles where Placidus and Koch are undefined.`,
  response: SolarReturnHouseCuspsResponse,
  handle(body, ctx) {
    const { chart } = returnOfBody(body, ctx.now);
    const { ascendant, midheaven, vertex } = chart.houses;
    return { houses: presentHouses(chart).map(({ house, sign, degree }) => ({ house, sign, degree })), ascendant, midheaven, vertex };
  },
});

export const solarReturnPlanetAspects = solarReturnEndpoint({
  name: 'solar_return_planet_aspects',
  path: '/v1/solar_return_planet_aspects',
  summary: 'Aspects of the solar return chart to the birth chart',
  description: `${RETURN} Each of the return chart's Sun … Pluto, Ascendant and Midheaven against each of the birth chart's, major aspects with the natal orbs (conjunction, opposition 10°; trine, square 8°; sextile 6°).`,
  response: SolarReturnPlanetAspectsResponse,
  handle(body, ctx) {
    return returnAspects(body, ctx.now).map((a) => ({ solar_return_planet: a.first.name, natal_planet: a.second.name, type: a.kind.name, orb: round(a.orb, 2) }));
  },
});

/** The return chart's Sun … Pluto, Ascendant and Midheaven against the birth chart's, majors with the natal orbs. */
const returnAspects = (body: SolarReturnBody, now: Date) =>
  crossAspects(natalAspectPoints(returnOfBody(body, now).chart), natalAspectPoints(chartOfBody(body)), MAJOR_ASPECTS);

const PROSE = 'Texts and the rules that pick them: src/western/texts/en, docs/western-profiles.md.';

export const solarReturnPlanetReport = solarReturnEndpoint({
  name: 'solar_return_planet_report',
  path: '/v1/solar_return_planet_report',
  summary: 'A forecast for the year from each planet of the solar return chart',
  description: `${RETURN} For each of the return chart's Sun … Pluto: its theme for the year, in the area of life of its return house and the manner of its return sign. ${PROSE}`,
  response: SolarReturnPlanetReportResponse,
  handle(body, ctx) {
    return solarReturnPlanetForecasts(returnOfBody(body, ctx.now).chart).map((p) => ({ name: p.name, sign: SIGN_NAMES[p.sign]!, forecast: p.forecast }));
  },
});

export const solarReturnAspectsReport = solarReturnEndpoint({
  name: 'solar_return_aspects_report',
  path: '/v1/solar_return_aspects_report',
  summary: 'A forecast for the year from each aspect of the solar return chart to the birth chart',
  description: `${RETURN} The aspects of solar_return_planet_aspects, each with a sentence joining what the two points stand for by the aspect's nature. ${PROSE}`,
  response: SolarReturnAspectsReportResponse,
  handle(body, ctx) {
    return returnAspects(body, ctx.now).map((a) => ({ solar_return_planet: a.first.name, natal_planet: a.second.name, type: a.kind.name, forecast: solarReturnAspectForecast(a) }));
  },
});

const birthJd = (body: Static<typeof WesternBody>) => julianDayUt({ year: body.year, month: body.month, day: body.day, hour: body.hour, minute: body.min }, body.tzone);
const km = (x: number) => String(Math.round(x));

export const lunarMetrics = westernEndpoint({
  name: 'lunar_metrics',
  path: '/v1/lunar_metrics',
  summary: 'The Moon\'s distance at birth against its orbit\'s perigee and apogee',
  description:
    'Geocentric Earth–Moon distance (centres, km) at the birth moment, and the perigee and apogee nearest it (where the distance\'s rate changes sign, root-found). ' +
    'within_perigee_range: in the tenth of that orbit\'s perigee–apogee range nearest the perigee (Richard Nolle\'s 90 % rule for a "supermoon", applied to any moment); within_apogee_range likewise at the apogee.',
  body: WesternBody,
  response: LunarMetricsResponse,
  handle(body) {
    const d = lunarDistanceAt(birthJd(body));
    return {
      month: `${String(body.month).padStart(2, '0')}-${body.year}`,
      within_perigee_range: d.nearPerigee,
      distance: km(d.km),
      within_apogee_range: d.nearApogee,
      apogee_distance: km(d.apogee.km),
      perigee_distance: km(d.perigee.km),
    };
  },
});

export const moonPhaseReport = westernEndpoint({
  name: 'moon_phase_report',
  path: '/v1/moon_phase_report',
  summary: 'The Moon\'s phase at birth: its name, angle, illumination, age and the lunation\'s phases',
  description:
    'The phase by Moon − Sun (tropical): eight phases of 45° each starting at 0° (New Moon), 45° (Waxing Crescent), 90° (First Quarter) … 315° (Waning Crescent). ' +
    'Illumination from the Swiss Ephemeris\'s phase angle; age since the new moon; the lunation\'s principal phases root-found on the elongation, in local time (tzone). ' +
    'moon_phase_calc gives the figures in a sentence, moon_phase_description the phase\'s paragraph (src/western/texts/en/moon-phases.ts, docs/western-profiles.md).',
  body: WesternBody,
  response: MoonPhaseReportResponse,
  handle(body) {
    const p = moonPhaseAt(birthJd(body));
    const prose = moonPhaseProse(p);
    const at = (jd: number) => isoLikeDateTime(jd, body.tzone);
    const [newMoon, firstQuarter, fullMoon, thirdQuarter] = p.lunation.phases;
    return {
      moon_phase_name: p.name,
      moon_phase_id: p.id,
      moon_phase_calc: prose.calc,
      moon_phase_description: prose.description,
      moon_phase_angle: round(p.elongation, 4),
      illumination: round(p.illumination * 100, 2),
      moon_age: round(p.age, 4),
      new_moon: at(newMoon),
      first_quarter: at(firstQuarter),
      full_moon: at(fullMoon),
      third_quarter: at(thirdQuarter),
      next_new_moon: at(p.lunation.nextNewMoon),
    };
  },
});

export const westernTimingEndpoints: readonly AnyEndpoint[] = [
  solarReturnDetails, solarReturnPlanets, solarReturnHouseCusps, solarReturnPlanetAspects, solarReturnPlanetReport, solarReturnAspectsReport,
  lunarMetrics, moonPhaseReport,
];
