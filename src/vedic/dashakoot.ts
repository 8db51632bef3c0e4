// The ten poruthams of two Moons (the boy's and the girl's), by the rules of ./dashakoot-tables.ts.
import type { MatchMoon } from './ashtakoot.js';
import { GOOD_BHAKOOT_DISTANCES, NATURAL_RELATION, YONI_POINTS } from './ashtakoot-tables.js';
import { YONIS } from './avakahada.js';
import {
  DINA_GOOD_REMAINDERS, MAHENDRA_COUNTS, PORUTHAMS, RAJJU_BY_NAKSHATRA, STREE_DEERGHA_MINIMUM, VASYA_SIGNS, type Porutham,
} from './dashakoot-tables.js';
import { vedha } from './vedha.js';

export interface DashakootResult {
  agrees: Readonly<Record<Porutham, boolean>>;
  /** Poruthams that agree, 0 … 10. */
  received: number;
}

export function dashakoot(boy: MatchMoon, girl: MatchMoon): DashakootResult {
  const count = ((boy.nakshatra - girl.nakshatra + 27) % 27) + 1;
  const signCount = ((boy.sign - girl.sign + 12) % 12) + 1;
  const [b, g] = [boy.attributes, girl.attributes];
  const ganas = new Set([b.gana, g.gana]);
  const enemies = (x: number, y: number) => NATURAL_RELATION[x]![y] === 'enemy';
  const agrees: Record<Porutham, boolean> = {
    dina: DINA_GOOD_REMAINDERS.has(count % 9),
    gana: ganas.size === 1 || !ganas.has('Rakshasa'),
    mahendra: MAHENDRA_COUNTS.has(count),
    stree_deergha: count >= STREE_DEERGHA_MINIMUM,
    yoni: YONI_POINTS[YONIS.indexOf(b.yoni)]![YONIS.indexOf(g.yoni)]! >= 2,
    rasi: GOOD_BHAKOOT_DISTANCES.has(signCount),
    rasyadhipati: boy.lord === girl.lord || (!enemies(boy.lord, girl.lord) && !enemies(girl.lord, boy.lord)),
    vasya: VASYA_SIGNS[girl.sign]!.includes(boy.sign) || VASYA_SIGNS[boy.sign]!.includes(girl.sign),
    rajju: RAJJU_BY_NAKSHATRA[boy.nakshatra] !== RAJJU_BY_NAKSHATRA[girl.nakshatra],
    vedha: vedha(boy.nakshatra, girl.nakshatra) === null,
  };
  return { agrees, received: PORUTHAMS.filter((p) => agrees[p]).length };
}
