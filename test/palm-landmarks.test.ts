// The geometry around MediaPipe's hand models on fixed tensors, every expected value worked by hand in
// the comments: anchor layout, decoding one anchor's answer, blending neighbours, the letterbox, the
// rotated crop back to photo pixels, and which hand the landmarks are.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  closeUpSquares,
  cropSquare,
  DETECTOR_VALUES,
  fromLetterbox,
  landmarksToImage,
  largestPalm,
  letterbox,
  palmAnchors,
  palmDetections,
  squareFromLandmarks,
  squareFromPalm,
  squareToImage,
} from '../src/palmistry/landmarks.js';
import { sideOf, type Point } from '../src/palmistry/hand.js';

const close = (actual: number, expected: number, what: string, eps = 1e-4) => assert.ok(Math.abs(actual - expected) < eps, `${what}: ${actual} ≠ ${expected}`);
const closePoint = (actual: Point, expected: Point, what: string, eps = 1e-4) => {
  close(actual[0], expected[0], `${what} x`, eps);
  close(actual[1], expected[1], `${what} y`, eps);
};

it('lays out 2,944 anchors: 32×32×2, then 16×16×2, then 8×8×6, at cell centres', () => {
  const a = palmAnchors();
  // 2048 + 512 + 384 = 2944 anchors, two numbers each.
  assert.equal(a.length, 2 * 2944);
  // First anchor: centre of the top-left 8-px cell, 4/256 = 0.015625; its twin shares it.
  assert.deepEqual([a[0], a[1], a[2], a[3]], [0.015625, 0.015625, 0.015625, 0.015625]);
  // Anchor 2 is the next cell to the right: 12/256 = 0.046875.
  close(a[4]!, 0.046875, 'third anchor x');
  // Anchor 2048 starts the 16-px grid: (0.5/16, 0.5/16) = 0.03125.
  closePoint([a[4096]!, a[4097]!], [0.03125, 0.03125], 'first 16-px anchor');
  // Anchor 2560 starts the 32-px grid (2048 + 512); six anchors per cell, so 2566 is cell (1, 0): x = 1.5/8.
  closePoint([a[5120]!, a[5121]!], [0.0625, 0.0625], 'first 32-px anchor');
  closePoint([a[5132]!, a[5133]!], [0.1875, 0.0625], 'second 32-px cell');
  // The last anchor is the bottom-right 32-px cell: 7.5/8 = 0.9375.
  closePoint([a[5886]!, a[5887]!], [0.9375, 0.9375], 'last anchor');
});

/** A detector answer with every anchor at a very low score except those given. */
function rawWith(entries: Array<{ index: number; logit: number; values: number[] }>): Float32Array {
  const raw = new Float32Array(2944 * DETECTOR_VALUES);
  for (let i = 0; i < 2944; i++) raw[i * DETECTOR_VALUES] = -20;
  for (const e of entries) {
    raw[e.index * DETECTOR_VALUES] = e.logit;
    e.values.forEach((v, k) => (raw[e.index * DETECTOR_VALUES + 1 + k] = v));
  }
  return raw;
}

it('decodes the best anchor: score by sigmoid, box and keypoints as pixel offsets from the anchor', () => {
  // Anchor 2215 = 2048 + 2·(5·16 + 3) + 1: the second anchor of 16-px cell (3, 5), centre (3.5/16, 5.5/16) = (0.21875, 0.34375).
  const keypoints = [12.8, -25.6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25.6, 51.2];
  const raw = rawWith([{ index: 2215, logit: 2, values: [12.8, -6.4, 64, 32, ...keypoints] }]);
  const palm = largestPalm(raw, palmAnchors(), 0.5)!;
  close(palm.score, 1 / (1 + Math.exp(-2)), 'score'); // sigmoid(2) = 0.880797
  close(palm.score, 0.880797, 'score, numerically');
  // Centre: 0.21875 + 12.8/256 = 0.26875; 0.34375 − 6.4/256 = 0.31875. Size 64/256 × 32/256.
  closePoint(palm.centre, [0.26875, 0.31875], 'centre');
  close(palm.width, 0.25, 'width');
  close(palm.height, 0.125, 'height');
  // Keypoint 0 (wrist): (0.21875 + 0.05, 0.34375 − 0.1); keypoint 6: (0.21875 + 0.1, 0.34375 + 0.2).
  closePoint(palm.keypoints[0]!, [0.26875, 0.24375], 'wrist');
  closePoint(palm.keypoints[1]!, [0.21875, 0.34375], 'index base');
  closePoint(palm.keypoints[6]!, [0.31875, 0.54375], 'thumb joint');
});

it('blends overlapping detections by score, ignores distant ones, and finds nothing under the threshold', () => {
  // Two anchors of the same 8-px cell (10, 10), centre (10.5/32, 10.5/32) = (0.328125, 0.328125):
  // index 2·(10·32 + 10) = 660 and 661. Logit 0 → score 0.5; logit ln 3 → 0.75.
  // Both boxes 0.25 wide; centres offset by +0.05 and −0.05 in x (12.8 px): the blend weighs them 0.5 : 0.75,
  // so x = 0.328125 + (0.5·0.05 − 0.75·0.05) / 1.25 = 0.328125 − 0.01 = 0.318125.
  // A third, strong detection far away (anchor 2943, bottom-right) scores less than the best and does not overlap.
  const raw = rawWith([
    { index: 660, logit: 0, values: [12.8, 0, 64, 64] },
    { index: 661, logit: Math.log(3), values: [-12.8, 0, 64, 64] },
    { index: 2943, logit: 0.5, values: [0, 0, 16, 16] },
  ]);
  const [palm, far, ...more] = palmDetections(raw, palmAnchors(), 0.4);
  close(palm!.score, 0.75, 'score of the best');
  closePoint(palm!.centre, [0.318125, 0.328125], 'blended centre');
  close(palm!.width, 0.25, 'width');
  // The far one is a palm of its own, not blended in: anchor 2943's centre (7.5/8, 7.5/8), 16/256 wide.
  close(far!.score, 1 / (1 + Math.exp(-0.5)), 'score of the far one');
  closePoint(far!.centre, [0.9375, 0.9375], 'far centre');
  close(far!.width, 0.0625, 'far width');
  assert.equal(more.length, 0);
  // Threshold above every score: no palm.
  assert.deepEqual(palmDetections(raw, palmAnchors(), 0.8), []);
  assert.equal(largestPalm(raw, palmAnchors(), 0.8), undefined);
});

it('reads the largest palm, not the one the detector is surest of', () => {
  // A small palm the detector is sure of at the edge: anchor 660, 8-px cell (10, 10), centre (0.328125, 0.328125),
  // logit 3 (score 0.952574), 32 px = 0.125 wide. A large palm less sure: anchors 2830 and 2831, the first two of
  // 32-px cell (5, 5) (2560 + 6·(5·8 + 5)), centre (5.5/8, 5.5/8) = (0.6875, 0.6875), 96 px = 0.375 wide, logits 1
  // (0.731059) and 0 (0.5); the second's centre 12.8 px = 0.05 to the right, so the blend's x is
  // 0.6875 + 0.5·0.05 / 1.231059 = 0.707808. The boxes (0.266–0.391 and 0.5–0.875) do not overlap.
  const raw = rawWith([
    { index: 660, logit: 3, values: [0, 0, 32, 32] },
    { index: 2830, logit: 1, values: [0, 0, 96, 96] },
    { index: 2831, logit: 0, values: [12.8, 0, 96, 96] },
  ]);
  const palms = palmDetections(raw, palmAnchors(), 0.4);
  assert.equal(palms.length, 2);
  close(palms[0]!.score, 0.952574, 'surest first');
  close(palms[0]!.width, 0.125, 'surest width');
  const palm = largestPalm(raw, palmAnchors(), 0.4)!;
  close(palm.score, 0.731059, 'largest score');
  close(palm.width, 0.375, 'largest width');
  closePoint(palm.centre, [0.707808, 0.6875], 'largest centre, blended');
});

it('maps the detector square back to the photo through the letterbox', () => {
  // 1000×500 in 256: scale 0.256, the picture 128 high, centred with 64 px of black above and below.
  const box = letterbox(1000, 500);
  close(box.scale, 0.256, 'scale');
  closePoint(box.offset, [0, 64], 'offset');
  closePoint(fromLetterbox(box, [0.5, 0.5]), [500, 250], 'centre');
  // (0, 64/256) is the photo's top-left corner; (1, 192/256) its bottom-right.
  closePoint(fromLetterbox(box, [0, 0.25]), [0, 0], 'top-left');
  closePoint(fromLetterbox(box, [1, 0.75]), [1000, 500], 'bottom-right');
  // Filling half the square: scale 0.128, the picture 128×64 with margins of 64 and 96; (0.25, 0.375) is its corner.
  const half = letterbox(1000, 500, 0.5);
  closePoint(half.offset, [64, 96], 'half-fill offset');
  closePoint(fromLetterbox(half, [0.25, 0.375]), [0, 0], 'half-fill top-left');
  closePoint(fromLetterbox(half, [0.75, 0.625]), [1000, 500], 'half-fill bottom-right');
});

it('turns the crop so the hand points up, and brings landmarks back to photo pixels', () => {
  // A hand lying on its side, fingers to the photo's right: wrist (100, 200), middle-finger base (200, 200).
  // Box 80×60 centred at (150, 200): the crop's side is 2.6 × 80 = 208, its centre moved 40 px towards the fingers.
  const sq = squareFromPalm({ centre: [150, 200], width: 80, height: 60, keypoints: [[100, 200], [0, 0], [200, 200], [0, 0], [0, 0], [0, 0], [0, 0]] });
  closePoint(sq.up, [1, 0], 'up');
  closePoint(sq.centre, [190, 200], 'centre');
  close(sq.size, 208, 'size');
  // Seen upright (turned a quarter counter-clockwise), the crop's top is the photo's right, and the crop's
  // right is the photo's bottom. Crop (0.5, 0) → 104 px right of the centre; (1, 0.5) → 104 px below it;
  // the crop's top-left corner (0, 0) → right 104 and up 104.
  closePoint(squareToImage(sq, [0.5, 0]), [294, 200], 'top middle');
  closePoint(squareToImage(sq, [1, 0.5]), [190, 304], 'right middle');
  closePoint(squareToImage(sq, [0, 0]), [294, 96], 'top-left');
  // Landmarks in 224-px crop pixels: (112, 0) is the top middle, (224, 112) the right middle.
  const raw = new Float32Array(63);
  raw.set([112, 0, 0, 224, 112, 0], 0);
  const lm = landmarksToImage(raw, sq);
  closePoint(lm[0]!, [294, 200], 'landmark 0');
  closePoint(lm[1]!, [190, 304], 'landmark 1');
  closePoint(lm[2]!, [294, 96], 'landmark 2, left at crop (0, 0): the top-left corner above');
});

it('frames the second look around the landmarks, twice their extent, a tenth towards the fingers', () => {
  // An upright hand: wrist (50, 100), middle base (50, 60); the others spread so that the extent is
  // 40 across (x 30..70) and 60 along (y 40..100). Side 2 × 60 = 120; centre (50, 70) moved 12 up → (50, 58).
  const lm: Point[] = Array.from({ length: 21 }, () => [50, 80] as Point);
  lm[0] = [50, 100];
  lm[9] = [50, 60];
  lm[4] = [30, 70];
  lm[20] = [70, 50];
  lm[12] = [50, 40];
  const sq = squareFromLandmarks(lm);
  closePoint(sq.up, [0, -1], 'up');
  close(sq.size, 120, 'size');
  closePoint(sq.centre, [50, 58], 'centre');
});

it('shows a close-up to the landmark model in squares sized for a palm that fills the frame, fingers up, left, right, down', () => {
  // 640×480: short side 480. Squares 2.2 × 480 = 1056 and 2.7 × 480 = 1296 px, each centred 0.3 × 480 = 144 px
  // from the photo's centre (320, 240) towards the fingers: up (320, 96), left (176, 240), right (464, 240), down (320, 384).
  const squares = closeUpSquares(640, 480);
  assert.equal(squares.length, 8);
  const centres: Point[] = [[320, 96], [176, 240], [464, 240], [320, 384]];
  const ups: Point[] = [[0, -1], [-1, 0], [1, 0], [0, 1]];
  squares.forEach((sq, i) => {
    close(sq.size, i < 4 ? 1056 : 1296, `square ${i} size`);
    closePoint(sq.centre, centres[i % 4]!, `square ${i} centre`);
    closePoint(sq.up, ups[i % 4]!, `square ${i} up`);
  });
  // Seen through the first (fingers up) square, the photo's centre sits 144 / 1056 below the square's middle.
  closePoint(squareToImage(squares[0]!, [0.5, 0.5 + 144 / 1056]), [320, 240], 'photo centre in the upright square');
});

it('resamples the crop bilinearly, black outside the photo', () => {
  // A 4×2 photo with red = 10·x + 100·y at pixel (x, y). An upright square 2 px wide centred at (2, 1):
  // its 2×2 samples fall on pixel centres (1.5, 0.5), (2.5, 0.5), (1.5, 1.5), (2.5, 1.5), i.e. pixels (1,0), (2,0), (1,1), (2,1).
  const data = new Uint8Array(4 * 2 * 3);
  for (let y = 0; y < 2; y++) for (let x = 0; x < 4; x++) data[(y * 4 + x) * 3] = 10 * x + 100 * y;
  const crop = cropSquare({ width: 4, height: 2, data }, { centre: [2, 1], size: 2, up: [0, -1] }, 2);
  assert.deepEqual(Array.from(crop.filter((_, i) => i % 3 === 0), (v) => Math.round(v * 255)), [10, 20, 110, 120]);
  // A 1-px crop centred between pixels (0,0) and (1,0) at (1, 0.5) averages them: (0 + 10)/2 = 5.
  close(cropSquare({ width: 4, height: 2, data }, { centre: [1, 0.5], size: 1, up: [0, -1] }, 1)[0]! * 255, 5, 'midway');
  // Centred well outside the photo: black.
  close(cropSquare({ width: 4, height: 2, data }, { centre: [-5, -5], size: 1, up: [0, -1] }, 1)[0]!, 0, 'outside');
});

it('names the hand from the landmarks, whichever way the photo is turned', () => {
  // A right palm facing the camera, fingers up: its thumb, and so its index finger, on the right. Only the wrist
  // (0), index base (5) and little-finger base (17) count; the rest sit at the wrist.
  const hand = (wrist: Point, index: Point, little: Point): Point[] => Array.from({ length: 21 }, (_, i) => (i === 5 ? index : i === 17 ? little : wrist));
  const right = hand([100, 300], [140, 150], [60, 160]);
  // wrist → index (40, −150), wrist → little (−40, −140): 40 × −140 − (−150) × (−40) = −5600 − 6000 < 0.
  assert.equal(sideOf(right), 'right');
  // The same palm mirrored (x → 200 − x) is a left palm: the index base now on the left.
  assert.equal(sideOf(right.map(([x, y]): Point => [200 - x, y])), 'left');
  // Turned a quarter, half and three quarters about (0, 0): (x, y) → (−y, x), (−x, −y), (y, −x). Still right.
  for (const turn of [([x, y]: Point): Point => [-y, x], ([x, y]: Point): Point => [-x, -y], ([x, y]: Point): Point => [y, -x]]) {
    assert.equal(sideOf(right.map(turn)), 'right');
    assert.equal(sideOf(right.map(([x, y]): Point => [200 - x, y]).map(turn)), 'left');
  }
});
