import { daysInMonth, julianDayFromDate, localMidnightUt } from '../../astro/time.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import { currentDasha, majorPeriods, periodsWithin } from '../../vedic/vimshottari.js';
import { currentYogini, majorYoginis, yoginiSubPeriods, type YoginiId } from '../../vedic/yogini.js';
import type { GrahaId } from '../../vedic/zodiac.js';
import { birthEndpoint } from './birth-endpoint.js';
import { invalidFields } from '../errors.js';
import {
  presentCurrentVimshottari, presentCurrentYogini, presentMajorYoginis, presentRunningVimshottari, presentSubYoginis, presentVimshottari,
} from '../presenters/dasha.js';
import { birthBodyWith, birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import {
  AyanamshaField, CurrentDashaResponse, CurrentYoginiResponse, DashaDateField, dashaPathParams, GRAHA_PATH_NAMES, MajorDashaResponse,
  MajorYoginiResponse, RunningDashaResponse, SubDashaResponse, SubYoginiOfResponse, SubYoginiResponse, YOGINI_LISTED_MAJORS,
  YOGINI_PATH_NAMES, YoginiPathParams,
} from '../schemas/dasha.js';

/** The Moon's longitude and the instant of a birth. */
function moonAtBirth(body: BirthDetailsBody) {
  return moonLongitudeAtBirth(birthFromBody(body));
}

/** The Moon at birth and the request instant, refusing a birth after that instant. */
export function dashaInputs(body: BirthDetailsBody, now: Date) {
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

const CURRENT_VIMSHOTTARI = '"Current" is the moment the request is served. Past 120 years the next cycle continues.';

/** The Vimshottari periods five levels deep at the moment of the request. */
function vimshottariNow(body: BirthDetailsBody, now: Date) {
  const { moon, nowJd } = dashaInputs(body, now);
  return currentDasha(moon.longitude, moon.jdUt, nowJd, 5);
}

export const currentVdashaAll = birthEndpoint({
  name: 'current_vdasha_all',
  path: '/v1/current_vdasha_all',
  summary: 'The running Vimshottari periods at five levels',
  description: CURRENT_VIMSHOTTARI,
  response: CurrentDashaResponse,
  cacheable: false, // depends on the moment of the request
  handle: (body, ctx) => presentCurrentVimshottari(vimshottariNow(body, ctx.now), body.tzone, ctx.vocabulary),
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

export const currentVdasha = birthEndpoint({
  name: 'current_vdasha',
  path: '/v1/current_vdasha',
  summary: 'The running Vimshottari period at each of five levels',
  description: CURRENT_VIMSHOTTARI,
  response: RunningDashaResponse,
  cacheable: false, // depends on the moment of the request
  handle: (body, ctx) => presentRunningVimshottari(vimshottariNow(body, ctx.now).running, body.tzone, ctx.vocabulary),
});

/** 00:00 of `dasha_date` in the request time zone; a date that does not exist, or precedes the birth date, is refused. */
function dashaDateInstant(body: BirthDetailsBody & { dasha_date: string }): number {
  const [day, month, year] = body.dasha_date.trim().split('-').map(Number) as [number, number, number];
  const refuse = (message: string) => invalidFields([{ field: 'dasha_date', message }]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw refuse('must be a date that exists, as D-M-YYYY');
  const dateKey = (y: number, m: number, d: number) => y * 10_000 + m * 100 + d;
  if (dateKey(year, month, day) < dateKey(body.year, body.month, body.day)) throw refuse('must not be before the date of birth');
  return localMidnightUt(year, month, day, body.tzone);
}

export const currentVdashaDate = birthEndpoint({
  name: 'current_vdasha_date',
  path: '/v1/current_vdasha_date',
  summary: 'The Vimshottari periods running at a given date, at five levels',
  description: 'As /current_vdasha, at 00:00 of `dasha_date` (D-M-YYYY) in the request time zone instead of now.',
  body: birthBodyWith(DashaDateField),
  response: RunningDashaResponse,
  cacheable: true,
  handle(body, ctx) {
    const moon = moonAtBirth(body);
    return presentRunningVimshottari(currentDasha(moon.longitude, moon.jdUt, dashaDateInstant(body), 5).running, body.tzone, ctx.vocabulary);
  },
});

/** The path parameters naming a period, level by level, and what the periods one level down are called. */
const CHAIN = [
  { name: 'md', level: 'mahadasha', children: 'antardashas' },
  { name: 'ad', level: 'antardasha', children: 'pratyantardashas' },
  { name: 'pd', level: 'pratyantardasha', children: 'sookshma dashas' },
  { name: 'sd', level: 'sookshma dasha', children: 'prana dashas' },
] as const;

/** /sub_vdasha/:md … /sub_sub_sub_sub_vdasha/:md/:ad/:pd/:sd: the nine periods inside the named one. */
export const subVdashas = CHAIN.map((named, depth) => {
  const chain = CHAIN.slice(0, depth + 1);
  const name = `${'sub_'.repeat(depth + 1)}vdasha`;
  return birthEndpoint({
    name,
    path: `/v1/${name}/${chain.map((p) => `:${p.name}`).join('/')}`,
    summary: `The nine ${named.children} of a ${named.level}`,
    description:
      `The ${named.level} is named by its lords down from the mahadasha (planet names, any case). The mahadasha is the one ` +
      'of the 120-year cycle that starts with the birth period (which began before birth).',
    body: birthBodyWith(AyanamshaField),
    params: dashaPathParams(chain),
    response: SubDashaResponse,
    cacheable: true,
    handle(body, ctx) {
      const moon = moonAtBirth(body);
      const lords = chain.map((p) => GRAHA_PATH_NAMES.indexOf(ctx.params[p.name] as (typeof GRAHA_PATH_NAMES)[number]) as GrahaId);
      return presentVimshottari(periodsWithin(moon.longitude, moon.jdUt, lords), body.tzone, ctx.vocabulary);
    },
  });
});

const YOGINI_MAJORS =
  'Majors run whole calendar years in the request time zone from the birth yogini’s, which began before birth; sub-periods are ' +
  'major × years / 36 in 365.25-day years, the last cut at the major’s end. start_ms/end_ms are the printed minutes as Unix milliseconds.';

/** The majors listed from birth: two 36-year cycles. */
function listedYoginis(body: BirthDetailsBody, count = YOGINI_LISTED_MAJORS) {
  const moon = moonAtBirth(body);
  return majorYoginis(moon.longitude, moon.jdUt, body.tzone, count);
}

export const majorYoginiDasha = birthEndpoint({
  name: 'major_yogini_dasha',
  path: '/v1/major_yogini_dasha',
  summary: 'The Yogini majors of two 36-year cycles from the birth yogini',
  description: YOGINI_MAJORS,
  response: MajorYoginiResponse,
  cacheable: true,
  handle: (body, ctx) => presentMajorYoginis(listedYoginis(body), body.tzone, ctx.vocabulary),
});

export const subYoginiDasha = birthEndpoint({
  name: 'sub_yogini_dasha',
  path: '/v1/sub_yogini_dasha',
  summary: 'Each Yogini major of two cycles with its eight sub-periods',
  description: YOGINI_MAJORS,
  response: SubYoginiResponse,
  cacheable: true,
  handle: (body, ctx) => listedYoginis(body).map((major) => presentSubYoginis(major, yoginiSubPeriods(major), body.tzone, ctx.vocabulary)),
});

export const subYoginiDashaOf = birthEndpoint({
  name: 'sub_yogini_dasha_of',
  path: '/v1/sub_yogini_dasha/:dashaCycle/:dashaName',
  summary: 'One Yogini major, named by its cycle and yogini, with its eight sub-periods',
  description: `Cycle 1 is the 36 years that start with the birth yogini (the first eight majors of /major_yogini_dasha), 2 the next, 3 the one after. ${YOGINI_MAJORS}`,
  params: YoginiPathParams,
  response: SubYoginiOfResponse,
  cacheable: true,
  handle(body, ctx) {
    const cycle = Number(ctx.params.dashaCycle);
    const lord = YOGINI_PATH_NAMES.indexOf(ctx.params.dashaName as (typeof YOGINI_PATH_NAMES)[number]) as YoginiId;
    const major = listedYoginis(body, 8 * cycle).slice(8 * (cycle - 1)).find((m) => m.lord === lord)!;
    return presentSubYoginis(major, yoginiSubPeriods(major), body.tzone, ctx.vocabulary);
  },
});
