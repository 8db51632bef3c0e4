// The divisional charts (vargas) of /horo_chart, as data: which sign each part of a sign maps to.
//
// Sources: Brihat Parashara Hora Shastra, ch. 6 (Shodashavarga), in the translations of
// R. Santhanam (Ranjan Publications, 1984) and G. C. Sharma (Sagar Publications, 1994); the
// Ashtamsha (D8) and Panchamsha (D5), which Parashara does not define, and the choices between
// variants follow P. V. R. Narasimha Rao's Jagannatha Hora (its default settings, as described in
// its manual and in his "Vedic Astrology: An Integrated Approach", 2000). Facts, not copied text.
//
// Where traditions differ (Hora, Drekkana, Trimshamsha all have non-Parashari variants; D5 and D8
// have no Parashari text) the note says which one is used here. The Jagannatha Hora defaults are
// taken from its documentation as we read it; they were not checked against the program itself.

/** Sign indexes, Aries 0 … Pisces 11. */
const [AR, TA, GE, CN, LE, VI, LI, SC, SG, CP, AQ, PI] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Where the first part of a sign falls: a fixed sign, or a count from the sign itself (0 = itself). */
export type Anchor = { sign: number } | { fromOwn: number };

export type VargaRule =
  /** `parts` equal parts; part k falls `k × step` signs after the first part's sign. */
  | {
      kind: 'cyclic';
      parts: number;
      step: number;
      start:
        | { by: 'any'; anchor: Anchor }
        | { by: 'parity'; odd: Anchor; even: Anchor }
        | { by: 'modality'; movable: Anchor; fixed: Anchor; dual: Anchor }
        | { by: 'element'; fire: Anchor; earth: Anchor; air: Anchor; water: Anchor };
    }
  /** Unequal or irregular parts: `[end degree, sign]` in order, for odd and even signs. */
  | { kind: 'table'; odd: readonly (readonly [number, number])[]; even: readonly (readonly [number, number])[] };

export interface Varga {
  /** The interface's name for the chart. */
  name: string;
  rule: VargaRule;
  /** The rule in words, and the tradition followed where there is a choice. */
  note: string;
}

const own = (fromOwn: number): Anchor => ({ fromOwn });
const sign = (s: number): Anchor => ({ sign: s });
const equal = (parts: number, signs: readonly number[]) => signs.map((s, i) => [((i + 1) * 30) / parts, s] as const);

export const VARGA_IDS = ['D1', 'D2', 'D3', 'D4', 'D5', 'D7', 'D8', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;
export type VargaId = (typeof VARGA_IDS)[number];

export const VARGAS: Readonly<Record<VargaId, Varga>> = {
  D1: { name: 'Birth (Lagna) chart', rule: { kind: 'cyclic', parts: 1, step: 1, start: { by: 'any', anchor: own(0) } }, note: 'The sign itself.' },
  D2: {
    name: 'Hora',
    rule: { kind: 'table', odd: equal(2, [LE, CN]), even: equal(2, [CN, LE]) },
    note: 'Parashari hora (Jagannatha Hora default): odd signs Sun (Leo) then Moon (Cancer) by 15°, even signs the reverse. Not the Kashinatha or parivritti horas.',
  },
  D3: {
    name: 'Dreshkan',
    rule: { kind: 'cyclic', parts: 3, step: 4, start: { by: 'any', anchor: own(0) } },
    note: 'Parashari drekkana (Jagannatha Hora default): 10° parts go to the sign itself, its 5th and its 9th. Not the Jagannatha or Somanatha drekkanas.',
  },
  D4: {
    name: 'Chathurthamasha',
    rule: { kind: 'cyclic', parts: 4, step: 3, start: { by: 'any', anchor: own(0) } },
    note: 'Parashara: 7°30′ parts go to the sign itself, its 4th, 7th and 10th.',
  },
  D5: {
    name: 'Panchmansha',
    rule: { kind: 'table', odd: equal(5, [AR, AQ, SG, GE, LI]), even: equal(5, [TA, VI, PI, CP, SC]) },
    note: 'Jagannatha Hora default (Parashara gives no rule): 6° parts ruled by Mars, Saturn, Jupiter, Mercury, Venus in odd signs (their odd signs), reversed in even signs (their even signs).',
  },
  D7: {
    name: 'Saptamansha',
    rule: { kind: 'cyclic', parts: 7, step: 1, start: { by: 'parity', odd: own(0), even: own(6) } },
    note: 'Parashara: 30°/7 parts counted from the sign itself in odd signs, from its 7th in even signs.',
  },
  D8: {
    name: 'Ashtamansha',
    rule: { kind: 'cyclic', parts: 8, step: 1, start: { by: 'modality', movable: sign(AR), fixed: sign(SG), dual: sign(LE) } },
    note: 'Jagannatha Hora default (Parashara gives no rule): 3°45′ parts counted from Aries in movable signs, Sagittarius in fixed, Leo in dual.',
  },
  D9: {
    name: 'Navamansha',
    rule: { kind: 'cyclic', parts: 9, step: 1, start: { by: 'modality', movable: own(0), fixed: own(8), dual: own(4) } },
    note: 'Parashara: 3°20′ parts counted from the sign itself in movable signs, its 9th in fixed, its 5th in dual (the navamshas run on unbroken through the zodiac from Aries).',
  },
  D10: {
    name: 'Dashamansha',
    rule: { kind: 'cyclic', parts: 10, step: 1, start: { by: 'parity', odd: own(0), even: own(8) } },
    note: 'Parashara: 3° parts counted from the sign itself in odd signs, from its 9th in even signs.',
  },
  D12: {
    name: 'Dwadashamsha',
    rule: { kind: 'cyclic', parts: 12, step: 1, start: { by: 'any', anchor: own(0) } },
    note: 'Parashara: 2°30′ parts counted from the sign itself.',
  },
  D16: {
    name: 'Shodashamsha',
    rule: { kind: 'cyclic', parts: 16, step: 1, start: { by: 'modality', movable: sign(AR), fixed: sign(LE), dual: sign(SG) } },
    note: 'Parashara: 1°52′30″ parts counted from Aries in movable signs, Leo in fixed, Sagittarius in dual.',
  },
  D20: {
    name: 'Vishamansha',
    rule: { kind: 'cyclic', parts: 20, step: 1, start: { by: 'modality', movable: sign(AR), fixed: sign(SG), dual: sign(LE) } },
    note: 'Parashara: 1°30′ parts counted from Aries in movable signs, Sagittarius in fixed, Leo in dual.',
  },
  D24: {
    name: 'Chaturvimshamsha',
    rule: { kind: 'cyclic', parts: 24, step: 1, start: { by: 'parity', odd: sign(LE), even: sign(CN) } },
    note: 'Parashara: 1°15′ parts counted from Leo in odd signs, from Cancer in even signs.',
  },
  D27: {
    name: 'Bhamsha',
    rule: { kind: 'cyclic', parts: 27, step: 1, start: { by: 'element', fire: sign(AR), earth: sign(CN), air: sign(LI), water: sign(CP) } },
    note: 'Parashara: 1°6′40″ parts counted from Aries in fiery signs, Cancer in earthy, Libra in airy, Capricorn in watery.',
  },
  D30: {
    name: 'Trishamansha',
    rule: {
      kind: 'table',
      odd: [[5, AR], [10, AQ], [18, SG], [25, GE], [30, LI]],
      even: [[5, TA], [12, VI], [20, PI], [25, CP], [30, SC]],
    },
    note: 'Parashari trimshamsha (Jagannatha Hora default): odd signs 5° Mars (Aries), 5° Saturn (Aquarius), 8° Jupiter (Sagittarius), 7° Mercury (Gemini), 5° Venus (Libra); even signs 5° Venus (Taurus), 7° Mercury (Virgo), 8° Jupiter (Pisces), 5° Saturn (Capricorn), 5° Mars (Scorpio). Not the parivritti trimshamsha.',
  },
  D40: {
    name: 'Khavedamsha',
    rule: { kind: 'cyclic', parts: 40, step: 1, start: { by: 'parity', odd: sign(AR), even: sign(LI) } },
    note: 'Parashara: 45′ parts counted from Aries in odd signs, from Libra in even signs.',
  },
  D45: {
    name: 'Akshvedansha',
    rule: { kind: 'cyclic', parts: 45, step: 1, start: { by: 'modality', movable: sign(AR), fixed: sign(LE), dual: sign(SG) } },
    note: 'Parashara: 40′ parts counted from Aries in movable signs, Leo in fixed, Sagittarius in dual.',
  },
  D60: {
    name: 'Shashtymsha',
    rule: { kind: 'cyclic', parts: 60, step: 1, start: { by: 'any', anchor: own(0) } },
    note: 'Parashara: 30′ parts counted from the sign itself (twice the degree in the sign, plus one, counted from the sign).',
  },
};

/**
 * Bhava chalit: houses from the cusps rather than whole signs. Sripati's system (Swiss Ephemeris
 * house system 'S'): the quadrants between the ascendant, IC, descendant and MC are trisected
 * (Porphyry) to give each bhava's middle, and a bhava runs from the midpoint before its middle
 * (the sandhi) to the midpoint after it. Cusps are sidereal by the same rule as the ascendant.
 */
export const CHALIT = {
  name: 'Bhav Chalit',
  houseSystem: 'S',
  note: "Sripati bhavas: bhava middles trisect the quadrants between the ascendant and the MC (Porphyry); each bhava runs from the midpoint before its middle to the midpoint after. House n's sign is the ascendant's sign + n − 1, as in D1; only the planets move.",
} as const;

/** Charts counted from a planet's sign instead of the ascendant's (Surya and Chandra lagna). */
export const LUMINARY_CHARTS = {
  SUN: { name: 'Sun chart', note: "The D1 signs, counted from the Sun's sign as house 1." },
  MOON: { name: 'Moon chart', note: "The D1 signs, counted from the Moon's sign as house 1." },
} as const;
