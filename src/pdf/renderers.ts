// A fixed number of worker threads that make PDFs, with a bounded queue: past it, callers are told to come
// back later instead of every request waiting longer. A report takes a few hundred milliseconds of CPU
// (figures, then pdfkit's layout, font shaping and compression); on the event loop that would hold every
// other request for as long. Threads rather than processes (as palm readers are): a report needs no
// more than a few MB and starts from a small message, and a thread costs far less memory than a process.
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../worker-module.js';

/** Every thread is busy and the queue is full. */
export class PdfRenderersBusy extends Error {
  override readonly name = 'PdfRenderersBusy';
}

export type RendererReply = { id: number; pdf: Uint8Array } | { id: number; failed: string };

interface Job {
  id: number;
  task: unknown;
  resolve(pdf: Buffer): void;
  reject(e: Error): void;
}

export class PdfRenderers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private started = 0;
  private closed = false;

  /**
   * `module`: the worker's source (it answers each task with a RendererReply); `workerData` is handed to
   * every thread. Threads start on first use, up to `threads`; at most `maxQueue` tasks wait beyond them.
   */
  constructor(
    private readonly module: URL,
    readonly threads: number,
    readonly maxQueue: number,
    private readonly workerData: unknown,
  ) {}

  /** Tasks being made or waiting. */
  get pending(): number {
    return this.busy.size + this.queue.length;
  }

  private spawn(): void {
    const worker = startModuleWorker(this.module, { workerData: this.workerData });
    this.started++;
    worker.unref();
    worker.on('message', (reply: RendererReply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      if (job && job.id === reply.id) {
        if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
        else job.reject(new Error(`PDF renderer failed: ${reply.failed}`));
      }
      this.idle.push(worker);
      this.drain();
    });
    worker.on('error', (err) => this.busy.get(worker)?.reject(err));
    worker.once('exit', (code) => {
      // A thread that died fails only its own task; the next task starts a fresh one.
      this.started--;
      this.busy.get(worker)?.reject(new Error(`PDF renderer exited (${code})`));
      this.busy.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      if (!this.closed) this.drain();
    });
    this.idle.push(worker);
  }

  private drain(): void {
    while (this.queue.length && (this.idle.length || this.started < this.threads)) {
      if (!this.idle.length) this.spawn();
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.ref(); // held while it has a task, for its answer
      worker.postMessage({ id: job.id, task: job.task });
    }
  }

  /** The PDF of a task; throws PdfRenderersBusy when every thread is busy and the queue is full. */
  render(task: unknown): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('PDF renderers closed'));
    const free = this.idle.length + (this.threads - this.started);
    if (free === 0 && this.queue.length >= this.maxQueue) return Promise.reject(new PdfRenderersBusy(`all ${this.threads} PDF threads are busy and ${this.queue.length} reports are waiting`));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.drain();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('PDF renderers closed'));
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
  }
}
