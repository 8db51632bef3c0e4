// Starts the real application on a loopback port for a test file.
import { fileURLToPath } from 'node:url';
import { openEphemeris } from '../../src/astro/ephemeris.js';
import { buildApp, type AppOptions } from '../../src/http/app.js';

export const EPHE_PATH = fileURLToPath(new URL('../../ephe', import.meta.url));
openEphemeris(EPHE_PATH);

export interface TestServer {
  url: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startServer(options: AppOptions = {}): Promise<TestServer> {
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    post: (path, body, headers = {}) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => app.close(),
  };
}
