// Bodies that carry a photo inline, JSON or form, parsed in a worker thread (inline-photo-worker.ts says why):
// a content-type parser that passes the body on as it arrives, chunk by chunk, and gives the route the
// body with its photos left out, the photos on the request. Size and length checks, and the refusals,
// are those of Fastify's own JSON parser and of @fastify/formbody.
import { errorCodes, type FastifyRequest } from 'fastify';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../worker-module.js';
import type { InlinePhoto } from './inline-photo.js';
import type { BodyType, FromWorker, ToWorker } from './inline-photo-worker.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Photos the body carried inline, decoded, by the field that carried them; absent when no parser of this module read the body. */
    inlinePhotos?: ReadonlyMap<string, InlinePhoto>;
  }
}

const startWorker = () => startModuleWorker(new URL('./inline-photo-worker.ts', import.meta.url));

interface Pending {
  resolve(body: unknown): void;
  reject(err: Error): void;
  request: FastifyRequest;
}

export class InlinePhotoBodies {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** `fields`: the body's fields that may hold a photo inline. */
  constructor(private readonly fields: readonly string[]) {}

  /** The worker, started on first use (and again after a crash, which fails only the bodies it held). */
  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    // Never what keeps the process up: a body being read keeps its socket, and the socket the process.
    worker.unref();
    worker.on('message', (reply: FromWorker) => this.answer(reply));
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, p] of this.pending) {
        this.pending.delete(id);
        p.reject(err);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the inline-photo worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(reply: FromWorker): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    if ('invalid' in reply) {
      p.reject(reply.invalid === 'empty' ? new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY() : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
      return;
    }
    // The bytes were moved as a plain Uint8Array; Buffer over the same memory.
    p.request.inlinePhotos = new Map(reply.photos.map(([field, photo]) => [field, 'bytes' in photo ? { bytes: Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength) } : photo]));
    p.resolve(reply.body);
  }

  /** A Fastify content-type parser (the stream form) of JSON or form bodies, for the routes that take inline photos. */
  readonly parser = (type: BodyType) => (request: FastifyRequest, payload: NodeJS.ReadableStream & { receivedEncodedLength?: number }): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const limit = request.routeOptions.bodyLimit ?? Infinity;
      const declared = Number(request.headers['content-length']);
      if (declared > limit) {
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        return;
      }
      const worker = this.started();
      const id = this.nextId++;
      const send = (message: ToWorker) => worker.postMessage(message);
      let received = 0;
      const stop = () => {
        payload.removeListener('data', onData);
        payload.removeListener('end', onEnd);
        payload.removeListener('error', onEnd);
      };
      const refuse = (err: Error) => {
        stop();
        send({ id, abort: true });
        reject(err);
      };
      function onData(chunk: Buffer | string) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        received += bytes.length;
        if (received > limit) refuse(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        // Copied to the worker now, 64 KB at a time, rather than joined here at the end.
        else send({ id, chunk: bytes });
      }
      const onEnd = (err?: Error & { statusCode?: number }) => {
        if (err) {
          // As Fastify's parser: a failed read is the client's (an aborted upload), not a 500.
          if (!(typeof err.statusCode === 'number' && err.statusCode >= 400)) err.statusCode = 400;
          refuse(err);
          return;
        }
        if (!Number.isNaN(declared) && (payload.receivedEncodedLength ?? received) !== declared) {
          refuse(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
          return;
        }
        stop();
        this.pending.set(id, { resolve, reject, request });
        send({ id, end: this.fields, type });
      };
      payload.on('data', onData);
      payload.on('end', onEnd);
      payload.on('error', onEnd);
      payload.resume();
    });

  /** Stops the worker; bodies it still held are refused. */
  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}
