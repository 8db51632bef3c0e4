// Palm images written to disk and flushed there at once, off the event loop. Left to the kernel, a
// run of palms leaves hundreds of MB of new image data unwritten; when it is flushed, the file system's
// journal commit waits for it, and so does SQLite's next sync of its write-ahead log's header, which
// runs on the event loop: planets' commits took 15-37 ms on the event loop for a minute after palms
// stopped, and their p99 went from 7-9 ms to 19-31 ms. Flushed one image at a time, each waits for
// a few MB at most.
import { open, writeFile } from 'node:fs/promises';

/** Writes `parts` one after the other to `file` (created or emptied) and waits until they are on disk. */
export async function writeSynced(file: string, parts: Buffer | readonly Buffer[]): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await writeFile(handle, parts);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
