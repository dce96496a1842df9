// Trains the safety model's network (network.ts) on labelled messages: plain stochastic gradient descent with a
// learning rate that falls linearly to zero (as fastText trains), feature dropout, and a seeded random source,
// so the same data always gives the same weights (a test checks the committed ones: safety-model.test.ts).
import { BUCKETS } from './features.ts';
import { forward, type Network, type WordVectors } from './network.ts';
import { seededRandom } from '@/tutor/math/index.ts';

export type Example = { text: string; label: string };
/** An example as the network reads it: the normalised text's features and the label's index. */
export type Encoded = { sparse: Int32Array; words: Int32Array; label: number };

export type TrainOptions = {
  hidden: number;
  epochs: number;
  rate: number;
  /** Chance that a feature or a word is left out of one step (trains the network not to lean on one cue). */
  dropout: number;
  seed: number;
  /** Loss weight per label (1 when absent). */
  weights?: Record<string, number>;
};

function initialNetwork(labels: readonly string[], dims: number, hidden: number, random: () => number): Network {
  const uniform = (n: number, a: number) => Float32Array.from({ length: n }, () => (random() * 2 - 1) * a);
  return {
    labels,
    buckets: BUCKETS,
    hidden,
    dims,
    E: uniform(BUCKETS * hidden, 0.1),
    P: uniform(hidden * dims, Math.sqrt(6 / (dims + hidden))),
    b1: new Float32Array(hidden).fill(0.01),
    W2: uniform(labels.length * hidden, Math.sqrt(6 / (hidden + labels.length))),
    b2: new Float32Array(labels.length),
  };
}

function dropped(xs: Int32Array, p: number, random: () => number): Int32Array {
  if (p <= 0 || xs.length < 2) return xs;
  const kept = xs.filter(() => random() >= p);
  return kept.length ? kept : xs;
}

/** One pass of SGD over one example: forward, then the gradient of the cross-entropy applied at once. */
function step(net: Network, vectors: WordVectors, x: Encoded, rate: number, weight: number): number {
  const { hidden: H, dims: D, E, P, b1, W2, b2, labels } = net;
  const a = forward(net, vectors, x.sparse, x.words);
  const C = labels.length;
  const loss = -Math.log(Math.max(a.probs[x.label], 1e-12)) * weight;
  const dPre = new Float32Array(H);
  for (let c = 0; c < C; c++) {
    const g = (a.probs[c] - (c === x.label ? 1 : 0)) * weight;
    if (g === 0) continue;
    const row = c * H;
    for (let k = 0; k < H; k++) {
      if (a.pre[k] > 0) dPre[k] += g * W2[row + k];
      W2[row + k] -= rate * g * a.hidden[k];
    }
    b2[c] -= rate * g;
  }
  if (x.sparse.length) {
    const inv = rate / Math.sqrt(x.sparse.length);
    for (let j = 0; j < x.sparse.length; j++) {
      const row = x.sparse[j] * H;
      for (let k = 0; k < H; k++) E[row + k] -= inv * dPre[k];
    }
  }
  for (let k = 0; k < H; k++) {
    if (dPre[k] === 0) continue;
    b1[k] -= rate * dPre[k];
    const w = a.argmax[k];
    if (w < 0) continue;
    const base = w * D;
    const scale = vectors.scales[w] * rate * dPre[k];
    const row = k * D;
    for (let d = 0; d < D; d++) P[row + d] -= scale * vectors.values[base + d];
  }
  return loss;
}

/** Train a network on encoded examples; `log` hears the mean loss of each epoch. */
export function trainNetwork(
  labels: readonly string[],
  data: Encoded[],
  vectors: WordVectors,
  options: TrainOptions,
  log: (epoch: number, loss: number) => void = () => {},
): Network {
  const random = seededRandom(options.seed);
  const net = initialNetwork(labels, vectors.dims, options.hidden, random);
  const weightOf = labels.map((l) => options.weights?.[l] ?? 1);
  const order = data.map((_, i) => i);
  const total = options.epochs * data.length;
  let done = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    // Fisher-Yates with the seeded source.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let sum = 0;
    for (const i of order) {
      const x = data[i];
      const rate = options.rate * (1 - done / total);
      const seen = { sparse: dropped(x.sparse, options.dropout, random), words: dropped(x.words, options.dropout, random), label: x.label };
      sum += step(net, vectors, seen, rate, weightOf[x.label]);
      done++;
    }
    log(epoch + 1, sum / data.length);
  }
  return net;
}
