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

  static key(endpoint: string, language: string, body: Record<string, unknown>, fields: readonly string[]): string {
    return `${endpoint}\u0000${language}\u0000${JSON.stringify(fields.map((f) => body[f]))}`;
  }

  async getOrCompute(key: string, compute: () => unknown | Promise<unknown>): Promise<unknown> {
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
