// Palm readings as a service: a checked photo goes to the worker threads, the result is kept with its
// owner, and only the owner can look it up again.
import { randomUUID } from 'node:crypto';
import { inspectPhoto, PROCESSING_MODEL, type PalmLine } from '../palmistry/photo.js';
import type { PalmWorkers } from '../palmistry/pool.js';
import type { PalmImageKind, Store } from '../store/types.js';
import type { PalmImages } from './image-store.js';
import type { UrlSigner } from './signed-urls.js';

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
}

export class PalmReadings {
  constructor(
    private readonly store: Store,
    private readonly images: PalmImages,
    private readonly workers: PalmWorkers,
    readonly signer: UrlSigner,
  ) {}

  /** Reads and keeps a palm; throws PhotoRejected (413/422) or PalmWorkersBusy. */
  async create(r: NewReading, nowMs: number): Promise<string> {
    const info = await inspectPhoto(r.photo);
    const reading = await this.workers.read(r.photo, info);
    const id = randomUUID();
    // Images first: a record never points at images that are not there.
    await this.images.put(id, 'original', reading.originalPng);
    await this.images.put(id, 'overlay', reading.overlayPng);
    await this.store.createPalmReading({
      id, userId: r.userId, birthDate: r.birthDate, gender: r.gender, width: reading.width, height: reading.height,
      model: PROCESSING_MODEL, lines: JSON.stringify(reading.lines), createdAt: nowMs,
    });
    return id;
  }

  /** The reading if it exists and belongs to this account; another account's reading is not found. */
  async find(userId: string, id: string): Promise<Reading | undefined> {
    const record = await this.store.palmReading(id);
    if (!record || record.userId !== userId) return undefined;
    return { id, model: record.model, lines: JSON.parse(record.lines) as PalmLine[], width: record.width, height: record.height };
  }

  image(id: string, kind: PalmImageKind): Promise<Buffer | undefined> {
    return this.images.get(id, kind);
  }

  close(): Promise<void> {
    return this.workers.close();
  }
}
