// A fixed pool of palm-reading worker threads with a bounded queue: past it, callers are told to come
// back later instead of every request waiting longer.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PhotoRejected, type PalmReading, type PhotoInfo, type PhotoRejection } from './photo.js';

export interface WorkerTask {
  id: number;
  bytes: ArrayBuffer;
  info: PhotoInfo;
}

export type WorkerReply =
  | { id: number; reading: PalmReading }
  | { id: number; rejected: PhotoRejection }
  | { id: number; failed: string };

/** Every worker is busy and the queue is full. */
export class PalmWorkersBusy extends Error {
  override readonly name = 'PalmWorkersBusy';
}

interface Job {
  task: WorkerTask;
  resolve(r: PalmReading): void;
  reject(e: Error): void;
}

// The build runs the compiled worker; tests and `npm run dev` run the TypeScript source, which a
// worker can load only after registering tsx itself (Node 20 does not pass loader hooks to workers).
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url);
const startWorker = (): Worker =>
  fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`, { eval: true })
    : new Worker(WORKER_URL);

export class PalmWorkers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  /** Threads actually started: as asked, but at most one fewer than the cores, so requests always keep one. */
  readonly size: number;

  constructor(
    requested: number,
    readonly maxQueue: number,
  ) {
    this.size = Math.max(1, Math.min(requested, availableParallelism() - 1));
    for (let i = 0; i < this.size; i++) this.spawn();
  }

  private spawn(): void {
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (job) {
        if ('reading' in reply) {
          const r = reply.reading;
          // Buffers arrive as plain Uint8Arrays after the transfer.
          job.resolve({ ...r, overlayPng: Buffer.from(r.overlayPng.buffer, r.overlayPng.byteOffset, r.overlayPng.byteLength) });
        } else if ('rejected' in reply) job.reject(new PhotoRejected(reply.rejected));
        else job.reject(new Error(`palm worker failed: ${reply.failed}`));
      }
      this.idle.push(worker);
      this.drain();
    });
    worker.on('error', (err) => {
      // A crashed worker fails only its own job; a fresh one takes its place.
      this.busy.get(worker)?.reject(err);
      this.busy.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      if (!this.closed) {
        this.spawn();
        this.drain();
      }
    });
    this.idle.push(worker);
  }

  private drain(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.postMessage(job.task, [job.task.bytes]);
    }
  }

  /** Reads a palm on a worker thread; throws PhotoRejected, or PalmWorkersBusy when the queue is full. */
  read(bytes: Uint8Array, info: PhotoInfo): Promise<PalmReading> {
    if (this.closed) return Promise.reject(new PalmWorkersBusy('The palm readers are shutting down'));
    if (!this.idle.length && this.queue.length >= this.maxQueue) return Promise.reject(new PalmWorkersBusy('Every palm reader is busy'));
    // A private copy, so the transfer cannot detach memory the caller still holds.
    const copy = new Uint8Array(bytes).buffer;
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { id: this.nextId++, bytes: copy, info }, resolve, reject });
      this.drain();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PalmWorkersBusy('The palm readers are shutting down'));
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
  }
}
