// npm run safety:train: trains the safety model on the training set (test/eval/safety/training-set.ts) and writes
// safety/classifier/weights/model.json, which is committed; the same data always gives the same file.
// `-- --folds N` first prints out-of-fold figures (each message scored by a model that never saw it), the guide
// for the thresholds in test/eval/safety/safety-model.ts. `-- --check` trains and compares with the committed model
// instead of writing it (the same bytes, or exit 1). Writing the model also writes model-inputs.txt, the digest of
// what it was made from, which the suite checks (safety-model.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensembleProbs } from '@/tutor/safety/classifier/model.ts';
import { trainNetwork } from '@/tutor/safety/classifier/train.ts';
import { trainLinear } from '@/tutor/safety/classifier/linear.ts';
import { BUCKETS } from '@/tutor/safety/classifier/features.ts';
import { readVectors, type VectorsFile } from '@/tutor/safety/classifier/weights.ts';
import { buildModel, CALIBRATION, encodeExamples, LINEAR_OPTIONS, modelInputsDigest, modelRecord, TRAIN_OPTIONS } from '../safety-model.ts';
import { MODEL_LABELS, trainingExamples } from '../training-set.ts';

const WEIGHTS = new URL('../../../../src/tutor/safety/classifier/weights/', import.meta.url);
const RECORD = new URL('../model-inputs.txt', import.meta.url);
const vectors = readVectors(JSON.parse(readFileSync(new URL('vectors.json', WEIGHTS), 'utf8')) as VectorsFile);
const examples = trainingExamples();
const counts = new Map<string, number>();
for (const e of examples) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
console.log(`${examples.length} examples: ${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')}`);

const foldsArg = process.argv.indexOf('--folds');
const folds = foldsArg > 0 ? Number(process.argv[foldsArg + 1]) : 0;
if (folds > 1) {
  const encoded = encodeExamples(examples, vectors);
  const scores = new Float64Array(examples.length);
  const labels = new Array<string>(examples.length);
  for (let f = 0; f < folds; f++) {
    const train = encoded.filter((_, i) => i % folds !== f);
    const net = trainNetwork(MODEL_LABELS, train, vectors, TRAIN_OPTIONS);
    const lin = trainLinear(MODEL_LABELS, train, vectors, BUCKETS, LINEAR_OPTIONS);
    encoded.forEach((x, i) => {
      if (i % folds !== f) return;
      const probs = ensembleProbs(net, lin, vectors, x, CALIBRATION.networkTemperature);
      scores[i] = 1 - probs[0];
      let best = 1;
      for (let c = 2; c < probs.length; c++) if (probs[c] > probs[best]) best = c;
      labels[i] = MODEL_LABELS[best];
    });
    console.log(`fold ${f + 1} of ${folds} done`);
  }
  const benign = examples.flatMap((e, i) => (e.label === 'none' ? [scores[i]] : []));
  const unsafe = examples.flatMap((e, i) => (e.label !== 'none' ? [scores[i]] : []));
  for (const t of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95]) {
    const fp = benign.filter((s) => s >= t).length / benign.length;
    const tp = unsafe.filter((s) => s >= t).length / unsafe.length;
    console.log(`threshold ${t.toFixed(1)}: unsafe caught ${(tp * 100).toFixed(1)}%, benign flagged ${(fp * 100).toFixed(1)}%`);
  }
  const sources = [...new Set(examples.map((e) => e.source))];
  for (const t of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    const parts = sources.map((src) => {
      const idx = examples.flatMap((e, i) => (e.source === src ? [i] : []));
      const neg = idx.filter((i) => examples[i].label === 'none');
      const pos = idx.filter((i) => examples[i].label !== 'none');
      const fp = neg.filter((i) => scores[i] >= t).length;
      const tp = pos.filter((i) => scores[i] >= t).length;
      return `${src} ${pos.length ? `tp ${((100 * tp) / pos.length).toFixed(0)}%` : ''}${neg.length ? ` fp ${((100 * fp) / neg.length).toFixed(1)}%` : ''}`;
    });
    console.log(`at ${t}: ${parts.join('; ')}`);
  }
  const byLabel = new Map<string, { n: number; caught: number; right: number }>();
  examples.forEach((e, i) => {
    if (e.label === 'none') return;
    const r = byLabel.get(e.label) ?? { n: 0, caught: 0, right: 0 };
    r.n++;
    if (scores[i] >= 0.5) r.caught++;
    if (labels[i] === e.label) r.right++;
    byLabel.set(e.label, r);
  });
  if (process.env.SAFETY_SHOW_ERRORS) {
    examples.forEach((e, i) => {
      if ((e.label === 'none') !== scores[i] < 0.5)
        console.log(`  ${e.label} ${scores[i].toFixed(2)} ${labels[i]} [${e.source}] ${e.text.slice(0, 140)}`);
    });
  }
  for (const [l, r] of byLabel)
    console.log(`${l}: ${r.n}, caught at 0.5 ${((r.caught / r.n) * 100).toFixed(1)}%, label right ${((r.right / r.n) * 100).toFixed(1)}%`);
}

const started = performance.now();
const model = buildModel(examples, vectors, (epoch, loss) => console.log(`epoch ${epoch}: loss ${loss.toFixed(4)}`));
const text = `${JSON.stringify(model)}\n`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (process.argv.includes('--check')) {
  const same = text === readFileSync(new URL('model.json', WEIGHTS), 'utf8');
  console.log(same ? `trained in ${seconds} s: the committed model, byte for byte` : `trained in ${seconds} s: NOT the committed model`);
  process.exit(same ? 0 : 1);
}
writeFileSync(new URL('model.json', WEIGHTS), text);
writeFileSync(RECORD, modelRecord(modelInputsDigest(examples, vectors, new URL('vectors.json', WEIGHTS)), text));
console.log(`trained in ${seconds} s: ${fileURLToPath(new URL('model.json', WEIGHTS))} and ${fileURLToPath(RECORD)}`);
