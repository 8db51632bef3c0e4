// Refusals that Fastify or Node would answer on their own come in our envelope; sizes in messages are
// exact to the byte; a body with a thousand bad items gets a capped list; 405s name the methods that work.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

/** Sends raw bytes, returns the status and the JSON body of the answer. */
type ErrorBody = { status: boolean; code: string; message: string; request_id: string };

function raw(text: string): Promise<{ status: number; body: ErrorBody }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString()));
    socket.on('error', () => undefined); // the server may close first; what it wrote is what counts
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(out)?.[1]);
      try { resolve({ status, body: JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4)) as ErrorBody }); } catch (e) { reject(new Error(`${(e as Error).message}: ${out}`)); }
    });
    socket.end(text);
  });
}

describe('statuses Fastify and Node answer on their own', () => {
  it('431 for oversized headers', async () => {
    const res = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assert.equal(res.status, 431);
    assert.equal(res.body.status, false);
    assert.equal(res.body.code, 'headers_too_large');
    assert.ok(res.body.request_id);
  });
  it('400 for a request that is not HTTP, a malformed URL and a malformed Content-Length', async () => {
    for (const text of ['nonsense\r\n\r\n', 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'POST /v1/planets HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}']) {
      const res = await raw(text);
      assert.equal(res.status, 400, text);
      assert.equal(res.body.status, false);
      assert.equal(res.body.code, 'bad_request');
    }
  });
});

describe('sizes to the byte', () => {
  it('names the body size and the limit: 1 MiB + 8 bytes', async () => {
    // {"a":"<1,048,576 x>"} is 1,048,576 + 8 bytes = 1,048,584.
    const res = await server.post('/v1/planets', `{"a":"${'x'.repeat(1_048_576)}"}`);
    assert.equal(res.status, 413);
    assert.equal(((await res.json()) as { message: string }).message, 'The request body is 1,048,584 bytes; the limit is 1,048,576 bytes (1 MiB)');
  });
});

it('lists at most 20 issues and counts the rest', async () => {
  // 1,000 rooms, each with a bad type and a bad direction (2,000 issues), and too many rooms (one more): 2,001.
  const rooms = Array.from({ length: 1000 }, () => ({ type: 'bad', direction: 'Q' }));
  const res = await server.post('/vastu/basic-score', { main_entrance: 'N', rooms });
  const body = (await res.json()) as { errors: unknown[]; message: string };
  assert.equal(res.status, 400);
  assert.equal(body.errors.length, 20);
  assert.match(body.message, /; and 1,981 more$/);
  assert.ok(JSON.stringify(body).length < 20_000);
});

describe('Allow names every method a path answers', () => {
  const cases: [string, string, string][] = [
    ['OPTIONS', '/dashboard/login', 'GET, HEAD, POST'],
    ['DELETE', '/dashboard/login', 'GET, HEAD, POST'],
    ['OPTIONS', '/v1/planets', 'POST'],
    ['GET', '/v1/planets', 'POST'],
    ['PUT', '/dashboard/credentials/tok_x/rotate', 'GET, HEAD, POST'], // GET is the confirmation page
    ['POST', '/health', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    it(`${method} ${path}: 405, Allow: ${allow}`, async () => {
      const res = await fetch(server.url + path, { method });
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), allow);
      assert.equal(((await res.json()) as { code: string }).code, 'method_not_allowed');
    });
  }
});
