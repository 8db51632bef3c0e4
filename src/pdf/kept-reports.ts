// PDF reports as a service: made by the renderer processes, kept in the store (every node can serve any of
// them, SQLite or PostgreSQL), handed out as signed expiring links, deleted `retentionDays` after they were
// made. A link names the report's random id; its signature, not the id, is what lets a GET read it.
import { randomUUID } from 'node:crypto';
import type { LinkCheck, UrlSigner } from '../palm-readings/signed-urls.js';
import type { Store } from '../store/repository.js';
import type { PdfRenderers } from './renderers.js';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;
const subject = (id: string) => `pdf-report\n${id}`;

export class PdfReports {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    readonly renderers: PdfRenderers,
    readonly signer: UrlSigner,
    /** Reports older than this many days are deleted; 0 keeps them. */
    private readonly retentionDays: number,
  ) {}

  private cutoff(nowMs: number): number {
    return this.retentionDays > 0 ? nowMs - this.retentionDays * DAY_MS : -Infinity;
  }

  /** Makes and keeps a report for the account; answers its id. Throws PdfRenderersBusy when the queue is full. */
  async make(userId: string, task: unknown, nowMs: number): Promise<string> {
    const bytes = await this.renderers.render(task);
    const id = randomUUID();
    await this.store.putPdfReport({ id, userId, createdAt: nowMs, bytes });
    return id;
  }

  /** Query parameters of a link to the report, valid for the signer's TTL from `nowMs`. */
  sign(id: string, nowMs: number): { expires: number; signature: string } {
    return this.signer.signSubject(subject(id), nowMs);
  }

  check(id: string, expires: string | undefined, signature: string | undefined, nowMs: number): LinkCheck {
    return this.signer.checkSubject(subject(id), expires, signature, nowMs);
  }

  /** The report's bytes; none once past retention, swept or not. */
  async bytes(id: string, nowMs: number): Promise<Buffer | undefined> {
    const r = await this.store.pdfReport(id);
    return r && r.createdAt >= this.cutoff(nowMs) ? r.bytes : undefined;
  }

  sweep(nowMs: number): Promise<number> {
    return this.retentionDays === 0 ? Promise.resolve(0) : this.store.deletePdfReportsBefore(this.cutoff(nowMs));
  }

  /** Sweeps now and then every hour until closed; a failed sweep is reported and retried at the next. */
  startSweeping(clock: () => number, onError: (err: unknown) => void): void {
    const run = () => void this.sweep(clock()).catch(onError);
    run();
    this.sweeper = setInterval(run, SWEEP_EVERY_MS).unref();
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return this.renderers.close();
  }
}
