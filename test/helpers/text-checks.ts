// Checks shared by the text-bank tests.
import assert from 'node:assert/strict';

// Words our prose never uses: careful practice speaks of tendencies and habits, never a diagnosis, an organ's
// weakness or a certainty of death, disease, accident or disaster (docs/reports.md).
export const BANNED_WORDS =
  /\b(death|dying|disaster|catastroph\w*|disease|illness|accident|fatal|diagnos\w*|stomach|digest\w*|liver|kidneys?|lungs?|chest|throat|abdomen|circulation|blood|bowels?)\b/i;

/** Every string of a bank with its path, e.g. numbers.11.lifepath or challenges.3. */
export function textLeaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([k, v]) => textLeaves(v, path ? `${path}.${k}` : k));
}

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** A Hindi bank has every entry of the English one, in Devanagari without Latin words, with the same template marks. */
export function assertHindiBank(en: unknown, hi: unknown): void {
  const english = textLeaves(en);
  const hindi = new Map(textLeaves(hi));
  assert.deepEqual([...hindi.keys()], english.map(([path]) => path), 'Hindi misses or adds entries');
  for (const [path, text] of english) {
    const h = hindi.get(path)!;
    assert.match(h, /[\u0900-\u097F]/, `hi ${path} is not Devanagari`);
    assert.doesNotMatch(h.replace(/\{\w+\}/g, ''), /[A-Za-z]{2,}/, `hi ${path} has Latin words`);
    assert.deepEqual(marks(h), marks(text), `hi ${path}: template marks differ`);
  }
}
