// The palm-reading thread pool: work goes to idle threads, waits in a bounded queue, and past it is
// refused at once (the endpoint's 503 overloaded) instead of piling up.
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { inspectPhoto } from '../src/palmistry/photo.js';
import { PalmWorkers, PalmWorkersBusy } from '../src/palmistry/pool.js';
import { syntheticPalm } from './helpers/synthetic-palm.js';

const pool = new PalmWorkers(1, 1);
after(() => pool.close());

it('runs one palm, queues one, refuses the third, and serves again once free', async () => {
  const palm = await syntheticPalm(11);
  const info = await inspectPhoto(palm.image);
  const results = await Promise.allSettled([pool.read(palm.image, info), pool.read(palm.image, info), pool.read(palm.image, info)]);
  assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'fulfilled', 'rejected']);
  assert.ok((results[2] as PromiseRejectedResult).reason instanceof PalmWorkersBusy);
  const again = await pool.read(palm.image, info);
  assert.equal(again.lines.length, 4);
  assert.equal(again.width, palm.options.width);
});

it('with no queue at all, still serves while a thread is idle', async () => {
  const lean = new PalmWorkers(1, 0);
  try {
    const palm = await syntheticPalm(12);
    assert.equal((await lean.read(palm.image, await inspectPhoto(palm.image))).lines.length, 4);
  } finally {
    await lean.close();
  }
});
