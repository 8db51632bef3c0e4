// What the tests of the prose banks share: walking a bank to its strings, and the words no English bank uses.

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
