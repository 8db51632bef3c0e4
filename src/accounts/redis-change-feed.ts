// Credential changes broadcast through Redis pub/sub: every process publishes what it changed and
// evicts what others changed. A reconnection may have missed messages, so it empties the cache.
import type { RedisClientType } from 'redis';
import type { ChangeFeed, CredentialChange } from './credential-cache.js';

const CHANNEL = 'jyotish:credential-changes';

/** Announces a change without listening: for one-shot processes such as the command line. */
export const publisherOnly = (client: RedisClientType): Pick<ChangeFeed, 'publish'> => ({
  publish: async (change) => void (await client.publish(CHANNEL, JSON.stringify(change))),
});

export class RedisChangeFeed implements ChangeFeed {
  private connected = false;

  private constructor(
    private readonly publisher: RedisClientType,
    private readonly subscriber: RedisClientType,
  ) {}

  get live(): boolean {
    return this.connected && this.subscriber.isReady;
  }

  /** Subscribes on a second connection (a subscribed Redis connection can do nothing else). */
  static async start(publisher: RedisClientType, onChange: (c: CredentialChange) => void): Promise<RedisChangeFeed> {
    const subscriber = publisher.duplicate() as RedisClientType;
    const feed = new RedisChangeFeed(publisher, subscriber);
    subscriber.on('error', () => undefined); // reconnects by itself; `live` reports the gap
    subscriber.on('end', () => (feed.connected = false));
    subscriber.on('ready', () => {
      // Whatever was broadcast while we were away is lost: start afresh.
      onChange({ all: true });
      feed.connected = true;
    });
    await subscriber.connect();
    await subscriber.subscribe(CHANNEL, (message) => {
      try {
        onChange(JSON.parse(message) as CredentialChange);
      } catch {
        onChange({ all: true });
      }
    });
    feed.connected = true;
    return feed;
  }

  publish(change: CredentialChange): Promise<void> {
    return publisherOnly(this.publisher).publish(change);
  }

  async close(): Promise<void> {
    this.connected = false;
    await this.subscriber.quit();
  }
}
