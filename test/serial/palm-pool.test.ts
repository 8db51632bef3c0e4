// The pool of palm-reading processes: work goes to idle readers, waits in a bounded queue, and past it is
// refused at once (the endpoint's 503 overloaded) instead of piling up.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import sharp from 'sharp';
import { inspectPhoto } from '../../src/palmistry/photo.js';
import { PalmReaders, PalmReadersBusy } from '../../src/palmistry/pool.js';
import { syntheticPalm } from '../helpers/synthetic-palm.js';

const pool = new PalmReaders(1, 1);
const dir = mkdtempSync(join(tmpdir(), 'jyotish-pool-'));
after(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});
let files = 0;
/** A path for one reading's overlay. */
const overlay = () => join(dir, `overlay-${++files}.png`);
/** The photo in a file, as the readers take it. */
const photoFile = (image: Buffer) => {
  const path = join(dir, `photo-${++files}`);
  writeFileSync(path, image);
  return path;
};

it('runs one palm, queues one, refuses the third, and serves again once free', async () => {
  const palm = await syntheticPalm(11);
  const info = await inspectPhoto(palm.image);
  const paths = [overlay(), overlay(), overlay()];
  const results = await Promise.allSettled(paths.map((path) => pool.read(photoFile(palm.image), info, path)));
  assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'fulfilled', 'rejected']);
  assert.ok((results[2] as PromiseRejectedResult).reason instanceof PalmReadersBusy);
  // The readers wrote the two overlays where they were told, at the photo's size (under 2048 px), and not the refused one.
  for (const path of paths.slice(0, 2)) {
    const written = await sharp(path).metadata();
    assert.deepEqual([written.format, written.width, written.height], ['png', palm.options.width, palm.options.height]);
  }
  assert.equal(existsSync(paths[2]!), false);
  const again = await pool.read(photoFile(palm.image), info, overlay());
  assert.equal(again.lines.length, 4);
  assert.equal(again.width, palm.options.width);
  assert.equal('overlayPng' in again, false, 'the overlay is in the file, not in the answer');
});

it('with no queue at all, still serves while a reader is idle', async () => {
  const lean = new PalmReaders(1, 0);
  try {
    const palm = await syntheticPalm(12);
    assert.equal((await lean.read(photoFile(palm.image), await inspectPhoto(palm.image), overlay())).lines.length, 4);
  } finally {
    await lean.close();
  }
});

it('never starts more palm readers than the cores less one, and always at least one', async () => {
  // This machine has 2 cores (nproc): one reader, whatever is asked, so requests keep a core.
  const greedy = new PalmReaders(64, 0);
  try {
    assert.ok(greedy.size >= 1 && greedy.size <= Math.max(1, cpus().length - 1), `size ${greedy.size} on ${cpus().length} cores`);
    const palm = await syntheticPalm(11);
    const reading = await greedy.read(photoFile(palm.image), await inspectPhoto(palm.image), overlay());
    // The answer carries the hand: 21 landmarks inside the photo, and its side.
    assert.equal(reading.hand.landmarks.length, 21);
    assert.ok(reading.hand.landmarks.every(([x, y]) => x >= 0 && y >= 0 && x <= palm.options.width && y <= palm.options.height));
    assert.equal(reading.hand.side, palm.options.leftHand ? 'left' : 'right');
  } finally {
    await greedy.close();
  }
});

it('fails only the palm whose reader dies, and a fresh reader serves the next, at the lowest priority', async () => {
  const fragile = new PalmReaders(1, 1);
  try {
    const palm = await syntheticPalm(11);
    const info = await inspectPhoto(palm.image);
    const [pid] = fragile.pids;
    const reading = fragile.read(photoFile(palm.image), info, overlay());
    // Killed mid-palm (SIGKILL, no chance to answer).
    setTimeout(() => process.kill(pid!, 'SIGKILL'), 200);
    await assert.rejects(reading, /palm reader exited \(SIGKILL\)/);
    assert.equal((await fragile.read(photoFile(palm.image), info, overlay())).lines.length, 4);
    const [fresh] = fragile.pids;
    assert.notEqual(fresh, pid);
    // Fields 19 and 41 of /proc/<pid>/stat: the nice value, and the policy (5, SCHED_IDLE: chrt is installed where this suite runs).
    const stat = readFileSync(`/proc/${fresh!}/stat`, 'utf8').split(') ')[1]!.split(' ');
    assert.deepEqual([stat[16], stat[38]], ['19', '5']);
  } finally {
    await fragile.close();
  }
});
