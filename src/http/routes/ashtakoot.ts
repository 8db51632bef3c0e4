import { MATCHING_NAMES } from '../../i18n/matching/names.js';
import { sentence } from '../../i18n/matching/sentences.js';
import { ashtakoot, matchMoon, type Koota, type MatchMoon } from '../../vedic/ashtakoot.js';
import { YONIS } from '../../vedic/avakahada.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import type { EndpointContext } from '../endpoint.js';
import { AshtakootResponse } from '../schemas/matching.js';
import { coupleFromBody, forPerson, matchEndpoint, PEOPLE } from './match-endpoint.js';

/** The attribute each koota compares, named in the answer language. */
function attribute(koota: Koota, m: MatchMoon, ctx: EndpointContext): string {
  const n = MATCHING_NAMES[ctx.language];
  const a = m.attributes;
  switch (koota) {
    case 'varna': return n.varna[a.varna];
    case 'vashya': return n.vashya[a.vashya];
    case 'tara': return ctx.vocabulary.nakshatras[m.nakshatra]!;
    case 'yoni': return n.yoni[YONIS.indexOf(a.yoni)]!;
    case 'maitri': return ctx.vocabulary.planets[m.lord];
    case 'gan': return n.gana[a.gana];
    case 'bhakut': return ctx.vocabulary.signs[m.sign]!;
    case 'nadi': return n.nadi[a.nadi];
  }
}

export const matchAshtakootPoints = matchEndpoint({
  name: 'match_ashtakoot_points',
  path: '/v1/match_ashtakoot_points',
  summary: 'Ashtakoota (guna milan) points of a couple: the eight kootas, the total and a conclusion',
  description:
    'From the two Moons at birth. Half points follow the common North-Indian tables (tara 1.5 per direction, ' +
    'graha maitri and vashya halves); bhakoot and nadi exceptions are not applied to the points. The rules and ' +
    'sources are in src/vedic/ashtakoot-tables.ts; docs/conventions.md lists them.',
  cacheable: true,
  response: AshtakootResponse,
  handle(body, ctx) {
    const couple = coupleFromBody(body);
    const [boy, girl] = PEOPLE.map((p) => forPerson(p, () => matchMoon(moonLongitudeAtBirth(couple[p.gender]).longitude)));
    const result = ashtakoot(boy!, girl!);
    const names = MATCHING_NAMES[ctx.language];
    const kootas = Object.fromEntries(
      result.kootas.map((k) => [k.koota, {
        description: names.kootas[k.koota],
        male_koot_attribute: attribute(k.koota, boy!, ctx),
        female_koot_attribute: attribute(k.koota, girl!, ctx),
        total_points: k.maximum,
        received_points: k.received,
      }]),
    );
    const values = { received: result.received, total: result.maximum, minimum: result.minimum };
    return {
      ...kootas,
      total: { total_points: result.maximum, received_points: result.received, minimum_required: result.minimum },
      conclusion: { status: result.passed, report: sentence(ctx.language, result.passed ? 'ashtakoot_pass' : 'ashtakoot_fail', values) },
    };
  },
});
