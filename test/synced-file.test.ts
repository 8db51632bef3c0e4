// Images written with writeSynced: their parts in order, replacing whatever the file held; flushToDisk leaves a
// file as it is. That they are flushed is measured, not asserted (docs/performance.md: planets' p99 after a run of palms).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { flushToDisk, writeSynced } from '../src/synced-file.js';

const dir = mkdtempSync(join(tmpdir(), 'jyotish-synced-'));
after(() => rmSync(dir, { recursive: true, force: true }));

it('writes the parts one after the other, and a single buffer as it is', async () => {
  const file = join(dir, 'parts');
  await writeSynced(file, [Buffer.from('\x89PNG', 'latin1'), Buffer.alloc(0), Buffer.from('-body-'), Buffer.from('end')]);
  assert.equal(readFileSync(file, 'latin1'), '\x89PNG-body-end');
  await writeSynced(file, Buffer.from('one'));
  assert.equal(readFileSync(file, 'latin1'), 'one');
});

it('replaces a longer file whole, leaving none of its old bytes', async () => {
  const file = join(dir, 'longer');
  writeFileSync(file, 'x'.repeat(10_000));
  await writeSynced(file, [Buffer.from('short')]);
  assert.equal(readFileSync(file, 'latin1'), 'short');
});

it('fails with ENOENT where the folder does not exist', async () => {
  await assert.rejects(writeSynced(join(dir, 'missing', 'file'), [Buffer.from('x')]), { code: 'ENOENT' });
});

it('flushes a file already written without changing it, and refuses a missing one', async () => {
  const file = join(dir, 'written');
  writeFileSync(file, 'an overlay');
  await flushToDisk(file);
  assert.equal(readFileSync(file, 'latin1'), 'an overlay');
  await assert.rejects(flushToDisk(join(dir, 'never-written')), { code: 'ENOENT' });
});
