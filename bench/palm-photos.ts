// node --import tsx bench/palm-photos.ts --clones DIR --out DIR
// Puts every photo our annotations name (bench/palm-annotations.json and the second drawings) into OUT as
// `<owner>+<name>/<path>`, the layout `npm run bench:palms -- --photos OUT` reads, taking each by its git blob id
// from clones of the two public repositories (`git clone --bare https://github.com/<owner>/<name>
// CLONES/<owner>+<name>`; a folder holding the bare repository as `repo/` or `.git/` does too) and checking its
// bytes against that id, so the bench scores the very files that were drawn. Files already there with the right
// bytes are left alone. The photos may not be redistributed: OUT must lie outside this repository.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { blobId, loadAnnotations, loadRedrawn, type AnnotatedPhoto } from './palm-annotations.js';

const run = promisify(execFile);
const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The git directory of `repo` ("owner/name") under `clones`: a bare clone itself, or one kept as `repo/` or `.git/`. */
function gitDirOf(clones: string, repo: string): string {
  const base = join(clones, repo.replace('/', '+'));
  const found = [base, join(base, 'repo'), join(base, '.git')].find((dir) => existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects')));
  if (!found) throw new Error(`no clone of ${repo} in ${base} (git clone --bare https://github.com/${repo} ${base})`);
  return found;
}

/** Whether `path` lies inside `root` (or is it). */
const inside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Writes each photo (once, however many annotation sets name it) under `out`; returns how many were written
 * and how many were already there. Throws, naming the photo, when a clone lacks it or its bytes are not its blob.
 */
export async function writePhotos(photos: AnnotatedPhoto[], clones: string, out: string, repositoryRoot = REPOSITORY_ROOT): Promise<{ written: number; kept: number }> {
  if (inside(resolve(repositoryRoot), resolve(out))) throw new Error(`${out} is inside this repository: the photos may not be redistributed, keep them outside it`);
  const unique = new Map(photos.map((p) => [p.file, p]));
  let written = 0;
  let kept = 0;
  for (const photo of unique.values()) {
    const target = join(out, photo.file);
    if (existsSync(target) && blobId(await readFile(target)) === photo.blob) {
      kept++;
      continue;
    }
    const { stdout } = await run('git', ['--git-dir', gitDirOf(clones, photo.repo), 'cat-file', 'blob', photo.blob], { encoding: 'buffer', maxBuffer: 64 << 20 })
      .catch(() => { throw new Error(`${photo.repo} has no blob ${photo.blob} (${photo.path}): fetch its history`); });
    if (blobId(stdout) !== photo.blob) throw new Error(`${photo.file}: the bytes read are not blob ${photo.blob}`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, stdout);
    written++;
  }
  return { written, kept };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { clones: { type: 'string' }, out: { type: 'string' } } });
  if (!values.clones || !values.out) {
    console.error('usage: palm-photos.ts --clones DIR --out DIR');
    process.exit(2);
  }
  const photos = [...(await loadAnnotations()).photos, ...(await loadRedrawn()).photos];
  try {
    const { written, kept } = await writePhotos(photos, values.clones, values.out);
    console.log(`${written} photos written, ${kept} already there, in ${values.out}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
