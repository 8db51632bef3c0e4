// The weak-label bench's rule on hand-made boxes and polylines; every verdict is worked out by hand below.
// judgeBoxedLine resamples a path every 2 px (a straight 160 px path gives 81 points, one every 2 px from its
// start). The boxes, in pixels:
//   heart 100..300 × 100..160 (long side 200, across), so the palm's width is 200 and the margin 5 % of it, 10 px:
//         grown 90..310 × 90..170;
//   head  100..260 × 180..240, grown 90..270 × 170..250;
//   life   80..160 × 200..400 (long side 200, down), grown 70..170 × 190..410.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { boxedPalmWidth, judgeBoxedLine, type Box } from '../bench/palm-scoring.js';
import sharp from 'sharp';
import { closeUp, loadBoxedPhotos, sourceOf, stemOf } from '../bench/palm-boxes.js';

type P = [number, number];
const heart: Box = { x0: 100, y0: 100, x1: 300, y1: 160 };
const head: Box = { x0: 100, y0: 180, x1: 260, y1: 240 };
const life: Box = { x0: 80, y0: 200, x1: 160, y1: 400 };
const width = boxedPalmWidth(heart);
const line = (points: P[]) => ({ present: true, points });
const kind = (points: P[], own: Box[], others: Parameters<typeof judgeBoxedLine>[2]) => judgeBoxedLine(line(points), own, others, width);

describe('judgeBoxedLine', () => {
  it('takes the heart box long side as the palm width', () => assert.equal(width, 200));

  it('a heart line across its box is consistent', () => {
    // y 130, x 120..280: all 81 points inside; spans 160 ≥ half of 200.
    assert.deepEqual(kind([[120, 130], [280, 130]], [heart], { head: [head], life: [life] }), { kind: 'consistent' });
  });

  it('inside its box but spanning less than half its long side is misplaced', () => {
    // x 200..280 spans 80 < 100; no point lies in the head box grown (y ≥ 170) or the life box grown (x ≤ 170 from y 190).
    assert.deepEqual(kind([[200, 130], [280, 130]], [heart], { head: [head], life: [life] }), { kind: 'misplaced' });
  });

  it('the box grows by 5 % of the palm width: 8 px above the box counts, 12 px does not', () => {
    // The grown heart box starts at y 90: a path at y 92 is inside, one at y 88 is wholly outside it and every other box.
    assert.deepEqual(kind([[120, 92], [280, 92]], [heart], { head: [head] }), { kind: 'consistent' });
    assert.deepEqual(kind([[120, 88], [280, 88]], [heart], { head: [head] }), { kind: 'misplaced' });
  });

  it('needs 80 % of the path inside: 101 of 126 points is enough, 101 of 131 is not', () => {
    // y 130 from x 110: to x 360 is 250 px, 126 points at x 110, 112, …, 360, of which x ≤ 310 (the grown box's
    // right side) are 101: 101 / 126 = 0.8016 ≥ 0.8, spanning 110..310 = 200. To x 370 it is 131 points, still
    // 101 inside: 0.771 < 0.8.
    assert.deepEqual(kind([[110, 130], [360, 130]], [heart], {}), { kind: 'consistent' });
    assert.deepEqual(kind([[110, 130], [370, 130]], [heart], {}), { kind: 'misplaced' });
  });

  it('a head line on the heart crease is swapped into the heart box', () => {
    // y 130 lies above the grown head box (y ≥ 170) and wholly in the grown heart box: 0 in its own, 1 in heart's.
    assert.deepEqual(kind([[120, 130], [280, 130]], [head], { heart: [heart], life: [life] }), { kind: 'swapped', into: 'heart' });
  });

  it('a short life line that is more in its own box than in the head box is misplaced, not swapped', () => {
    // x 120, y 210..290: 41 points, all in the grown life box (1.0), spanning 80 < half of 200. In the grown head
    // box (y ≤ 250): y 210..250, 21 points, 21 / 41 = 0.51 > 0.5 but less than the 1.0 in its own box.
    assert.deepEqual(kind([[120, 210], [120, 290]], [life], { heart: [heart], head: [head] }), { kind: 'misplaced' });
    // Down to y 390 it spans 180 along the life box's long side (its height): consistent.
    assert.deepEqual(kind([[120, 210], [120, 390]], [life], { heart: [heart], head: [head] }), { kind: 'consistent' });
  });

  it('a line with two boxes is consistent with either', () => {
    // Fate boxed twice (as on three photos of the set): the path fits the second box, 200..220 × 250..400 (long
    // side 150, down), spanning 260..380 = 120 ≥ 75.
    const boxes: Box[] = [{ x0: 300, y0: 300, x1: 320, y1: 320 }, { x0: 200, y0: 250, x1: 220, y1: 400 }];
    assert.deepEqual(kind([[210, 260], [210, 380]], boxes, {}), { kind: 'consistent' });
  });

  it('reported absent is absent wherever its points would be; present without points is misplaced', () => {
    assert.deepEqual(judgeBoxedLine({ present: false, points: [[120, 130], [280, 130]] }, [heart], {}, width), { kind: 'absent' });
    assert.deepEqual(judgeBoxedLine({ present: true }, [heart], {}, width), { kind: 'misplaced' });
  });
});

describe('the weak-label set: names and copies', () => {
  it('an augmented copy keeps the source name; 11K Hands scans are told from phone photos', () => {
    assert.equal(stemOf('valid/IMG_0130_JPG_jpg.rf.019b6073142e8b9935b3630b7db8db1d.jpg'), 'IMG_0130_JPG_jpg');
    assert.equal(stemOf('plain.jpg'), 'plain');
    assert.equal(sourceOf('Hand_0005844_jpg'), '11k');
    assert.equal(sourceOf('FIMG_0001_JPG_jpg'), 'phone');
    assert.equal(sourceOf('20_image_palm_jpeg_jpg'), 'phone');
  });

  it('keeps the smallest file of each name, reads boxes beside their CSV, and counts boxes of missing images', async () => {
    // Not photos: files of 1, 3 and 2 bytes stand for three copies of one name and one file of another.
    const dir = mkdtempSync(join(tmpdir(), 'palm-boxes-'));
    try {
      mkdirSync(join(dir, 'train'));
      const [a1, a2, b] = ['A_jpg.rf.aa.jpg', 'A_jpg.rf.bb.jpg', 'Hand_0000001_jpg.rf.cc.jpg'];
      writeFileSync(join(dir, 'train', a1), 'xxx');
      writeFileSync(join(dir, 'train', a2), 'x');
      writeFileSync(join(dir, 'train', b), 'xx');
      writeFileSync(join(dir, 'train', '_annotations.csv'), [
        'filename,width,height,class,xmin,ymin,xmax,ymax',
        `${a1},640,640,heart,1,2,3,4`, `${a2},640,640,heart,1,2,3,4`, `${a2},640,640,fate,5,6,7,8`, `${a2},640,640,fate,9,10,11,12`,
        `${b},640,640,life,1,2,3,4`, 'gone_jpg.rf.dd.jpg,640,640,head,1,2,3,4',
      ].join('\n'));
      const { photos, files, missing } = await loadBoxedPhotos(dir);
      assert.equal(files, 3);
      assert.equal(missing, 1);
      const byStem = Object.fromEntries(photos.map((p) => [p.stem, p]));
      assert.deepEqual(Object.keys(byStem).sort(), ['A_jpg', 'Hand_0000001_jpg']);
      assert.equal(byStem.A_jpg!.file, join(dir, 'train', a2));
      assert.equal(byStem.A_jpg!.source, 'phone');
      assert.deepEqual(byStem.A_jpg!.boxes.fate, [{ x0: 5, y0: 6, x1: 7, y1: 8 }, { x0: 9, y0: 10, x1: 11, y1: 12 }]);
      assert.equal(byStem.Hand_0000001_jpg!.source, '11k');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the weak-label set: close-ups', () => {
  it('crops a photo to its palm at 640×480, from 15 % of the palm above the boxes to 10 % below, boxes moved alike', async () => {
    // Heart 200..400 × 200..260 (palm 200 wide), head 200..380 × 280..330, life 180..260 × 280..460. The palm runs
    // from y 200 − 30 = 170 to 460 + 20 = 480, 310 px: at 4:3 the crop is 413 × 309 about x 290 and y 325, its corner
    // at (84, 171) (83.5 and 170.5 rounded), enlarged 640 / 413 = 1.5496 times. The fate box lies outside and is dropped.
    const dir = mkdtempSync(join(tmpdir(), 'palm-close-up-'));
    try {
      const file = join(dir, 'P_jpg.rf.aa.jpg');
      await sharp({ create: { width: 640, height: 640, channels: 3, background: '#a07050' } }).jpeg().toFile(file);
      const boxes = { heart: [{ x0: 200, y0: 200, x1: 400, y1: 260 }], head: [{ x0: 200, y0: 280, x1: 380, y1: 330 }], life: [{ x0: 180, y0: 280, x1: 260, y1: 460 }], fate: [{ x0: 600, y0: 600, x1: 630, y1: 630 }] };
      const cropped = (await closeUp({ file, stem: 'P_jpg', source: 'phone', width: 640, height: 640, boxes }))!;
      const meta = await sharp(cropped.bytes).metadata();
      assert.deepEqual([meta.width, meta.height, cropped.photo.width, cropped.photo.height], [640, 480, 640, 480]);
      const rounded = (b: { x0: number; y0: number; x1: number; y1: number }) => [b.x0, b.y0, b.x1, b.y1].map((v) => Math.round(v * 100) / 100);
      assert.deepEqual(rounded(cropped.photo.boxes.heart![0]!), [179.76, 44.94, 489.69, 137.92]);
      assert.deepEqual(rounded(cropped.photo.boxes.head![0]!), [179.76, 168.91, 458.69, 246.39]);
      assert.deepEqual(rounded(cropped.photo.boxes.life![0]!), [148.77, 168.91, 272.74, 447.85]);
      assert.equal(cropped.photo.boxes.fate, undefined);
      assert.equal(await closeUp({ file, stem: 'P_jpg', source: 'phone', width: 640, height: 640, boxes: { heart: boxes.heart } }), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
