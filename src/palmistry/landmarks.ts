// The geometry around MediaPipe's two hand models, with no model in it (so it is tested on fixed
// tensors): the palm detector's anchors and how its raw answer becomes a palm in the photo, the
// rotated square crop the landmark model reads, and its answer back in photo pixels.
//
// The palm detector (256×256 input) answers, for each of 2,944 fixed anchors, 19 numbers: a score
// logit, the box centre offset and size, and 7 palm keypoints as offsets, all in input pixels. Anchors
// sit at the centre of every cell of a 32×32, a 16×16 and an 8×8 grid (strides 8, 16, 32), two per cell
// on the first two grids and six on the last (its three layers share a stride), all of unit size.
import type { Point, RgbImage } from './hand.js';

export const DETECTOR_INPUT = 256;
export const LANDMARK_INPUT = 224;
export const DETECTOR_VALUES = 19;

/** Anchors per cell for each stride of the detector's feature maps. */
const ANCHOR_LAYOUT: ReadonlyArray<readonly [stride: number, perCell: number]> = [
  [8, 2],
  [16, 2],
  [32, 6],
];

/** Anchor centres, x then y for each anchor, in 0..1 of the detector's input. */
export function palmAnchors(input = DETECTOR_INPUT): Float32Array {
  const out: number[] = [];
  for (const [stride, perCell] of ANCHOR_LAYOUT) {
    const cells = Math.ceil(input / stride);
    for (let y = 0; y < cells; y++) {
      for (let x = 0; x < cells; x++) {
        for (let a = 0; a < perCell; a++) out.push((x + 0.5) / cells, (y + 0.5) / cells);
      }
    }
  }
  return Float32Array.from(out);
}

/** A palm the detector found, in 0..1 of its square input. */
export interface PalmDetection {
  score: number;
  centre: Point;
  width: number;
  height: number;
  /** Wrist, bases of index, middle, ring and little fingers, two thumb joints. */
  keypoints: Point[];
}

const sigmoid = (v: number) => 1 / (1 + Math.exp(-v));

function decodeAnchor(raw: Float32Array, anchors: Float32Array, i: number, input: number): PalmDetection {
  const o = i * DETECTOR_VALUES;
  const [ax, ay] = [anchors[2 * i]!, anchors[2 * i + 1]!];
  const keypoints: Point[] = [];
  for (let k = 0; k < 7; k++) keypoints.push([ax + raw[o + 5 + 2 * k]! / input, ay + raw[o + 6 + 2 * k]! / input]);
  return {
    score: sigmoid(raw[o]!),
    centre: [ax + raw[o + 1]! / input, ay + raw[o + 2]! / input],
    width: raw[o + 3]! / input,
    height: raw[o + 4]! / input,
    keypoints,
  };
}

function overlap(a: PalmDetection, b: PalmDetection): number {
  const ix = Math.max(0, Math.min(a.centre[0] + a.width / 2, b.centre[0] + b.width / 2) - Math.max(a.centre[0] - a.width / 2, b.centre[0] - b.width / 2));
  const iy = Math.max(0, Math.min(a.centre[1] + a.height / 2, b.centre[1] + b.height / 2) - Math.max(a.centre[1] - a.height / 2, b.centre[1] - b.height / 2));
  const inter = ix * iy;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/**
 * Every palm the detector sees, most confident first: the most confident anchor left, its box and keypoints
 * averaged over the detections that overlap it (weighted by score, as MediaPipe blends them: neighbouring
 * anchors each see the same palm), those detections then taken; again until no anchor left scores `minScore`.
 */
export function palmDetections(raw: Float32Array, anchors: Float32Array, minScore: number, input = DETECTOR_INPUT): PalmDetection[] {
  const floor = Math.log(minScore / (1 - minScore));
  let left: PalmDetection[] = [];
  for (let i = 0; i < anchors.length / 2; i++) if (raw[i * DETECTOR_VALUES]! >= floor) left.push(decodeAnchor(raw, anchors, i, input));
  left.sort((a, b) => b.score - a.score);
  const palms: PalmDetection[] = [];
  while (left.length > 0) {
    const top = left[0]!;
    const same = left.filter((d) => overlap(top, d) >= 0.3);
    left = left.filter((d) => overlap(top, d) < 0.3);
    let weight = 0;
    const sum = { cx: 0, cy: 0, w: 0, h: 0, kp: top.keypoints.map((): Point => [0, 0]) };
    for (const d of same) {
      weight += d.score;
      sum.cx += d.score * d.centre[0];
      sum.cy += d.score * d.centre[1];
      sum.w += d.score * d.width;
      sum.h += d.score * d.height;
      d.keypoints.forEach((p, k) => {
        sum.kp[k]![0] += d.score * p[0];
        sum.kp[k]![1] += d.score * p[1];
      });
    }
    palms.push({
      score: top.score,
      centre: [sum.cx / weight, sum.cy / weight],
      width: sum.w / weight,
      height: sum.h / weight,
      keypoints: sum.kp.map(([x, y]): Point => [x / weight, y / weight]),
    });
  }
  return palms;
}

/**
 * The palm to read: the largest the detector sees. A palm photo is taken of one palm, which fills more of it
 * than anything else; the detector can be surer of a small hand at the photo's edge (the hand holding the palm
 * out, someone else's), and the palm read there is a fraction of the size, its blur as many times larger.
 */
export function largestPalm(raw: Float32Array, anchors: Float32Array, minScore: number, input = DETECTOR_INPUT): PalmDetection | undefined {
  let best: PalmDetection | undefined;
  for (const p of palmDetections(raw, anchors, minScore, input)) if (!best || p.width * p.height > best.width * best.height) best = p;
  return best;
}

/** How a photo sits in the detector's square: scaled by `scale` and shifted by `offset` (input pixels), black around it. */
export interface Letterbox {
  scale: number;
  offset: Point;
}

/** The photo's long side fills `fill` of the square (below 1, the photo is also shrunk inside a black margin). */
export function letterbox(width: number, height: number, fill = 1, input = DETECTOR_INPUT): Letterbox {
  const scale = (fill * input) / Math.max(width, height);
  return { scale, offset: [(input - width * scale) / 2, (input - height * scale) / 2] };
}

/** A point in 0..1 of the detector's input, in photo pixels. */
export const fromLetterbox = (box: Letterbox, [x, y]: Point, input = DETECTOR_INPUT): Point => [
  (x * input - box.offset[0]) / box.scale,
  (y * input - box.offset[1]) / box.scale,
];

/** A square on the photo turned so that `up` (a unit vector, photo pixels) is the square's top. */
export interface RotatedSquare {
  centre: Point;
  /** Side in photo pixels. */
  size: number;
  up: Point;
}

const unit = ([x, y]: Point): Point => {
  const l = Math.hypot(x, y) || 1;
  return [x / l, y / l];
};

/**
 * Where a point of the square, in 0..1 from its top-left corner (x right, y down as the square is
 * seen upright), lies on the photo. Right of the upright square is `up` turned a quarter clockwise
 * on screen: (−up.y, up.x) in pixel coordinates, whose y axis points down.
 */
export function squareToImage(sq: RotatedSquare, [u, v]: Point): Point {
  const du = (u - 0.5) * sq.size;
  const dv = (v - 0.5) * sq.size;
  const right: Point = [-sq.up[1], sq.up[0]];
  return [sq.centre[0] + du * right[0] - dv * sq.up[0], sq.centre[1] + du * right[1] - dv * sq.up[1]];
}

/** The palm's share of the square the landmark model is shown: MediaPipe enlarges the detector's palm box 2.6 times, so the whole hand with its fingers fits. */
export const PALM_OF_SQUARE = 1 / 2.6;

/**
 * The crop the landmark model expects from a palm detection (photo pixels): turned so that wrist →
 * middle-finger base points up, the detector's box moved half its size towards the fingers and
 * enlarged 2.6 times, so the whole hand with its fingers fits (MediaPipe's own framing).
 */
export function squareFromPalm(palm: { centre: Point; width: number; height: number; keypoints: Point[] }): RotatedSquare {
  const up = unit([palm.keypoints[2]![0] - palm.keypoints[0]![0], palm.keypoints[2]![1] - palm.keypoints[0]![1]]);
  const size = Math.max(palm.width, palm.height);
  return { centre: [palm.centre[0] + 0.5 * size * up[0], palm.centre[1] + 0.5 * size * up[1]], size: size / PALM_OF_SQUARE, up };
}

/**
 * The crop for a second look, from 21 landmarks (photo pixels): turned the same way, around all the
 * landmarks' extent seen in that frame, twice that size and nudged a tenth towards the fingers.
 */
export function squareFromLandmarks(lm: Point[]): RotatedSquare {
  const up = unit([lm[9]![0] - lm[0]![0], lm[9]![1] - lm[0]![1]]);
  const right: Point = [-up[1], up[0]];
  const along = lm.map((p) => p[0] * up[0] + p[1] * up[1]);
  const across = lm.map((p) => p[0] * right[0] + p[1] * right[1]);
  const [a0, a1, c0, c1] = [Math.min(...along), Math.max(...along), Math.min(...across), Math.max(...across)];
  const size = 2 * Math.max(a1 - a0, c1 - c0);
  const [ma, mc] = [(a0 + a1) / 2 + 0.1 * size, (c0 + c1) / 2];
  return { centre: [ma * up[0] + mc * right[0], ma * up[1] + mc * right[1]], size, up };
}

/**
 * A close-up's landmark squares, as multiples of the photo's short side: MediaPipe's crop is 2.6 palm boxes
 * (squareFromPalm), and the palm filling the frame is about as wide as the short side, or a little wider
 * where the frame cuts its edges (the landmark model finds those only in the larger square).
 */
export const CLOSE_UP_SQUARES = [2.2, 2.7];
/** How far a close-up's square is moved towards the fingers, of the short side, so the fingers cut off by the frame fall inside it (as squareFromPalm's half a palm box). */
export const CLOSE_UP_SHIFT = 0.3;
/** The ways the fingers may point on a close-up, the likeliest first: up, left (phones turned a quarter), right, down. */
const CLOSE_UP_UPS: Point[] = [[0, -1], [-1, 0], [1, 0], [0, 1]];

/**
 * The squares the landmark model is shown when the palm fills the frame (no palm detector: it finds no palm,
 * or a small one, in a photo that is all palm): about the photo's centre, sized for a palm as wide as the
 * frame's short side or a little wider, for each way the fingers may point, in the order to try them.
 */
export function closeUpSquares(width: number, height: number): RotatedSquare[] {
  const short = Math.min(width, height);
  return CLOSE_UP_SQUARES.flatMap((size) =>
    CLOSE_UP_UPS.map((up): RotatedSquare => ({ centre: [width / 2 + CLOSE_UP_SHIFT * short * up[0], height / 2 + CLOSE_UP_SHIFT * short * up[1]], size: size * short, up })),
  );
}

/** The landmark model's answer (x, y, z per landmark, in crop pixels) as photo pixels. */
export function landmarksToImage(raw: ArrayLike<number>, sq: RotatedSquare, input = LANDMARK_INPUT): Point[] {
  const out: Point[] = [];
  for (let k = 0; k < 21; k++) out.push(squareToImage(sq, [raw[3 * k]! / input, raw[3 * k + 1]! / input]));
  return out;
}

/** The square resampled (bilinear) as `size`×`size` RGB floats in 0..1, black outside the photo. */
export function cropSquare(img: RgbImage, sq: RotatedSquare, size: number): Float32Array {
  const out = new Float32Array(size * size * 3);
  const { width, height, data } = img;
  // The square's pixel centres form an affine grid on the photo: one step right or down moves by a fixed vector.
  const [x00, y00] = squareToImage(sq, [0.5 / size, 0.5 / size]);
  const [x10, y10] = squareToImage(sq, [1.5 / size, 0.5 / size]);
  const [x01, y01] = squareToImage(sq, [0.5 / size, 1.5 / size]);
  const [dxi, dyi, dxj, dyj] = [x10 - x00, y10 - y00, x01 - x00, y01 - y00];
  const texel = (px: number, py: number, c: number) => (px < 0 || py < 0 || px >= width || py >= height ? 0 : data[(py * width + px) * 3 + c]!);
  let o = 0;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++, o += 3) {
      // Pixel centres sit at half-integers: the sample at (x, y) lies between pixels floor(x − ½) and the next.
      const fx = x00 + i * dxi + j * dxj - 0.5;
      const fy = y00 + i * dyi + j * dyj - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const tx = fx - x0;
      const ty = fy - y0;
      const inside = x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height;
      for (let c = 0; c < 3; c++) {
        let a: number, b: number, d: number, e: number;
        if (inside) {
          const k = (y0 * width + x0) * 3 + c;
          [a, b, d, e] = [data[k]!, data[k + 3]!, data[k + width * 3]!, data[k + width * 3 + 3]!];
        } else [a, b, d, e] = [texel(x0, y0, c), texel(x0 + 1, y0, c), texel(x0, y0 + 1, c), texel(x0 + 1, y0 + 1, c)];
        out[o + c] = ((a * (1 - tx) + b * tx) * (1 - ty) + (d * (1 - tx) + e * tx) * ty) / 255;
      }
    }
  }
  return out;
}
