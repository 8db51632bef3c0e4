// A worker thread that reads palms, so image work never blocks the event loop that serves requests.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { loadHandModels } from './hand-model.js';
import { PhotoRejected, readPalm } from './photo.js';
import type { WorkerReply, WorkerTask } from './pool.js';

// Linux schedules threads individually: a lower priority for the threads that read palms (this one and
// libvips' pool, which decodes and encodes for it) lets request handling win the CPU meanwhile.
// Best effort; other systems keep the default.
const NICE = 10;
function lowerPriority(): void {
  try {
    const self = Number(readlinkSync('/proc/thread-self').split('/').pop());
    for (const task of readdirSync('/proc/self/task')) {
      const tid = Number(task);
      if (tid === self || readFileSync(`/proc/self/task/${task}/comm`, 'utf8').startsWith('libvips')) setPriority(tid, NICE);
    }
  } catch {
    /* not Linux, not permitted, or a thread that just ended */
  }
}
lowerPriority();
// One libvips thread per operation: a palm may take a little longer, but never both cores at once.
sharp.concurrency(1);
// The hand models load once per thread, now rather than on the first palm (a failure shows on that palm).
loadHandModels().catch(() => undefined);

async function answer(task: WorkerTask): Promise<void> {
  let reply: WorkerReply;
  try {
    const reading = await readPalm(new Uint8Array(task.bytes), task.info);
    reply = { id: task.id, reading };
  } catch (err) {
    reply = err instanceof PhotoRejected ? { id: task.id, rejected: err.rejection } : { id: task.id, failed: String((err as Error).stack ?? err) };
  }
  lowerPriority(); // libvips starts its threads as it needs them
  const transfer = 'reading' in reply && reply.reading ? [reply.reading.overlayPng.buffer] : [];
  parentPort!.postMessage(reply, transfer as ArrayBuffer[]);
}

// A reply that cannot be posted ends this thread with an error: the pool fails that palm and starts another thread.
parentPort!.on('message', (task: WorkerTask) => void answer(task));
