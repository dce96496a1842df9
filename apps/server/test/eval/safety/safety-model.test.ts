// The committed safety model is what `npm run safety:train` makes of the committed training data. Retraining takes
// a minute and a half of one core, so the suite checks the record the script writes beside the model
// (model-inputs.txt): the digest of everything the model is made from (the training messages as the model reads
// them, the labels, the word vectors, the recipe's numbers, the trainer's code) and the model file's own digest. A
// change to the data, the features or the recipe without retraining fails here, and so does a model file changed by
// hand; `npm run safety:train -- --check` retrains and compares byte for byte (the same seeded loops every time).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readVectors, type VectorsFile } from '@/tutor/safety/classifier/weights.ts';
import { modelInputsDigest, modelRecord } from './safety-model.ts';
import { trainingExamples, MODEL_LABELS } from './training-set.ts';

const WEIGHTS = new URL('../../../src/tutor/safety/classifier/weights/', import.meta.url);
const RECORD = new URL('model-inputs.txt', import.meta.url);

describe('the committed safety model', () => {
  it('was trained on the committed data, features and recipe, and is the file the training wrote', () => {
    const vectorsFile = new URL('vectors.json', WEIGHTS);
    const vectors = readVectors(JSON.parse(readFileSync(vectorsFile, 'utf8')) as VectorsFile);
    const committed = readFileSync(new URL('model.json', WEIGHTS), 'utf8');
    const record = modelRecord(modelInputsDigest(trainingExamples(), vectors, vectorsFile), committed);
    expect(record).toBe(readFileSync(RECORD, 'utf8'));
  });

  it('records a digest that moves with one training message', () => {
    const vectorsFile = new URL('vectors.json', WEIGHTS);
    const vectors = readVectors(JSON.parse(readFileSync(vectorsFile, 'utf8')) as VectorsFile);
    const examples = trainingExamples();
    const changed = examples.map((e, i) => (i === 0 ? { ...e, text: `${e.text} again` } : e));
    expect(modelInputsDigest(changed, vectors, vectorsFile)).not.toBe(modelInputsDigest(examples, vectors, vectorsFile));
  });

  it('names every label and was trained on every example', () => {
    const model = JSON.parse(readFileSync(new URL('model.json', WEIGHTS), 'utf8')) as { labels: string[]; trained: { examples: number } };
    expect(model.labels).toEqual([...MODEL_LABELS]);
    expect(model.trained.examples).toBe(trainingExamples().length);
  });
});
