// The bench's line geometry on hand-made polylines; every expected value is worked out by hand below.
// scoreLine resamples both paths every 2 px along each segment (a 100 px segment gives 51 points).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeLine, onOtherCrease, palmWidth } from '../bench/palm-scoring.js';
import { scoreLine } from './helpers/palm-score.js';
import { turnPhoto, type AnnotatedPhoto } from '../bench/palm-annotations.js';

type P = [number, number];
const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-9, `${a} ≠ ${b}`);

describe('scoreLine: coverage and precision within a tolerance', () => {
  it('a path drawn exactly on the crease covers all of it, all of it close, at no distance', () => {
    const s = scoreLine([[0, 0], [100, 0]], [[0, 0], [50, 0], [100, 0]], 4);
    close(s.recall, 1);
    close(s.precision, 1);
    close(s.meanError, 0);
  });

  it('a parallel path 3 px off is close within 4 px and not within 2 px', () => {
    // Every point of either path lies exactly 3 px from the other (same extent 0..100).
    const truth: P[] = [[0, 0], [100, 0]];
    const drawn: P[] = [[0, 3], [100, 3]];
    const near = scoreLine(truth, drawn, 4);
    close(near.recall, 1);
    close(near.precision, 1);
    close(near.meanError, 3);
    const far = scoreLine(truth, drawn, 2);
    close(far.recall, 0);
    close(far.precision, 0);
  });

  it('a path shifted half its length covers about half, both ways', () => {
    // Truth x = 0..100 at y 0 (51 points x = 0, 2, …, 100); drawn x = 50..150 at y 3 (51 points), tolerance 4.
    // Truth point (x, 0) is within 4 of the drawn segment when x ≥ 50 (distance 3) or when
    // √((50 − x)² + 3²) ≤ 4, i.e. 50 − x ≤ √7 ≈ 2.65: x = 48 counts, x = 46 does not → x = 48..100: 27 points.
    // By symmetry drawn points x = 50..102 are close: 27 points. 27 / 51 each way.
    const s = scoreLine([[0, 0], [100, 0]], [[50, 3], [150, 3]], 4);
    close(s.recall, 27 / 51);
    close(s.precision, 27 / 51);
  });

  it('a path along one arm of an L covers that arm and the first 4 px of the other', () => {
    // Truth (0,0)→(100,0)→(100,100): 51 points on the first arm, then (100, 2), (100, 4), … (100, 100): 50 more = 101.
    // Drawn on the first arm only, tolerance 4: the first arm (51) and (100, 2), (100, 4) (distance 2 and 4) → 53 / 101.
    // Every drawn point lies on the truth → precision 1.
    const s = scoreLine([[0, 0], [100, 0], [100, 100]], [[0, 0], [100, 0]], 4);
    close(s.recall, 53 / 101);
    close(s.precision, 1);
  });

  it('fewer than two drawn points cover nothing', () => {
    const s = scoreLine([[0, 0], [100, 0]], [[50, 0]], 4);
    assert.equal(s.recall, 0);
    assert.equal(s.precision, 0);
  });
});

describe('judgeLine: the issue\'s placed rule', () => {
  const crease = { points: [[0, 0], [100, 0]] as P[], certainty: 'clear' as const };
  // Palm width 100 → tolerance 6 px.

  it('palm width is the distance between the two finger bases (a 60-80-100 triangle)', () => {
    close(palmWidth([10, 20], [70, 100]), 100);
  });

  it('placed: present, on the crease', () => {
    assert.equal(judgeLine(crease, { present: true, points: [[0, 5], [100, 5]] }, 100).kind, 'placed');
  });

  it('off: present but 8 px away with a 6 px tolerance', () => {
    assert.equal(judgeLine(crease, { present: true, points: [[0, 8], [100, 8]] }, 100).kind, 'off');
  });

  it('off: covers the crease but draws as much again beyond it (precision 51 / 101 < 0.6)', () => {
    // Drawn x = 0..200 at y 0: 101 points; a point beyond x = 100 is x − 100 from the crease, so x = 0, 2, …, 106
    // are within 6: 54 points, 54 / 101 ≈ 0.53 < 0.6, while the crease itself is fully covered.
    const v = judgeLine(crease, { present: true, points: [[0, 0], [200, 0]] }, 100);
    assert.equal(v.kind, 'off');
    if (v.kind === 'off') {
      close(v.score.recall, 1);
      close(v.score.precision, 54 / 101);
    }
  });

  it('missed when reported absent; no_points when present without a path', () => {
    assert.equal(judgeLine(crease, { present: false, points: [[0, 0], [100, 0]] }, 100).kind, 'missed');
    assert.equal(judgeLine(crease, { present: true }, 100).kind, 'no_points');
  });

  it('an absent crease is right when reported absent, a false alarm otherwise; unknown is not judged', () => {
    assert.equal(judgeLine({ absent: true }, { present: false }, 100).kind, 'absent_right');
    assert.equal(judgeLine({ absent: true }, { present: true, points: [[0, 0], [1, 1]] }, 100).kind, 'false_alarm');
    assert.equal(judgeLine({ unknown: true }, { present: true }, 100).kind, 'not_judged');
  });
});

describe('onOtherCrease: a line on a crease drawn under another name', () => {
  // Palm width 100 → tolerance 6 px; the drawn path is resampled every 2 px (x = 0..100: 51 points).
  const head: P[] = [[0, 50], [100, 50]];
  const life: P[] = [[0, 0], [0, 100]];

  it('a path 5 px from the other crease lies along it', () => {
    assert.equal(onOtherCrease([head, life], [[0, 55], [100, 55]], 100), true);
  });

  it('a path 8 px from every drawn crease lies along none', () => {
    // (x, 58) is 8 px from the head line; from the life line (x = 0) it is x px, within 6 for x = 0, 2, 4, 6: 4 / 51.
    assert.equal(onOtherCrease([head, life], [[0, 58], [100, 58]], 100), false);
  });

  it('half on the other crease (30 of 51 points, 0.59) is short of 0.6; 31 (0.61) is enough', () => {
    // Drawn (0, 50)→(100, 50) against a crease (0, 50)→(54, 50): a point x is within 6 of it for x ≤ 60, i.e.
    // x = 0, 2, …, 60: 31 / 51 ≈ 0.61 ≥ 0.6. Against (0, 50)→(52, 50): x ≤ 58, 30 / 51 ≈ 0.59 < 0.6.
    assert.equal(onOtherCrease([[[0, 50], [54, 50]]], head, 100), true);
    assert.equal(onOtherCrease([[[0, 50], [52, 50]]], head, 100), false);
  });

  it('nothing drawn elsewhere, or fewer than two points reported: not on another crease', () => {
    assert.equal(onOtherCrease([], head, 100), false);
    assert.equal(onOtherCrease([head], [[0, 50]], 100), false);
  });
});

describe('turnPhoto: an annotation turned with its photo', () => {
  // A 4×3 photo (columns 0-3, rows 0-2); its corners as drawn points.
  const photo = {
    file: 'a+b/p.jpg', width: 4, height: 3, index_base: [0, 0], little_base: [3, 0],
    lines: { heart: { points: [[3, 2], [1, 0]], certainty: 'clear' }, head: { absent: true }, life: { unknown: true }, fate: { unknown: true } },
  } as unknown as AnnotatedPhoto;

  it('a quarter turn clockwise sends column x, row y to column 2 - y, row x, and makes the photo 3×4', () => {
    const q = turnPhoto(photo, 90);
    assert.deepEqual([q.width, q.height, q.file], [3, 4, 'a+b/p.jpg@90']);
    // (0, 0) → (2, 0): the top-left corner goes to the top-right; (3, 0) → (2, 3); (3, 2) → (0, 3); (1, 0) → (2, 1).
    assert.deepEqual([q.index_base, q.little_base], [[2, 0], [2, 3]]);
    assert.deepEqual(q.lines.heart, { points: [[0, 3], [2, 1]], certainty: 'clear' });
    assert.deepEqual([q.lines.head, q.lines.life], [{ absent: true }, { unknown: true }]);
  });

  it('half a turn sends (x, y) to (3 - x, 2 - y); three quarters to (y, 3 - x); none leaves it as it is', () => {
    assert.deepEqual(turnPhoto(photo, 180).lines.heart, { points: [[0, 0], [2, 2]], certainty: 'clear' });
    const t = turnPhoto(photo, 270);
    assert.deepEqual([t.width, t.height, t.index_base, t.little_base], [3, 4, [0, 3], [0, 0]]);
    assert.deepEqual(t.lines.heart, { points: [[2, 0], [0, 2]], certainty: 'clear' });
    assert.equal(turnPhoto(photo, 0), photo);
  });
});
