// The Western relationship endpoints (spec western.md §10): synastry, the midpoint composite, and
// sun-sign compatibility by the signs' relation.
import { EphemerisRangeError } from '../../astro/ephemeris.js';
import { ENGLISH_ONLY } from '../../i18n/index.js';
import { MAJOR_ASPECTS } from '../../western/aspect-kinds.js';
import { mutualAspects } from '../../western/aspects.js';
import { westernChart } from '../../western/chart.js';
import { compositeChart } from '../../western/composite.js';
import { DEFAULT_HOUSE_TYPE, type HouseType } from '../../western/houses.js';
import { compatibilityProse } from '../../western/profiles.js';
import { signCompatibility } from '../../western/sign-compatibility.js';
import { SIGN_NAMES, signIdOf, signNameOf } from '../../western/signs.js';
import { synastry } from '../../western/synastry.js';
import type { AnyEndpoint, EndpointSpec } from '../endpoint.js';
import { longitudeTo, presentAspects, presentPlanets, round } from '../presenters/western.js';
import { outsideEphemeris } from '../refusals.js';
import { birthFromBody, type PrefixedBirth } from '../schemas/birth.js';
import { CompositeResponse, CoupleBody, EmptyBody, SynastryResponse, ZodiacCompatibilityResponse, ZodiacParams } from '../schemas/western-relations.js';
import { westernEndpoint } from './western.js';

/** Both people's natal charts; a date outside the ephemeris becomes a 400 naming that person's year. */
function chartsOf(body: CoupleBody) {
  const houseType = (body.house_type ?? DEFAULT_HOUSE_TYPE) as HouseType;
  return (['p_', 's_'] as const).map((prefix) => {
    try {
      return westernChart(birthFromBody(body as unknown as PrefixedBirth<typeof prefix>, prefix), houseType);
    } catch (err) {
      if (err instanceof EphemerisRangeError) throw outsideEphemeris(`${prefix}year`);
      throw err;
    }
  }) as [ReturnType<typeof westernChart>, ReturnType<typeof westernChart>];
}

export const synastryHoroscope = westernEndpoint({
  name: 'synastry_horoscope',
  path: '/v1/synastry_horoscope',
  summary: 'Two charts compared: each person\'s planets in the other\'s houses and the aspects between them',
  description:
    'first and second are each person\'s planets/tropical list. house_1 places the primary person\'s points in the secondary\'s houses, house_2 the reverse. ' +
    'Aspects: every point of the primary (the planet list, Ascendant, Descendant, Midheaven) against every point of the secondary, so both A–B and B–A appear; ' +
    'conjunction, opposition, trine and square within 10°, sextile 9°, semi sextile, semi square and quintile 2°, quincunx 3°.',
  body: CoupleBody,
  response: SynastryResponse,
  handle(body) {
    const [first, second] = chartsOf(body as CoupleBody);
    const s = synastry(first, second);
    const overlay = (list: typeof s.firstInSecond) => list.map((o) => ({ name: o.name, synastry_house: o.house }));
    return {
      first: presentPlanets(first),
      second: presentPlanets(second),
      synastry: {
        house_1: overlay(s.firstInSecond),
        house_2: overlay(s.secondInFirst),
        aspects: s.aspects.map((a) => ({ first: a.first.name, second: a.second.name, type: a.kind.name, orb: round(a.orb, 2) })),
      },
    };
  },
});

export const compositeHoroscope = westernEndpoint({
  name: 'composite_horoscope',
  path: '/v1/composite_horoscope',
  summary: 'The midpoint composite chart of two people',
  description:
    'Each composite point is the midpoint of the shorter arc between the two people\'s positions; the composite cusps are the cusps\' midpoints taken in step with the ascendants\' ' +
    '(so the twelve stay in order), and each point is in the composite house whose cusps bracket it. Aspects: the majors with the natal orbs among Sun … Pluto, Node, Chiron, Part of Fortune, Ascendant and Midheaven.',
  body: CoupleBody,
  response: CompositeResponse,
  handle(body) {
    const [first, second] = chartsOf(body as CoupleBody);
    const c = compositeChart(first, second);
    const points = [...c.planets.map((p, id) => ({ id, name: p.name, longitude: p.longitude })), { id: 13, name: 'Ascendant', longitude: c.ascendant }, { id: 14, name: 'Midheaven', longitude: c.midheaven }];
    return {
      first: presentPlanets(first),
      second: presentPlanets(second),
      composite: {
        planets: c.planets.map((p) => {
          const full = longitudeTo(p.longitude, 4);
          return { name: p.name, full_degree: full, norm_degree: round(full % 30, 4), sign_id: signIdOf(full), sign: signNameOf(full), house: p.house };
        }),
        houses: c.cusps.map((cusp, i) => { const degree = longitudeTo(cusp, 5); return { house: i + 1, sign: signNameOf(degree), degree }; }),
        ascendant: longitudeTo(c.ascendant, 5),
        midheaven: longitudeTo(c.midheaven, 5),
        aspects: presentAspects(mutualAspects(points, MAJOR_ASPECTS)),
      },
    };
  },
});

const signIndexOf = (name: string) => SIGN_NAMES.findIndex((s) => s.toLowerCase() === name);

export const zodiacCompatibility: EndpointSpec<typeof EmptyBody, typeof ZodiacParams> = {
  name: 'zodiac_compatibility',
  path: '/v1/zodiac_compatibility/:zodiac/:partnerZodiac',
  group: 'astrology',
  languages: ENGLISH_ONLY,
  cacheable: true,
  summary: 'Sun-sign compatibility of two signs, as a percentage',
  description:
    'By the signs\' relation in the zodiac after Ptolemy (Tetrabiblos I): trine 90, sextile 80, the same sign 75, opposition 60, square 50, and the disjunct pairs (semi sextile 45, quincunx 40). ' +
    'Symmetric, and so is compatibility_report: what each sign brings, their relation and their elements together, the signs named in zodiac order ' +
    '(src/western/texts/en/sign-compatibility-text.ts, docs/western-profiles.md).',
  body: EmptyBody,
  params: ZodiacParams,
  response: ZodiacCompatibilityResponse,
  handle(_body, ctx) {
    const [a, b] = [signIndexOf(ctx.params.zodiac), signIndexOf(ctx.params.partnerZodiac)];
    return { your_sign: SIGN_NAMES[a]!, your_partner_sign: SIGN_NAMES[b]!, compatibility_report: compatibilityProse(a, b), compatibility_percentage: signCompatibility(a, b).percentage };
  },
};

export const westernRelationEndpoints: readonly AnyEndpoint[] = [synastryHoroscope, compositeHoroscope, zodiacCompatibility];
