// MediaPipe's palm detector and hand-landmark model, run by TensorFlow.js on its WebAssembly backend.
// Both models and the backend's .wasm files are read from disk (models/hand/, the npm package): nothing
// is fetched. Loaded once per thread, on first use; every later photo reuses them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { sideOf, skinShare, type Point, type RgbImage } from './hand.js';
import {
  closeUpSquares,
  cropSquare,
  DETECTOR_INPUT,
  fromLetterbox,
  LANDMARK_INPUT,
  largestPalm,
  landmarksToImage,
  letterbox,
  type Letterbox,
  type PalmDetection,
  PALM_OF_SQUARE,
  type RotatedSquare,
  palmAnchors,
  squareFromLandmarks,
  squareFromPalm,
} from './landmarks.js';
import { upsamplingAsDepthToSpace, type GraphNode } from './upsampling.js';

const MODEL_DIR = fileURLToPath(new URL('../../models/hand/', import.meta.url));

/** Detector score below which there is no palm in the photo (tuned on the real development set). */
export const MIN_PALM_SCORE = 0.5;

export interface HandLandmarks {
  /** The 21 landmarks in the photo's pixels: 0 wrist, 1-4 thumb, 5-8 index … 17-20 little finger (base first). */
  landmarks: Point[];
  side: 'left' | 'right';
  /** The palm detector's score, 0..1 (0 for a close-up's hand, found without the detector). */
  score: number;
  /** The landmark model's own belief that a hand fills its crop, 0..1 (0 when the landmarks lack a hand's proportions). */
  presence: number;
}

interface Models {
  detector: GraphModel;
  landmarks: GraphModel;
  anchors: Float32Array;
}

/** The parts of a TF.js graph-model JSON file the loader needs (weights come from the .bin beside it). */
type ModelFile = Pick<tf.io.ModelArtifacts, 'modelTopology' | 'format' | 'generatedBy' | 'convertedBy' | 'signature'> & { weightsManifest: { weights: tf.io.WeightsManifestEntry[] }[] };

function modelFromDisk(name: string): Promise<GraphModel> {
  const json = JSON.parse(readFileSync(join(MODEL_DIR, `${name}.json`), 'utf8')) as ModelFile;
  const bytes = readFileSync(join(MODEL_DIR, `${name}.bin`));
  const weightSpecs = json.weightsManifest.flatMap((g) => g.weights);
  const weightData = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const topology = json.modelTopology as { node: GraphNode[] };
  return loadGraphModel({
    load: async () => ({
      modelTopology: { ...topology, node: upsamplingAsDepthToSpace(topology.node, weightSpecs, weightData) },
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy,
      signature: json.signature,
      weightSpecs,
      weightData,
    }),
  });
}

let loading: Promise<Models> | undefined;

/** The backend and both models, once per thread. */
function models(): Promise<Models> {
  loading ??= (async () => {
    // The .wasm files ship inside the npm package; their folder, as a file path, is all the backend needs in Node.
    const wasmDir = dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    setWasmPaths(`${wasmDir}/`);
    // One thread per palm reader: the pool, not the backend, decides how many cores palms may use.
    setThreadsCount(1);
    await tf.setBackend('wasm');
    await tf.ready();
    const [detector, landmarks] = await Promise.all([modelFromDisk('handdetect'), modelFromDisk('handlandmark-full')]);
    return { detector, landmarks, anchors: palmAnchors() };
  })();
  return loading;
}

/** Loads the backend and both models now, so a thread's first palm does not wait for them. */
export const loadHandModels = (): Promise<unknown> => models();

/** Runs a model on one RGB input (values already scaled) and reads every output back. */
async function run(model: GraphModel, input: Float32Array, size: number, outputs: string[]): Promise<Float32Array[]> {
  const x = tf.tensor4d(input, [1, size, size, 3]);
  try {
    const out = model.execute(x, outputs);
    const list = Array.isArray(out) ? out : [out];
    try {
      return (await Promise.all(list.map((t) => t.data()))) as Float32Array[];
    } finally {
      list.forEach((t) => t.dispose());
    }
  } finally {
    x.dispose();
  }
}

/** The photo shrunk into the detector's square, black around it, in −1..1 as the detector was trained. */
function detectorInput(img: RgbImage, fill: number): { input: Float32Array; box: ReturnType<typeof letterbox> } {
  const box = letterbox(img.width, img.height, fill);
  const input = cropSquare(img, { centre: [img.width / 2, img.height / 2], size: DETECTOR_INPUT / box.scale, up: [0, -1] }, DETECTOR_INPUT);
  for (let i = 0; i < input.length; i++) input[i] = input[i]! * 2 - 1;
  return { input, box };
}

/**
 * How much of the detector's square the photo fills, tried in turn: the detector was trained on hands
 * that fill a fraction of the picture, so a palm photographed close up is found once shrunk into a margin.
 */
const FILLS = [1, 0.6, 0.4];
/** The 21 landmarks and the model's belief that a hand fills its crop; its handedness output is not read (see sideOf). */
const LANDMARK_OUTPUTS = ['Identity:0', 'Identity_1:0'];

/** The landmark model's presence at which its 21 points are trusted: it ends the search over FILLS, and below it the close-up squares are tried too. */
const SURE_LANDMARKS = 0.5;

/**
 * Share of skin-coloured pixels above which the palm is taken to fill the frame (a close-up), and the
 * landmark model is also shown the close-up squares: on the weak-label set's 640×480 crops of a palm 66–99 %
 * of the frame is skin, on whole-hand phone photos mostly under half.
 */
const CLOSE_UP_SKIN = 0.5;

/**
 * The hand in the photo with its 21 landmarks, or undefined when none is found with a hand's proportions.
 * The palm detector is tried at each fill, and the largest palm it sees is read (largestPalm); the landmark
 * model looks twice: on the crop the detector gives, then on the crop its own first answer gives, which
 * frames the hand more tightly and evenly. When the landmark model does not believe its crop holds a hand,
 * the next fill is tried. On a close-up (mostly skin), or when no believed hand is found, the landmark model
 * is also shown the close-up squares without the detector: there the detector finds no palm or boxes a part
 * of it, and the landmarks it leads to make the palm a fifth of its size. The most believed answer wins.
 */
export async function findHand(img: RgbImage): Promise<HandLandmarks | undefined> {
  const m = await models();
  let best: HandLandmarks | undefined;
  for (const fill of FILLS) {
    const { input, box } = detectorInput(img, fill);
    const [raw] = await run(m.detector, input, DETECTOR_INPUT, ['Identity:0']);
    const palm = largestPalm(raw!, m.anchors, MIN_PALM_SCORE);
    if (!palm) continue;
    const hand = await landmarksOf(m, img, palm, box);
    if (!best || hand.presence > best.presence) best = hand;
    if (best.presence >= SURE_LANDMARKS) break;
  }
  if (!best || best.presence < SURE_LANDMARKS || skinShare(img) >= CLOSE_UP_SKIN) {
    const hand = await closeUpHand(m, img);
    if (hand && (!best || hand.presence > best.presence)) best = hand;
  }
  return best && best.presence > 0 ? best : undefined;
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** One look of the landmark model at a square of the photo. */
async function look(m: Models, img: RgbImage, square: RotatedSquare): Promise<{ landmarks: Point[]; presence: number }> {
  const [coords, presence] = await run(m.landmarks, cropSquare(img, square, LANDMARK_INPUT), LANDMARK_INPUT, LANDMARK_OUTPUTS);
  return { landmarks: landmarksToImage(coords!, square), presence: presence![0]! };
}

/**
 * A palm's landmarks are believed only with a hand's proportions: a palm is longer (wrist to middle-finger
 * base) than the span of its finger bases, and an answer that folds the wrist up to the fingers is the model
 * lost on a crop that holds no hand it knows. Nor can the finger bases span less than a third of the palm
 * the square was framed on (`palmSize`, photo pixels): the model then shrank the hand to a point.
 */
function plausible(lm: Point[], palmSize: number): boolean {
  const span = distance(lm[5]!, lm[17]!);
  return distance(lm[0]!, lm[9]!) > 0.9 * span && span > palmSize / 3;
}

/** The detector's palm: the landmark model's look at the square it gives, then at the square its own answer gives. */
async function landmarksOf(m: Models, img: RgbImage, palm: PalmDetection, box: Letterbox): Promise<HandLandmarks> {
  const scale = 1 / box.scale;
  const square = squareFromPalm({
    centre: fromLetterbox(box, palm.centre),
    width: palm.width * DETECTOR_INPUT * scale,
    height: palm.height * DETECTOR_INPUT * scale,
    keypoints: palm.keypoints.map((p) => fromLetterbox(box, p)),
  });
  const first = await look(m, img, square);
  const { landmarks, presence } = await look(m, img, squareFromLandmarks(first.landmarks));
  return { landmarks, side: sideOf(landmarks), score: palm.score, presence: plausible(landmarks, square.size * PALM_OF_SQUARE) ? presence : 0 };
}

/**
 * The presence that ends the search over the close-up squares: the model believes a hand turned the wrong
 * way at 0.5–0.85 on some close-ups (heart and life lines then swap), the right way at 0.9 or more on most.
 */
const SURE_CLOSE_UP = 0.9;

/**
 * A close-up's hand: the landmark model's two looks from each close-up square in turn, up to the first
 * answer with a hand's proportions it is SURE_CLOSE_UP of (one look alone believes the wrong square as
 * often as the right one), else the most believed answer with a hand's proportions.
 */
async function closeUpHand(m: Models, img: RgbImage): Promise<HandLandmarks | undefined> {
  let best: HandLandmarks | undefined;
  for (const square of closeUpSquares(img.width, img.height)) {
    const first = await look(m, img, square);
    const { landmarks, presence } = await look(m, img, squareFromLandmarks(first.landmarks));
    if (!plausible(landmarks, square.size * PALM_OF_SQUARE) || (best && presence <= best.presence)) continue;
    best = { landmarks, side: sideOf(landmarks), score: 0, presence };
    if (presence >= SURE_CLOSE_UP) break;
  }
  return best;
}
