import { MatchBirthResponse } from '../schemas/match.js';
import { birthDetailsRecord, SUN_TIMES } from './birth-details.js';
import { coupleFromBody, forPerson, matchEndpoint, PEOPLE } from './match-endpoint.js';

export const matchBirthDetails = matchEndpoint({
  name: 'match_birth_details',
  path: '/v1/match_birth_details',
  summary: 'Birth details of a couple with ayanamsha, sunrise and sunset',
  description: SUN_TIMES,
  cacheable: true,
  response: MatchBirthResponse,
  handle(body) {
    const couple = coupleFromBody(body);
    return Object.fromEntries(PEOPLE.map((p) => [`${p.gender}_astro_details`, forPerson(p, () => birthDetailsRecord(couple[p.gender], { gender: p.gender }))]));
  },
});
