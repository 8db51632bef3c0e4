// Sun-sign compatibility by the two signs' relation in the zodiac: data, with its source.
// Source: Claudius Ptolemy, Tetrabiblos, Book I, chapters on the aspects of the signs, their
// "familiarity" and the "disjunct" signs (J. M. Ashmand's English translation, London 1822, public
// domain): signs a trine or a sextile apart are in harmony (the trine the more so), signs a square or
// an opposition apart in discord, and signs that behold each other by no aspect (adjacent, or five
// apart: the semi sextile and the quincunx) are "disjunct", alien to each other; a sign with itself
// shares element, quality and ruler. The percentages are our scale for that order of harmony: trine
// above sextile above the same sign, the opposition (the sign's complement) above the square, and the
// disjunct pairs lowest. The relation is symmetric, so each unordered pair has one value.
export const SIGN_RELATIONS = [
  { signsApart: 0, relation: 'same sign', percentage: 75 },
  { signsApart: 1, relation: 'semi sextile (disjunct)', percentage: 45 },
  { signsApart: 2, relation: 'sextile', percentage: 80 },
  { signsApart: 3, relation: 'square', percentage: 50 },
  { signsApart: 4, relation: 'trine', percentage: 90 },
  { signsApart: 5, relation: 'quincunx (disjunct)', percentage: 40 },
  { signsApart: 6, relation: 'opposition', percentage: 60 },
] as const;

/** Sign indexes 0 (Aries) … 11 (Pisces). */
export function signCompatibility(first: number, second: number): (typeof SIGN_RELATIONS)[number] {
  const apart = (((second - first) % 12) + 12) % 12;
  return SIGN_RELATIONS[Math.min(apart, 12 - apart)]!;
}
