// The couple endpoints built from one-person answers: astro details, planets, manglik, and the
// vedha between the two birth nakshatras.
import { Type } from 'typebox';
import { sentence } from '../../i18n/matching/sentences.js';
import { computeChart, moonLongitudeAtBirth, type Placement } from '../../vedic/chart.js';
import { manglik } from '../../vedic/manglik.js';
import { vedha } from '../../vedic/vedha.js';
import { nakshatraOf } from '../../vedic/zodiac.js';
import type { EndpointContext } from '../endpoint.js';
import { presentAstroDetails } from '../presenters/astro-details.js';
import { presentManglik } from '../presenters/doshas.js';
import { presentPlanets } from '../presenters/planets.js';
import { PersonAstroDetails } from '../schemas/astro-details.js';
import { MatchManglikResponse } from '../schemas/doshas.js';
import { ObstructionsResponse } from '../schemas/matching.js';
import type { MatchBirthBody } from '../schemas/birth.js';
import { PlanetsResponse } from '../schemas/planets.js';
import { coupleFromBody, forPerson, matchEndpoint, PEOPLE } from './match-endpoint.js';

/** Both charts, male first. */
function charts(body: MatchBirthBody): [Placement[], Placement[]] {
  const couple = coupleFromBody(body);
  const [m, f] = PEOPLE.map((p) => forPerson(p, () => computeChart(couple[p.gender])));
  return [m!, f!];
}

export const matchAstroDetails = matchEndpoint({
  name: 'match_astro_details',
  path: '/v1/match_astro_details',
  summary: 'Each person’s Avakahada table (as /astro_details, without ascendant_lord)',
  cacheable: true,
  response: Type.Object({ male_astro_details: PersonAstroDetails, female_astro_details: PersonAstroDetails }),
  handle(body, ctx) {
    const [m, f] = charts(body);
    const present = (c: Placement[]) => presentAstroDetails(c, ctx.language, ctx.vocabulary, false);
    return { male_astro_details: present(m), female_astro_details: present(f) };
  },
});

export const matchPlanetDetails = matchEndpoint({
  name: 'match_planet_details',
  path: '/v1/match_planet_details',
  summary: 'Each person’s planets (as /planets)',
  cacheable: true,
  response: Type.Object({ male_planet_details: PlanetsResponse, female_planet_details: PlanetsResponse }),
  handle(body, ctx) {
    const [m, f] = charts(body);
    return { male_planet_details: presentPlanets(m, ctx.vocabulary), female_planet_details: presentPlanets(f, ctx.vocabulary) };
  },
});

function manglikConclusion(male: boolean, female: boolean, ctx: EndpointContext) {
  const key = male === female ? (male ? 'match_both' : 'match_neither') : male ? 'match_only_male' : 'match_only_female';
  return { match: male === female, report: sentence(ctx.language, key) };
}

export const matchManglikReport = matchEndpoint({
  name: 'match_manglik_report',
  path: '/v1/match_manglik_report',
  summary: 'Each person’s Mangal dosha (as /manglik) and whether the two agree',
  description: 'The couple matches on this count when both or neither has an effective dosha (is_present).',
  cacheable: true,
  response: MatchManglikResponse,
  handle(body, ctx) {
    const [m, f] = charts(body).map(manglik);
    return {
      male: presentManglik(m!, ctx.language, ctx.vocabulary),
      female: presentManglik(f!, ctx.language, ctx.vocabulary),
      conclusion: manglikConclusion(m!.present, f!.present, ctx),
    };
  },
});

export const matchObstructions = matchEndpoint({
  name: 'match_obstructions',
  path: '/v1/match_obstructions',
  summary: 'Vedha: whether the two birth nakshatras obstruct each other',
  description: 'The classical vedha pairs (src/vedic/vedha.ts); vedha_name is "Boy-Girl" when present, else false.',
  cacheable: true,
  response: ObstructionsResponse,
  handle(body, ctx) {
    // The two Moons alone: a whole chart (seven more bodies and the houses) would be thrown away.
    const couple = coupleFromBody(body);
    const [m, f] = PEOPLE.map((p) => forPerson(p, () => nakshatraOf(moonLongitudeAtBirth(couple[p.gender]).longitude).index));
    const names = { first: ctx.vocabulary.nakshatras[m!]!, second: ctx.vocabulary.nakshatras[f!]! };
    const pair = vedha(m!, f!);
    return {
      is_present: pair !== null,
      vedha_report: sentence(ctx.language, pair ? 'vedha_present' : 'vedha_absent', names),
      vedha_name: pair ? `${names.first}-${names.second}` : false,
    };
  },
});
