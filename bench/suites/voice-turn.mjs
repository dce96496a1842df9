// Issue 11 / DESIGN.md section 6: the voice turn as the learner feels it, from the end of their question to the
// first byte of the tutor's voice, through the real server (PGlite, espeak-ng in its worker thread) with its tutor
// pointed at baselines/fake-llm.mjs (a fixed 200 ms to the first token). The client does what voice mode does in
// the browser: POST /api/chat/tutor with stream: true, cut the streamed text into sentences with the same
// `completeSentences` (packages/shared/src/speech.ts), and send the first complete sentence to
// POST /api/speech/generate at once. Baseline in the same run: the fake provider read directly (its own first token).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { bundleInfo, getJson, guestLearner, postJson, startBrightpath } from '../lib/brightpath.mjs';
import { waitForQuiet } from '../lib/cpu.mjs';
import { OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { startNodeServer } from '../lib/processes.mjs';
import { machine, table, x } from '../lib/results.mjs';
import { newAgent, now, percentile, postStream, readProviderStream } from '../lib/sse.mjs';

export const title = 'Voice turn: end of the question to the first byte of the spoken answer';

const FAKE = fileURLToPath(new URL('../baselines/fake-llm.mjs', import.meta.url));
const FIRST_TOKEN_MS = 200;
/** A word every 20 ms: about 50 words a second, a brisk provider's pace. */
const CHUNK_MS = 20;
/** A first sentence of 12 words; `{n}` makes every reply new, so no answer comes from the speech cache. */
const REPLY =
  'Good question, let us look at verbs in example number {n} together. A verb is a word for an action, like run or think. ' +
  'Which verbs can you spot in the sentence you are reading now?';
const MESSAGE = 'Can you explain what a verb is?';
const BUDGET_MS = 800;
const SAMPLES = Math.max(20, Math.round(settings.duration * 4));
const WARMUP = Math.max(3, Math.round(settings.warmup));

const { completeSentences } = await tsImport('../../packages/shared/src/speech.ts', import.meta.url);

export async function run() {
  const fake = await startNodeServer({
    name: 'fake LLM',
    script: FAKE,
    env: { FAKE_LLM_FIRST_TOKEN_MS: String(FIRST_TOKEN_MS), FAKE_LLM_CHUNK_MS: String(CHUNK_MS), FAKE_LLM_REPLY: REPLY },
    readyPath: '/health',
  });
  const server = await startBrightpath({
    name: 'Brightpath (voice turn)',
    env: {
      OPENAI_COMPATIBLE_BASE_URL: `${fake.base}/v1`,
      OPENAI_COMPATIBLE_API_KEY: 'bench',
      TUTOR_PROVIDER: 'openai-compatible',
      TUTOR_MODEL: 'fake',
      TUTOR_RATE_LIMIT_PER_MINUTE: '1000000',
      TUTOR_DAILY_LIMIT: '1000000',
      SPEECH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  try {
    const config = await getJson(`${server.base}/api/config`);
    if (config.speechEngine !== 'espeak' || config.tutorProvider !== 'openai-compatible') {
      throw new Error(`expected espeak speech and the fake provider, got ${config.speechEngine} and ${config.tutorProvider}`);
    }
    const { cookie } = await guestLearner(server.base, 30);
    const subjects = await getJson(`${server.base}/api/subjects`);
    const subjectId = (subjects.find((s) => /language|english/i.test(s.name)) ?? subjects[0]).id;
    const conversationId = (await postJson(server.base, '/api/conversations', { subjectId }, cookie, [201])).json.id;
    const agent = newAgent();

    /** One voice turn: question sent (the end of speaking) -> first sentence complete -> first audio byte. */
    async function voiceTurn() {
      const body = JSON.stringify({ userMessage: MESSAGE, subjectId, stream: true, conversationId });
      let text = '';
      let firstDeltaAt;
      let firstSentence;
      let firstSentenceAt;
      let sentenceReady;
      const sentence = new Promise((resolve) => (sentenceReady = resolve));
      const sentAt = now();
      const stream = postStream(`${server.base}/api/chat/tutor`, {
        body,
        agent,
        headers: { cookie, origin: server.base },
        onEvent: (e) => {
          if (e.event !== 'delta' || firstSentence !== undefined) return;
          firstDeltaAt ??= e.at;
          text += JSON.parse(e.data).text;
          const { sentences } = completeSentences(text);
          if (sentences.length) {
            firstSentence = sentences[0];
            firstSentenceAt = e.at;
            sentenceReady();
          }
        },
      });
      const raced = await Promise.race([sentence.then(() => 'sentence'), stream.then(() => 'end')]);
      if (raced !== 'sentence') throw new Error(`no complete sentence in the reply: ${JSON.stringify(text)}`);
      const speechAt = now();
      const res = await fetch(`${server.base}/api/speech/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base, cookie },
        body: JSON.stringify({ text: firstSentence, voice: 'nova' }),
      });
      const reader = res.body.getReader();
      const first = await reader.read();
      const audioAt = now();
      for (;;) if ((await reader.read()).done) break;
      if (!res.ok || first.done) throw new Error(`speech answered ${res.status}`);
      if (res.headers.get('x-cache') !== 'MISS') throw new Error('the first sentence came from the speech cache');
      const r = await stream;
      if (r.status !== 200 || r.error) throw new Error(`the tutor answered ${r.status} ${r.error ?? ''}`);
      return {
        total: audioAt - sentAt,
        firstToken: firstDeltaAt - sentAt,
        sentence: firstSentenceAt - sentAt,
        speech: audioAt - speechAt,
        words: firstSentence.split(/\s+/).length,
      };
    }

    async function providerDirect() {
      const body = JSON.stringify({ model: 'fake', stream: true, messages: [{ role: 'user', content: MESSAGE }] });
      const r = await postStream(`${fake.base}/v1/chat/completions`, { body, agent, headers: { authorization: 'Bearer bench' } });
      const { firstAt } = readProviderStream(r);
      return firstAt - r.sentAt;
    }

    for (let i = 0; i < WARMUP; i++) {
      await voiceTurn();
      await providerDirect();
    }
    await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
    const turns = [];
    const provider = [];
    for (let i = 0; i < SAMPLES; i++) {
      provider.push(await providerDirect());
      turns.push(await voiceTurn());
    }
    const p = (values, q) => percentile(values, q);
    const col = (key) => turns.map((t) => t[key]);
    const p50 = p(col('total'), 50);
    const p99 = p(col('total'), 99);
    const prov50 = p(provider, 50);
    console.log(`  voice turn p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; provider first token p50 ${prov50.toFixed(0)} ms`);
    const env = machine();
    const bundle = bundleInfo();
    const row = (label, values, base) => [label, p(values, 50).toFixed(1), p(values, 99).toFixed(1), base ? x(p(values, 50) / base) : '-'];
    return [
      `## ${title}`,
      '',
      `- Date: ${env.date}; Node ${env.node}; ${env.cpu}, ${env.cores} cores; server bundle built ${bundle.builtAt}${bundle.stale ? ' (older than its sources)' : ''}`,
      `- ${SAMPLES} voice turns one after another (after ${WARMUP} warm-up turns) in one conversation of an adult learner, on PGlite,`,
      `  the tutor pointed at a fake OpenAI-compatible provider with a fixed ${FIRST_TOKEN_MS} ms first token and a word every ${CHUNK_MS} ms;`,
      `  speech by espeak-ng (offline), every first sentence new to the cache (${turns[0].words} words: "${REPLY.split('. ')[0].replace('{n}', 'N')}.").`,
      '  The client does what voice mode does: it cuts the streamed reply with `completeSentences` and sends the first',
      '  complete sentence to speech at once; the turn ends at the first byte of the audio.',
      `- Budget (DESIGN.md section 6): under ${BUDGET_MS} ms at p50: **${p50 < BUDGET_MS ? 'met' : 'not met'}** (${p50.toFixed(0)} ms).`,
      `  Baseline in the same run: the provider's own first token, read directly, p50 ${prov50.toFixed(1)} ms.`,
      '',
      table(
        ['From the end of the question to...', 'p50 ms', 'p99 ms', 'p50 vs provider first token'],
        [
          ["the provider's first token, read directly (baseline)", prov50.toFixed(1), p(provider, 99).toFixed(1), '1.00x'],
          row('the first words of the reply', col('firstToken'), prov50),
          row('the first sentence complete', col('sentence'), prov50),
          row('**the first byte of the spoken answer**', col('total'), prov50),
        ],
      ),
      '',
      `Speech of the first sentence alone (request to first byte): p50 ${p(col('speech'), 50).toFixed(1)} ms, p99 ${p(col('speech'), 99).toFixed(1)} ms.`,
    ].join('\n');
  } finally {
    await server.stop();
    await fake.stop();
  }
}
