// A small seeded generator for reproducible choices (tarot draws; synthetic test palms): mulberry32
// (Tommy Ettinger, 2017, public domain), 32 bits of state. Not for anything secret.

/** A generator of numbers in [0, 1) from a 32-bit seed: the same seed, the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
