// Past an event-loop lag or heap ceiling, refuse quickly with 503 rather than slow every request down.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, sendError, toEnvelope } from '../errors.js';

export interface SheddingOptions {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  sampleIntervalMs?: number;
}

export const shedding = fp(async (app: FastifyInstance, opts: SheddingOptions) => {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    maxHeapUsedBytes: opts.maxHeapUsedBytes,
    // The mean lag over each sample window: sustained lag sheds load, a single stall does not.
    sampleInterval: opts.sampleIntervalMs ?? 1000,
    retryAfter: 1,
    pressureHandler: (request, reply, type) => {
      const { status, body } = toEnvelope(new ApiError(503, 'overloaded', `The server is overloaded (${type}); retry in a second`), request);
      sendError(reply, status, body, { 'retry-after': '1' });
    },
  });
}, { name: 'shedding' });
