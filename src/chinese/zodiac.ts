// The sexagenary name of a Chinese year (stem, branch, animal, element, yin or yang) and the traditional
// relations between animals and between elements. Sources (public domain): W. F. Mayers, "The Chinese
// Reader's Manual" (Shanghai, 1874), Part II, numerical categories: the ten stems, the twelve branches and
// their animals, the five elements with their producing and overcoming orders; J. Doolittle, "Social Life
// of the Chinese" (New York, 1865), vol. I, ch. II: the animals of the birth years compared at betrothal.
// The relations are the customary ones of that comparison: the three-in-harmony trines (branches four
// apart), the six harmonies (pairs whose numbers from Zi sum to 1 modulo 12) and the six clashes (branches
// six apart, opposite on the circle).
import sweph from 'sweph';
import { chineseNewYear } from './calendar.js';

export const ANIMALS = ['Rat', 'Ox', 'Tiger', 'Rabbit', 'Dragon', 'Snake', 'Horse', 'Goat', 'Monkey', 'Rooster', 'Dog', 'Pig'] as const;
export type Animal = (typeof ANIMALS)[number];
/** In the producing order: each element produces the next (Wood feeds Fire …, Water nourishes Wood). */
export const ELEMENTS = ['Wood', 'Fire', 'Earth', 'Metal', 'Water'] as const;
export type Element = (typeof ELEMENTS)[number];
export const STEMS = ['Jia', 'Yi', 'Bing', 'Ding', 'Wu', 'Ji', 'Geng', 'Xin', 'Ren', 'Gui'] as const;
const STEM_HANZI = '甲乙丙丁戊己庚辛壬癸';
export const BRANCHES = ['Zi', 'Chou', 'Yin', 'Mao', 'Chen', 'Si', 'Wu', 'Wei', 'Shen', 'You', 'Xu', 'Hai'] as const;
const BRANCH_HANZI = '子丑寅卯辰巳午未申酉戌亥';

const mod = (n: number, m: number) => ((n % m) + m) % m;

export interface YearName {
  /** The Gregorian year in which this Chinese year begins. */
  year: number;
  /** 0 Jia … 9 Gui. */
  stem: number;
  /** 0 Zi (Rat) … 11 Hai (Pig). */
  branch: number;
  animal: Animal;
  element: Element;
  yinYang: 'Yin' | 'Yang';
  /** The two characters of the year's name in the sexagenary cycle, e.g. 甲子. */
  hanzi: string;
  /** The same in pinyin without tones, e.g. Jia-Zi. */
  pinyin: string;
}

/** The sexagenary name of the Chinese year that begins in a Gregorian year (1984, a Jia-Zi year, starts a cycle). */
export function yearName(year: number): YearName {
  const stem = mod(year - 4, 10);
  const branch = mod(year - 4, 12);
  return {
    year, stem, branch, animal: ANIMALS[branch]!, element: ELEMENTS[stem >> 1]!, yinYang: stem % 2 === 0 ? 'Yang' : 'Yin',
    hanzi: STEM_HANZI[stem]! + BRANCH_HANZI[branch]!, pinyin: `${STEMS[stem]!}-${BRANCHES[branch]!}`,
  };
}

/** The Julian day number (noon-based integer JD) of a Gregorian date. */
export const dayNumber = (year: number, month: number, day: number): number => sweph.julday(year, month, day, 12, sweph.constants.SE_GREG_CAL);

/**
 * The Chinese year a civil date belongs to: the Gregorian year, or the one before when the date precedes
 * that year's New Year (which always falls between 21 January and 20 February, so from March on the
 * New Year need not be computed). The date is compared as a date with the New Year's day in China.
 */
export function chineseYearOf(year: number, month: number, day: number): number {
  if (month >= 3) return year;
  return dayNumber(year, month, day) >= chineseNewYear(year).day ? year : year - 1;
}

export type AnimalRelation = 'same' | 'trine' | 'harmony' | 'clash' | 'neutral';

/** How the animal of branch `b` stands to that of branch `a`. */
export function animalRelation(a: number, b: number): AnimalRelation {
  if (a === b) return 'same';
  if (mod(a - b, 4) === 0) return 'trine';
  if (mod(a + b, 12) === 1) return 'harmony';
  if (mod(a - b, 12) === 6) return 'clash';
  return 'neutral';
}

/** The animals in each relation to one (the same animal excluded), in cycle order from the Rat. */
export function animalsRelatedTo(branch: number, relation: Exclude<AnimalRelation, 'same' | 'neutral'>): Animal[] {
  return ANIMALS.filter((_, b) => b !== branch && animalRelation(branch, b) === relation);
}

/**
 * How the element of `other` stands to `own` in the two cycles: the same; `other` produces `own`
 * (nourishes); `own` produces `other` (drains); `own` overcomes `other`; `other` overcomes `own`.
 */
export type ElementRelation = 'same' | 'nourishes' | 'drains' | 'yields' | 'pressures';

export function elementRelation(own: number, other: number): ElementRelation {
  const d = mod(other - own, 5);
  // Producing order: d = 1 is the element own produces, d = 4 the one producing own. Overcoming skips one: d = 2 own overcomes, d = 3 overcomes own.
  return (['same', 'drains', 'yields', 'pressures', 'nourishes'] as const)[d]!;
}
