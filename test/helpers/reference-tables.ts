// Tables from the shared domain reference (shared/reference/*.md), read as the tests' expectations so
// that they are independent of the data files the server reads.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** `REFERENCE_DIR`, else shared/reference beside the repository (a checkout) or beside its worktrees folder. */
export const REFERENCE_DIR = [process.env.REFERENCE_DIR, `${ROOT}../shared/reference`, `${ROOT}../../shared/reference`].find((d) => d && existsSync(d));

/** The rows of the first Markdown table after `heading`, as cell arrays (the header row first). */
export function markdownTable(file: string, heading: string): string[][] {
  if (!REFERENCE_DIR) throw new Error('shared/reference not found: set REFERENCE_DIR');
  const lines = readFileSync(`${REFERENCE_DIR}/${file}`, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`${heading} not in ${file}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('|')) {
      if (rows.length) break;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (!cells.every((c) => /^-+$/.test(c))) rows.push(cells);
  }
  return rows;
}

/** A cell's chosen name: the reference marks alternatives as `chosen† (other)`. */
export const chosenName = (cell: string) => cell.replace(/†.*$/, '').trim();
