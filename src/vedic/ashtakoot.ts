// Ashtakoota matching of two Moons (the boy's and the girl's): eight kootas from their signs and
// nakshatras, scored by the tables of ./ashtakoot-tables.ts.
import { avakahada, VARNAS, YONIS, type Avakahada } from './avakahada.js';
import {
  BAD_TARA_REMAINDERS, GANA_POINTS, GOOD_BHAKOOT_DISTANCES, KOOTA_MAXIMUM, MAITRI_POINTS, NATURAL_RELATION, VASHYA_POINTS, YONI_POINTS,
} from './ashtakoot-tables.js';
import { nakshatraOf, SIGN_LORD, signIndex, type GrahaId } from './zodiac.js';

export type Koota = keyof typeof KOOTA_MAXIMUM;
export const KOOTAS = Object.keys(KOOTA_MAXIMUM) as Koota[];

/** What each person brings to the matching: Moon sign and nakshatra, and their Avakahada attributes. */
export interface MatchMoon {
  sign: number;
  nakshatra: number;
  lord: GrahaId;
  attributes: Avakahada;
}

export function matchMoon(moonLongitude: number): MatchMoon {
  const sign = signIndex(moonLongitude);
  return { sign, nakshatra: nakshatraOf(moonLongitude).index, lord: SIGN_LORD[sign]!, attributes: avakahada(moonLongitude) };
}

export interface KootaScore {
  koota: Koota;
  maximum: number;
  received: number;
}

export interface AshtakootResult {
  kootas: KootaScore[];
  received: number;
  maximum: 36;
  minimum: 18;
  /** Received points reach the minimum. */
  passed: boolean;
}

/** Count from nakshatra a to nakshatra b, inclusive (1 … 27). */
const countFrom = (a: number, b: number) => ((b - a + 27) % 27) + 1;

function taraPoints(boy: number, girl: number): number {
  const good = (count: number) => !BAD_TARA_REMAINDERS.has(count % 9 === 0 ? 9 : count % 9);
  return (good(countFrom(girl, boy)) ? 1.5 : 0) + (good(countFrom(boy, girl)) ? 1.5 : 0);
}

function maitriPoints(boyLord: GrahaId, girlLord: GrahaId): number {
  if (boyLord === girlLord) return 5;
  const pair = [NATURAL_RELATION[boyLord]![girlLord]!, NATURAL_RELATION[girlLord]![boyLord]!].sort().join('+');
  return MAITRI_POINTS[pair]!;
}

export function ashtakoot(boy: MatchMoon, girl: MatchMoon): AshtakootResult {
  const b = boy.attributes;
  const g = girl.attributes;
  const signDistance = ((boy.sign - girl.sign + 12) % 12) + 1;
  const points: Record<Koota, number> = {
    // VARNAS lists the highest first, so a smaller index ranks higher.
    varna: VARNAS.indexOf(b.varna) <= VARNAS.indexOf(g.varna) ? 1 : 0,
    vashya: VASHYA_POINTS[b.vashya][g.vashya],
    tara: taraPoints(boy.nakshatra, girl.nakshatra),
    yoni: YONI_POINTS[YONIS.indexOf(b.yoni)]![YONIS.indexOf(g.yoni)]!,
    maitri: maitriPoints(boy.lord, girl.lord),
    gan: GANA_POINTS[b.gana][g.gana],
    bhakut: GOOD_BHAKOOT_DISTANCES.has(signDistance) ? 7 : 0,
    nadi: b.nadi === g.nadi ? 0 : 8,
  };
  const kootas = KOOTAS.map((koota) => ({ koota, maximum: KOOTA_MAXIMUM[koota], received: points[koota] }));
  const received = kootas.reduce((sum, k) => sum + k.received, 0);
  return { kootas, received, maximum: 36, minimum: 18, passed: received >= 18 };
}
