// A PDF renderer thread (pdf/renderers.ts): computes a report's figures with its own Swiss Ephemeris
// state, lays the report out and answers its bytes, moved rather than copied.
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openEphemeris } from '../../astro/ephemeris.js';
import { renderReport } from '../../pdf/layout.js';
import type { RendererReply } from '../../pdf/renderers.js';
import { reportDocument, type PdfTask } from './tasks.js';

openEphemeris((workerData as { ephemerisPath: string }).ephemerisPath);
// This thread alone in the idle scheduling class (SCHED_IDLE, through util-linux's chrt, as palm readers
// are: src/palmistry/reader.ts says why it beats nice 19): a core running only idle-class threads counts as
// free, so the server's request handler runs at once. Linux gives each thread its own policy; /proc/thread-self
// names this one. Elsewhere, or without chrt, nice 19 for this thread (pid 0 is the calling thread on Linux).
try {
  setPriority(19);
  execFileSync('chrt', ['--idle', '--pid', '0', readlinkSync('/proc/thread-self').split('/').pop()!], { stdio: 'ignore' });
} catch {
  // Not Linux, or not permitted: the report is made at the priority set so far.
}

parentPort!.on('message', ({ id, task }: { id: number; task: PdfTask }) => {
  void (async () => {
    try {
      const bytes = await renderReport(reportDocument(task));
      const pdf = new Uint8Array(bytes); // a buffer of its own, to move
      parentPort!.postMessage({ id, pdf } satisfies RendererReply, [pdf.buffer]);
    } catch (err) {
      parentPort!.postMessage({ id, failed: err instanceof Error ? err.stack ?? err.message : String(err) } satisfies RendererReply);
    }
  })();
});
