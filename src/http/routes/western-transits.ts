// The Western transit endpoints (spec western.md §11): exact aspects of the moving planets to the
// natal chart within the server's current day, week or month (local to the request's tzone), the
// stations and the Moon's principal phases there; every instant root-found.
import type { Static } from 'typebox';
import { tropicalPosition } from '../../astro/ephemeris.js';
import { julianDayFromDate } from '../../astro/time.js';
import { MAJOR_ASPECTS } from '../../western/aspect-kinds.js';
import { separation } from '../../western/aspects.js';
import type { WesternChart } from '../../western/chart.js';
import { houseOf } from '../../western/houses.js';
import { principalPhasesBetween } from '../../western/lunation.js';
import { natalAspectPoints } from '../../western/natal-aspects.js';
import { signNameOf } from '../../western/signs.js';
import { periodHolding, type PeriodKind, type Span } from '../../western/transit-periods.js';
import { TRANSIT_BODIES, transitsBetween, type Perfection, type Station } from '../../western/transits.js';
import type { AnyEndpoint } from '../endpoint.js';
import { dayMonthYear, isoLikeDateTime } from '../presenters/western-dates.js';
import { round } from '../presenters/western.js';
import {
  NatalTransitsDailyResponse, NatalTransitsWeeklyResponse, TropicalTransitsDailyResponse, TropicalTransitsMonthlyResponse, TropicalTransitsWeeklyResponse,
} from '../schemas/western-timing.js';
import { WesternBody } from '../schemas/western.js';
import { chartOfBody, westernEndpoint, type WesternSpec } from './western.js';

type Body = Static<typeof WesternBody>;

/** tropical_transits leaves the Moon out: it would perfect an aspect every few hours. */
const WITHOUT_MOON = TRANSIT_BODIES.filter((b) => b.name !== 'Moon');

interface Window { body: Body; chart: WesternChart; span: Span; perfections: Perfection[]; stations: Station[] }

function windowOf(body: Body, now: Date, kind: PeriodKind, bodies: typeof TRANSIT_BODIES | typeof WITHOUT_MOON): Window {
  const chart = chartOfBody(body);
  const span = periodHolding(kind, julianDayFromDate(now), body.tzone);
  return { body, chart, span, ...transitsBetween(bodies, natalAspectPoints(chart), MAJOR_ASPECTS, span.start, span.end) };
}

const retrogrades = (w: Window) => w.stations.map((s) => ({
  planet: s.planet, station: s.turns, date: dayMonthYear(s.jdUt, w.body.tzone), exact_time: isoLikeDateTime(s.jdUt, w.body.tzone), sign: signNameOf(s.longitude),
}));

const moonPhases = (w: Window) => principalPhasesBetween(w.span.start, w.span.end).map((p) => {
  const moon = tropicalPosition(p.jdUt, 'moon').longitude;
  return { phase_type: p.name, date: dayMonthYear(p.jdUt, w.body.tzone), sign: signNameOf(moon), house: houseOf(moon, w.chart.houses.cusps), exact_time: isoLikeDateTime(p.jdUt, w.body.tzone) };
});

/** The TR record; its orb is the one at 12:00 local time on the date the aspect is exact. */
function tropicalRelations(w: Window) {
  const tz = w.body.tzone;
  return w.perfections.map((p) => {
    const noon = w.span.start + Math.floor(p.jdUt - w.span.start) + 0.5;
    const body = TRANSIT_BODIES.find((b) => b.name === p.planet)!.body;
    const orb = Math.abs(separation(tropicalPosition(noon, body).longitude, p.natal.longitude) - p.kind.angle);
    return { transit_planet: p.planet, natal_planet: p.natal.name, type: p.kind.name, orb: round(orb, 2), date: dayMonthYear(p.jdUt, tz), exact_time: isoLikeDateTime(p.jdUt, tz), exact_jd: p.jdUt };
  });
}

const natalRelations = (w: Window) => w.perfections.map((p) => ({
  transit_planet: p.planet,
  natal_planet: p.natal.name,
  aspect_type: p.kind.name,
  exact_time: isoLikeDateTime(p.jdUt, w.body.tzone),
  transit_sign: signNameOf(p.longitude),
  natal_house: houseOf(p.longitude, w.chart.houses.cusps),
  is_retrograde: p.speed < 0,
  exact_jd: p.jdUt,
}));

const risingSign = (w: Window) => signNameOf(w.chart.houses.ascendant);
const spanDates = (w: Window, unit: 'week' | 'month') => ({
  [`${unit}_start_date`]: dayMonthYear(w.span.start, w.body.tzone),
  [`${unit}_end_date`]: dayMonthYear(w.span.end - 0.5, w.body.tzone),
});

const PERIOD = 'The period is the server\'s current local day, Monday-to-Sunday week or calendar month in the request\'s tzone (the hosted service\'s rule: no date field).';
const EXACT =
  'Exact aspects (conjunction, opposition, trine, square, sextile) of the moving planets to the natal Sun … Pluto, Ascendant and Midheaven, each at the instant it is exact, ' +
  'root-found on the Swiss Ephemeris (the motion split at stations), in time order; stations (retrogrades) and the Moon\'s principal phases likewise.';

/** A transit endpoint: the answer depends on the current date, so it is not cached. */
export const transitEndpoint = (spec: Omit<WesternSpec<typeof WesternBody>, 'body' | 'cacheable'>) => westernEndpoint({ ...spec, body: WesternBody, cacheable: false });

export const tropicalTransitsDaily = transitEndpoint({
  name: 'tropical_transits_daily',
  path: '/v1/tropical_transits/daily',
  summary: 'Today\'s transits to the natal chart: houses, exact aspects, stations, lunar phases',
  description: `${PERIOD} ${EXACT} The Moon takes part only in transit_house and moon_phase. transit_house: each moving planet's sign and natal house at 12:00 local time.`,
  response: TropicalTransitsDailyResponse,
  handle(body, ctx) {
    const w = windowOf(body, ctx.now, 'day', WITHOUT_MOON);
    const noon = w.span.start + 0.5;
    const transitHouse = TRANSIT_BODIES.map((b) => {
      const p = tropicalPosition(noon, b.body);
      return { planet: b.name, natal_sign: signNameOf(p.longitude), transit_house: houseOf(p.longitude, w.chart.houses.cusps), is_retrograde: p.speed < 0 };
    });
    return {
      transit_date: dayMonthYear(w.span.start, body.tzone), ascendant: risingSign(w), transit_house: transitHouse,
      transit_relation: tropicalRelations(w), retrogrades: retrogrades(w), moon_phase: moonPhases(w),
    };
  },
});

export const tropicalTransitsWeekly = transitEndpoint({
  name: 'tropical_transits_weekly',
  path: '/v1/tropical_transits/weekly',
  summary: 'This week\'s transits to the natal chart: exact aspects, stations, lunar phases',
  description: `${PERIOD} ${EXACT} Without the Moon's aspects.`,
  response: TropicalTransitsWeeklyResponse,
  handle(body, ctx) {
    const w = windowOf(body, ctx.now, 'week', WITHOUT_MOON);
    return { ...spanDates(w, 'week'), ascendant: risingSign(w), moon_phase: moonPhases(w), transit_relation: tropicalRelations(w), retrogrades: retrogrades(w) };
  },
});

export const tropicalTransitsMonthly = transitEndpoint({
  name: 'tropical_transits_monthly',
  path: '/v1/tropical_transits/monthly',
  summary: 'This month\'s transits to the natal chart: exact aspects, stations, lunar phases',
  description: `${PERIOD} ${EXACT} Without the Moon's aspects.`,
  response: TropicalTransitsMonthlyResponse,
  handle(body, ctx) {
    const w = windowOf(body, ctx.now, 'month', WITHOUT_MOON);
    return { ...spanDates(w, 'month'), ascendant: risingSign(w), transit_relation: tropicalRelations(w), retrogrades: retrogrades(w), moon_phase: moonPhases(w) };
  },
});

export const natalTransitsDaily = transitEndpoint({
  name: 'natal_transits_daily',
  path: '/v1/natal_transits/daily',
  summary: 'Today\'s exact transits to the natal chart, the Moon\'s included, with their times',
  description: `${PERIOD} ${EXACT} The Moon's aspects included; natal_house by house_type.`,
  response: NatalTransitsDailyResponse,
  handle(body, ctx) {
    const w = windowOf(body, ctx.now, 'day', TRANSIT_BODIES);
    return { transit_date: dayMonthYear(w.span.start, body.tzone), ascendant: risingSign(w), transit_relation: natalRelations(w), retrogrades: retrogrades(w) };
  },
});

export const natalTransitsWeekly = transitEndpoint({
  name: 'natal_transits_weekly',
  path: '/v1/natal_transits/weekly',
  summary: 'This week\'s exact transits to the natal chart, the Moon\'s included, with their times',
  description: `${PERIOD} ${EXACT} The Moon's aspects included; natal_house by house_type.`,
  response: NatalTransitsWeeklyResponse,
  handle(body, ctx) {
    const w = windowOf(body, ctx.now, 'week', TRANSIT_BODIES);
    return { ...spanDates(w, 'week'), ascendant: risingSign(w), transit_relation: natalRelations(w), retrogrades: retrogrades(w) };
  },
});

export const westernTransitEndpoints: readonly AnyEndpoint[] = [
  tropicalTransitsDaily, tropicalTransitsWeekly, tropicalTransitsMonthly, natalTransitsDaily, natalTransitsWeekly,
];
