// The worker-thread JSON parser of bodies with inline photos, on its own: what it gives the route, the
// priority of its thread, and a fresh worker after the last one stopped. Its refusals over HTTP are in
// palmistry.test.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { after, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { InlinePhotoBodies } from '../src/http/inline-photo-bodies.js';

const bodies = new InlinePhotoBodies(['image_url', 'image']);
after(() => bodies.close());

/** Parses `body`, sent in chunks of 7 bytes (so a photo spans many), as a route's request would. */
async function parse(body: string, type: 'json' | 'form' = 'json'): Promise<{ body: unknown; request: FastifyRequest }> {
  const bytes = Buffer.from(body);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
  const request = { routeOptions: { bodyLimit: 1 << 20 }, headers: { 'content-length': String(bytes.length) } } as unknown as FastifyRequest;
  return { body: await bodies.parser(type)(request, Readable.from(chunks)), request };
}

it('gives the body with each inline photo left out, and the photos decoded by field', async () => {
  // 'palm!' in base64 is cGFsbSE=; base64url's '-' is refused with the message the route sends.
  const { body, request } = await parse(JSON.stringify({ image_url: 'data:image/jpeg;base64,cGFsbSE=', image: 'ab-c', day: 7, gender: 'cGFsbSE=' }));
  assert.deepEqual(body, { image_url: '', image: '', day: 7, gender: 'cGFsbSE=' });
  const photos = request.inlinePhotos!;
  const photo = photos.get('image_url');
  assert.ok(photo && 'bytes' in photo && Buffer.isBuffer(photo.bytes));
  assert.equal(photo.bytes.toString(), 'palm!');
  assert.deepEqual(photos.get('image'), { refusal: 'must be an http(s) URL, a data:image/...;base64, URL or base64 text' });
  // A URL is left for the route to fetch.
  const byUrl = await parse('{"image_url": "https://example.com/palm.jpg"}');
  assert.deepEqual([byUrl.body, byUrl.request.inlinePhotos?.size], [{ image_url: 'https://example.com/palm.jpg' }, 0]);
});

it('reads a form body as @fastify/formbody would, its photo decoded the same way', async () => {
  // http_build_query's escapes: ':' %3A, ';' %3B, ',' %2C, '=' %3D; numbers stay text for the schema to coerce.
  const { body, request } = await parse('image_url=data%3Aimage%2Fjpeg%3Bbase64%2CcGFsbSE%3D&day=7&month=3', 'form');
  assert.deepEqual({ ...(body as object) }, { image_url: '', day: '7', month: '3' });
  assert.equal((request.inlinePhotos?.get('image_url') as { bytes: Buffer }).bytes.toString(), 'palm!');
  // An empty form is no fields (the schema then names what is missing), where an empty JSON body is refused.
  assert.deepEqual({ ...((await parse('', 'form')).body as object) }, {});
});

it('parses in a thread at the lowest priority (nice 19, idle class), and in a fresh worker once the last has stopped', async () => {
  await parse('{"image_url": "cGFsbSE="}');
  // Fields 19 and 41 of /proc/<pid>/task/<tid>/stat: the nice value, and the policy (5, SCHED_IDLE: chrt is
  // installed where this suite runs). This process's worker thread alone is at nice 19 in the idle class.
  const threads = readdirSync('/proc/self/task').map((tid) => readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' '));
  const lowered = threads.filter((stat) => stat[16] === '19' || stat[38] !== '0');
  assert.deepEqual(lowered.map((stat) => [stat[16], stat[38]]), [['19', '5']]);
  await bodies.close();
  const { request } = await parse('{"image_url": "cGFsbSE="}');
  assert.equal((request.inlinePhotos?.get('image_url') as { bytes: Buffer }).bytes.toString(), 'palm!');
});
