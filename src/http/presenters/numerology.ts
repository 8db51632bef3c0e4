import type { Vocabulary } from '../../i18n/index.js';
import type { Digit } from '../../numerology/numbers.js';
import { NUMBER_PROFILES } from '../../numerology/table.js';
import type { NumerologyWord } from '../../numerology/words.js';

export interface NumerologyResult {
  name: string;
  day: number;
  month: number;
  year: number;
  radical: Digit;
  destiny: Digit;
  nameNumber: Digit;
}

/** The reference record: number lists joined by "," and word lists by ", " (design.md §5). */
export function presentNumerology(r: NumerologyResult, v: Vocabulary) {
  const p = NUMBER_PROFILES[r.radical];
  const numbers = (xs: number[]) => xs.join(',');
  const words = (xs: NumerologyWord[]) => xs.map((w) => v.words[w]).join(', ');
  return {
    name: r.name,
    date: `${r.day}-${r.month}-${r.year}`,
    destiny_number: r.destiny,
    radical_number: r.radical,
    name_number: r.nameNumber,
    evil_num: numbers(p.evil),
    fav_color: words(p.colors),
    fav_day: words(p.days),
    fav_god: v.words[p.god],
    fav_mantra: v.mantras[p.ruler],
    fav_metal: words(p.metals),
    fav_stone: words(p.stones),
    fav_substone: words(p.substones),
    friendly_num: numbers(p.friendly),
    neutral_num: numbers(p.neutral),
    radical_num: String(r.radical),
    radical_ruler: v.planets[p.ruler],
  };
}
