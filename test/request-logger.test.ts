// The lazy request logger: what a request logs is what pino's eager child would have written
// (the request id bound, the server's level obeyed), through a real Fastify server and pino.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { it } from 'node:test';
import Fastify from 'fastify';
import { lazyRequestLogger } from '../src/http/request-logger.js';

async function serverLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>); done(); } });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger, disableRequestLogging: true, genReqId: () => 'req-42' });
  app.get('/', (request) => {
    request.log.info('an info line');
    request.log.warn({ extra: 1 }, 'a warning');
    request.log.child({ part: 'inner' }).error('from a grandchild');
    return { logger: request.log.level };
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { lines: lines.map(({ level: l, reqId, msg, extra, part }) => ({ level: l, reqId, msg, extra, part })), answer: res.json<{ logger: string }>() };
}

it('at warn, drops info and writes warnings and errors with the request id', async () => {
  const { lines, answer } = await serverLogging('warn');
  assert.deepEqual(lines, [
    { level: 40, reqId: 'req-42', msg: 'a warning', extra: 1, part: undefined },
    { level: 50, reqId: 'req-42', msg: 'from a grandchild', extra: undefined, part: 'inner' },
  ]);
  assert.equal(answer.logger, 'warn');
});

it('at info, writes every line with the request id', async () => {
  const { lines, answer } = await serverLogging('info');
  assert.deepEqual(lines.map((l) => [l.level, l.reqId, l.msg]), [[30, 'req-42', 'an info line'], [40, 'req-42', 'a warning'], [50, 'req-42', 'from a grandchild']]);
  assert.equal(answer.logger, 'info');
});

it('at silent, writes nothing', async () => {
  const { lines, answer } = await serverLogging('silent');
  assert.deepEqual(lines, []);
  assert.equal(answer.logger, 'silent');
});
