// The palm detector's transposed convolutions rewritten as a 1×1 convolution and depth-to-space
// (upsampling.ts): a small graph so rewritten, run on the WebAssembly backend, against the transposed
// convolution summed by hand and against the backend's own transposed convolution, bit for bit.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import { loadHandModels } from '../src/palmistry/hand-model.js';
import { upsamplingAsDepthToSpace, type GraphNode } from '../src/palmistry/upsampling.js';

const [H, W, IN, OUT] = [3, 4, 5, 6];
const text = (s: string) => Buffer.from(s).toString('base64');

function graph(strides: string[]): GraphNode[] {
  return [
    { name: 'x', op: 'Placeholder', attr: {} },
    { name: 'shape', op: 'Const', attr: {} },
    { name: 'kernel', op: 'Const', attr: {} },
    { name: 'up', op: 'Conv2DBackpropInput', input: ['shape', 'kernel', 'x'], attr: { strides: { list: { i: strides } }, padding: { s: text('SAME') }, data_format: { s: text('NHWC') }, dilations: { list: { i: ['1', '1', '1', '1'] } } } },
  ];
}

let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
const input = Float32Array.from({ length: H * W * IN }, random);
const kernel = Float32Array.from({ length: 4 * OUT * IN }, random); // [row, column, out, in]

const specs = (): tf.io.WeightsManifestEntry[] => [{ name: 'shape', shape: [4], dtype: 'int32' }, { name: 'kernel', shape: [2, 2, OUT, IN], dtype: 'float32' }];
function weights(): ArrayBuffer {
  const buffer = new ArrayBuffer(16 + kernel.byteLength);
  new Int32Array(buffer, 0, 4).set([1, 2 * H, 2 * W, OUT]);
  new Float32Array(buffer, 16).set(kernel);
  return buffer;
}

it('rewrites a 2×2 stride-2 transposed convolution into the same sums, bit for bit', async () => {
  await loadHandModels();
  const [weightSpecs, weightData] = [specs(), weights()];
  const nodes = upsamplingAsDepthToSpace(graph(['1', '2', '2', '1']), weightSpecs, weightData);
  assert.deepEqual(nodes.map((n) => n.op), ['Placeholder', 'Const', 'Const', 'Conv2D', 'DepthToSpace']);
  assert.equal(nodes.at(-1)!.name, 'up', 'its consumers still find it by name');
  const model = await loadGraphModel({ load: async () => ({ modelTopology: { node: nodes, versions: { producer: 1 } }, format: 'graph-model', weightSpecs, weightData }) });
  const x = tf.tensor4d(input, [1, H, W, IN]);
  const got = (model.execute(x, 'up') as tf.Tensor).dataSync();
  // Each output pixel (2i + a, 2j + b) is input pixel (i, j) times kernel tap (a, b).
  for (let i = 0; i < H; i++) for (let j = 0; j < W; j++) for (let a = 0; a < 2; a++) for (let b = 0; b < 2; b++) for (let o = 0; o < OUT; o++) {
    let sum = 0;
    for (let c = 0; c < IN; c++) sum += input[(i * W + j) * IN + c]! * kernel[((a * 2 + b) * OUT + o) * IN + c]!;
    assert.ok(Math.abs(got[((2 * i + a) * 2 * W + 2 * j + b) * OUT + o]! - sum) < 1e-5);
  }
  const reference = tf.conv2dTranspose(x, tf.tensor4d(kernel, [2, 2, OUT, IN]), [1, 2 * H, 2 * W, OUT], 2, 'same').dataSync();
  assert.deepEqual(got, reference);
});

it('leaves a transposed convolution of another stride as it is', () => {
  const nodes = graph(['1', '1', '1', '1']);
  const data = weights();
  assert.deepEqual(upsamplingAsDepthToSpace(nodes, specs(), data), nodes);
  assert.deepEqual(new Float32Array(data, 16), kernel);
});
