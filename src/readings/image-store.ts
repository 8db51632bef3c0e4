// Where palm images live: files under DATA_DIR for a single node on SQLite, or the PostgreSQL store
// itself so that every node behind a load balancer can serve every reading (design.md §7).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PalmImageKind, Store } from '../store/types.js';

export interface PalmImages {
  put(readingId: string, kind: PalmImageKind, png: Buffer): Promise<void>;
  get(readingId: string, kind: PalmImageKind): Promise<Buffer | undefined>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

export class DirectoryImages implements PalmImages {
  constructor(private readonly dir: string) {}

  private path(readingId: string, kind: PalmImageKind): string {
    // Ids are UUIDs we minted; anything else never reaches the file system.
    if (!SAFE_ID.test(readingId)) throw new Error(`not a reading id: ${readingId}`);
    return join(this.dir, readingId.slice(0, 2), `${readingId}-${kind}.png`);
  }

  async put(readingId: string, kind: PalmImageKind, png: Buffer): Promise<void> {
    const path = this.path(readingId, kind);
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a crash never leaves half an image under the real name.
    await writeFile(`${path}.tmp`, png);
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
}

export class StoreImages implements PalmImages {
  constructor(private readonly store: Store) {}
  put(readingId: string, kind: PalmImageKind, png: Buffer) { return this.store.putPalmImage(readingId, kind, png); }
  get(readingId: string, kind: PalmImageKind) { return this.store.palmImage(readingId, kind); }
}
