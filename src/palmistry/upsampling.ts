// The palm detector upsamples its feature maps twice with 2×2, stride-2 transposed convolutions, which
// TensorFlow.js's WebAssembly backend runs as a plain loop: about a third of the detector's time. With
// a kernel as wide as its stride, each output pixel is one input pixel's channels times one kernel tap,
// so the same sums come from a 1×1 convolution to four times the channels (run by XNNPACK) followed by
// depth-to-space. The graph is rewritten so as it loads.
import type * as tf from '@tensorflow/tfjs-core';

/** A node of a TF.js graph model's topology, as its JSON holds it. */
export interface GraphNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, { s?: string; i?: string; list?: { i?: string[] } }>;
}

const BYTES: Record<string, number> = { float32: 4, int32: 4, float16: 2, uint16: 2, uint8: 1, bool: 1 };
const text = (s: string) => Buffer.from(s).toString('base64');
const NHWC = text('NHWC');

/**
 * The nodes with every 2×2 stride-2 transposed convolution (NHWC, no padding) replaced by a 1×1
 * convolution and depth-to-space, its kernel's elements reordered in `weights` (`specs` say where each
 * weight lies) from [row, column, out, in] to [in, row, column, out]. Other nodes are kept as they are.
 */
export function upsamplingAsDepthToSpace(nodes: GraphNode[], specs: tf.io.WeightsManifestEntry[], weights: ArrayBuffer): GraphNode[] {
  const at = new Map<string, { offset: number; spec: tf.io.WeightsManifestEntry }>();
  let offset = 0;
  for (const spec of specs) {
    at.set(spec.name, { offset, spec });
    offset += spec.shape.reduce((a, b) => a * b, 1) * BYTES[spec.quantization?.dtype ?? spec.dtype]!;
  }
  return nodes.flatMap((node): GraphNode[] => {
    const [, filterName, input] = node.input ?? [];
    const filter = filterName === undefined ? undefined : at.get(filterName);
    const strides = node.attr?.strides?.list?.i?.join();
    const padding = Buffer.from(node.attr?.padding?.s ?? '', 'base64').toString();
    const dilated = node.attr?.dilations?.list?.i?.some((d) => d !== '1') ?? false;
    const [rows, cols, out, into] = filter?.spec.shape ?? [];
    // A 2×2 kernel at stride 2 tiles the output exactly: SAME pads nothing, as VALID does.
    if (node.op !== 'Conv2DBackpropInput' || !filter || input === undefined || rows !== 2 || cols !== 2 || strides !== '1,2,2,1' ||
      !['SAME', 'VALID'].includes(padding) || dilated || (node.attr?.data_format?.s ?? NHWC) !== NHWC) return [node];
    const size = BYTES[filter.spec.quantization?.dtype ?? filter.spec.dtype]!;
    const before = new Uint8Array(weights, filter.offset, 4 * out! * into! * size);
    const after = new Uint8Array(before.length);
    for (let tap = 0; tap < 4; tap++) {
      for (let o = 0; o < out!; o++) {
        for (let i = 0; i < into!; i++) {
          const from = ((tap * out! + o) * into! + i) * size;
          after.set(before.subarray(from, from + size), ((i * 4 + tap) * out! + o) * size);
        }
      }
    }
    before.set(after);
    filter.spec.shape = [1, 1, into!, 4 * out!];
    const pointwise = `${node.name}/pointwise`;
    return [
      { name: pointwise, op: 'Conv2D', input: [input, filterName!], attr: { strides: { list: { i: ['1', '1', '1', '1'] } }, padding: { s: text('VALID') }, data_format: { s: NHWC }, dilations: { list: { i: ['1', '1', '1', '1'] } } } },
      { name: node.name, op: 'DepthToSpace', input: [pointwise], attr: { block_size: { i: '2' }, data_format: { s: NHWC } } },
    ];
  });
}
