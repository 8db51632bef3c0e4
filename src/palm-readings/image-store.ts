// palm-readings/: palm readings kept for their accounts: records, images, signed image links, retention.
// Where palm images live: files under DATA_DIR for a single node on SQLite, or the PostgreSQL store
// itself so that every node behind a load balancer can serve every reading (design.md §7).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PalmImageKind, Store } from '../store/repository.js';
import { flushToDisk, writeSynced } from '../synced-file.js';

/**
 * Files written before they belong to a reading: the upload handed to a reader process, and the overlay
 * it writes back, so that neither passes through the serving process in a message, and the overlay is
 * moved into place rather than copied.
 */
export class IncomingFiles {
  constructor(readonly dir: string) {}

  /** A fresh path to write one image at. */
  async file(): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return join(this.dir, randomUUID());
  }

  /** Writes an image's parts, one after the other, to a file of this folder; not flushed (whoever keeps it flushes it). */
  write(file: string, parts: readonly Buffer[]): Promise<void> {
    return writeFile(file, parts);
  }

  /** Removes a file that was not adopted (its reading was refused or failed); none there is fine. */
  discard(file: string): Promise<void> {
    return rm(file, { force: true });
  }

  /** Removes files last written before `beforeMs`, left by a process that stopped between writing and adopting them; answers how many. */
  async sweep(beforeMs: number): Promise<number> {
    const names = await readdir(this.dir).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));
    let removed = 0;
    for (const name of names) {
      const file = join(this.dir, name);
      const written = await stat(file).then((s) => s.mtimeMs, () => Infinity);
      if (written < beforeMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

export interface PalmImages {
  /** Where images are written before they are adopted. */
  readonly incoming: IncomingFiles;
  /** Keeps an image, given as parts written one after the other. */
  put(readingId: string, kind: PalmImageKind, parts: readonly Buffer[]): Promise<void>;
  /** Makes the image written at `file` (one of `incoming`'s) the reading's; the file is gone after. */
  adopt(readingId: string, kind: PalmImageKind, file: string): Promise<void>;
  get(readingId: string, kind: PalmImageKind): Promise<Buffer | undefined>;
  /** Removes a deleted reading's images, if they are kept outside the store. */
  delete(readingId: string): Promise<void>;
}

const KINDS: readonly PalmImageKind[] = ['original', 'overlay'];

const SAFE_ID = /^[0-9a-f-]{36}$/;

export class DirectoryImages implements PalmImages {
  /** Beside the images, on the same file system, so adopting one is a rename (reading ids are never named 'incoming'). */
  readonly incoming: IncomingFiles;

  constructor(private readonly dir: string) {
    this.incoming = new IncomingFiles(join(dir, 'incoming'));
  }

  private path(readingId: string, kind: PalmImageKind): string {
    // Ids are UUIDs we minted; anything else never reaches the file system.
    if (!SAFE_ID.test(readingId)) throw new Error(`not a reading id: ${readingId}`);
    // Named .png for every kind, as before originals were kept as uploaded: the bytes say what they are.
    return join(this.dir, readingId.slice(0, 2), `${readingId}-${kind}.png`);
  }

  async put(readingId: string, kind: PalmImageKind, parts: readonly Buffer[]): Promise<void> {
    const path = this.path(readingId, kind);
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a crash never leaves half an image under the real name.
    await writeSynced(`${path}.tmp`, parts);
    await rename(`${path}.tmp`, path);
  }

  async adopt(readingId: string, kind: PalmImageKind, file: string): Promise<void> {
    const path = this.path(readingId, kind);
    await mkdir(join(path, '..'), { recursive: true });
    // Kept, so flushed first, as put's are (synced-file.ts says why).
    await flushToDisk(file);
    await rename(file, path);
  }

  async get(readingId: string, kind: PalmImageKind): Promise<Buffer | undefined> {
    if (!SAFE_ID.test(readingId)) return undefined;
    try {
      return await readFile(this.path(readingId, kind));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(readingId: string): Promise<void> {
    await Promise.all(KINDS.map((kind) => rm(this.path(readingId, kind), { force: true })));
  }
}

export class StoreImages implements PalmImages {
  /** The bytes go into the store; until then, they wait in the machine's temporary folder. */
  readonly incoming = new IncomingFiles(join(tmpdir(), 'jyotish-palm-incoming'));

  constructor(private readonly store: Store) {}
  put(readingId: string, kind: PalmImageKind, parts: readonly Buffer[]) { return this.store.putPalmImage(readingId, kind, Buffer.concat(parts)); }
  async adopt(readingId: string, kind: PalmImageKind, file: string): Promise<void> {
    await this.store.putPalmImage(readingId, kind, await readFile(file));
    await this.incoming.discard(file);
  }
  get(readingId: string, kind: PalmImageKind) { return this.store.palmImage(readingId, kind); }
  /** Nothing left to do: the store deletes image rows with their reading, in the same transaction. */
  async delete(): Promise<void> {}
}
