// http/: the HTTP face: the Fastify app, identifying and billing each call, routes, schemas, presenters, the error envelope.
// A bounded LRU of deterministic answers asked for more than once, keyed by endpoint, language and the canonical request
// (only the schema's fields, in schema order, after coercion and case folding). Answers that depend
// on the clock or on the caller (current dashas, palm readings) are never cached.
import { LRUCache } from 'lru-cache';
import { then } from '../maybe.js';

const float = new Float64Array(1);
const bytes = new Uint8Array(float.buffer);

function encode(value: unknown): string {
  if (typeof value === 'number') {
    float[0] = value;
    return String.fromCharCode(35, bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!, bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!);
  }
  return value === undefined ? '~' : JSON.stringify(value);
}

export class AnswerCache {
  private readonly lru: LRUCache<string, object>;
  /**
   * Keys asked for once (since the set was last emptied): an answer is kept only when its request
   * comes a second time. Most requests are one-offs (everyone's own birth data); keeping each of
   * their answers evicted a useful one and kept kilobytes alive into the old generation for the GC
   * to trace, where a key costs a short string.
   */
  private readonly seenOnce = new Set<string>();

  constructor(private readonly maxEntries: number) {
    this.lru = new LRUCache({ max: maxEntries });
  }

  /**
   * From each validated part of the request (path parameters, body), the values of the schema's
   * fields, in order, each encoded so that no two different sequences give the same key: a number
   * as `#` and its eight IEEE 754 bytes (exact, and several times cheaper than printing it in
   * decimal: birth data is mostly fractional degrees), an absent field as `~`, anything else as
   * JSON (which never starts with `#` or `~` and ends where it ends).
   */
  static key(endpoint: string, language: string, parts: readonly [part: unknown, fields: readonly string[]][]): string {
    const pieces = [endpoint, '\u0000', language, '\u0000'];
    for (const [part, fields] of parts) for (const f of fields) pieces.push(encode((part as Record<string, unknown>)[f]));
    // One flat string: built by +=, the key was a tree of a dozen small strings, and kept as a Set or
    // LRU key the whole tree outlived two scavenges and was promoted (about 0.5 kB a request, 25 % of
    // western_horoscope's scavenge time; --trace-gc, docs/performance.md).
    return pieces.join('');
  }

  /** The remembered answer, else the computed one; at once unless the computation is itself asynchronous. */
  getOrCompute(key: string, compute: () => unknown): unknown {
    const hit = this.lru.get(key);
    if (hit !== undefined) return hit;
    return then(compute(), (answer) => this.kept(key, answer as object));
  }

  private kept(key: string, answer: object): object {
    if (this.seenOnce.delete(key)) this.lru.set(key, answer);
    else {
      // Emptied when full: a key forgotten early costs one more computation, never a wrong answer.
      if (this.seenOnce.size >= this.maxEntries) this.seenOnce.clear();
      this.seenOnce.add(key);
    }
    return answer;
  }

  get size(): number {
    return this.lru.size;
  }
}
