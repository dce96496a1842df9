// The committed safety model is what `npm run safety:train` makes of the committed training data: trained again
// here, byte for byte the same file. A change to the data, the features or the recipe without retraining fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readVectors, type VectorsFile } from '@/tutor/safety/classifier/weights.ts';
import { buildModel } from './safety-model.ts';
import { trainingExamples, MODEL_LABELS } from './training-set.ts';

const WEIGHTS = new URL('../../../src/tutor/safety/classifier/weights/', import.meta.url);

describe('the committed safety model', () => {
  it('is what the training script produces from the committed data', () => {
    const vectors = readVectors(JSON.parse(readFileSync(new URL('vectors.json', WEIGHTS), 'utf8')) as VectorsFile);
    const committed = readFileSync(new URL('model.json', WEIGHTS), 'utf8');
    const rebuilt = `${JSON.stringify(buildModel(trainingExamples(), vectors))}\n`;
    expect(rebuilt.length).toBe(committed.length);
    expect(rebuilt === committed).toBe(true);
    // Retraining takes about 90 s of one core (set d folded in); the suite runs it beside other files on 2 cores.
  }, 400_000);

  it('names every label and was trained on every example', () => {
    const model = JSON.parse(readFileSync(new URL('model.json', WEIGHTS), 'utf8')) as { labels: string[]; trained: { examples: number } };
    expect(model.labels).toEqual([...MODEL_LABELS]);
    expect(model.trained.examples).toBe(trainingExamples().length);
  });
});
