// numerology/: the numerology table: numbers from a birth date and a name, and what they stand for.
// The three numbers of the table: radical (day), destiny (whole date) and Chaldean name number.
export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Repeated digit sum of a positive integer, 1..9. */
export function reduceToDigit(n: number): Digit {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`cannot reduce ${n}`);
  return (((n - 1) % 9) + 1) as Digit;
}

/** Sum of the decimal digits of a non-negative integer. */
export const digitSum = (n: number) => [...String(n)].reduce((s, d) => s + Number(d), 0);

export function radicalNumber(day: number): Digit {
  return reduceToDigit(digitSum(day));
}

export function destinyNumber(day: number, month: number, year: number): Digit {
  return reduceToDigit(digitSum(day) + digitSum(month) + digitSum(year));
}

/** Chaldean letter values (Cheiro): no letter is worth 9. */
const CHALDEAN: Readonly<Record<string, number>> = Object.fromEntries(
  ([[1, 'AIJQY'], [2, 'BKR'], [3, 'CGLS'], [4, 'DMT'], [5, 'EHNX'], [6, 'UVW'], [7, 'OZ'], [8, 'FP']] as const).flatMap(([v, letters]) =>
    [...letters].map((l) => [l, v]),
  ),
);

/**
 * Letters A–Z of a name, upper-cased, with accents removed (é counts as E); everything else
 * (spaces, punctuation, other scripts) is ignored.
 */
export function latinLetters(name: string): string[] {
  return [...name.normalize('NFD').toUpperCase()].filter((c) => c in CHALDEAN);
}

/** Chaldean name number, or null when the name has no Latin letter. */
export function nameNumber(name: string): Digit | null {
  const letters = latinLetters(name);
  return letters.length ? reduceToDigit(letters.reduce((s, l) => s + CHALDEAN[l]!, 0)) : null;
}
