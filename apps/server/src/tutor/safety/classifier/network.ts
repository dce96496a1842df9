// The safety model's network: one hidden layer over two inputs, trained by train.ts and run by model.ts.
//   hidden = relu(b1 + mean of the sparse features' rows of E + max over the message's words of P·vector)
//   scores = softmax(W2·hidden + b2)
// E gives every hashed word, word pair and character n-gram a direction in the hidden space (fastText's bag of
// features); P projects a word's vector into the same space, and the max over the words lets one telling word
// ('noose', 'laxatives') speak however long the message is. Plain arrays, no library: a forward pass costs a few
// tens of microseconds.

export type Network = {
  labels: readonly string[];
  buckets: number;
  hidden: number;
  dims: number;
  /** buckets × hidden */
  E: Float32Array;
  /** hidden × dims */
  P: Float32Array;
  b1: Float32Array;
  /** labels × hidden */
  W2: Float32Array;
  b2: Float32Array;
};

/** Word vectors: `dims` int8 values per word and a scale per word (value × scale is the unit vector). */
export type WordVectors = { words: string[]; dims: number; values: Int8Array; scales: Float32Array; index: Map<string, number> };

/** What a forward pass leaves behind for the backward pass (train.ts). */
export type Activation = {
  pre: Float32Array;
  hidden: Float32Array;
  probs: Float32Array;
  /** For each hidden unit, the word (an index into the vectors) whose projection was the max, or -1. */
  argmax: Int32Array;
};

/**
 * P·vector of each vocabulary word, computed the first time the word is met (a trained network's P never changes):
 * checking a message then costs a lookup per word instead of hidden × dims multiplications.
 */
export type ProjectionCache = { rows: Float32Array; done: Uint8Array };

export function projectionCache(net: Network, vectors: WordVectors): ProjectionCache {
  return { rows: new Float32Array(vectors.words.length * net.hidden), done: new Uint8Array(vectors.words.length) };
}

/** P·vector for every word of the message, as hidden-sized rows (`words.length` × hidden). */
function projections(net: Network, vectors: WordVectors, words: Int32Array, cache?: ProjectionCache): Float32Array {
  const { hidden: H, dims: D, P } = net;
  const out = new Float32Array(words.length * H);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (cache?.done[w]) {
      out.set(cache.rows.subarray(w * H, (w + 1) * H), i * H);
      continue;
    }
    const base = w * D;
    const scale = vectors.scales[w];
    for (let k = 0; k < H; k++) {
      let s = 0;
      const row = k * D;
      for (let d = 0; d < D; d++) s += P[row + d] * vectors.values[base + d];
      out[i * H + k] = s * scale;
    }
    if (cache) {
      cache.rows.set(out.subarray(i * H, (i + 1) * H), w * H);
      cache.done[w] = 1;
    }
  }
  return out;
}

export function forward(net: Network, vectors: WordVectors, sparse: Int32Array, words: Int32Array, cache?: ProjectionCache): Activation {
  const { hidden: H, E, b1, W2, b2, labels } = net;
  const pre = Float32Array.from(b1);
  if (sparse.length) {
    const inv = 1 / Math.sqrt(sparse.length);
    for (let j = 0; j < sparse.length; j++) {
      const row = sparse[j] * H;
      for (let k = 0; k < H; k++) pre[k] += E[row + k] * inv;
    }
  }
  const argmax = new Int32Array(H).fill(-1);
  if (words.length) {
    const proj = projections(net, vectors, words, cache);
    for (let k = 0; k < H; k++) {
      let best = -Infinity;
      let at = -1;
      for (let i = 0; i < words.length; i++) {
        const v = proj[i * H + k];
        if (v > best) {
          best = v;
          at = i;
        }
      }
      pre[k] += best;
      argmax[k] = words[at];
    }
  }
  const hidden = new Float32Array(H);
  for (let k = 0; k < H; k++) hidden[k] = pre[k] > 0 ? pre[k] : 0;
  const C = labels.length;
  const probs = new Float32Array(C);
  let max = -Infinity;
  for (let c = 0; c < C; c++) {
    let s = b2[c];
    const row = c * H;
    for (let k = 0; k < H; k++) s += W2[row + k] * hidden[k];
    probs[c] = s;
    if (s > max) max = s;
  }
  let sum = 0;
  for (let c = 0; c < C; c++) sum += probs[c] = Math.exp(probs[c] - max);
  for (let c = 0; c < C; c++) probs[c] /= sum;
  return { pre, hidden, probs, argmax };
}
