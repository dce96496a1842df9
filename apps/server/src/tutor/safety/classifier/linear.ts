// The safety model's linear half: multinomial logistic regression over TF-IDF weighted hashed features (words, word
// pairs, character n-grams; features.ts), L2-normalised, plus the IDF-weighted mean of the message's word vectors.
// Convex and strongly regularised, so it ranks messages it never saw better than it fits the ones it did: common
// n-grams ('i think', 'on my own') carry little weight, and no single everyday word decides.
import { seededRandom } from '@/tutor/math/index.ts';
import type { WordVectors } from './network.ts';

export type Linear = {
  labels: readonly string[];
  buckets: number;
  dims: number;
  /** Inverse document frequency per bucket (0 for a bucket no training message reached). */
  idf: Float32Array;
  /** Inverse document frequency per word of the vectors. */
  wordIdf: Float32Array;
  /** buckets × labels (a bucket's weights side by side) */
  W: Float32Array;
  /** labels × dims */
  V: Float32Array;
  b: Float32Array;
};

export type LinearInput = { sparse: Int32Array; words: Int32Array };

/** The weighted, normalised features of a message: bucket ids with values, and the dense mean vector. */
export function featuresOf(m: Pick<Linear, 'idf' | 'wordIdf' | 'dims'>, vectors: WordVectors, x: LinearInput) {
  // Each bucket once, with how often it occurs: sorted, then runs counted (no map per message).
  const sorted = Int32Array.from(x.sparse).sort();
  const ids = new Int32Array(sorted.length);
  const values = new Float32Array(sorted.length);
  let norm = 0;
  let i = 0;
  for (let j = 0; j < sorted.length;) {
    const f = sorted[j];
    let n = 0;
    while (j < sorted.length && sorted[j] === f) {
      j++;
      n++;
    }
    const v = (1 + Math.log(n)) * m.idf[f];
    ids[i] = f;
    values[i++] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (let j = 0; j < i; j++) values[j] /= norm;
  const dense = new Float32Array(m.dims);
  let weight = 0;
  for (const w of x.words) {
    const a = m.wordIdf[w] * vectors.scales[w];
    weight += m.wordIdf[w];
    for (let d = 0; d < m.dims; d++) dense[d] += a * vectors.values[w * m.dims + d];
  }
  if (weight > 0) for (let d = 0; d < m.dims; d++) dense[d] /= weight;
  return { ids: ids.subarray(0, i), values: values.subarray(0, i), dense };
}

export function linearProbs(m: Linear, vectors: WordVectors, x: LinearInput): Float32Array {
  const { ids, values, dense } = featuresOf(m, vectors, x);
  const C = m.labels.length;
  const probs = new Float32Array(C);
  let max = -Infinity;
  probs.set(m.b);
  for (let j = 0; j < ids.length; j++) {
    const row = ids[j] * C;
    for (let c = 0; c < C; c++) probs[c] += m.W[row + c] * values[j];
  }
  for (let c = 0; c < C; c++) {
    const vrow = c * m.dims;
    let s = 0;
    for (let d = 0; d < m.dims; d++) s += m.V[vrow + d] * dense[d];
    probs[c] += s;
    if (probs[c] > max) max = probs[c];
  }
  let sum = 0;
  for (let c = 0; c < C; c++) sum += probs[c] = Math.exp(probs[c] - max);
  for (let c = 0; c < C; c++) probs[c] /= sum;
  return probs;
}

export type LinearOptions = { epochs: number; rate: number; l2: number; seed: number };

/** SGD on the cross-entropy with L2, learning rate falling linearly to zero; the same data gives the same weights. */
export function trainLinear(
  labels: readonly string[],
  data: (LinearInput & { label: number })[],
  vectors: WordVectors,
  buckets: number,
  options: LinearOptions,
): Linear {
  const dims = vectors.dims;
  const df = new Float64Array(buckets);
  const wdf = new Float64Array(vectors.words.length);
  for (const x of data) {
    for (const f of new Set(x.sparse)) df[f]++;
    for (const w of new Set(x.words)) wdf[w]++;
  }
  const n = data.length;
  const idf = Float32Array.from(df, (d) => (d ? Math.log((1 + n) / (1 + d)) + 1 : 0));
  // Words no training message used keep the weight of the rarest: a new word is worth noticing.
  const rare = Math.log((1 + n) / 1) + 1;
  const wordIdf = Float32Array.from(wdf, (d) => (d ? Math.log((1 + n) / (1 + d)) + 1 : rare));
  const C = labels.length;
  const m: Linear = {
    labels,
    buckets,
    dims,
    idf,
    wordIdf,
    W: new Float32Array(C * buckets),
    V: new Float32Array(C * dims),
    b: new Float32Array(C),
  };
  const encoded = data.map((x) => ({ ...featuresOf(m, vectors, x), label: x.label }));
  const random = seededRandom(options.seed);
  const order = encoded.map((_, i) => i);
  const total = options.epochs * n;
  // Lazy L2: every weight shrinks by `scale`; the stored values are divided by it, and renormalised when small.
  let scale = 1;
  let done = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const x = encoded[i];
      const rate = options.rate * (1 - done / total);
      done++;
      const logits = new Float64Array(C);
      let max = -Infinity;
      for (let j = 0; j < x.ids.length; j++) {
        const row = x.ids[j] * C;
        for (let c = 0; c < C; c++) logits[c] += m.W[row + c] * x.values[j];
      }
      for (let c = 0; c < C; c++) {
        let s = 0;
        const vrow = c * dims;
        for (let d = 0; d < dims; d++) s += m.V[vrow + d] * x.dense[d];
        logits[c] = (logits[c] + s) * scale + m.b[c];
        if (logits[c] > max) max = logits[c];
      }
      let sum = 0;
      for (let c = 0; c < C; c++) sum += logits[c] = Math.exp(logits[c] - max);
      scale *= 1 - rate * options.l2;
      for (let c = 0; c < C; c++) {
        const g = logits[c] / sum - (c === x.label ? 1 : 0);
        const step = (rate * g) / scale;
        for (let j = 0; j < x.ids.length; j++) m.W[x.ids[j] * C + c] -= step * x.values[j];
        const vrow = c * dims;
        for (let d = 0; d < dims; d++) m.V[vrow + d] -= step * x.dense[d];
        m.b[c] -= rate * g;
      }
      if (scale < 1e-6) {
        for (let k = 0; k < m.W.length; k++) m.W[k] *= scale;
        for (let k = 0; k < m.V.length; k++) m.V[k] *= scale;
        scale = 1;
      }
    }
  }
  for (let k = 0; k < m.W.length; k++) m.W[k] *= scale;
  for (let k = 0; k < m.V.length; k++) m.V[k] *= scale;
  return m;
}
