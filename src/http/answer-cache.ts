// http/: the HTTP face: the Fastify app, identifying and billing each call, routes, schemas, presenters, the error envelope.
// A bounded LRU of deterministic answers, keyed by endpoint, language and the canonical request
// (only the schema's fields, in schema order, after coercion and case folding). Answers that depend
// on the clock or on the caller (current dashas, palm readings) are never cached.
import { LRUCache } from 'lru-cache';

export class AnswerCache {
  private readonly lru: LRUCache<string, object>;

  constructor(maxEntries: number) {
    this.lru = new LRUCache({ max: maxEntries });
  }

  /** From each validated part of the request (path parameters, body), the values of the schema's fields, in order. */
  static key(endpoint: string, language: string, parts: readonly [part: unknown, fields: readonly string[]][]): string {
    const values = parts.flatMap(([part, fields]) => fields.map((f) => (part as Record<string, unknown>)[f]));
    return `${endpoint}\u0000${language}\u0000${JSON.stringify(values)}`;
  }

  async getOrCompute(key: string, compute: () => unknown): Promise<unknown> {
    const hit = this.lru.get(key);
    if (hit !== undefined) return hit;
    const answer = (await compute()) as object;
    this.lru.set(key, answer);
    return answer;
  }

  get size(): number {
    return this.lru.size;
  }
}
