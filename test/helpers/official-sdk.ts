// The hosted service's official Node SDK as published on npm (`astrologyapi` 1.0.1), pointed at our
// test server by changing only its base URL: what a client switching to us does. It authenticates
// with HTTP Basic from `+userId` and the API key, so it needs the account's numeric user ID.
import AstrologyAPI from 'astrologyapi';
import { after, before } from 'node:test';
import { startServer, type TestServer } from './server.js';

export type OfficialSdk = AstrologyAPI;

/** The SDK as the server's funded account would configure it, its base URL ours. */
export function officialSdk(server: TestServer): OfficialSdk {
  const sdk = new AstrologyAPI({ userId: String(server.account.user_number), apiKey: server.account.api_key });
  sdk.client.baseUrl = `${server.url}/v1`;
  return sdk;
}

/** What the SDK throws for a non-2xx answer: an Error whose message is the answer's JSON body. */
export function sdkError(err: unknown): { status?: boolean; code?: string; message?: string } {
  return JSON.parse((err as Error).message) as { status?: boolean; code?: string; message?: string };
}

/** A path the SDK has no method for, through its customRequest; the answer typed as the caller expects. */
export async function sdkCustom<T>(sdk: OfficialSdk, endpoint: string, params: Record<string, unknown>): Promise<T> {
  return (await sdk.customRequest({ endpoint, params })) as T;
}

/**
 * For a describe block: a test server whose clock stands at `now`, started before its tests and closed after,
 * and the SDK pointed at it. Read the fields inside tests (they are set in `before`).
 */
export function sdkSuite(now: string) {
  const suite = {} as { server: TestServer; sdk: OfficialSdk; custom: <T>(endpoint: string, params: Record<string, unknown>) => Promise<T> };
  before(async () => {
    suite.server = await startServer({ clock: () => new Date(now) });
    suite.sdk = officialSdk(suite.server);
  });
  after(() => suite.server.close());
  suite.custom = (endpoint, params) => sdkCustom(suite.sdk, endpoint, params);
  return suite;
}
