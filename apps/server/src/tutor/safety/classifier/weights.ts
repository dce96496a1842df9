// How the word vectors and the trained network are kept as committed data: JSON (imported by the server like
// the topic cards, so the bundle carries them), with the large tables as int8 with a scale per row, base64.
import type { Linear } from './linear.ts';
import type { Network, WordVectors } from './network.ts';

/** The file test/eval/safety/cli/vectors.ts writes: the vocabulary the model needs, one unit vector per word. */
export type VectorsFile = { source: string; dims: number; words: string; scales: string; values: string };

/** Where the model flags, and where it is unsure enough to ask the provider for a second opinion. */
export type Thresholds = {
  /** Flag at or above this score (1 - the probability of 'none'). */
  flag: number;
  /** The uncertain band [low, high): a provider, when configured, gives a second opinion. */
  low: number;
  high: number;
};

export type Calibration = {
  /** The network's probabilities are softened as if its logits were divided by this before the halves are averaged. */
  networkTemperature: number;
};

/** The network's tables as committed: E quantised per bucket, the small tables rounded. */
export type NetworkFile = {
  buckets: number;
  hidden: number;
  dims: number;
  E: { scales: string; values: string };
  P: number[];
  b1: number[];
  W2: number[];
  b2: number[];
};

/** The linear model as committed: W quantised per bucket, the IDF weights as float32. */
export type LinearFile = {
  buckets: number;
  dims: number;
  idf: string;
  wordIdf: string;
  W: { scales: string; values: string };
  V: number[];
  b: number[];
};

/** Both halves of the model (their probabilities are averaged), with the labels and the thresholds. */
export type ModelFile = {
  labels: string[];
  thresholds: Thresholds;
  /** How the halves' probabilities are read (model.ts). */
  calibration: Calibration;
  /** How it was trained, for the record (test/eval/safety/cli/train.ts). */
  trained: Record<string, unknown>;
  network: NetworkFile;
  linear: LinearFile;
};

const b64 = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
const f32 = (s: string) => {
  const b = Buffer.from(s, 'base64');
  return new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
};
const i8 = (s: string) => {
  const b = Buffer.from(s, 'base64');
  return new Int8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
};

/** int8 per row of `width` values, with the row's scale; a row of zeros keeps scale 0. */
export function quantiseRows(values: Float32Array, width: number): { scales: Float32Array; values: Int8Array } {
  const rows = values.length / width;
  const scales = new Float32Array(rows);
  const q = new Int8Array(values.length);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let k = 0; k < width; k++) max = Math.max(max, Math.abs(values[r * width + k]));
    if (max === 0) continue;
    const scale = Math.fround(max / 127);
    scales[r] = scale;
    for (let k = 0; k < width; k++) q[r * width + k] = Math.round(values[r * width + k] / scale);
  }
  return { scales, values: q };
}

function dequantiseRows(scales: Float32Array, values: Int8Array, width: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] * scales[Math.floor(i / width)];
  return out;
}

/** Six significant digits: the small dense tables stay readable, and a rebuild gives the same text. */
const round = (xs: Float32Array) => Array.from(xs, (x) => Number(x.toPrecision(6)));

export function writeVectors(words: string[], dims: number, unit: Float32Array, source: string): VectorsFile {
  const q = quantiseRows(unit, dims);
  return { source, dims, words: words.join(' '), scales: b64(q.scales), values: b64(q.values) };
}

export function readVectors(file: VectorsFile): WordVectors {
  const words = file.words ? file.words.split(' ') : [];
  return {
    words,
    dims: file.dims,
    scales: f32(file.scales),
    values: i8(file.values),
    index: new Map(words.map((w, i) => [w, i])),
  };
}

export function writeNetwork(net: Network): NetworkFile {
  const q = quantiseRows(net.E, net.hidden);
  return {
    buckets: net.buckets,
    hidden: net.hidden,
    dims: net.dims,
    E: { scales: b64(q.scales), values: b64(q.values) },
    P: round(net.P),
    b1: round(net.b1),
    W2: round(net.W2),
    b2: round(net.b2),
  };
}

export function readNetwork(file: NetworkFile, labels: readonly string[]): Network {
  return {
    labels,
    buckets: file.buckets,
    hidden: file.hidden,
    dims: file.dims,
    E: dequantiseRows(f32(file.E.scales), i8(file.E.values), file.hidden),
    P: Float32Array.from(file.P),
    b1: Float32Array.from(file.b1),
    W2: Float32Array.from(file.W2),
    b2: Float32Array.from(file.b2),
  };
}

export function writeLinear(m: Linear): LinearFile {
  const q = quantiseRows(m.W, m.labels.length);
  return {
    buckets: m.buckets,
    dims: m.dims,
    idf: b64(m.idf),
    wordIdf: b64(m.wordIdf),
    W: { scales: b64(q.scales), values: b64(q.values) },
    V: round(m.V),
    b: round(m.b),
  };
}

export function readLinear(file: LinearFile, labels: readonly string[]): Linear {
  return {
    labels,
    buckets: file.buckets,
    dims: file.dims,
    idf: f32(file.idf),
    wordIdf: f32(file.wordIdf),
    W: dequantiseRows(f32(file.W.scales), i8(file.W.values), labels.length),
    V: Float32Array.from(file.V),
    b: Float32Array.from(file.b),
  };
}
