// A PDF renderer process (pdf/renderers.ts): computes a report's figures with its own Swiss Ephemeris
// state, lays the report out and answers its bytes. Its argument is the ephemeris folder.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { openEphemeris } from '../../astro/ephemeris.js';
import { renderReport } from '../../pdf/layout.js';
import type { RendererReply } from '../../pdf/renderers.js';
import { reportDocument, type PdfTask } from './tasks.js';

openEphemeris(process.argv[2]!);
// Every thread of this process in the idle scheduling class (SCHED_IDLE, through util-linux's chrt, as palm
// readers are: src/palmistry/reader.ts says why it beats nice 19): a core running only idle-class threads
// counts as free, so the server's request handlers run at once. Nice 19 first, for systems without chrt.
try {
  setPriority(19);
  for (const task of readdirSync('/proc/self/task')) setPriority(Number(task), 19);
  execFileSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(process.pid)], { stdio: 'ignore' });
} catch {
  // Not Linux, or not permitted: the report is made at the priority set so far.
}

process.on('message', ({ id, task }: { id: number; task: PdfTask }) => {
  void (async () => {
    try {
      const bytes = await renderReport(reportDocument(task));
      process.send!({ id, pdf: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) } satisfies RendererReply);
    } catch (err) {
      process.send!({ id, failed: err instanceof Error ? err.stack ?? err.message : String(err) } satisfies RendererReply);
    }
  })();
});
// The server gone, the renderer goes too. Stopped by a signal (PdfRenderers.close), it exits normally, so what V8
// was asked to record on exit (the tests' coverage) is written.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
