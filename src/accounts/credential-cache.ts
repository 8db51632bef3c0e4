// Recently read credentials and subscriptions, so a busy caller does not cost a store read per call.
// An entry lives for a short time when nothing tells this process about changes, and for longer when
// a change feed (Redis) does: revocations, rotations and plan changes made anywhere are broadcast and
// evicted everywhere within moments, and while the feed is down the short lifetime applies again.
// Within one node, workers also tell each other at once (cluster-change-feed.ts), Redis or not.
import type { Maybe } from '../maybe.js';
import type { Credential, Subscription } from '../store/repository.js';

/** What changed: a credential (by its secret's hash), a subscription, or anything (after a lost feed). */
export type CredentialChange = { credentialHash: string } | { subscriptionId: string } | { all: true };

/** Announces a change on each of several feeds (Redis across nodes, IPC within one); done when all are. */
export function everyFeed(...feeds: (Pick<ChangeFeed, 'publish'> | undefined)[]): Pick<ChangeFeed, 'publish'> {
  const present = feeds.filter((f) => f !== undefined);
  return { publish: async (change) => void (await Promise.all(present.map((f) => f.publish(change).catch(() => undefined)))) };
}

/** A channel on which every process announces credential changes and hears everyone's. */
export interface ChangeFeed {
  publish(change: CredentialChange): Promise<void>;
  /** True while changes are known to arrive; false while disconnected. */
  readonly live: boolean;
}

interface Entry<T> {
  value: T;
  at: number;
}

export class CredentialCache {
  private readonly credentials = new Map<string, Entry<Credential | undefined>>();
  private readonly subscriptions = new Map<string, Entry<Subscription | undefined>>();

  constructor(
    /** Lifetime of an entry while no live feed guards it: the longest a change elsewhere can go unseen. */
    readonly shortMs: number,
    /** Lifetime while the feed is live. */
    readonly longMs: number,
    private readonly isLive: () => boolean = () => false,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  /** Bumped by every eviction: a read begun before one may hold what was evicted, and is not kept. */
  private generation = 0;

  /**
   * A fresh entry at once; otherwise the load, remembered. An entry's age counts from when its read
   * began, so a change committed at time t is seen by every process by t + the lifetime, messages or not.
   */
  private get<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Maybe<T> {
    const hit = map.get(key);
    const ttl = this.isLive() ? this.longMs : this.shortMs;
    const started = this.now();
    if (hit && started - hit.at < ttl) return hit.value;
    const generation = this.generation;
    return load().then((value) => {
      if (generation !== this.generation) return value;
      if (map.size >= this.maxEntries) map.clear(); // crude but bounded; refilling is cheap
      map.set(key, { value, at: started });
      return value;
    });
  }

  credential(hash: string, load: () => Promise<Credential | undefined>) { return this.get(this.credentials, hash, load); }
  subscription(id: string, load: () => Promise<Subscription | undefined>) { return this.get(this.subscriptions, id, load); }

  forget(change: CredentialChange): void {
    this.generation++;
    if ('all' in change) {
      this.credentials.clear();
      this.subscriptions.clear();
    } else if ('credentialHash' in change) this.credentials.delete(change.credentialHash);
    else this.subscriptions.delete(change.subscriptionId);
  }
}
