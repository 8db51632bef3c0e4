// The development photos are taken out of real git clones by blob id (bench/palm-photos.ts): here on bare
// repositories made with git itself, whose own `git hash-object` is the reference for every id.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { writePhotos } from '../bench/palm-photos.js';
import { blobId, type AnnotatedPhoto } from '../bench/palm-annotations.js';

const scratch = mkdtempSync(join(tmpdir(), 'palm-photos-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A bare repository at `dir` holding `bytes` as a blob; returns git's id for it. */
function bareWith(dir: string, bytes: Buffer): string {
  execFileSync('git', ['init', '--quiet', '--bare', dir]);
  return execFileSync('git', ['--git-dir', dir, 'hash-object', '-w', '--stdin'], { input: bytes }).toString().trim();
}

const photo = (repo: string, path: string, blob: string): AnnotatedPhoto =>
  ({ repo, path, blob, file: `${repo.replace('/', '+')}/${path}` }) as AnnotatedPhoto;

describe('the development photos, by blob id from clones', () => {
  // Bytes that are no image: only their identity matters, and a NUL and high bytes would show any text decoding.
  const bytes = Buffer.from([0xff, 0xd8, 0x00, 0x41, 0x0a, 0x80, 0xfe, 0x42]);
  const clones = join(scratch, 'clones');
  const blob = bareWith(join(clones, 'some-owner+palms'), bytes);

  it('computes the id git gives the same bytes', () => {
    assert.equal(blobId(bytes), blob);
    // The empty blob's id, a constant of git's (its hard-coded EMPTY_BLOB id).
    assert.equal(blobId(new Uint8Array()), 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });

  it('writes each photo once under <owner>+<name>/<path>, byte for byte, and keeps it on the next run', async () => {
    const out = join(scratch, 'out-1');
    const named = photo('some-owner/palms', 'img/a/1.jpg', blob);
    assert.deepEqual(await writePhotos([named, named], clones, out, join(scratch, 'repo')), { written: 1, kept: 0 });
    assert.deepEqual(readFileSync(join(out, 'some-owner+palms/img/a/1.jpg')), bytes);
    assert.deepEqual(await writePhotos([named], clones, out, join(scratch, 'repo')), { written: 0, kept: 1 });
  });

  it('writes again a file whose bytes are not its blob', async () => {
    const out = join(scratch, 'out-2');
    const target = join(out, 'some-owner+palms/x.jpg');
    mkdirSync(join(out, 'some-owner+palms'), { recursive: true });
    writeFileSync(target, 'truncated');
    assert.deepEqual(await writePhotos([photo('some-owner/palms', 'x.jpg', blob)], clones, out, join(scratch, 'repo')), { written: 1, kept: 0 });
    assert.deepEqual(readFileSync(target), bytes);
  });

  it('reads a clone kept as repo/ inside its folder, as fetched mirrors are', async () => {
    const other = Buffer.from('another photo');
    const id = bareWith(join(clones, 'other+hands', 'repo'), other);
    const out = join(scratch, 'out-3');
    await writePhotos([photo('other/hands', 'p.png', id)], clones, out, join(scratch, 'repo'));
    assert.deepEqual(readFileSync(join(out, 'other+hands/p.png')), other);
  });

  it('names the repository and path when a clone lacks the blob, or there is no clone', async () => {
    const out = join(scratch, 'out-4');
    await assert.rejects(writePhotos([photo('some-owner/palms', 'gone.jpg', '0123456789abcdef0123456789abcdef01234567')], clones, out, join(scratch, 'repo')), /some-owner\/palms has no blob 0123456789abcdef0123456789abcdef01234567 \(gone\.jpg\)/);
    await assert.rejects(writePhotos([photo('nobody/none', 'n.jpg', blob)], clones, out, join(scratch, 'repo')), /no clone of nobody\/none/);
    assert.equal(existsSync(out), false);
  });

  it('refuses to write inside this repository, where the photos may not go', async () => {
    const repository = join(scratch, 'repo');
    await assert.rejects(writePhotos([photo('some-owner/palms', 'a.jpg', blob)], clones, join(repository, 'photos'), repository), /inside this repository/);
    await assert.rejects(writePhotos([photo('some-owner/palms', 'a.jpg', blob)], clones, repository, repository), /inside this repository/);
    assert.equal(existsSync(repository), false);
  });
});
