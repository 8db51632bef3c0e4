// Graceful shutdown, against the real entry point in a child process: a request whose body is
// still arriving when SIGTERM lands is answered in full, and the process then exits 0.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { REFERENCE_BIRTH } from '../fixtures/reference-chart.js';
import { untilHealthy } from '../helpers/net.js';
import { START_FLAGS } from '../helpers/start-flags.js';

it("finishes an in-flight request on SIGTERM, then exits 0", { timeout: 30_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-shutdown-'));
  const child = spawn(process.execPath, [...START_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  // The first run prints the owner's starter token after the server listens.
  const [port, token] = await new Promise<[number, string]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(log);
      const t = /Access token\s+(ak-[\w-]+)/.exec(log);
      if (m && t) resolve([Number(m[1]), t[1]!]);
    });
    child.once('exit', () => reject(new Error(`server exited early: ${log}`)));
  });

  await untilHealthy(`http://127.0.0.1:${port}`);
  const body = JSON.stringify(REFERENCE_BIRTH);
  const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/v1/planets', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-service-key': token } });
  const response = once(req, 'response');
  req.write(body.slice(0, 10));
  await new Promise((r) => setTimeout(r, 200));
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  req.end(body.slice(10));

  const [res] = (await response) as [import('node:http').IncomingMessage];
  let text = '';
  for await (const chunk of res) text += chunk;
  assert.equal(res.statusCode, 200, text);
  assert.equal((JSON.parse(text) as unknown[]).length, 10);
  const [code] = (await once(child, 'exit')) as [number | null];
  assert.equal(code, 0);
  assert.match(log, /"reqId":/); // pino lines carry the request id
});
