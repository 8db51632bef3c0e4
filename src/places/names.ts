// How place names are compared: case, Latin diacritics and punctuation are ignored, so that
// "Sao Paulo", "são  paulo" and "SÃO PAULO" are one key. Other scripts keep their marks
// (a Devanagari vowel sign is a letter's part, not a diacritic).

/** Latin letters that Unicode decomposition does not split into a base letter and a mark. */
const FOLDED: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

const ASCII = /^[ -~]*$/; // printable ASCII
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
/** Apostrophes join: "St. John's" and "St Johns" are one key. */
const APOSTROPHES = /['’ʻʼ`]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/** The search key of a name: lower case, Latin diacritics dropped, punctuation and spaces as one space. */
export function nameKey(name: string): string {
  if (ASCII.test(name)) return name.toLowerCase().replace(APOSTROPHES, '').replace(ASCII_SEPARATORS, ' ').trim(); // most names: the same result, faster
  return name
    .replace(APOSTROPHES, '')
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (c) => FOLDED[c]!)
    .replace(SEPARATORS, ' ')
    .trim();
}
