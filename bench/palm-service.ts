// One photo through the service as a client sends it: get-palm-id with the photo, then get-palm-image; shared by
// the annotated bench and the weak-label one so both read photos the same way.
import type { LineName } from '../src/palmistry/lines.js';
import type { startPalmServer } from '../test/helpers/palm-server.js';
import type { Point } from './palm-annotations.js';
import type { ReportedLine } from './palm-scoring.js';

export const LINE_TITLES: Record<LineName, string> = { heart: 'Heart Line', head: 'Head Line', life: 'Life Line', fate: 'Fate Line' };

export const median = (xs: number[]): number => (xs.length ? xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN);

/** A `lines_detected` item as get-palm-image answers it (only the fields scored here). */
export interface AnswerLine { name: string; present?: boolean; confidence?: number; points?: Point[] }

/** The reader's answer, or why the photo was refused (status and message), and the time both calls took. */
export type ReaderAnswer = { ms: number; refused: string } | { ms: number; refused?: undefined; lines: AnswerLine[] };

export async function askReader(server: Awaited<ReturnType<typeof startPalmServer>>, bytes: Buffer, type: string): Promise<ReaderAnswer> {
  const body = { image_url: server.dataUrl(bytes, type), day: 1, month: 1, year: 1990 };
  let t = performance.now();
  let idRes = await server.post('/palmistry/get-palm-id', body);
  // 503 is the server shedding load on a busy machine, not an answer about the photo: wait and ask again.
  for (let attempt = 1; idRes.status === 503 && attempt < 20; attempt++) {
    await idRes.arrayBuffer();
    await new Promise((r) => setTimeout(r, 1000 * Number(idRes.headers.get('retry-after') ?? 1)));
    t = performance.now();
    idRes = await server.post('/palmistry/get-palm-id', body);
  }
  const idBody = (await idRes.json()) as { message?: string; data: { palm_id: string } };
  if (idRes.status >= 500) throw new Error(`get-palm-id answered ${idRes.status}: ${JSON.stringify(idBody)}`);
  if (idRes.status !== 200) return { ms: performance.now() - t, refused: `${idRes.status} ${idBody.message ?? ''}` };
  const imgRes = await server.post('/palmistry/get-palm-image', { palm_id: idBody.data.palm_id });
  const img = (await imgRes.json()) as { data: { lines_detected: AnswerLine[] } };
  const ms = performance.now() - t;
  if (imgRes.status !== 200) throw new Error(`get-palm-image answered ${imgRes.status}: ${JSON.stringify(img)}`);
  return { ms, lines: img.data.lines_detected };
}

/** One line of an answer, its `points` (0–1 of the EXIF-rotated original) back to that photo's pixels. */
export function reportedLine(lines: AnswerLine[], name: LineName, width: number, height: number): ReportedLine & { confidence: number } {
  const item = lines.find((l) => l.name === LINE_TITLES[name]);
  const points = Array.isArray(item?.points) ? item.points.map(([x, y]) => [x * width, y * height] as Point) : undefined;
  return { present: Boolean(item?.present), points, confidence: Number(item?.confidence ?? 0) };
}
