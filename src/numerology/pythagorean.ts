// Western (Pythagorean) numbers of a name and a birth date, by the rules of pythagorean-rules.ts.
import { digitSum, reduceToDigit, type Digit } from './numbers.js';
import { MASTER_NUMBERS, PYTHAGOREAN_VALUES, SOMETIMES_VOWEL, VOWELS } from './pythagorean-rules.js';

/** 1–9, or a master number 11, 22, 33. */
export type CoreNumber = Digit | 11 | 22 | 33;

/** Repeated digit sum that stops at 1–9 or at a master number. */
export function reduceKeepingMasters(n: number): CoreNumber {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`cannot reduce ${n}`);
  while (n > 9 && !MASTER_NUMBERS.includes(n)) n = digitSum(n);
  return n as CoreNumber;
}

interface Letter {
  letter: string;
  value: Digit;
  vowel: boolean;
}

/**
 * The Latin letters of a name, word by word, with their values and whether each is a vowel. Accents are
 * removed (é counts as E); anything but A–Z separates words and is otherwise ignored.
 */
export function nameLetters(name: string): Letter[] {
  const words = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().split(/[^A-Z]+/).filter(Boolean);
  return words.flatMap((word) =>
    [...word].map((letter, i) => ({
      letter,
      value: PYTHAGOREAN_VALUES[letter]!,
      vowel: VOWELS.has(letter) || (letter === SOMETIMES_VOWEL && !VOWELS.has(word[i - 1] ?? '') && !VOWELS.has(word[i + 1] ?? '')),
    })),
  );
}

/** The reduced sum of some letters' values; 0 when there are none (a name without vowels has no soul urge number). */
const lettersNumber = (letters: Letter[]): CoreNumber | 0 => (letters.length ? reduceKeepingMasters(letters.reduce((s, l) => s + l.value, 0)) : 0);

export interface BirthDate {
  day: number;
  month: number;
  year: number;
}

export interface WesternNumbers {
  lifepath: CoreNumber;
  expression: CoreNumber;
  soulUrge: CoreNumber | 0;
  personality: CoreNumber | 0;
  subconsciousSelf: Digit;
  challenges: [number, number, number, number];
}

/** Month, day and year are each reduced (masters kept) before they are added, so a master hidden in a part is not lost (our choice). */
export function lifePathNumber({ day, month, year }: BirthDate): CoreNumber {
  return reduceKeepingMasters(reduceKeepingMasters(month) + reduceKeepingMasters(day) + reduceKeepingMasters(year));
}

/** First |month − day|, second |day − year|, third |first − second|, fourth |month − year|, each part reduced to 1–9. */
export function challengeNumbers({ day, month, year }: BirthDate): [number, number, number, number] {
  const [m, d, y] = [reduceToDigit(month), reduceToDigit(day), reduceToDigit(year)];
  const first = Math.abs(m - d);
  const second = Math.abs(d - y);
  return [first, second, Math.abs(first - second), Math.abs(m - y)];
}

/** Every number of a name and birth date; null when the name has no Latin letter. */
export function westernNumbers(name: string, birth: BirthDate): WesternNumbers | null {
  const letters = nameLetters(name);
  if (!letters.length) return null;
  return {
    lifepath: lifePathNumber(birth),
    expression: lettersNumber(letters) as CoreNumber,
    soulUrge: lettersNumber(letters.filter((l) => l.vowel)),
    personality: lettersNumber(letters.filter((l) => !l.vowel)),
    // How many of the nine values the name's letters show.
    subconsciousSelf: new Set(letters.map((l) => l.value)).size as Digit,
    challenges: challengeNumbers(birth),
  };
}

/** The calendar year's vibration for a birth date: birth month + birth day + the year, reduced to 1–9 (a nine-year cycle, so no masters). */
export function personalYear(birth: BirthDate, year: number): Digit {
  return reduceToDigit(reduceToDigit(birth.month) + reduceToDigit(birth.day) + reduceToDigit(year));
}

export function personalMonth(birth: BirthDate, year: number, month: number): Digit {
  return reduceToDigit(personalYear(birth, year) + reduceToDigit(month));
}

export function personalDay(birth: BirthDate, date: BirthDate): Digit {
  return reduceToDigit(personalMonth(birth, date.year, date.month) + reduceToDigit(date.day));
}
