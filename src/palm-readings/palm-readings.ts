// Palm readings as a service: a checked photo goes to the reader processes, the result is kept with its
// owner, and only the owner can look it up again, for `retentionDays` (then it and its images are deleted).
import { randomUUID } from 'node:crypto';
import { inspectPhoto, PROCESSING_MODEL, type HandPose, type PalmLine } from '../palmistry/photo.js';
import type { PalmReaders } from '../palmistry/pool.js';
import type { PalmImageKind, Store } from '../store/repository.js';
import type { PalmImages } from './image-store.js';
import type { UrlSigner } from './signed-urls.js';
import { withoutMetadata } from './without-metadata.js';

export interface NewReading {
  userId: string;
  photo: Uint8Array;
  birthDate: string;
  gender: string | null;
}

export interface Reading {
  id: string;
  model: string;
  lines: PalmLine[];
  width: number;
  height: number;
  /** Media type of the original, kept as uploaded. */
  originalType: string;
  /** Absent for readings made before hands were kept. */
  hand?: HandPose;
}

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 3_600_000;
const INCOMING_STALE_MS = 3_600_000;

export class PalmReadings {
  constructor(
    private readonly store: Store,
    private readonly images: PalmImages,
    private readonly readers: PalmReaders,
    readonly signer: UrlSigner,
    /** Readings older than this many days are deleted with their images; 0 keeps them. */
    private readonly retentionDays = 30,
  ) {}

  private sweeper: NodeJS.Timeout | undefined;

  /** Readings created before this moment are past retention (none when they are kept). */
  private cutoff(nowMs: number): number {
    return this.retentionDays > 0 ? nowMs - this.retentionDays * DAY_MS : -Infinity;
  }

  /** Reads and keeps a palm; throws PhotoRejected or PalmReadersBusy. */
  async create(r: NewReading, nowMs: number): Promise<string> {
    const info = await inspectPhoto(r.photo);
    const upload = Buffer.from(r.photo.buffer, r.photo.byteOffset, r.photo.byteLength);
    const { incoming } = this.images;
    const [uploadFile, overlayFile] = await Promise.all([incoming.file(), incoming.file()]);
    try {
      // The photo goes to the reader by file: sent over IPC, a 12 MP photo took the event loop ~5 ms to serialise.
      await incoming.write(uploadFile, [upload]);
      const reading = await this.readers.read(uploadFile, info, overlayFile);
      const id = randomUUID();
      // Images first: a record never points at images that are not there. The original is the uploaded
      // picture (a fraction of a full-size PNG) without its metadata, EXIF orientation tag kept: viewers
      // turn it upright the same way the overlay and the line coordinates already are.
      await this.images.put(id, 'original', await withoutMetadata(upload, info));
      await this.images.adopt(id, 'overlay', overlayFile);
      await this.store.createPalmReading({
        id, userId: r.userId, birthDate: r.birthDate, gender: r.gender, width: reading.width, height: reading.height,
        model: PROCESSING_MODEL, lines: JSON.stringify(reading.lines), originalType: `image/${info.format}`, hand: JSON.stringify(reading.hand), createdAt: nowMs,
      });
      return id;
    } finally {
      // The upload's copy always; the overlay unless adopted (a refused or failed reading may have left one).
      await Promise.all([incoming.discard(uploadFile), incoming.discard(overlayFile)]);
    }
  }

  /**
   * The reading if it exists and belongs to this account; another account's reading is not found, nor
   * is one past retention that the sweep has not reached yet.
   */
  async find(userId: string, id: string, nowMs: number): Promise<Reading | undefined> {
    const record = await this.store.palmReading(id);
    if (!record || record.userId !== userId || record.createdAt < this.cutoff(nowMs)) return undefined;
    return { id, model: record.model, lines: JSON.parse(record.lines) as PalmLine[], width: record.width, height: record.height, originalType: record.originalType,
      ...(record.hand ? { hand: JSON.parse(record.hand) as HandPose } : {}) };
  }

  /** Deletes the readings past retention and their images, and stale incoming images; answers how many readings. */
  async sweep(nowMs: number): Promise<number> {
    // An overlay is adopted within seconds of being written: an hour-old one was left by a process that stopped.
    await this.images.incoming.sweep(nowMs - INCOMING_STALE_MS);
    if (this.retentionDays === 0) return 0;
    const ids = await this.store.deletePalmReadingsBefore(this.cutoff(nowMs));
    for (const id of ids) await this.images.delete(id);
    return ids.length;
  }

  /** Sweeps now and then every hour until closed; a failed sweep is reported and retried at the next. */
  startSweeping(clock: () => number, onError: (err: unknown) => void): void {
    const run = () => void this.sweep(clock()).catch(onError);
    run();
    this.sweeper = setInterval(run, SWEEP_EVERY_MS).unref();
  }

  image(id: string, kind: PalmImageKind): Promise<Buffer | undefined> {
    return this.images.get(id, kind);
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return this.readers.close();
  }
}
