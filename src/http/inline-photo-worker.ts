// A worker thread that parses bodies (JSON or form) carrying a photo inline and decodes the photo, so that the
// event loop serving every other request never holds a 12 MP photo's 1.6 MB of text: parsing it took
// ~6 ms and decoding its base64 ~3 ms, in one stretch that every request waiting behind it paid for.
// The body arrives as it is received, chunk by chunk; the answer is the body with each inline photo
// left out (an empty string in its place) and the photos apart, their bytes moved, not copied, back.
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { parse as parseForm } from 'fast-querystring';
import sjson from 'secure-json-parse';
import { decodeInlinePhoto, type InlinePhoto } from './inline-photo.js';

/** The body's media type: JSON, or form-encoded (as PHP's http_build_query sends). */
export type BodyType = 'json' | 'form';
export type ToWorker = { id: number; chunk: Uint8Array } | { id: number; end: readonly string[]; type: BodyType } | { id: number; abort: true };
export type FromWorker = { id: number; body: unknown; photos: [string, InlinePhoto][] } | { id: number; invalid: 'empty' | 'json' };

// This thread alone at the lowest priority (Linux sets a priority per thread, by its id): a palm's ~10 ms
// of parsing then waits for the requests, and for a load generator on the same machine, rather than
// delaying them. As for the palm reader (palmistry/reader.ts): nice 19, and the idle scheduling class where
// util-linux's chrt can set it (docs/performance.md, for what each measured). Best effort elsewhere.
try {
  const thread = readlinkSync('/proc/thread-self').split('/').pop()!;
  setPriority(Number(thread), 19);
  execFileSync('chrt', ['--idle', '--pid', '0', thread], { stdio: 'ignore' });
} catch {
  /* not Linux (default priority), or no chrt (nice 19 it is) */
}

const bodies = new Map<number, Uint8Array[]>();

/** The bytes in an ArrayBuffer of their own, which can be moved to the other thread (a small decode may sit in Node's shared pool). */
const ownBuffer = (bytes: Buffer) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Buffer.from(bytes));

function finish(id: number, fields: readonly string[], type: BodyType): FromWorker {
  const text = Buffer.concat(bodies.get(id) ?? []).toString('utf8');
  // As @fastify/formbody parses them: a form never fails to parse (an empty one is no fields).
  if (type === 'form') return withPhotos(id, parseForm(text), fields);
  if (text.length === 0) return { id, invalid: 'empty' };
  let body: unknown;
  try {
    // As Fastify's own JSON parser: a __proto__ key or constructor.prototype is refused as invalid JSON.
    body = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return { id, invalid: 'json' };
  }
  return withPhotos(id, body, fields);
}

/** The body with each inline photo among `fields` left out (an empty string in its place), and the photos apart. */
function withPhotos(id: number, body: unknown, fields: readonly string[]): FromWorker {
  const photos: [string, InlinePhoto][] = [];
  // Anything but an object is left to the schema to refuse.
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      const photo = typeof value === 'string' ? decodeInlinePhoto(value) : undefined;
      if (!photo) continue;
      photos.push([field, 'bytes' in photo ? { bytes: ownBuffer(photo.bytes) } : photo]);
      record[field] = '';
    }
  }
  return { id, body, photos };
}

parentPort!.on('message', (message: ToWorker) => {
  if ('chunk' in message) {
    const chunks = bodies.get(message.id);
    if (chunks) chunks.push(message.chunk);
    else bodies.set(message.id, [message.chunk]);
    return;
  }
  if ('abort' in message) {
    bodies.delete(message.id);
    return;
  }
  const reply = finish(message.id, message.end, message.type);
  bodies.delete(message.id);
  const moved = 'photos' in reply ? reply.photos.flatMap(([, p]) => ('bytes' in p ? [p.bytes.buffer as ArrayBuffer] : [])) : [];
  parentPort!.postMessage(reply, moved);
});
