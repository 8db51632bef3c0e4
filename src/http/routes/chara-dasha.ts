// Jaimini Chara dasha (shared/spec/more-computations.md §6); the rules are in src/vedic/chara-dasha.ts.
import { addCalendarYears, civilFromJd, julianDayFromDate, julianDayUt, unixMsFromJd } from '../../astro/time.js';
import type { Vocabulary } from '../../i18n/index.js';
import { computeChart } from '../../vedic/chart.js';
import { mahadashas, runningAt, subPeriods, type CharaChart, type CharaPeriod } from '../../vedic/chara-dasha.js';
import { PlanetId } from '../../vedic/zodiac.js';
import { invalidFields } from '../errors.js';
import { birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import {
  CharaSignParams, CharaSignsParams, CurrentCharaResponse, MajorCharaResponse, SIGN_PATH_NAMES, SubCharaResponse, SubSubCharaResponse,
} from '../schemas/vedic-more.js';
import { birthEndpoint } from './birth-endpoint.js';

const RULES =
  'K. N. Rao’s method: from the lagna’s sign, forward when the 9th sign from it is Aries, Taurus, Gemini, Libra, Scorpio or Sagittarius, else backward; ' +
  'a sign’s years are the count to its lord (forward for those six signs, backward for the others) less one, 12 with the lord at home; Scorpio and Aquarius ' +
  'count to the stronger of their two lords; no year is added or taken for exaltation. The first period starts at birth with its full length. ' +
  'Antardashas are twelfths, from the sign after the dasha sign (in the direction that sign would run as a lagna) to the dasha sign itself. Dates are D-M-YYYY in the request time zone.';

interface Birth { chart: CharaChart; jd: number; tzone: number }

function birthOf(body: BirthDetailsBody): Birth {
  const birth = birthFromBody(body);
  const placements = computeChart(birth);
  return {
    chart: { grahas: placements.slice(0, 9), ascendantSign: placements[PlanetId.Ascendant]!.sign },
    jd: julianDayUt(birth, birth.tzone),
    tzone: birth.tzone,
  };
}

const majorsOf = (b: Birth, untilJd = b.jd) => mahadashas(b.chart, b.jd, (jd, years) => addCalendarYears(jd, years, b.tzone), untilJd);

function dateOf(jd: number, tzone: number): string {
  const t = civilFromJd(jd, tzone);
  return `${t.day}-${t.month}-${t.year}`;
}

function period(p: CharaPeriod, tzone: number, v: Vocabulary) {
  return { sign_id: p.sign, sign_name: v.signs[p.sign]!, start_date: dateOf(p.startJd, tzone), end_date: dateOf(p.endJd, tzone) };
}
function withDuration(p: CharaPeriod, unit: 'Years' | 'Months', tzone: number, v: Vocabulary) {
  const { sign_id, sign_name, start_date, end_date } = period(p, tzone, v);
  return { sign_id, sign_name, duration: `${p.length} ${unit}`, start_date, end_date };
}
function listed(p: CharaPeriod, tzone: number, v: Vocabulary) {
  return { ...period(p, tzone, v), start_ms: unixMsFromJd(p.startJd), end_ms: unixMsFromJd(p.endJd) };
}

export const majorChardasha = birthEndpoint({
  name: 'major_chardasha',
  path: '/v1/major_chardasha',
  summary: 'The twelve Jaimini Chara dasha periods of the first cycle',
  description: RULES,
  response: MajorCharaResponse,
  cacheable: true,
  handle(body, ctx) {
    const b = birthOf(body);
    return majorsOf(b).slice(0, 12).map((p) => withDuration(p, 'Years', b.tzone, ctx.vocabulary));
  },
});

export const currentChardasha = birthEndpoint({
  name: 'current_chardasha',
  path: '/v1/current_chardasha',
  summary: 'The Chara dasha, antardasha and pratyantardasha running now',
  description: `"Now" is the moment the request is served. After the first twelve, the second cycle gives each sign 12 less its first years, and the cycles alternate. ${RULES}`,
  response: CurrentCharaResponse,
  cacheable: false, // depends on the moment of the request
  handle(body, ctx) {
    const b = birthOf(body);
    const now = julianDayFromDate(ctx.now);
    if (b.jd > now) throw invalidFields([{ field: 'year', message: 'must not put the birth after the current moment: a current period needs a past birth' }]);
    const major = runningAt(majorsOf(b, now), now);
    const sub = runningAt(subPeriods(major), now);
    const subSub = runningAt(subPeriods(sub), now);
    return {
      dasha_date: dateOf(now, b.tzone),
      major_dasha: withDuration(major, 'Years', b.tzone, ctx.vocabulary),
      sub_dasha: withDuration(sub, 'Months', b.tzone, ctx.vocabulary),
      sub_sub_dasha: period(subSub, b.tzone, ctx.vocabulary),
    };
  },
});

const signId = (name: string) => SIGN_PATH_NAMES.indexOf(name as (typeof SIGN_PATH_NAMES)[number]);
const majorOfSign = (b: Birth, name: string) => majorsOf(b).slice(0, 12).find((p) => p.sign === signId(name))!;

export const subChardasha = birthEndpoint({
  name: 'sub_chardasha',
  path: '/v1/sub_chardasha/:sign',
  summary: 'One Chara mahadasha, named by its sign, with its twelve antardashas',
  description: RULES,
  params: CharaSignParams,
  response: SubCharaResponse,
  cacheable: true,
  handle(body, ctx) {
    const b = birthOf(body);
    const major = majorOfSign(b, ctx.params.sign);
    return {
      major_dasha: withDuration(major, 'Years', b.tzone, ctx.vocabulary),
      sub_dasha: subPeriods(major).map((p) => listed(p, b.tzone, ctx.vocabulary)),
    };
  },
});

export const subSubChardasha = birthEndpoint({
  name: 'sub_sub_chardasha',
  path: '/v1/sub_chardasha/:majorSign/:subSign',
  summary: 'One Chara antardasha, named by its mahadasha’s sign and its own, with its twelve pratyantardashas',
  description: RULES,
  params: CharaSignsParams,
  response: SubSubCharaResponse,
  cacheable: true,
  handle(body, ctx) {
    const b = birthOf(body);
    const major = majorOfSign(b, ctx.params.majorSign);
    const sub = subPeriods(major).find((p) => p.sign === signId(ctx.params.subSign))!;
    return {
      major_dasha: withDuration(major, 'Years', b.tzone, ctx.vocabulary),
      sub_dasha: withDuration(sub, 'Months', b.tzone, ctx.vocabulary),
      sub_sub_dasha: subPeriods(sub).map((p) => listed(p, b.tzone, ctx.vocabulary)),
    };
  },
});
