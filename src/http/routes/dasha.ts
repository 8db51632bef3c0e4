import { julianDayFromDate } from '../../astro/time.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import { currentDasha, majorPeriods } from '../../vedic/vimshottari.js';
import { currentYogini } from '../../vedic/yogini.js';
import { birthEndpoint } from './birth-endpoint.js';
import { invalidFields } from '../errors.js';
import { presentCurrentVimshottari, presentCurrentYogini, presentVimshottari } from '../presenters/dasha.js';
import { birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import { CurrentDashaResponse, CurrentYoginiResponse, MajorDashaResponse } from '../schemas/dasha.js';
import { assertValidDates, calendarIssue } from '../validation.js';

/** The Moon's longitude and the instant of a birth whose date exists. */
function moonAtBirth(body: BirthDetailsBody) {
  assertValidDates(calendarIssue(body));
  return moonLongitudeAtBirth(birthFromBody(body));
}

/** The Moon at birth and the request instant, refusing a birth after that instant. */
function dashaInputs(body: BirthDetailsBody, now: Date) {
  const moon = moonAtBirth(body);
  const nowJd = julianDayFromDate(now);
  if (moon.jdUt > nowJd) throw invalidFields([{ field: 'year', message: 'must not put the birth after the current moment: a current period needs a past birth' }]);
  return { moon, nowJd };
}

export const majorVdasha = birthEndpoint({
  name: 'major_vdasha',
  path: '/v1/major_vdasha',
  summary: 'The nine major Vimshottari periods from the birth period',
  response: MajorDashaResponse,
  cacheable: true,
  handle(body, ctx) {
    const moon = moonAtBirth(body);
    return presentVimshottari(majorPeriods(moon.longitude, moon.jdUt), body.tzone, ctx.vocabulary);
  },
});

export const currentVdashaAll = birthEndpoint({
  name: 'current_vdasha_all',
  path: '/v1/current_vdasha_all',
  summary: 'The running Vimshottari periods at five levels',
  description: '"Current" is the moment the request is served. Past 120 years the next cycle continues.',
  response: CurrentDashaResponse,
  cacheable: false, // depends on the moment of the request
  handle(body, ctx) {
    const { moon, nowJd } = dashaInputs(body, ctx.now);
    return presentCurrentVimshottari(currentDasha(moon.longitude, moon.jdUt, nowJd, 5), body.tzone, ctx.vocabulary);
  },
});

export const currentYoginiDasha = birthEndpoint({
  name: 'current_yogini_dasha',
  path: '/v1/current_yogini_dasha',
  summary: 'The running Yogini major, sub and sub-sub periods',
  description: 'Majors run whole calendar years in the request time zone; sub-periods are major × years / 36 in 365.25-day years.',
  response: CurrentYoginiResponse,
  cacheable: false, // depends on the moment of the request
  handle(body, ctx) {
    const { moon, nowJd } = dashaInputs(body, ctx.now);
    return presentCurrentYogini(currentYogini(moon.longitude, moon.jdUt, nowJd, body.tzone), body.tzone, ctx.vocabulary);
  },
});
