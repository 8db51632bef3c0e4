// PostgreSQL unreachable mid-run (a TCP proxy in between is cut, then restored): calls get 503
// `unavailable` with Retry-After, never a 500, and recover on their own.
import assert from 'node:assert/strict';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { it } from 'node:test';
import { startServer } from '../helpers/server.js';
import { freePort } from '../helpers/net.js';
import { PG_URL, postgresStore } from '../helpers/stores.js';

function proxy(port: number, target: URL): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({
    close: () => new Promise<void>((done) => {
      for (const s of sockets) s.destroy();
      server.close(() => done());
    }),
  })));
}

it('answers 503 unavailable while PostgreSQL is unreachable, and recovers', { timeout: 60_000 }, async () => {
  const port = await freePort();
  let link = await proxy(port, new URL(PG_URL));
  const db = await postgresStore(`127.0.0.1:${port}`);
  const server = await startServer({ store: db.store });
  const call = () => server.post('/v1/numero_table', { day: 1, month: 1, year: 2000, name: 'A' });
  try {
    assert.equal((await call()).status, 200);
    await link.close();
    const down = await Promise.all(Array.from({ length: 5 }, call));
    for (const res of down) {
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('retry-after'), '1');
      assert.equal(((await res.json()) as { code: string }).code, 'unavailable');
    }
    link = await proxy(port, new URL(PG_URL));
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await call()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, 200);
  } finally {
    await server.close();
    await db.dispose();
    await link.close();
  }
});
