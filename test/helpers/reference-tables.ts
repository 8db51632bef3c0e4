// Tables of the domain reference copied into test/fixtures/reference-*.md (each names its source at the
// top), read as the tests' expectations so that they are independent of the data files the server reads.
import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../fixtures/', import.meta.url);

/** The rows of the first Markdown table after `heading` in test/fixtures/`file`, as cell arrays (the header row first). */
export function markdownTable(file: string, heading: string): string[][] {
  const lines = readFileSync(new URL(file, FIXTURES), 'utf8').split('\n');
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
