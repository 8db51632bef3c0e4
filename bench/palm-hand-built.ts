// node --import tsx bench/palm-hand-built.ts [--marks N]
// The line tracer on hand-built palms, whose right reading is known by construction (test/helpers/hand-built-palm.ts):
// no photo, no landmarks, only crease evidence drawn on the tracer's grid. It finds faults of the tracer's logic (one
// crease read as two lines, or given to the wrong line) that the development photos may not happen to show.
//  1. Every set of the four lines on their typical courses, in place and with the whole palm moved 0.1 palm units
//     each way, at crease strengths 20, 10, 8 and 6 noise units: how many of the 15 sets are misread, and which.
//  2. N palms (default 40) with each line drawn at 80 % odds and 6-11 straight minor creases as strong as the lines,
//     0.2-0.5 palm units long, at random places and angles (fixed seeds): how many are misread. Two aligned minor
//     creases can look like a broken line, so some of these are ambiguous rather than wrong.
import { parseArgs } from 'node:util';
import { TYPICAL_COURSES } from '../src/palmistry/corridors.js';
import { traceLines, type LineName } from '../src/palmistry/lines.js';
import { along, everySet, evidence, evidenceOf, misreadings, type Point } from '../test/helpers/hand-built-palm.js';

const { values } = parseArgs({ options: { marks: { type: 'string', default: '40' } } });

console.log('every set of lines on its typical course, moved (dx, dy) palm units: sets of 15 misread');
const OFFSETS = [-0.1, 0, 0.1].flatMap((dx) => [-0.1, 0, 0.1].map((dy) => [dx, dy] as const));
for (const strength of [20, 10, 8, 6]) {
  const wrong: string[] = [];
  const counts = OFFSETS.map(([dx, dy]) => {
    let misread = 0;
    for (const drawn of everySet(dx, dy)) {
      const found = misreadings(drawn, traceLines(evidence(Object.values(drawn).map(along), strength)));
      if (!found.length) continue;
      misread++;
      wrong.push(`    (${dx}, ${dy}) ${Object.keys(drawn).join('+')}: ${found.join('; ')}`);
    }
    return `(${dx}, ${dy}) ${misread}`;
  });
  console.log(`  strength ${String(strength).padStart(2)}: ${counts.join('  ')}`);
  for (const line of wrong) console.log(line);
}

// A fixed-seed generator (Park and Miller's minimal standard), so every run draws the same palms.
const generator = (seed: number) => {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
};
const palms = Number(values.marks);
let misread = 0;
for (let n = 0; n < palms; n++) {
  const random = generator(n + 1);
  const drawn = Object.fromEntries((Object.keys(TYPICAL_COURSES) as LineName[]).filter(() => random() < 0.8).map((name) => [name, TYPICAL_COURSES[name]]));
  const marks = Array.from({ length: 6 + Math.floor(random() * 6) }, (): Point[] => {
    const [cx, cy, angle, length] = [-0.9 + 1.8 * random(), -1 + 2 * random(), Math.PI * random(), 0.2 + 0.3 * random()];
    const [ux, uy] = [(length / 2) * Math.cos(angle), (length / 2) * Math.sin(angle)];
    return [[cx - ux, cy - uy], [cx + ux, cy + uy]];
  });
  const found = misreadings(drawn, traceLines(evidenceOf([...Object.values(drawn), ...marks].map((c) => [along(c), 20]))));
  if (!found.length) continue;
  misread++;
  console.log(`    palm ${n} (${Object.keys(drawn).join('+')}, ${marks.length} minor creases): ${found.join('; ')}`);
}
console.log(`palms with minor creases as strong as the lines: ${misread} of ${palms} misread`);
