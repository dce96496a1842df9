// The safety model as the guards use it: the committed network and word vectors, loaded once, and a score for a
// normalised message, read whole. (Reading each clause on its own as well, and keeping the most worrying reading, was
// tried and dropped: at the same share of benign messages flagged it caught fewer, out of fold and on test set c;
// a disclosure behind a homework question is the rules' to find, safety-rules-support.ts.)
import { existsSync, readFileSync } from 'node:fs';
import { SUPPORT_CATEGORIES } from '../safety-lexicon.ts';
import { encode } from './features.ts';
import { linearProbs, type Linear } from './linear.ts';
import { forward, projectionCache, type Network, type ProjectionCache, type WordVectors } from './network.ts';
import { readLinear, readNetwork, readVectors, type ModelFile, type Thresholds, type VectorsFile } from './weights.ts';

export type ModelVerdict = {
  /** The most likely category other than 'none'. */
  label: string;
  /** 1 - the probability of 'none' in the most worrying reading: how likely the message is not ordinary. */
  score: number;
  /** The probability that the learner needs support (self-harm, eating disorder, abuse, grooming, sextortion, bullying). */
  support: number;
  /** The most likely of the support labels, whatever `label` is. */
  supportLabel: string;
};

type Loaded = {
  labels: readonly string[];
  net: Network;
  linear: Linear;
  vectors: WordVectors;
  cache?: ProjectionCache;
  thresholds: Thresholds;
  temperature: number;
  support: number[];
};
let loaded: Loaded | null = null;

/**
 * The committed weights (10 MB of JSON), read when first needed rather than imported: a process that never builds
 * the app nor screens a message (the admin script, the unit tests of other rooms) never pays for them, and JSON.parse
 * reads them in a fifth of a second where importing them as a module took seconds under tsx. Beside the source they are in weights/; the built server has them
 * in dist/weights/ (build.mjs copies them), beside main.js.
 */
function readWeights(name: string): unknown {
  const url = new URL(`./weights/${name}`, import.meta.url);
  if (!existsSync(url)) throw new Error(`The safety model's weights were not found: ${url.pathname}`);
  return JSON.parse(readFileSync(url, 'utf8'));
}

/** Loads the model now (the app does when it builds its tutor, tutor/service.ts, so no learner's message waits for it). */
export function loadSafetyModel(): void {
  load();
}

function load(): Loaded {
  if (loaded) return loaded;
  const file = readWeights('model.json') as ModelFile;
  const vectorsFile = readWeights('vectors.json') as VectorsFile;
  const labels = file.labels;
  const support = labels.flatMap((l, i) => ((SUPPORT_CATEGORIES as ReadonlySet<string>).has(l) ? [i] : []));
  const net = readNetwork(file.network, labels);
  const vectors = readVectors(vectorsFile);
  loaded = {
    labels,
    net,
    linear: readLinear(file.linear, labels),
    vectors,
    cache: projectionCache(net, vectors),
    thresholds: file.thresholds,
    temperature: file.calibration.networkTemperature,
    support,
  };
  return loaded;
}

/** Where the model flags and where it is unsure (the provider's second opinion). */
export function modelThresholds(): Thresholds {
  return load().thresholds;
}

function read(m: Loaded, canon: string): ModelVerdict {
  const x = encode(canon, m.vectors);
  const probs = averaged(m, x);
  let best = 1;
  for (let c = 2; c < probs.length; c++) if (probs[c] > probs[best]) best = c;
  let support = 0;
  let bestSupport = m.support[0];
  for (const c of m.support) {
    support += probs[c];
    if (probs[c] > probs[bestSupport]) bestSupport = c;
  }
  return { label: m.labels[best], score: 1 - probs[0], support, supportLabel: m.labels[bestSupport] };
}

/**
 * The two halves' probabilities, averaged: the network and the linear model err in different places. The network is
 * surer of itself than it should be (out of fold, 4.5% of benign messages scored 0.9 or more), so its probabilities are
 * softened first, as if its logits were divided by `temperature`.
 */
function averaged(
  m: Pick<Loaded, 'net' | 'linear' | 'vectors' | 'cache' | 'temperature'>,
  x: { sparse: Int32Array; words: Int32Array },
): Float32Array {
  const a = forward(m.net, m.vectors, x.sparse, x.words, m.cache).probs;
  const b = linearProbs(m.linear, m.vectors, x);
  if (m.temperature !== 1) {
    let sum = 0;
    for (let c = 0; c < a.length; c++) sum += a[c] = Math.pow(a[c], 1 / m.temperature);
    for (let c = 0; c < a.length; c++) a[c] /= sum;
  }
  for (let c = 0; c < a.length; c++) a[c] = (a[c] + b[c]) / 2;
  return a;
}

/** The model's probabilities for an encoded message (the training script's out-of-fold figures use the same). */
export function ensembleProbs(
  net: Network,
  linear: Linear,
  vectors: WordVectors,
  x: { sparse: Int32Array; words: Int32Array },
  temperature: number,
): Float32Array {
  return averaged({ net, linear, vectors, temperature }, x);
}

/** The model's reading of a message as safety-normalise.ts leaves it (`canon`). */
export function scoreText(canon: string): ModelVerdict {
  return read(load(), canon);
}
