// A fixed pool of palm-reading processes with a bounded queue: past it, callers are told to come back
// later instead of every request waiting longer. Processes, not worker threads: a thread shares V8's
// compiler and garbage-collector helper threads and libuv's pool with the server, and those ran a palm's
// JIT and collection work (about 150 ms of CPU per 12 MP palm) at the server's own priority. A process
// of its own runs all of it at the lowest priority (reader.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PhotoRejected, type PalmReading, type PhotoInfo, type PhotoRejection } from './photo.js';

export interface ReaderTask {
  id: number;
  /** The photo, as uploaded. */
  photoFile: string;
  info: PhotoInfo;
  /** Where the reader writes the overlay PNG. */
  overlayFile: string;
}

/** A reading as a reader answers it: its overlay is in the file the task named, not in the answer. */
export type ReaderReading = Omit<PalmReading, 'overlayPng'>;

export type ReaderReply =
  | { id: number; reading: ReaderReading }
  | { id: number; rejected: PhotoRejection }
  | { id: number; failed: string };

/** Every reader is busy and the queue is full. */
export class PalmReadersBusy extends Error {
  override readonly name = 'PalmReadersBusy';
}

interface Job {
  task: ReaderTask;
  resolve(r: ReaderReading): void;
  reject(e: Error): void;
}

// The build runs the compiled reader; tests and `npm run dev` run the TypeScript source through tsx.
const fromSource = import.meta.url.endsWith('.ts');
const READER = fileURLToPath(new URL(fromSource ? './reader.ts' : './reader.js', import.meta.url));
const startReader = (): ChildProcess =>
  fork(READER, [], { execArgv: fromSource ? ['--import', import.meta.resolve('tsx')] : [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

export class PalmReaders {
  private readonly idle: ChildProcess[] = [];
  private readonly busy = new Map<ChildProcess, Job>();
  private readonly queue: Job[] = [];
  private readonly all = new Set<ChildProcess>();
  private nextId = 1;
  private closed = false;

  /** Processes actually started: as asked, but at most one fewer than the cores, so requests always keep one. */
  readonly size: number;

  constructor(
    requested: number,
    readonly maxQueue: number,
  ) {
    this.size = Math.max(1, Math.min(requested, availableParallelism() - 1));
    for (let i = 0; i < this.size; i++) this.spawn();
  }

  /** Process ids of the readers, for measuring them. */
  get pids(): number[] {
    return [...this.all].map((c) => c.pid!);
  }

  private spawn(): void {
    const reader = startReader();
    this.all.add(reader);
    // An idle reader does not keep the server's process alive; one with a job does, until it answers.
    reader.unref();
    reader.channel?.unref();
    reader.on('message', (reply: ReaderReply) => {
      const job = this.busy.get(reader);
      this.busy.delete(reader);
      reader.unref();
      reader.channel?.unref();
      if (job) {
        if ('reading' in reply) job.resolve(reply.reading);
        else if ('rejected' in reply) job.reject(new PhotoRejected(reply.rejected));
        else job.reject(new Error(`palm reader failed: ${reply.failed}`));
      }
      this.idle.push(reader);
      this.drain();
    });
    reader.on('error', () => reader.kill());
    reader.once('exit', (code, signal) => {
      // A crashed reader fails only its own job; a fresh one takes its place.
      this.all.delete(reader);
      this.busy.get(reader)?.reject(new Error(`palm reader exited (${signal ?? code})`));
      this.busy.delete(reader);
      const i = this.idle.indexOf(reader);
      if (i >= 0) this.idle.splice(i, 1);
      if (!this.closed) {
        this.spawn();
        this.drain();
      }
    });
    this.idle.push(reader);
  }

  private drain(): void {
    while (this.idle.length && this.queue.length) {
      const reader = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.busy.set(reader, job);
      // Held while it has a job: for its answer, or for its exit should it die first.
      reader.ref();
      reader.channel?.ref();
      reader.send(job.task);
    }
  }

  /**
   * Reads the palm in `photoFile` in a reader process, which writes its overlay PNG to `overlayFile`;
   * throws PhotoRejected, or PalmReadersBusy when the queue is full. Photo and overlay go by file, not in
   * messages: sending a 12 MP photo took this process ~5 ms to serialise, and receiving an overlay of a few
   * MB ~6 ms of copying (Node re-joins a message's received part at every 64 KB read), with the garbage
   * that brought a full collection per palm.
   */
  read(photoFile: string, info: PhotoInfo, overlayFile: string): Promise<ReaderReading> {
    if (this.closed) return Promise.reject(new PalmReadersBusy('The palm readers are shutting down'));
    if (!this.idle.length && this.queue.length >= this.maxQueue) return Promise.reject(new PalmReadersBusy('Every palm reader is busy'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { id: this.nextId++, photoFile, info, overlayFile }, resolve, reject });
      this.drain();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PalmReadersBusy('The palm readers are shutting down'));
    await Promise.all(
      [...this.all].map((reader) => new Promise<void>((resolve) => {
        reader.once('exit', () => resolve());
        // Waited for, so held: an unreferenced child's exit would not keep this process up to see it.
        reader.ref();
        reader.kill();
      })),
    );
  }
}
