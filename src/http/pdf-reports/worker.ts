// A PDF renderer thread (pdf/renderers.ts): computes a report's figures with its own Swiss Ephemeris
// state, lays the report out and answers its bytes, moved rather than copied.
import { parentPort, workerData } from 'node:worker_threads';
import { openEphemeris } from '../../astro/ephemeris.js';
import { renderReport } from '../../pdf/layout.js';
import type { RendererReply } from '../../pdf/renderers.js';
import { reportDocument, type PdfTask } from './tasks.js';

openEphemeris((workerData as { ephemerisPath: string }).ephemerisPath);

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
