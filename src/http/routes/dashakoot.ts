// /match_dashakoot_points: the South-Indian ten poruthams of a couple (rules in src/vedic/dashakoot-tables.ts).
import { DASHAKOOT_NAMES } from '../../i18n/dashakoot.js';
import { MATCHING_NAMES } from '../../i18n/matching/names.js';
import { matchMoon, type MatchMoon } from '../../vedic/ashtakoot.js';
import { YONIS } from '../../vedic/avakahada.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import { dashakoot } from '../../vedic/dashakoot.js';
import { PORUTHAMS, RAJJU_BY_NAKSHATRA, type Porutham } from '../../vedic/dashakoot-tables.js';
import type { EndpointContext } from '../endpoint.js';
import { DashakootResponse } from '../schemas/vedic-more.js';
import { coupleFromBody, forPerson, matchEndpoint, PEOPLE } from './match-endpoint.js';

/** What each porutham compares, named in the answer language. */
function attribute(porutham: Porutham, m: MatchMoon, ctx: EndpointContext): string {
  switch (porutham) {
    case 'gana': return MATCHING_NAMES[ctx.language].gana[m.attributes.gana];
    case 'yoni': return MATCHING_NAMES[ctx.language].yoni[YONIS.indexOf(m.attributes.yoni)]!;
    case 'rasi': case 'vasya': return ctx.vocabulary.signs[m.sign]!;
    case 'rasyadhipati': return ctx.vocabulary.planets[m.lord];
    case 'rajju': return DASHAKOOT_NAMES[ctx.language].rajjus[RAJJU_BY_NAKSHATRA[m.nakshatra]!];
    default: return ctx.vocabulary.nakshatras[m.nakshatra]!;
  }
}

export const matchDashakootPoints = matchEndpoint({
  name: 'match_dashakoot_points',
  path: '/v1/match_dashakoot_points',
  summary: 'The South-Indian ten poruthams (Dasha koota) of a couple: each agrees (1) or not (0), and the total',
  description:
    'From the two Moons at birth; counts run from the girl’s nakshatra or sign to the boy’s. Dina, Gana, Mahendra, Stree Deergha, Yoni, Rasi, ' +
    'Rasyadhipati, Vasya, Rajju, Vedha, as B. V. Raman’s "Muhurtha" sets them out; each rule and table is named in src/vedic/dashakoot-tables.ts.',
  cacheable: true,
  response: DashakootResponse,
  handle(body, ctx) {
    const couple = coupleFromBody(body);
    const [boy, girl] = PEOPLE.map((p) => forPerson(p, () => matchMoon(moonLongitudeAtBirth(couple[p.gender]).longitude)));
    const result = dashakoot(boy!, girl!);
    const names = DASHAKOOT_NAMES[ctx.language].poruthams;
    return {
      ...Object.fromEntries(PORUTHAMS.map((p) => [p, {
        description: names[p],
        male_koot_attribute: attribute(p, boy!, ctx),
        female_koot_attribute: attribute(p, girl!, ctx),
        total_points: 1,
        received_points: result.agrees[p] ? 1 : 0,
      }])),
      total: { total_points: 10, received_points: result.received },
    };
  },
});
