// Palm images kept on disk are flushed there at once, off the event loop. Left to the kernel, a run of
// palms leaves hundreds of MB of new image data unwritten; when it is written out, the file system's
// journal commit waits for it, and so does SQLite's next sync of its write-ahead log's header, which
// runs on the event loop: planets' commits took 15-37 ms on the event loop for a minute after palms
// stopped, and their p99 went from 7-9 ms to 19-31 ms. Flushed one image at a time, each waits for a
// few MB at most. Files deleted soon after (an upload's copy for the reader) need no flush: pages
// deleted before the kernel writes them never reach the disk.
import { open, writeFile } from 'node:fs/promises';

/** Waits until the data written to `file` is on disk. */
export async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Writes `parts` one after the other to `file` (created or emptied) and waits until they are on disk. */
export async function writeSynced(file: string, parts: Buffer | readonly Buffer[]): Promise<void> {
  await writeFile(file, parts);
  await flushToDisk(file);
}
