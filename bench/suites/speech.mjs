// Issue 11: the offline speech engine as the voice mode uses it. POST /api/speech/generate with a first sentence of
// about 12 words, on the real server (PGlite, espeak-ng in its worker thread): the first request of a fresh
// server (worker start), then fresh sentences one after another (time to the whole WAV, which the route answers
// in one piece), then the same sentences again (cache hits). Baseline in the same run: GET /api/auth/me.
import { bundleInfo, guestLearner, startBrightpath } from '../lib/brightpath.mjs';
import { waitForQuiet } from '../lib/cpu.mjs';
import { OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { machine, table, x } from '../lib/results.mjs';
import { percentile } from '../lib/sse.mjs';

export const title = 'Offline speech: POST /api/speech/generate on espeak-ng';

const SAMPLES = Math.max(10, Math.round(settings.duration * 3));
const VOICES = ['nova', 'alloy', 'echo', 'fable', 'onyx', 'shimmer'];
/** A tutor's first sentence, about 12 words; the number keeps each one new to the cache. */
const sentence = (i) => `Good question, let us look at fractions with ${i} equal parts together.`;

async function timed(fn) {
  const t0 = performance.now();
  const res = await fn();
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`answered ${res.status}: ${body.toString('utf8').slice(0, 200)}`);
  return { ms, res, body };
}

export async function run() {
  const server = await startBrightpath({ name: 'Brightpath (speech)', env: { SPEECH_RATE_LIMIT_PER_MINUTE: '100000' } });
  try {
    const { cookie } = await guestLearner(server.base, 12);
    const speak = (text, voice) =>
      fetch(`${server.base}/api/speech/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base, cookie },
        body: JSON.stringify({ text, voice }),
      });
    const me = () => fetch(`${server.base}/api/auth/me`, { headers: { cookie } });

    await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
    const cold = await timed(() => speak(sentence(0), 'nova'));
    console.log(`  first request (worker start): ${cold.ms.toFixed(0)} ms`);
    for (let i = 0; i < 5; i++) await timed(me);

    const baseline = [];
    const fresh = [];
    const hits = [];
    let seconds = 0;
    for (let i = 1; i <= SAMPLES; i++) {
      baseline.push((await timed(me)).ms);
      const miss = await timed(() => speak(sentence(i), VOICES[i % VOICES.length]));
      if (miss.res.headers.get('x-cache') !== 'MISS') throw new Error('a new sentence came from the cache');
      fresh.push(miss.ms);
      seconds += (miss.body.readUInt32LE(40) || miss.body.length - 44) / miss.body.readUInt32LE(28);
    }
    for (let i = 1; i <= SAMPLES; i++) {
      const hit = await timed(() => speak(sentence(i), VOICES[i % VOICES.length]));
      if (hit.res.headers.get('x-cache') !== 'HIT') throw new Error('a repeated sentence missed the cache');
      hits.push(hit.ms);
    }
    const f = (values) => [percentile(values, 50), percentile(values, 99)];
    const [b50, b99] = f(baseline);
    const [m50, m99] = f(fresh);
    const [h50, h99] = f(hits);
    console.log(`  fresh p50 ${m50.toFixed(1)} / p99 ${m99.toFixed(1)} ms, cache hit p50 ${h50.toFixed(1)} / p99 ${h99.toFixed(1)} ms`);
    const env = machine();
    const bundle = bundleInfo();
    return [
      `## ${title}`,
      '',
      `- Date: ${env.date}; Node ${env.node}; ${env.cpu}, ${env.cores} cores; server bundle built ${bundle.builtAt}${bundle.stale ? ' (older than its sources)' : ''}`,
      `- ${SAMPLES} sentences of about 12 words ("${sentence(1)}"), each new, in the six voices in turn, one request at a time from`,
      `  one learner (about ${(seconds / SAMPLES).toFixed(1)} s of audio each); then the same ${SAMPLES} again, answered from the cache.`,
      '  Time: from sending the request to holding the whole WAV. Baseline: GET /api/auth/me, alternating with the fresh requests.',
      '',
      table(
        ['Request', 'p50 ms', 'p99 ms', 'p50 vs baseline'],
        [
          ['GET /api/auth/me (baseline)', b50.toFixed(1), b99.toFixed(1), '1.00x'],
          ['first request of a fresh server (worker start), once', cold.ms.toFixed(1), '-', x(cold.ms / b50)],
          ['a new sentence (espeak-ng)', m50.toFixed(1), m99.toFixed(1), x(m50 / b50)],
          ['the same sentence again (cache hit)', h50.toFixed(1), h99.toFixed(1), x(h50 / b50)],
        ],
      ),
    ].join('\n');
  } finally {
    await server.stop();
  }
}
