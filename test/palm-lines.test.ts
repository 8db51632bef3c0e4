// Corridor tracing and the valley filter on hand-built evidence, whose answers are known by construction.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { band, HEAD_REPORTED_OUT_TO, LIFE_REPORTED_DOWN_TO, STEP, TYPICAL_COURSES, type Corridor } from '../src/palmistry/corridors.js';
import { assignTransverse, runsAbove, stopHeadRise, thumbwardOf, traceLines, type PalmLine, type Traced } from '../src/palmistry/lines.js';
import { bestPath, roughness, supportedStretch } from '../src/palmistry/path-search.js';
import { darkValleys, plane } from '../src/palmistry/raster.js';
import { along, distance, everySet, evidence, evidenceOf, misreadings, moved } from './helpers/hand-built-palm.js';

it('traces a crease across the heart line’s band as the heart line, and finds no other line', () => {
  // A straight crease at y = 0.6 from x = −1.0 to 0.3 (1.3 palm units, the heart line's full length),
  // one grid pixel (1/100) either side. It lies in the heart band and the head band's upper edge: the
  // heart line takes it, being nearer the heart band's middle (0.62 at x = −1.05, 0.86 at x = −0.2).
  const lines = traceLines(evidence([(x, y) => x >= -1.0 && x <= 0.3 && Math.abs(y - 0.6) <= 1 / 100]));
  const heart = lines.find((l) => l.name === 'heart')!;
  assert.ok(heart.present, `heart confidence ${heart.confidence}`);
  assert.ok(heart.confidence >= 0.5, `a full-length strong crease: confidence ${heart.confidence}`);
  // Every point on the crease (2 grid pixels = 0.02 units of tolerance, plus the smoothing's reach).
  for (const [x, y] of heart.path) assert.ok(Math.abs(y - 0.6) < 0.03 && x >= -1.03 && x <= 0.33, `(${x}, ${y}) off the crease`);
  // And along most of it: from near x = −1.0 to near 0.3.
  const xs = heart.path.map((p) => p[0]);
  assert.ok(Math.min(...xs) < -0.9 && Math.max(...xs) > 0.2, `covers ${Math.min(...xs)}..${Math.max(...xs)}`);
  for (const name of ['head', 'life', 'fate'] as const) assert.equal(lines.find((l) => l.name === name)!.present, false, name);
});

it('gives a crease running down the middle to the fate line, and a short mark to no line', () => {
  // Fate: x = 0.08 from y = −1.0 to 0.6 (1.6 units). A mark 0.2 long in the head band is too short for a line.
  const lines = traceLines(
    evidence([(x, y) => Math.abs(x - 0.08) <= 1 / 100 && y >= -1.0 && y <= 0.6, (x, y) => x >= 0.6 && x <= 0.8 && Math.abs(y - 0.78) <= 1 / 100]),
  );
  const fate = lines.find((l) => l.name === 'fate')!;
  assert.ok(fate.present, `fate confidence ${fate.confidence}`);
  for (const [x] of fate.path) assert.ok(Math.abs(x - 0.08) < 0.03, `fate at x = ${x}`);
  assert.equal(lines.find((l) => l.name === 'head')!.present, false, 'a 0.2-unit mark is no head line');
  assert.equal(lines.find((l) => l.name === 'heart')!.present, false);
});

it('finds a dark valley strongest on its axis', () => {
  // A horizontal dark valley: grey 100 less 40·exp(−d²/(2·2²)) at distance d from row 20.
  const p = plane(60, 41);
  for (let y = 0; y < 41; y++) for (let x = 0; x < 60; x++) p.data[y * 60 + x] = 100 - 40 * Math.exp(-((y - 20) ** 2) / 8);
  const strength = darkValleys(p, 2);
  const column = Array.from({ length: 41 }, (_, y) => strength.data[y * 60 + 30]!);
  assert.equal(column.indexOf(Math.max(...column)), 20, 'strongest on the valley’s row');
  assert.equal(column[5], 0, 'nothing far from it');
  // A bright ridge instead (grey rising to the axis) is no valley.
  const ridge = plane(60, 41);
  for (let k = 0; k < ridge.data.length; k++) ridge.data[k] = 200 - p.data[k]!;
  assert.equal(darkValleys(ridge, 2).data[20 * 60 + 30], 0);
});

/** The life line's typical course (the middle of its band). */
const LIFE = TYPICAL_COURSES.life;

/** The life line among `lines`, checked present and on `course`, give or take the 5-step smoothing's reach past its ends (0.04). */
/**
 * Whether a reported life line runs from above `top` (near the web) down to where life lines stop being reported
 * (LIFE_REPORTED_DOWN_TO, within two steps): its crease whole, not split with another line.
 */
const wholeLife = (line: PalmLine, top: number) => line.path.some(([, y]) => y > top) && line.path.some(([, y]) => y < LIFE_REPORTED_DOWN_TO + 2 * STEP);

function lifeAlong(lines: PalmLine[], course: Array<[number, number]>): PalmLine {
  const found = lines.find((l) => l.name === 'life')!;
  assert.ok(found.present, `life confidence ${found.confidence}`);
  for (const p of found.path) assert.ok(distance(p, course) < 0.05, `(${p[0]}, ${p[1]}) off the crease`);
  return found;
}

it('gives a life line that swings towards the palm’s middle to the life line, not the fate line', () => {
  // The life line's typical course moved 0.15 towards the little finger: from y = 0.3 down it lies
  // inside the fate line's band (x = 0.08 ± 0.3) as well, 1.2 units of it. It begins at the web
  // between thumb and index finger, as a life line does; a fate line does not reach there.
  const life: Array<[number, number]> = [[0.55, 0.9], [0.3, 0.6], [0.17, 0.3], [0.1, 0], [0.1, -0.3], [0.17, -0.6], [0.27, -0.9]];
  const lines = traceLines(evidence([along(life)]));
  lifeAlong(lines, life);
  assert.equal(lines.find((l) => l.name === 'fate')!.present, false, 'the fate line found the life line’s crease');
});

it('lays a band’s steps along its template and its positions across it, right of the direction of travel first', () => {
  // 1 palm unit along x, 0.1 either side: 1 / 0.02 + 1 = 51 steps, 0.2 / 0.02 + 1 = 11 positions.
  const c = band([[0, 0], [1, 0]], 0.1);
  assert.equal(c.steps, 51);
  assert.equal(c.positions, 11);
  const near = (a: [number, number], b: [number, number]) => assert.ok(Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-9, `${a.join(', ')} is not ${b.join(', ')}`);
  // Travelling +x, the normal is +y (a quarter turn anticlockwise): position 0 is 0.1 below the template.
  near(c.at(0, 0), [0, -0.1]);
  near(c.at(25, 5), [0.5, 0]);
  near(c.at(50, 10), [1, 0.1]);
  // A template turning a right angle: after the bend the band runs along y, still 0.1 either side.
  const bent = band([[0, 0], [1, 0], [1, 1]], 0.1);
  near(bent.at(100, 0), [1.1, 1]);
});

it('follows the evidence with a turn costing 3, and keeps the stretch the evidence supports', () => {
  // A 4-step, 3-position corridor on a plain grid: evidence by position (rows) and step (columns).
  const grid = (rows: number[][]): Corridor => ({ steps: rows[0]!.length, positions: rows.length, stepLength: 1, at: (k, m) => [k, m] });
  const run = (rows: number[][]) => bestPath(grid(rows), ([k, m]) => rows[m]![k]!);
  // Staying on position 2 gathers 20; starting on the 8 at position 0 and turning twice to reach it gathers 8 − 3 − 3 + 5 + 5 = 12.
  assert.deepEqual(run([[8, 0, 0, 0], [0, 0, 0, 0], [5, 5, 5, 5]]), [2, 2, 2, 2]);
  // Staying on position 0 gathers 16; turning down to the 5s gathers 8 + 8 − 3 + 0 − 3 + 5 = 15 at best.
  assert.deepEqual(run([[8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 5, 5]]), [0, 0, 0, 0]);
  // Evidence along a path: 5 zeros, 10 tens, 10 zeros, 4 tens. Smoothed over 5 steps, a step counts
  // (≥ 3.5) when its window holds at least two tens: steps 4..15 and 24..28, an 8-step gap between.
  const repeat = (n: number, v: number): number[] => Array.from({ length: n }, () => v);
  const values = [...repeat(5, 0), ...repeat(10, 10), ...repeat(10, 0), ...repeat(4, 10)];
  assert.deepEqual(supportedStretch(values, 3), { start: 4, end: 15 });
  assert.deepEqual(supportedStretch(values, 8), { start: 4, end: 28 });
  // An earlier line's crease (NaN) over the zeros between neither supports nor breaks the stretch: windows
  // of crossing alone are skipped, the others hold only tens. No gap needs bridging.
  assert.deepEqual(supportedStretch(values.map((v, i) => (i >= 15 && i <= 24 ? NaN : v)), 0), { start: 4, end: 28 });
  // Unless the path runs along that crease for longer than allowed (10 steps > 9): then the stretch breaks there,
  // and the longer side (steps 4..15, 12 supported) is kept.
  assert.deepEqual(supportedStretch(values.map((v, i) => (i >= 15 && i <= 24 ? NaN : v)), 0, undefined, 9), { start: 4, end: 15 });
  assert.deepEqual(supportedStretch(values.map((v, i) => (i >= 15 && i <= 24 ? NaN : v)), 0, undefined, 10), { start: 4, end: 28 });
});

it('measures roughness as the distance from the path’s own trend: none for a bend, about 1 for a zigzag', () => {
  assert.ok(roughness(Array.from({ length: 30 }, (_, k) => k)) < 1e-9, 'a straight diagonal');
  // Alternating 0, 2: every 11-step window holds five of its centre's value and six of the other, so
  // the trend is 12/11 (centre 0) or 10/11 (centre 2): each position lies 12/11 from it.
  assert.ok(Math.abs(roughness(Array.from({ length: 30 }, (_, k) => (k % 2) * 2)) - 12 / 11) < 1e-9);
});

it('chooses heart and head together: the heart line above, on a palm whose heart band holds the stronger head line', () => {
  // The head line, strong (20), from (0.9, 0.8) by the thumb's web down to (−0.9, 0.3): its whole course
  // lies in the head band and, from x = −0.9 to about −0.2, in the heart band too, where it is the
  // strongest crease. The heart line, fainter (8), straight at y = 0.95 from x = −1.0 to 0.3, near the
  // finger bases. Traced greedily the heart line takes the head line's crease; chosen as a pair, the
  // heart line is the crease above: that pair carries both creases' evidence, the greedy one only the head line's
  // (whose crease then leaves no head line below it).
  const onHead = (x: number, y: number) => x >= -0.9 && x <= 0.9 && Math.abs(y - (0.8 - ((0.9 - x) * 0.5) / 1.8)) <= 1 / 100;
  const lines = traceLines(evidenceOf([[onHead, 20], [(x, y) => x >= -1.0 && x <= 0.3 && Math.abs(y - 0.95) <= 1 / 100, 8]]));
  const [heart, head] = [lines.find((l) => l.name === 'heart')!, lines.find((l) => l.name === 'head')!];
  assert.ok(heart.present && head.present, `heart ${heart.confidence}, head ${head.confidence}`);
  for (const [x, y] of heart.path) assert.ok(Math.abs(y - 0.95) < 0.03, `heart at (${x}, ${y}), not on the crease at y = 0.95`);
  for (const [x, y] of head.path) assert.ok(onHead(x, y) || Math.abs(y - (0.8 - ((0.9 - x) * 0.5) / 1.8)) < 0.03, `head at (${x}, ${y}), off the diagonal`);
});

it('runs one line above another only where both cross the same width of the palm, by 0.04 at least', () => {
  const upper: [number, number][] = [[0, 1], [0.5, 1]];
  assert.equal(runsAbove(upper, [[0, 0.5]]), true);
  assert.equal(runsAbove(upper, [[0.02, 0.98]]), false, '0.02 below at nearly the same x');
  assert.equal(runsAbove(upper, [[0.5, 0.97]]), false, '0.03 below, less than 0.04');
  assert.equal(runsAbove(upper, [[0.25, 2]]), true, 'higher, but 0.25 across from either point');
  assert.equal(runsAbove([], [[0, 2]]), true, 'no line is above anything');
});

it('tells a line on the thumb’s side of another at most of the heights both cross', () => {
  // Vertical lines from y = 0 to 0.2, a point every 0.02 (11 points); points 0.03 or less apart in height are compared.
  const at = (x: number, from = 0, to = 0.2): Array<[number, number]> =>
    Array.from({ length: Math.round((to - from) / 0.02) + 1 }, (_, k): [number, number] => [x, from + k * 0.02]);
  assert.equal(thumbwardOf(at(0.3), at(0.1)), true, 'x 0.3 against 0.1 at all 11 heights');
  assert.equal(thumbwardOf(at(0.1), at(0.3)), false);
  assert.equal(thumbwardOf(at(0.3), at(0.3)), false, 'on the same course is not beside it');
  // Only y = 0 to 0.06 of the first line has a point of the second within 0.03 in height when that one stops at 0.04: 4 < 5 compared.
  assert.equal(thumbwardOf(at(0.3), at(0.1, 0, 0.04)), false, 'too few heights in common');
  // The second line at x 0.1 up to y = 0.1, then at 0.5: thumbward at y = 0 to 0.08 only (at 0.1 the point at 0.12 is level too), 5 of 11.
  assert.equal(thumbwardOf(at(0.3), [...at(0.1, 0, 0.1), ...at(0.5, 0.12, 0.2)]), false, 'thumbward at 5 of 11 heights, not most');
  assert.equal(thumbwardOf(at(0.3), [...at(0.1, 0, 0.12), ...at(0.5, 0.14, 0.2)]), true, 'thumbward at 6 of 11 (y = 0 to 0.1)');
});

/** A traced line along a horizontal or sloping segment, 0.02 apart, with the given confidence, on its band's middle. */
function traced(name: 'heart' | 'head', confidence: number, [x0, y0]: [number, number], [x1, y1]: [number, number]): Traced {
  const n = Math.round(Math.hypot(x1 - x0, y1 - y0) / 0.02);
  const path = Array.from({ length: n + 1 }, (_, k): [number, number] => [x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
  return { name, present: confidence >= 0.5, confidence, path, offCentre: 0 };
}

it('keeps the pair with the most evidence that is consistent: heart above head, distinct creases, each reaching its edge', () => {
  // A: strong, across the middle (y = 0.5); the best crease in both bands. B: heart-like, above (y = 0.95).
  // C: weak, below (y = 0.2). Pairs (heart, head): (A, A) the same crease; (A, C) 1 + 0.3 = 1.3;
  // (B, A) 0.7 + 1 = 1.7; (B, C) 0.7 + 0.3 = 1.0. So B is the heart line and A the head line.
  const a = (name: 'heart' | 'head') => traced(name, 1, name === 'heart' ? [-0.9, 0.5] : [0.9, 0.5], name === 'heart' ? [0.9, 0.5] : [-0.9, 0.5]);
  const b = traced('heart', 0.7, [-0.9, 0.95], [0.3, 0.95]);
  const c = traced('head', 0.3, [0.9, 0.2], [-0.2, 0.2]);
  const [heart, head] = assignTransverse([a('heart'), b], [a('head'), c]);
  assert.equal(heart, b);
  assert.equal(head.confidence, 1);
  assert.equal(head.path[0]![1], 0.5);
  // A heart candidate stopping short of the little-finger edge (x ≤ −0.5) counts half: from x = −0.2 with
  // confidence 0.5 it weighs 0.25, and (it, A) = 1.25 loses to (A, C) = 1.3.
  const shortB = traced('heart', 0.5, [-0.2, 0.95], [0.3, 0.95]);
  const [heart2, head2] = assignTransverse([a('heart'), shortB], [a('head'), c]);
  assert.equal(heart2.path[0]![1], 0.5, 'A is the heart line');
  assert.equal(head2, c);
  // One crease alone in both bands: the line it weighs more for keeps it, here heart (equal weights, heart
  // first), and head is absent with its confidence capped below one half.
  const [heart3, head3] = assignTransverse([a('heart')], [a('head')]);
  assert.equal(heart3.present, true);
  assert.equal(head3.present, false);
  assert.ok(head3.confidence < 0.5);
  // The heart line's end may meet the head line's start: one point in ten out of order still counts as above.
  const meets = traced('heart', 1, [-0.9, 0.9], [0.9, 0.9]);
  meets.path.at(-1)![1] = 0.5;
  assert.equal(runsAbove(meets.path, a('head').path), true);
  meets.path.slice(-10).forEach((p) => (p[1] = 0.5));
  assert.equal(runsAbove(meets.path, a('head').path), false, 'ten points in 91 out of order');
  // A band left with no crease of its own (every one another line's): its line is absent, with nothing to show.
  const [heart4, head4] = assignTransverse([b], []);
  assert.equal(heart4, b);
  assert.deepEqual([head4.name, head4.present, head4.confidence, head4.path], ['head', false, 0, []]);
});

it('traces the head line again with the heart line claimed when its best path runs on into the heart line', () => {
  // Heart H (strength 25): straight from (−1.0, 0.30) up to (0.4, 1.05), y = 0.30 + 0.75 / 1.4 · (x + 1).
  // Head D (strength 20): straight from the thumb side (1.0, 0.75) down to where it meets H at x = −0.6
  // (y = 0.30 + 0.75 · 0.4 / 1.4 = 0.514). H's little-finger part lies in the head band too (its middle
  // is 0.24 at x = −0.95, H 0.33 there; the band reaches 0.3 either side), so the head band's best path
  // is D and then H on to the edge: not above-and-below with H, so that pair is dropped, and with it
  // claimed the head band holds nothing long. Traced with H claimed instead, its best path is D alone.
  // Before heart and head were traced given each other, this head line was absent.
  const heartY = (x: number) => 0.3 + (0.75 / 1.4) * (x + 1);
  const headY = (x: number) => 0.75 - ((0.75 - heartY(-0.6)) / 1.6) * (1 - x);
  const lines = traceLines(evidenceOf([
    [(x, y) => x >= -1.0 && x <= 0.4 && Math.abs(y - heartY(x)) <= 1 / 100, 25],
    [(x, y) => x >= -0.6 && x <= 1.0 && Math.abs(y - headY(x)) <= 1 / 100, 20],
  ]));
  const [heart, head] = [lines.find((l) => l.name === 'heart')!, lines.find((l) => l.name === 'head')!];
  assert.ok(heart.present && head.present, `heart ${heart.confidence}, head ${head.confidence}`);
  for (const [x, y] of heart.path) assert.ok(Math.abs(y - heartY(x)) < 0.03, `heart (${x}, ${y}) off H`);
  for (const [x, y] of head.path) assert.ok(Math.abs(y - headY(x)) < 0.03, `head (${x}, ${y}) off D`);
  // D converges on H: it is traced until it comes within the claimed width (0.08) of H, which
  // it does at x = −0.4 (H 0.621, D 0.75 − 0.1475 · 1.4 = 0.543).
  const xs = head.path.map((p) => p[0]);
  assert.ok(Math.max(...xs) > 0.9 && Math.min(...xs) < -0.3, `head covers ${Math.min(...xs)}..${Math.max(...xs)}`);
});

it('stops a head line where its far end rises back towards the fingers by more than 0.06 palm units', () => {
  // From the thumb side (x > 0) down to its lowest point (-0.6, 0.30), then up to 0.38 (a rise of 0.08 > 0.06): cut at the lowest point.
  const runsOn: [number, number][] = [[0.8, 0.8], [0.2, 0.55], [-0.3, 0.36], [-0.6, 0.3], [-0.7, 0.33], [-0.8, 0.38]];
  assert.deepEqual(stopHeadRise(runsOn), runsOn.slice(0, 4));
  // A rise of 0.05 is within the allowance, and a wave on the thumb side (x >= 0) is not judged.
  const gentle: [number, number][] = [[0.9, 0.7], [0.5, 0.9], [0.1, 0.6], [-0.4, 0.3], [-0.8, 0.35]];
  assert.deepEqual(stopHeadRise(gentle), gentle);
});

it('traces a head line that slopes steeply towards the wrist in its own band, apart from the life line', () => {
  // Straight from (0.7, 0.6) to (−0.5, −0.3): 1.5 palm units, a head line of the sloping kind, beside the life
  // line on its typical course, which it crosses at (0.33, 0.32). At x = −0.5 the flatter head
  // band spans y = 0.01..0.61 (middle 0.31 ± 0.3), so only its upper half lies there; the sloping band
  // (middle −0.21 at x = −0.5) holds all of it.
  const headY = (x: number) => 0.6 - (0.9 / 1.2) * (0.7 - x);
  const lines = traceLines(evidence([(x, y) => x >= -0.5 && x <= 0.7 && Math.abs(y - headY(x)) <= 1 / 100, along(LIFE)]));
  const head = lines.find((l) => l.name === 'head')!;
  assert.ok(head.present, `head confidence ${head.confidence}`);
  for (const [x, y] of head.path) assert.ok(Math.abs(y - headY(x)) < 0.03, `head (${x}, ${y}) off the crease`);
  const xs = head.path.map((p) => p[0]);
  // The crease runs on to x = −0.5; the head line is reported out to HEAD_REPORTED_OUT_TO.
  assert.ok(Math.min(...xs) < HEAD_REPORTED_OUT_TO + 2 * STEP && Math.max(...xs) > 0.5, `head covers ${Math.min(...xs)}..${Math.max(...xs)}`);
  lifeAlong(lines, LIFE);
  for (const name of ['heart', 'fate'] as const) assert.equal(lines.find((l) => l.name === name)!.present, false, name);
});

it('leaves the life line’s upper half, which the sloping head band holds, to the life line', () => {
  // The life line on its typical course. From the web down to about y = 0 it lies inside the sloping head
  // band too, 0.9 units of it (a head line's confidence would be 0.9 / 1.3 = 0.69): longer than the 0.3 a
  // head line may share with the life line at their start, so the head band does not take it.
  const lines = traceLines(evidence([along(LIFE)]));
  const found = lifeAlong(lines, LIFE);
  assert.ok(wholeLife(found, 0.7), 'the whole life line');
  assert.equal(lines.find((l) => l.name === 'head')!.present, false, 'the head line took the life line’s crease');
});

it('reports no fate line on a palm whose fate band holds only the life line’s crease', () => {
  // The life line on its typical course runs through the fate band's thumb-side edge (x = 0.08 + 0.3) from
  // y = 0.3 down. Traced first, the fate line would find that crease, too short for a line (0.46 < 0.5), and
  // claim nothing; the life line is then traced on the same crease. Counting the absent fate line would keep
  // that order and report the life line's crease as a faint fate line. Traced after the life line, the fate
  // band holds no crease at all.
  const lines = traceLines(evidence([along(LIFE)]));
  lifeAlong(lines, LIFE);
  const fate = lines.find((l) => l.name === 'fate')!;
  assert.deepEqual([fate.present, fate.confidence, fate.path.length], [false, 0, 0]);
});

it('reports no fate line along the life line’s crease, which the fate band holds for a stretch', () => {
  // The life line 0.05 nearer the thumb than its typical course: from y = 0.3 down to y = −0.6 it runs at
  // x = 0.30..0.37, just inside the fate band (x = 0.08 ± 0.3), 0.9 palm units of it. Traced first, the fate line
  // would take that stretch (confidence 0.83) and the life line would still be traced whole across it, as if
  // crossing it: one crease read as two lines. A line may run along a claimed crease for no more than 0.3
  // units, so the life line, traced across the fate line's claim, breaks there, and the life-first order wins.
  const life = moved(LIFE, 0.05, 0);
  const lines = traceLines(evidence([along(life)]));
  const found = lifeAlong(lines, life);
  assert.ok(wholeLife(found, 0.7), 'the whole life line');
  assert.equal(lines.find((l) => l.name === 'fate')!.present, false, 'the fate line took the life line’s crease');
});

it('reports no head line along the life line’s start, which the flatter head band holds', () => {
  // The life line 0.1 nearer the palm's middle than its typical course. From the web at (0.6, 0.9) down to about
  // (0.2, 0.3) it lies inside the flatter head band too (middle 0.78 at x = 0.6, 0.58 at x = 0.2, ± 0.3): 0.7 palm
  // units, a head line's confidence 0.51. Taken as the head line, it would also leave the life line to begin 0.7
  // units late (confidence 0.76). A crease there that runs along the life line's for more than a shared start
  // (0.3) and never crosses the palm's middle (x ≤ 0), where a head line goes, is the life line's.
  const life = moved(LIFE, -0.1, 0);
  const lines = traceLines(evidence([along(life)]));
  const found = lifeAlong(lines, life);
  assert.ok(wholeLife(found, 0.8), 'the whole life line');
  assert.equal(lines.find((l) => l.name === 'head')!.present, false, 'the head line took the life line’s start');
});

it('reads every set of principal lines exactly, on their typical courses and shifted 0.1 palm units', () => {
  // Each of the 15 non-empty sets of the four lines, drawn on the middle of their bands (src/palmistry/corridors.ts),
  // as they are and with the whole palm's lines moved 0.1 palm units towards the wrist, the fingers, the little
  // finger, or the wrist and either edge: each line drawn is found on its crease, and no other line is reported.
  // (Before palm-lines 2.5, 11 of these 90 palms read wrong: a head line on the life line's start, a fate line
  // beside the life line, a lone head line moved towards the fingers split into a heart line and the head line's
  // start.) Bands hold a line's spread, not every palm moved as one: moved 0.1 towards the fingers and the thumb,
  // a lone fate line lies in the life band and is read as the life line.
  for (const [dx, dy] of [[0, 0], [0, -0.1], [0, 0.1], [-0.1, 0], [-0.1, -0.1], [0.1, -0.1]] as const) {
    for (const drawn of everySet(dx, dy)) {
      const lines = traceLines(evidence(Object.values(drawn).map(along)));
      assert.deepEqual(misreadings(drawn, lines), [], `${Object.keys(drawn).join('+')} moved (${dx}, ${dy})`);
    }
  }
});

it('reports no head line along the fate line’s upper half, which the sloping head band holds', () => {
  // Life and fate lines moved 0.1 palm units towards the fingers and the little finger: the fate line runs up
  // x = −0.02 to y = 0.8. The sloping head band (middle from (0.45, 0.7) to (−0.25, 0.02), ± 0.3) holds its
  // upper 0.85 units, and traced given no heart line, a head line there would be reported (0.51) and the fate
  // line cut to its lower half. A heart or head line runs across the palm: its span across (x) is at least
  // half its length, where this path spans 0.07 across in 0.85.
  const [life, fate] = [moved(LIFE, -0.1, 0.1), moved(TYPICAL_COURSES.fate, -0.1, 0.1)];
  const lines = traceLines(evidence([along(life), along(fate)]));
  assert.equal(lines.find((l) => l.name === 'head')!.present, false, 'a head line up the fate line');
  const found = lines.find((l) => l.name === 'fate')!;
  assert.ok(found.present && found.path.some(([, y]) => y > 0.5) && found.path.some(([, y]) => y < -0.8), 'the whole fate line');
  lifeAlong(lines, life);
});

it('cuts a line’s far end back to where its crease is clearly there, or to its own level when it is faint all along', () => {
  // 20 steps at 20 noise units, then 10 at 5 (supported, ≥ 3.5): the far end is cut back to the last step whose
  // smoothed evidence reaches 7. Smoothed over 5 steps, step 21 is (20 + 5 · 4) / 5 = 8, step 22 is 5.
  const repeat = (n: number, v: number): number[] => Array.from({ length: n }, () => v);
  assert.deepEqual(supportedStretch([...repeat(20, 20), ...repeat(10, 5)], 3, 7), { start: 0, end: 21 });
  // 30 steps at 6 all along: cut at 7 it would be nothing; its median is 6, so it is kept whole.
  assert.deepEqual(supportedStretch(repeat(30, 6), 3, 7), { start: 0, end: 29 });
  // So a faint head line (6 noise units) on its typical course is found, along its crease.
  const head = TYPICAL_COURSES.head;
  const lines = traceLines(evidence([along(head)], 6));
  const found = lines.find((l) => l.name === 'head')!;
  assert.ok(found.present, `head confidence ${found.confidence}`);
  for (const p of found.path) assert.ok(distance(p, head) < 0.05, `(${p[0]}, ${p[1]}) off the crease`);
  for (const name of ['heart', 'life', 'fate'] as const) assert.equal(lines.find((l) => l.name === name)!.present, false, name);
});
