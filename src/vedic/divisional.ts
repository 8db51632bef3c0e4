// Divisional charts as pure functions of sidereal longitudes; the rules are data (varga-rules.ts).
import { VARGAS, type Anchor, type VargaId, type VargaRule } from './varga-rules.js';
import { normalizeDegrees, signIndex } from './zodiac.js';

export interface VargaPosition {
  /** Sign index in the divisional chart, Aries 0 … Pisces 11. */
  sign: number;
  /** Position within the part, stretched to 0..30 (the part's "degree" in its varga sign). */
  degree: number;
}

const anchorSign = (a: Anchor, own: number) => ('sign' in a ? a.sign : (own + a.fromOwn) % 12);

function firstPartSign(rule: Extract<VargaRule, { kind: 'cyclic' }>, own: number): number {
  const s = rule.start;
  switch (s.by) {
    case 'any': return anchorSign(s.anchor, own);
    // Index 0 is Aries, an odd sign.
    case 'parity': return anchorSign(own % 2 === 0 ? s.odd : s.even, own);
    case 'modality': return anchorSign([s.movable, s.fixed, s.dual][own % 3]!, own);
    case 'element': return anchorSign([s.fire, s.earth, s.air, s.water][own % 4]!, own);
  }
}

/** Where a sidereal longitude falls in a divisional chart. */
export function vargaPosition(longitude: number, id: VargaId): VargaPosition {
  const lon = normalizeDegrees(longitude);
  const own = signIndex(lon);
  const inSign = Math.min(lon - own * 30, 30 - 1e-12);
  const rule = VARGAS[id].rule;
  if (rule.kind === 'cyclic') {
    const width = 30 / rule.parts;
    const part = Math.min(Math.floor(inSign / width), rule.parts - 1);
    return { sign: (firstPartSign(rule, own) + part * rule.step) % 12, degree: ((inSign - part * width) / width) * 30 };
  }
  const parts = own % 2 === 0 ? rule.odd : rule.even;
  let start = 0;
  for (const [end, sign] of parts) {
    if (inSign < end) return { sign, degree: ((inSign - start) / (end - start)) * 30 };
    start = end;
  }
  throw new RangeError(`no part of ${id} holds ${inSign}°`);
}

/** The bhava (0..11, from the first cusp) of a longitude, given twelve ascending cusps (house starts). */
export function bhavaOf(longitude: number, cusps: readonly number[]): number {
  const lon = normalizeDegrees(longitude);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const span = normalizeDegrees(cusps[(i + 1) % 12]! - start);
    if (normalizeDegrees(lon - start) < span) return i;
  }
  throw new RangeError(`no bhava holds ${lon}°`);
}
