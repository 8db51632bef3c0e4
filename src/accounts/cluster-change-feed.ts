// Credential changes within one node (the processes one primary forked): a worker that changes a
// credential tells the primary, which hands the change to every other worker and answers once each
// has evicted it, so the dashboard answers a revocation only when no process of the node honours the
// credential any more. Across nodes Redis carries changes; without it the cache's short lifetime bounds them.
import cluster, { type Worker } from 'node:cluster';
import type { ChangeFeed, CredentialChange } from './credential-cache.js';

type Message =
  | { type: 'jyotish:credential-change'; id: number; change: CredentialChange }
  | { type: 'jyotish:credential-evicted'; id: number }
  | { type: 'jyotish:credential-change-done'; id: number };

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string' && (m as { type: string }).type.startsWith('jyotish:credential-') && typeof (m as { id?: unknown }).id === 'number';

/** A message to a worker that may be gone by now: then there is nothing to tell it. */
const tell = (worker: Worker, message: Message) => { if (worker.isConnected()) worker.send(message, () => undefined); };

/**
 * In the primary: relays each worker's changes to the others, and tells the sender once all have
 * evicted it, or have exited, or `timeoutMs` has passed (a stuck worker must not hold up the dashboard).
 */
export function relayCredentialChanges(timeoutMs: number): void {
  let next = 0;
  const pending = new Map<number, { waiting: Set<number>; finish: () => void }>();
  const evicted = (id: number, workerId: number) => {
    const p = pending.get(id);
    if (p?.waiting.delete(workerId) && p.waiting.size === 0) p.finish();
  };
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === 'jyotish:credential-evicted') return evicted(message.id, from.id);
    if (message.type !== 'jyotish:credential-change') return;
    const id = ++next;
    const others = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w !== from && w.isConnected());
    const finish = () => {
      clearTimeout(timer);
      if (pending.delete(id)) tell(from, { type: 'jyotish:credential-change-done', id: message.id });
    };
    const timer = setTimeout(finish, timeoutMs).unref();
    pending.set(id, { waiting: new Set(others.map((w) => w.id)), finish });
    if (!others.length) return finish();
    for (const w of others) tell(w, { type: 'jyotish:credential-change', id, change: message.change });
  });
  cluster.on('exit', (worker) => { for (const id of [...pending.keys()]) evicted(id, worker.id); });
}

/** In a worker: evicts what the node's other workers changed, and announces its own changes to them. */
export class ClusterChangeFeed implements Pick<ChangeFeed, 'publish'> {
  private next = 0;
  private readonly waiting = new Map<number, () => void>();
  private readonly listener: (message: unknown) => void;

  constructor(onChange: (change: CredentialChange) => void, private readonly timeoutMs: number) {
    this.listener = (message) => {
      if (!isMessage(message)) return;
      if (message.type === 'jyotish:credential-change') {
        onChange(message.change);
        process.send?.({ type: 'jyotish:credential-evicted', id: message.id } satisfies Message);
      } else if (message.type === 'jyotish:credential-change-done') this.waiting.get(message.id)?.();
    };
    process.on('message', this.listener);
  }

  /** Resolves once every other worker of the node has evicted the change (or after the timeout). */
  publish(change: CredentialChange): Promise<void> {
    const id = ++this.next;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, this.timeoutMs);
      this.waiting.set(id, done);
      if (!process.send) return done();
      process.send({ type: 'jyotish:credential-change', id, change } satisfies Message, undefined, undefined, (err) => err && done());
    });
  }

  close(): void {
    process.off('message', this.listener);
    for (const done of [...this.waiting.values()]) done();
  }
}
