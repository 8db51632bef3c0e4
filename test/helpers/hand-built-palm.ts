// Crease evidence built by hand on the line tracer's grid, so that the right reading is known by construction:
// creases drawn as thin polylines of a given strength (noise units) on an empty palm. Shared by the tracer's
// unit tests and bench/palm-hand-built.ts.
import { TYPICAL_COURSES } from '../../src/palmistry/corridors.js';
import type { CreaseMap, LineName, PalmLine } from '../../src/palmistry/lines.js';
import { plane } from '../../src/palmistry/raster.js';

export type Point = [number, number];
type Crease = (x: number, y: number) => boolean;

/** Distance from a point to a polyline. */
export function distance([x, y]: Point, line: Point[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [[ax, ay], [bx, by]] = [line[i - 1]!, line[i]!];
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
    best = Math.min(best, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
  }
  return best;
}

/** Evidence on the tracer's grid (−1.4..1.4 across, 1.25 down to −1.75, 100 px per palm unit), 0 but on the creases; where creases meet, the stronger counts. */
export function evidenceOf(creases: Array<[Crease, number]>): CreaseMap {
  const [P, xMin, yMax] = [100, -1.4, 1.25];
  const z = plane(280, 300);
  for (let j = 0; j < z.height; j++) {
    for (let i = 0; i < z.width; i++) {
      const [x, y] = [xMin + i / P, yMax - j / P];
      z.data[j * z.width + i] = Math.max(0, ...creases.filter(([c]) => c(x, y)).map(([, strength]) => strength));
    }
  }
  return { z, claimed: new Uint8Array(z.data.length), pxPerUnit: P, xMin, yMax };
}

/** The same with one strength for every crease. */
export const evidence = (creases: Crease[], strength = 20): CreaseMap => evidenceOf(creases.map((c) => [c, strength]));

/** A crease one grid pixel (0.01 palm units) either side of a polyline. */
export const along = (course: Point[]): Crease => (x, y) => distance([x, y], course) <= 1 / 100;

/** A polyline moved by (dx, dy) palm units. */
export const moved = (course: Point[], dx: number, dy: number): Point[] => course.map(([x, y]) => [x + dx, y + dy]);

/**
 * What is wrong with a reading of a palm on which `drawn` lines were drawn along `courses`: a line drawn and not
 * reported, or reported off its crease (further than 0.05 palm units, the smoothing's reach), or a line reported
 * that was not drawn. Empty when the reading is right.
 */
export function misreadings(drawn: Partial<Record<LineName, Point[]>>, lines: PalmLine[]): string[] {
  return lines.flatMap((line) => {
    const course = drawn[line.name];
    if (!course) return line.present ? [`a ${line.name} line at ${line.confidence}`] : [];
    if (!line.present) return [`no ${line.name} line (${line.confidence})`];
    const off = line.path.find((p) => distance(p, course) >= 0.05);
    return off ? [`${line.name} line at (${off[0].toFixed(2)}, ${off[1].toFixed(2)}), off its crease`] : [];
  });
}

/** The 15 non-empty sets of the four lines, each on its typical course moved by (dx, dy). */
export function everySet(dx: number, dy: number): Array<Partial<Record<LineName, Point[]>>> {
  const names = Object.keys(TYPICAL_COURSES) as LineName[];
  return Array.from({ length: 15 }, (_, k) => Object.fromEntries(names.filter((_, i) => (k + 1) & (1 << i)).map((name) => [name, moved(TYPICAL_COURSES[name], dx, dy)])));
}
