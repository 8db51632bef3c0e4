// Seeded draws: the same seed always draws the same cards, so a reading can be repeated or checked. The
// generator is mulberry32 (src/seeded-random.ts): 32 bits of state, enough for shuffling a 78-card deck.
// Cards are drawn without replacement by a partial Fisher–Yates shuffle.
import { randomInt } from 'node:crypto';
import { seededRandom } from '../seeded-random.js';

export const SEED_MAX = 2 ** 32 - 1;

/** A fresh seed for a request that sends none (returned in the answer, so the draw can be repeated). */
export const freshSeed = (): number => randomInt(0, SEED_MAX + 1);

/** `count` distinct ids from 1 … `size`, none of them in `taken`, in the order drawn. */
export function drawIds(count: number, size: number, seed: number, taken: ReadonlySet<number> = new Set()): number[] {
  const pool = Array.from({ length: size }, (_, i) => i + 1).filter((id) => !taken.has(id));
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
