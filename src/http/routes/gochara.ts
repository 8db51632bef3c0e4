// Gochara: sidereal sign and nakshatra transits of a graha over a year, and the planetary events
// (ingresses, stations, combustion) of the year ahead (shared/spec/western.md §13; shapes ours).
import { julianDayUt, localMidnightUt, unixMsFromJd } from '../../astro/time.js';
import { grahaAt, ingresses, planetaryEvents } from '../../vedic/gochara.js';
import type { GrahaId } from '../../vedic/zodiac.js';
import { formatDateTime } from '../presenters/dates.js';
import { birthBodyWith, birthFromBody } from '../schemas/birth.js';
import {
  GocharaFields, GRAHA_FIELD_NAMES, NakshatraGocharaResponse, PLANETARY_EVENT_CODES, PlanetaryEventsResponse, SignGocharaResponse,
} from '../schemas/vedic-calendar.js';
import { birthEndpoint } from './birth-endpoint.js';

const GocharaBody = birthBodyWith(GocharaFields);
const when = (jd: number, tzone: number) => ({ date: formatDateTime(jd, tzone, ' '), time_ms: unixMsFromJd(jd) });

const RULES =
  'Sidereal longitudes (Lahiri) from the Swiss Ephemeris; Rahu is the mean node and Ketu opposite it. Each instant is root-found on the longitude itself ' +
  '(to about 10 ms); the year is walked in steps (a quarter day for the Moon, a day for the rest) only to bracket the events.';

const gochara = (part: 'sign' | 'nakshatra') => birthEndpoint({
  name: `vedic_${part}_gochara`,
  path: `/v1/vedic_${part}_gochara`,
  summary: `The instants a graha enters each sidereal ${part} during the request’s calendar year`,
  description: `${RULES} hour, min, lat and lon are not used: the year runs from 1 January 00:00 to the next in the request’s tzone.`,
  body: GocharaBody,
  response: part === 'sign' ? SignGocharaResponse : NakshatraGocharaResponse,
  cacheable: true,
  handle(body, ctx) {
    const { year, tzone } = birthFromBody(body);
    const id = GRAHA_FIELD_NAMES.indexOf(body.planet as (typeof GRAHA_FIELD_NAMES)[number]) as GrahaId;
    const span = part === 'sign' ? 30 : 360 / 27;
    const names = part === 'sign' ? ctx.vocabulary.signs : ctx.vocabulary.nakshatras;
    const from = localMidnightUt(year, 1, 1, tzone);
    const start = Math.floor(grahaAt(from, id).longitude / span + 1e-12) % names.length;
    return {
      planet: ctx.vocabulary.planets[id],
      year,
      [`${part}_at_start`]: names[start],
      [`${part}_id_at_start`]: start + 1,
      transits: ingresses(id, span, from, localMidnightUt(year + 1, 1, 1, tzone)).map((i) => ({
        [part]: names[i.index], [`${part}_id`]: i.index + 1, ...when(i.jd, tzone), retrograde: i.retrograde,
      })),
    };
  },
});

export const vedicPlanetaryEvents = birthEndpoint({
  name: 'vedic_planetary_events',
  path: '/v1/vedic_planetary_events',
  summary: 'Sign ingresses, retrograde and direct stations and combustion of the grahas in the year after the request’s instant',
  description:
    `${RULES} Grahas Sun … Ketu without the Moon (whose monthly ingresses and combustion would crowd the list). Stations: Mars … Saturn, the speed crossing zero. ` +
    'Combustion: the distance from the Sun crossing the orb (Moon 12°, Mars 17°, Mercury 14° or 12° retrograde, Jupiter 11°, Venus 10° or 8° retrograde, Saturn 15°). ' +
    'lat and lon are not used.',
  response: PlanetaryEventsResponse,
  cacheable: true,
  handle(body, ctx) {
    const birth = birthFromBody(body);
    const from = julianDayUt(birth, birth.tzone);
    return planetaryEvents(from, from + 365.25).map((e) => ({
      planet: ctx.vocabulary.planets[e.planet], event: PLANETARY_EVENT_CODES[e.kind], sign: ctx.vocabulary.signs[e.sign], ...when(e.jd, birth.tzone),
    }));
  },
});

export const gocharaEndpoints = [gochara('sign'), gochara('nakshatra'), vedicPlanetaryEvents];
