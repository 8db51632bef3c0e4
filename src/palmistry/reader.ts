// A process that reads palms, so image work never blocks the event loop that serves requests, nor
// competes with it at its priority (pool.ts says why a process rather than a thread).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { loadHandModels } from './hand-model.js';
import { PhotoRejected, readPalm } from './photo.js';
import type { ReaderReply, ReaderTask } from './pool.js';

// The lowest priority for every thread of this process: Linux schedules threads one by one, so each
// thread running now (V8's helpers among them) is lowered, and the threads started later (libuv's pool,
// libvips' workers) inherit it from the threads that start them. Best effort; other systems lower the
// process as a whole or keep the default.
const NICE = 19;
try {
  setPriority(NICE);
  for (const task of readdirSync('/proc/self/task')) setPriority(Number(task), NICE);
} catch {
  /* not Linux, or not permitted */
}
// Better still, SCHED_IDLE (Node cannot set it; util-linux's chrt can, and needs no privilege): a core
// running only idle-class threads counts as free, so a waking request handler is put there and runs at
// once, where behind a nice 19 thread it could wait for the scheduler (planets' p99 under palm load, two
// runs on a shared 2-core machine: ×1.66 and ×1.22 of its p99 alone, against ×2.69 and ×2.39 at nice 19).
// Palms then get only the time nothing else wants: on a saturated CPU they wait.
try {
  execFileSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(process.pid)], { stdio: 'ignore' });
} catch {
  /* no chrt: nice 19 it is */
}
// One libvips thread per operation. A palm may still keep two cores busy, its overlay's decode beside its
// detection (photo.ts), but in the idle class only with time that nothing else wants.
sharp.concurrency(1);
// The hand models load once per process, now rather than on the first palm (a failure shows on that palm).
loadHandModels().catch(() => undefined);

async function answer(task: ReaderTask): Promise<void> {
  let reply: ReaderReply;
  try {
    const { overlayPng, ...reading } = await readPalm(await readFile(task.photoFile), task.info);
    await writeFile(task.overlayFile, overlayPng);
    reply = { id: task.id, reading };
  } catch (err) {
    reply = err instanceof PhotoRejected ? { id: task.id, rejected: err.rejection } : { id: task.id, failed: String((err as Error).stack ?? err) };
  }
  // A reply that cannot be sent ends this process with an error: the pool fails that palm and starts another.
  process.send!(reply);
}

process.on('message', (task: ReaderTask) => void answer(task));
// The server is gone (exited or killed): so is the reason to be.
process.on('disconnect', () => process.exit(0));
