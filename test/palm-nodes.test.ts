// Palm readings on PostgreSQL: kept with their images in the store, so a reading made through one
// node is served, images included, by another; image links signed by one node open on every node.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import sharp from 'sharp';
import { startPalmServer, type PalmServer } from './helpers/palm-server.js';
import { postgresStore, type TestStore } from './helpers/stores.js';
import { syntheticPalm } from './helpers/synthetic-palm.js';

let db: TestStore;
let nodes: PalmServer[];
before(async () => {
  db = await postgresStore();
  nodes = [await startPalmServer({ store: db.store }), await startPalmServer({ store: db.store })];
});
after(async () => {
  for (const n of nodes) await n.close();
  await db.dispose();
});

it('reads a palm on one node and serves its record and images from the other', async () => {
  const [a, b] = nodes as [PalmServer, PalmServer];
  const palm = await syntheticPalm(77);
  const created = await a.post('/palmistry/get-palm-id', { image_url: a.dataUrl(palm.image), day: 2, month: 9, year: 1985 });
  assert.equal(created.status, 200);
  const { palm_id } = ((await created.json()) as { data: { palm_id: string } }).data;

  // Node b's server holds its own account; the reading belongs to node a's, so b's caller is another account.
  assert.equal((await b.post('/palmistry/get-palm-image', { palm_id })).status, 404);
  const res = await b.post('/palmistry/get-palm-image', { palm_id }, a.auth);
  assert.equal(res.status, 200);
  const { data } = (await res.json()) as { data: { overlay_image_url: string; original_image_url: string } };
  assert.ok(data.overlay_image_url.startsWith(b.url));

  for (const base of [b.url, a.url]) {
    // The overlay is a PNG of the photo's size (under the 2048 px cap); the original is the uploaded bytes.
    const overlay = await fetch(data.overlay_image_url.replace(b.url, base));
    assert.equal(overlay.status, 200, base);
    const meta = await sharp(Buffer.from(await overlay.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', palm.options.width, palm.options.height]);
    const original = await fetch(data.original_image_url.replace(b.url, base));
    assert.equal(original.status, 200, base);
    assert.ok(Buffer.from(await original.arrayBuffer()).equals(palm.image), base);
  }
  assert.equal(await db.store.palmImage(palm_id, 'overlay').then((x) => x?.subarray(1, 4).toString()), 'PNG');
});
