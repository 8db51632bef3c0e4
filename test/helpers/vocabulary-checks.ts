// Checks any vocabulary or answer can be run through, whatever its topic (names, templates, mantras):
// each value is written in its language's script, and no answer uses one word for two meanings.
// They return what is wrong (empty when all is well) so a test can show every problem at once.
import type { Language } from '../../src/i18n/index.js';

/**
 * The Unicode block of each answer language's script (The Unicode Standard, code charts: Basic Latin
 * 0000–007F, Devanagari 0900–097F, Bengali 0980–09FF, Tamil 0B80–0BFF, Telugu 0C00–0C7F, Kannada
 * 0C80–0CFF, Malayalam 0D00–0D7F). Marathi is written in Devanagari.
 */
export const SCRIPT_BLOCKS: Readonly<Record<Language, { script: string; from: number; to: number }>> = {
  en: { script: 'Latin', from: 0x0000, to: 0x007f },
  hi: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  ma: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  bn: { script: 'Bengali', from: 0x0980, to: 0x09ff },
  ta: { script: 'Tamil', from: 0x0b80, to: 0x0bff },
  te: { script: 'Telugu', from: 0x0c00, to: 0x0c7f },
  kn: { script: 'Kannada', from: 0x0c80, to: 0x0cff },
  ml: { script: 'Malayalam', from: 0x0d00, to: 0x0d7f },
};

/**
 * Characters every Indic script may use besides its own block: the space, the dandas । ॥ (U+0964/5,
 * whose Script_Extensions list Bengali, Tamil, Telugu, Kannada and Malayalam too) and ZWNJ/ZWJ, which
 * choose between conjunct forms.
 */
const SHARED = new Set([0x20, 0x0964, 0x0965, 0x200c, 0x200d]);

/**
 * The characters of `text` outside its language's script, each once. `alsoAllowed` admits punctuation
 * a vocabulary needs (e.g. "()" around an alternative name, ",.0-9" in sentence templates).
 */
export function outsideScript(lang: Language, text: string, alsoAllowed = ''): string[] {
  const { from, to } = SCRIPT_BLOCKS[lang];
  const bad = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if ((cp >= from && cp <= to) || SHARED.has(cp) || alsoAllowed.includes(ch)) continue;
    bad.add(`${ch} U+${cp.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...bad];
}

/**
 * Every value of a vocabulary (keys are meanings: an index, an English name, a template id) checked for:
 * non-empty, Unicode NFC (so equal words compare equal), written in the language's script, and, unless
 * `unique` is false, no two meanings sharing one value.
 */
export function vocabularyProblems(
  lang: Language,
  entries: Readonly<Record<string, string>> | readonly string[],
  options: { alsoAllowed?: string; unique?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const pairs = Object.entries<string>(entries);
  for (const [key, value] of pairs) {
    if (value.trim() === '') problems.push(`${lang} ${key}: empty`);
    if (value !== value.normalize('NFC')) problems.push(`${lang} ${key}: ${value} is not in NFC`);
    const bad = outsideScript(lang, value, options.alsoAllowed);
    if (bad.length) problems.push(`${lang} ${key}: ${value} has ${bad.join(', ')} outside ${SCRIPT_BLOCKS[lang].script}`);
  }
  if (options.unique !== false) {
    for (const { value, meanings } of sharedWords(pairs)) problems.push(`${lang}: ${value} means ${meanings.join(' and ')}`);
  }
  return problems;
}

/**
 * Values that stand for more than one meaning among `pairs` of [meaning, value], e.g. the words of one
 * answer. Meanings listed together in `same` are one thing (the deity Surya is the planet Sun; the
 * reference service's "Sillver" is Silver) and do not count as two.
 */
export function sharedWords(
  pairs: Iterable<readonly [meaning: string, value: string]>,
  same: readonly (readonly string[])[] = [],
): { value: string; meanings: string[] }[] {
  const canonical = (m: string) => same.find((group) => group.includes(m))?.[0] ?? m;
  const byValue = new Map<string, Set<string>>();
  for (const [meaning, value] of pairs) {
    const key = value.normalize('NFC');
    if (!byValue.has(key)) byValue.set(key, new Set());
    byValue.get(key)!.add(canonical(meaning));
  }
  return [...byValue].filter(([, m]) => m.size > 1).map(([value, m]) => ({ value, meanings: [...m] }));
}
