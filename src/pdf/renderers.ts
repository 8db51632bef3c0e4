// A fixed number of renderer processes that make PDFs, with a bounded queue: past it, callers are told to
// come back later instead of every request waiting longer. A report takes a few hundred milliseconds of CPU
// (figures, then pdfkit's layout, font shaping and compression); on the event loop that would hold every
// other request for as long. Processes rather than worker threads, for the reason palm readers are
// (src/palmistry/pool.ts): a thread shares V8's garbage-collector and compiler helper threads with the
// server, and with renderer threads (even in the idle class) planets' p99 under a steady 400 req/s rose
// 5-10× while reports were made back to back on a 2-core machine. A process runs all of its threads in the
// idle scheduling class (worker.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Every renderer is busy and the queue is full. */
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
  private readonly idle: ChildProcess[] = [];
  private readonly busy = new Map<ChildProcess, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private started = 0;
  private closed = false;

  /**
   * `module`: the renderer's TypeScript source (it answers each task with a RendererReply); `args` are its
   * command-line arguments. Renderers start on first use, up to `threads`; at most `maxQueue` tasks wait beyond them.
   */
  constructor(
    private readonly module: URL,
    readonly threads: number,
    readonly maxQueue: number,
    private readonly args: readonly string[],
  ) {}

  /** Tasks being made or waiting. */
  get pending(): number {
    return this.busy.size + this.queue.length;
  }

  private spawn(): void {
    // The build runs the compiled renderer; tests and `npm run dev` run the TypeScript source through tsx.
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = fork(fileURLToPath(fromSource ? this.module : new URL(this.module.href.replace(/\.ts$/, '.js'))), [...this.args], {
      execArgv: fromSource ? ['--import', import.meta.resolve('tsx')] : [],
      // Structured clone: the PDF's bytes travel as bytes, not as JSON of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.started++;
    // An idle renderer does not keep the server's process alive; one with a task does, until it answers.
    const hold = (on: boolean) => {
      if (on) { worker.ref(); worker.channel?.ref(); } else { worker.unref(); worker.channel?.unref(); }
    };
    hold(false);
    worker.on('message', (reply: RendererReply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      hold(false);
      if (job && job.id === reply.id) {
        if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
        else job.reject(new Error(`PDF renderer failed: ${reply.failed}`));
      }
      this.idle.push(worker);
      this.drain();
    });
    worker.on('error', () => worker.kill());
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
      worker.channel?.ref();
      worker.send({ id: job.id, task: job.task });
    }
  }

  /** The PDF of a task; throws PdfRenderersBusy when every thread is busy and the queue is full. */
  render(task: unknown): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('PDF renderers closed'));
    const free = this.idle.length + (this.threads - this.started);
    if (free === 0 && this.queue.length >= this.maxQueue) return Promise.reject(new PdfRenderersBusy(`all ${this.threads} PDF renderers are busy and ${this.queue.length} reports are waiting`));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.drain();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('PDF renderers closed'));
    for (const w of [...this.idle, ...this.busy.keys()]) w.kill();
  }
}
