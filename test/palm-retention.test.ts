// Palm readings are deleted with their images after PALM_RETENTION_DAYS, on both real stores (images as
// files beside SQLite, as rows in PostgreSQL), with the clock handed in; 0 keeps them.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PalmReaders } from '../src/palmistry/pool.js';
import { DirectoryImages, StoreImages, type PalmImages } from '../src/palm-readings/image-store.js';
import { PalmReadings } from '../src/palm-readings/palm-readings.js';
import { UrlSigner } from '../src/palm-readings/signed-urls.js';
import { STORES, type TestStore } from './helpers/stores.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);

for (const [kind, open] of Object.entries(STORES)) {
  describe(`palm retention on ${kind}`, () => {
    let db: TestStore;
    let dir: string;
    let images: PalmImages;
    let readers: PalmReaders;
    let signer: UrlSigner;
    const userId = `u-${Math.random().toString(36).slice(2)}`;

    before(async () => {
      db = await open();
      dir = mkdtempSync(join(tmpdir(), 'jyotish-retention-'));
      images = kind === 'postgres' ? new StoreImages(db.store) : new DirectoryImages(dir);
      readers = new PalmReaders(1, 0);
      signer = await UrlSigner.fromStore(db.store, 600);
      await db.store.createUser({ id: userId, number: 900000001, email: `${userId}@example.com`, passwordHash: null, createdAt: NOW - 400 * DAY });
    });
    after(async () => {
      await readers.close();
      await db.dispose();
      rmSync(dir, { recursive: true, force: true });
    });

    /** A reading made `daysAgo` days before NOW, with both images, as PalmReadings.create leaves it. */
    async function reading(daysAgo: number): Promise<string> {
      const id = crypto.randomUUID();
      await images.put(id, 'original', [Buffer.from('original of '), Buffer.from(id)]);
      await images.put(id, 'overlay', [Buffer.from(`overlay of ${id}`)]);
      await db.store.createPalmReading({
        id, userId, birthDate: '1990-01-01', gender: null, width: 400, height: 500, model: 'test', lines: '[]',
        originalType: 'image/jpeg', hand: null, createdAt: NOW - daysAgo * DAY,
      });
      return id;
    }
    const gone = async (id: string) =>
      (await db.store.palmReading(id)) === undefined && (await images.get(id, 'original')) === undefined && (await images.get(id, 'overlay')) === undefined;

    it('deletes readings older than 30 days with their images, keeps the younger, and hides the expired at once', async () => {
      const readings = new PalmReadings(db.store, images, readers, signer, 30);
      const old = await reading(31);
      const edge = await reading(29.5);
      const fresh = await reading(0);
      // Before any sweep, a reading past retention is already not found; a younger one is.
      assert.equal(await readings.find(userId, old, NOW), undefined);
      assert.equal((await readings.find(userId, edge, NOW))?.originalType, 'image/jpeg');

      assert.equal(await readings.sweep(NOW), 1);
      assert.ok(await gone(old), 'the 31-day-old reading and its images are deleted');
      assert.equal((await images.get(edge, 'overlay'))?.toString(), `overlay of ${edge}`);
      assert.ok(await readings.find(userId, fresh, NOW));

      // A day later the 29.5-day-old one has crossed 30 days: 30.5 > 30.
      assert.equal(await readings.sweep(NOW + DAY), 1);
      assert.ok(await gone(edge));
      assert.ok(await readings.find(userId, fresh, NOW + DAY));
      if (kind === 'sqlite') {
        // Only the fresh reading's two files remain on disk.
        const files = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.png'));
        assert.deepEqual(files.map((f) => String(f).split('/').pop()).sort(), [`${fresh}-original.png`, `${fresh}-overlay.png`]);
        assert.ok(!existsSync(join(dir, old.slice(0, 2), `${old}-overlay.png`)));
      }
      assert.equal(await readings.sweep(NOW + DAY), 0, 'a second sweep finds nothing more');
    });

    it('removes incoming images older than an hour (left by a stopped process), keeps younger ones, even when readings are kept', async () => {
      const readings = new PalmReadings(db.store, images, readers, signer, 0);
      const stale = await images.incoming.file();
      const young = await images.incoming.file();
      writeFileSync(stale, 'an overlay never adopted');
      writeFileSync(young, 'an overlay being adopted');
      // Last written 61 and 59 minutes before the sweep's clock.
      utimesSync(stale, (NOW - 61 * 60_000) / 1000, (NOW - 61 * 60_000) / 1000);
      utimesSync(young, (NOW - 59 * 60_000) / 1000, (NOW - 59 * 60_000) / 1000);
      await readings.sweep(NOW);
      assert.deepEqual([existsSync(stale), existsSync(young)], [false, true]);
      // Adopting moves it: the reading has it, the incoming folder no longer does.
      const id = crypto.randomUUID();
      await images.adopt(id, 'overlay', young);
      assert.equal((await images.get(id, 'overlay'))?.toString(), 'an overlay being adopted');
      assert.equal(existsSync(young), false);
      if (kind === 'sqlite') assert.ok(existsSync(join(dir, id.slice(0, 2), `${id}-overlay.png`)));
    });

    it('keeps everything when the retention is 0 days', async () => {
      const readings = new PalmReadings(db.store, images, readers, signer, 0);
      const ancient = await reading(3650);
      assert.equal(await readings.sweep(NOW), 0);
      assert.ok(await readings.find(userId, ancient, NOW));
      assert.equal((await images.get(ancient, 'original'))?.toString(), `original of ${ancient}`);
    });
  });
}
