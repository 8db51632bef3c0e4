// palm-readings/: palm readings kept for their accounts: records, images, signed image links, retention.
// Where palm images live: files under DATA_DIR for a single node on SQLite, or the PostgreSQL store
// itself so that every node behind a load balancer can serve every reading (design.md §7).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PalmImageKind, Store } from '../store/repository.js';

export interface PalmImages {
  put(readingId: string, kind: PalmImageKind, bytes: Buffer): Promise<void>;
  get(readingId: string, kind: PalmImageKind): Promise<Buffer | undefined>;
  /** Removes a deleted reading's images, if they are kept outside the store. */
  delete(readingId: string): Promise<void>;
}

const KINDS: readonly PalmImageKind[] = ['original', 'overlay'];

const SAFE_ID = /^[0-9a-f-]{36}$/;

export class DirectoryImages implements PalmImages {
  constructor(private readonly dir: string) {}

  private path(readingId: string, kind: PalmImageKind): string {
    // Ids are UUIDs we minted; anything else never reaches the file system.
    if (!SAFE_ID.test(readingId)) throw new Error(`not a reading id: ${readingId}`);
    // Named .png for every kind, as before originals were kept as uploaded: the bytes say what they are.
    return join(this.dir, readingId.slice(0, 2), `${readingId}-${kind}.png`);
  }

  async put(readingId: string, kind: PalmImageKind, bytes: Buffer): Promise<void> {
    const path = this.path(readingId, kind);
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a crash never leaves half an image under the real name.
    await writeFile(`${path}.tmp`, bytes);
    await rename(`${path}.tmp`, path);
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
  constructor(private readonly store: Store) {}
  put(readingId: string, kind: PalmImageKind, bytes: Buffer) { return this.store.putPalmImage(readingId, kind, bytes); }
  get(readingId: string, kind: PalmImageKind) { return this.store.palmImage(readingId, kind); }
  /** Nothing left to do: the store deletes image rows with their reading, in the same transaction. */
  async delete(): Promise<void> {}
}
