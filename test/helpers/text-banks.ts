// What the tests of the prose banks share: walking a bank to its strings, the words no English bank uses, and
// the check of a Hindi bank against its English one.
import assert from 'node:assert/strict';

/** Every string of a bank with its path, e.g. house.sun.3. */
export function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}.${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

// Careful practice speaks of tendencies and habits, never a diagnosis, an organ or weak point, or a
// certainty of death, disease, accident or disaster (docs/reports.md).
export const CAREFUL_BANNED =
  /\b(death|dying|disaster|catastroph\w*|disease|illness|accident|fatal|diagnos\w*|stomach|digest\w*|liver|kidneys?|lungs?|chest|throat|abdomen|circulation|blood|bowels?)\b/i;

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** A Hindi bank has every entry of the English one, in Devanagari without Latin words, with the same template marks. */
export function assertHindiBank(en: unknown, hi: unknown): void {
  const english = leaves(en);
  const hindi = new Map(leaves(hi));
  assert.deepEqual([...hindi.keys()], english.map(([path]) => path), 'Hindi misses or adds entries');
  for (const [path, text] of english) {
    const h = hindi.get(path)!;
    assert.match(h, /[\u0900-\u097F]/, `hi ${path} is not Devanagari`);
    assert.doesNotMatch(h.replace(/\{\w+\}/g, ''), /[A-Za-z]{2,}/, `hi ${path} has Latin words`);
    assert.deepEqual(marks(h), marks(text), `hi ${path}: template marks differ`);
  }
}
