// A worker thread that reads palms, so image work never blocks the event loop that serves requests.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { PhotoRejected, readPalm, type PhotoInfo } from './photo.js';
import type { WorkerReply, WorkerTask } from './pool.js';

// Linux schedules threads individually: a lower priority for this one lets request handling win the
// CPU while palms are being read. Best effort; other systems keep the default.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid)) setPriority(tid, 10);
} catch {
  /* not Linux, or not permitted */
}

parentPort!.on('message', async (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    const reading = await readPalm(new Uint8Array(task.bytes), task.info as PhotoInfo);
    reply = { id: task.id, reading };
  } catch (err) {
    reply = err instanceof PhotoRejected ? { id: task.id, rejected: { status: err.status, message: err.message } } : { id: task.id, failed: String((err as Error).stack ?? err) };
  }
  const transfer = 'reading' in reply && reply.reading ? [reply.reading.overlayPng.buffer, reply.reading.originalPng.buffer] : [];
  parentPort!.postMessage(reply, transfer as ArrayBuffer[]);
});
