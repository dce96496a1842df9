// DESIGN.md section 4 and docs/decisions/025: our own safety check on every learner message and every streamed chunk
// of a reply, under 1 ms per message at p99, and the time it adds to the first token under 10 ms. Measured in one run
// against (1) a baseline (lower case and one regex test: what any word filter costs at least) and (2) the code before
// the learned model: the commit BENCH_SAFETY_BEFORE (default: the last commit of the rules-only classifier), checked
// out into bench/.work/safety-before with `git worktree` and loaded beside today's code. In-process: the classifier is
// a pure function of the text, and the time to first token is measured on the tutor pipeline with a provider of fixed
// delay (a language model that answers after FIRST_TOKEN_MS), so no server is started.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { cpuSince, cpuSnapshot, waitForQuiet } from '../lib/cpu.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { machine, table } from '../lib/results.mjs';

export const title = 'Safety classifier: moderateInput and moderateOutput per message, and the time to first token';

const BUDGET_MS = 1;
const TTFT_BUDGET_MS = 10;
const FIRST_TOKEN_MS = 20;
const BEFORE = process.env.BENCH_SAFETY_BEFORE || 'cc38857';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BEFORE_DIR = fileURLToPath(new URL('../.work/safety-before/', import.meta.url));
/** What the cheapest word filter does: lower-case the text and test one pattern. */
const BASELINE = /\b(?:kill|suicide|die|bomb|gun|sex|nude|drugs?|weed|poison|hate|cut|stab|shoot)\b/;

const here = (path) => new URL(path, import.meta.url).href;
// The server's sources import each other as @/… (apps/server/tsconfig.json): tsx reads the paths from that file.
const load = (path) =>
  tsImport(here(path), { parentURL: import.meta.url, tsconfig: fileURLToPath(here('../../apps/server/tsconfig.json')) });
const loadBefore = (path) =>
  tsImport(`file://${BEFORE_DIR}${path}`, { parentURL: import.meta.url, tsconfig: `${BEFORE_DIR}apps/server/tsconfig.json` });

function checkoutBefore() {
  if (!existsSync(BEFORE_DIR)) execFileSync('git', ['worktree', 'add', '--detach', BEFORE_DIR, BEFORE], { cwd: ROOT, stdio: 'ignore' });
  onCleanup('safety-before worktree', () =>
    execFileSync('git', ['worktree', 'remove', '--force', BEFORE_DIR], { cwd: ROOT, stdio: 'ignore' }),
  );
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
}

function stats(times) {
  const s = Float64Array.from(times).sort();
  return { n: s.length, p50: percentile(s, 0.5), p99: percentile(s, 0.99), max: s[s.length - 1] };
}

/**
 * Times each call of each target on each item, the targets interleaved per item (and their order
 * alternated) so that drift from other work on the machine falls on all of them alike.
 */
function timeLoop(items, targets, seconds) {
  const times = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  const names = Object.keys(targets);
  const end = performance.now() + seconds * 1000;
  let flip = false;
  let sink = 0;
  while (performance.now() < end) {
    for (const item of items) {
      flip = !flip;
      for (const name of flip ? names : [...names].reverse()) {
        const t0 = performance.now();
        const r = targets[name](item);
        times[name].push(performance.now() - t0);
        sink += r ? 1 : 0;
      }
    }
  }
  return { times, sink };
}

/** Stream-gate windows: the reply so far (last 400 characters) plus the next piece, for every piece. */
function gateWindows(replies) {
  const windows = [];
  for (const reply of replies) {
    const pieces = reply.match(/\S+\s*/g) ?? [];
    let shown = '';
    for (const piece of pieces) {
      windows.push(shown.slice(-400) + piece);
      shown += piece;
    }
  }
  return windows;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A provider that answers after FIRST_TOKEN_MS: its stream for the tutor, its JSON for the second opinion. */
async function fixedDelayModel(verdict) {
  const { MockLanguageModelV3 } = await import('ai/test');
  const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
  const text = 'What do you already know about it?';
  return new MockLanguageModelV3({
    doStream: async () => {
      await sleep(FIRST_TOKEN_MS);
      const parts = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: text },
        { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
      ];
      return { stream: new ReadableStream({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) }) };
    },
    doGenerate: async () => {
      await sleep(FIRST_TOKEN_MS);
      return {
        content: [{ type: 'text', text: JSON.stringify(verdict) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

/** Time to the first chunk of each turn, minus the provider's own delay. */
async function addedTtft(run, model, messages, context, provider) {
  const added = [];
  for (const text of messages) {
    const t0 = performance.now();
    const turn = run({ model, provider, context, history: [], userMessage: text, timeoutMs: 5000 });
    for await (const _chunk of turn.textStream) break;
    added.push(performance.now() - t0 - FIRST_TOKEN_MS);
    await turn.final.catch(() => {});
  }
  return stats(added);
}

const us = (ms) => (Number.isFinite(ms) ? (ms * 1000).toFixed(1) : 'n/a');
const msf = (ms) => (Number.isFinite(ms) ? ms.toFixed(2) : 'n/a');
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

export async function run() {
  const env = machine();
  checkoutBefore();
  const after = await load('../../apps/server/src/tutor/safety/safety.ts');
  const before = await loadBefore('apps/server/src/tutor/safety/safety.ts');
  const { scoreText } = await load('../../apps/server/src/tutor/safety/classifier/model.ts');
  const tutorAfter = await load('../../apps/server/src/tutor/pipeline/tutor.ts');
  const tutorBefore = await loadBefore('apps/server/src/tutor/pipeline/tutor.ts');
  const { SAFETY_SET, BENIGN_SET } = await load('../../apps/server/test/eval/safety/sets.ts');
  const { ageGroup } = await load('../../packages/shared/src/age.ts');
  const messages = [...SAFETY_SET, ...BENIGN_SET].map((c) => ({ text: c.text, ctx: { ageGroup: ageGroup(c.age) } }));
  const benignTexts = BENIGN_SET.map((c) => c.text);
  // Tutor replies as the gate sees them: long benign explanations built from the benign set, streamed word by word.
  const replies = Array.from({ length: 20 }, (_, i) =>
    Array.from(
      { length: 12 },
      (_, j) => `Good question: ${benignTexts[(i * 12 + j) % benignTexts.length]}. Let's think about it step by step.`,
    ).join(' '),
  );
  const windows = gateWindows(replies).map((text) => ({ text, ctx: { ageGroup: 'teen' } }));

  const input = {
    baseline: (m) => BASELINE.test(m.text.toLowerCase()),
    before: (m) => before.moderateInput(m.text, m.ctx).flagged,
    model: (m) => scoreText(after.modelInputOf(m.text)).score > 0.5,
    after: (m) => after.moderateInput(m.text, m.ctx).flagged,
  };
  const output = {
    baseline: (m) => BASELINE.test(m.text.toLowerCase()),
    before: (m) => before.moderateOutput(m.text, m.ctx).flagged,
    after: (m) => after.moderateOutput(m.text, m.ctx).flagged,
  };

  console.log(`  ${messages.length} messages, ${windows.length} stream-gate windows; before = ${BEFORE}`);
  await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
  if (settings.warmup > 0) {
    process.stdout.write(`  warm-up ${settings.warmup} s... `);
    timeLoop(messages, input, settings.warmup / 2);
    timeLoop(windows, output, settings.warmup / 2);
  }
  process.stdout.write(`measuring ${settings.duration} s... `);
  const groups = { bench: () => [process.pid] };
  const cpu = cpuSnapshot(groups);
  const inRun = timeLoop(messages, input, settings.duration / 2);
  const outRun = timeLoop(windows, output, settings.duration / 2);
  const calls = Object.values(inRun.times).reduce((n, t) => n + t.length, 0);
  const { others } = cpuSince(groups, cpu, calls);
  const s = Object.fromEntries(Object.entries(inRun.times).map(([k, t]) => [k, stats(t)]));
  const o = Object.fromEntries(Object.entries(outRun.times).map(([k, t]) => [k, stats(t)]));
  console.log(`input p99: before ${us(s.before.p99)} us, after ${us(s.after.p99)} us`);

  // Time to first token, in the tutor pipeline, before and after, with a provider that answers after 20 ms.
  process.stdout.write('  time to first token... ');
  const context = {
    age: 15,
    ageBand: '13-17',
    ageGroup: 'teen',
    subject: { id: 1, name: 'Mathematics', category: 'Academic' },
    level: 'beginner',
    learningStyle: null,
    interests: [],
  };
  const safeModel = await fixedDelayModel({ unsafe: false, category: 'none' });
  // Ordinary questions (the ones that reach the provider): the benign set, in order.
  const asked = benignTexts.filter((t) => !after.moderateInput(t, { ageGroup: 'teen' }).flagged).slice(0, 150);
  for (const run of [tutorBefore.runTutorTurn, tutorAfter.runTutorTurn])
    await addedTtft(run, safeModel, asked.slice(0, 20), context, 'openai');
  const ttftBefore = await addedTtft(tutorBefore.runTutorTurn, safeModel, asked, context, 'openai');
  const ttftAfter = await addedTtft(tutorAfter.runTutorTurn, safeModel, asked, context, 'openai');
  // Messages in the uncertain band, with the provider's second opinion (the same fixed delay) in parallel with the draft.
  const { providerSecondOpinion } = await load('../../apps/server/src/tutor/pipeline/second-opinion.ts');
  const withOpinion = tutorAfter.createRunTutorTurn({ secondOpinion: providerSecondOpinion(safeModel) });
  const { readBatches } = await load('../../apps/server/test/eval/safety/training-set.ts');
  const pool = readBatches(new URL('../../apps/server/test/eval/safety/training/', import.meta.url), (f) => f).map((e) => e.text);
  const band = pool.filter((t) => after.moderateInput(t, { ageGroup: 'teen' }).model?.uncertain).slice(0, 150);
  const ttftBand = await addedTtft(withOpinion, safeModel, band, context, 'openai');
  const ttftBandSure = await addedTtft(withOpinion, safeModel, asked.slice(0, band.length), context, 'openai');
  console.log(`added TTFT p50: before ${msf(ttftBefore.p50)} ms, after ${msf(ttftAfter.p50)} ms, uncertain ${msf(ttftBand.p50)} ms`);

  const disturbed = (others ?? 0) > OTHER_LOAD_WARN;
  const verdict = (ok) => (ok ? 'met' : '**NOT met**') + (disturbed ? ' (disturbed run, not conclusive)' : '');
  const row = (name, x, base, ref) => [
    name,
    x.n,
    us(x.p50),
    us(x.p99),
    us(x.max),
    ratio(x.p50, base.p50),
    ratio(x.p99, base.p99),
    ref ? ratio(x.p99, ref.p99) : '',
  ];
  const rows = [
    row('Baseline: lower case + one regex (messages)', s.baseline, s.baseline),
    row('Before: moderateInput, rules only (messages)', s.before, s.baseline),
    row('The learned model alone (messages)', s.model, s.baseline, s.before),
    row('After: moderateInput, rules + model (messages)', s.after, s.baseline, s.before),
    row('Baseline: lower case + one regex (gate windows)', o.baseline, o.baseline),
    row('Before: moderateOutput (gate windows)', o.before, o.baseline),
    row('After: moderateOutput (gate windows, rules only: replies are not read by the model)', o.after, o.baseline, o.before),
  ];
  const t = (name, x, ref) => [
    name,
    x.n,
    msf(x.p50),
    msf(x.p99),
    ref ? ratio(x.p50, ref.p50) : '',
    ref ? `${msf(x.p50 - ref.p50)} ms` : '',
  ];
  const ttftRows = [
    t('Before: ordinary questions', ttftBefore),
    t('After: ordinary questions', ttftAfter, ttftBefore),
    t('After, with a second opinion: ordinary questions (not asked)', ttftBandSure, ttftBefore),
    t('After, with a second opinion: messages in the uncertain band (provider asked in parallel)', ttftBand, ttftBefore),
  ];
  const budgets = [
    ['moderateInput p99 per message (after)', `${us(s.after.p99)} us`, `< ${BUDGET_MS * 1000} us`, verdict(s.after.p99 < BUDGET_MS)],
    [
      'moderateOutput p99 per stream-gate window (after)',
      `${us(o.after.p99)} us`,
      `< ${BUDGET_MS * 1000} us`,
      verdict(o.after.p99 < BUDGET_MS),
    ],
    [
      'added time to first token, p50 (after)',
      `${msf(ttftAfter.p50)} ms`,
      `< ${TTFT_BUDGET_MS} ms`,
      verdict(ttftAfter.p50 < TTFT_BUDGET_MS),
    ],
    [
      'added time to first token, p50, uncertain band with a second opinion',
      `${msf(ttftBand.p50)} ms`,
      `< ${TTFT_BUDGET_MS} ms`,
      verdict(ttftBand.p50 < TTFT_BUDGET_MS),
    ],
  ];
  const warning = disturbed
    ? `> **Disturbed run:** other processes kept ${others.toFixed(2)} of ${env.cores} cores busy during the measurement; compare figures only with a quiet run.\n\n`
    : '';
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Before: commit ${BEFORE} (the rules-only classifier), checked out with \`git worktree\` and loaded in the same process.
- Messages: the safety set (${SAFETY_SET.length}) and the benign set (${BENIGN_SET.length}) of apps/server/test/eval/safety/, each at
  its learner's age group; stream-gate windows: ${windows.length}, from ${replies.length} long replies streamed word by word.
- In-process, single thread: the TypeScript sources loaded with tsx (no server, no network). Each call is timed alone
  (performance.now()); the targets alternate per message so drift falls on all of them.
- ${settings.warmup} s warm-up (discarded), ${settings.duration} s measured (half on messages, half on gate windows).
- Time to first token: runTutorTurn with a provider that answers after ${FIRST_TOKEN_MS} ms (its delay subtracted), one turn at a time;
  ${asked.length} ordinary questions of the benign set, and ${band.length} messages of the training batches in the model's uncertain band,
  whose second opinion comes from the same provider (${FIRST_TOKEN_MS} ms) while the reply is drafted.
- Other load: ${others === undefined ? 'n/a' : `${others.toFixed(2)} cores`} kept busy by processes outside the benchmark during the measured run.

${warning}${table(['Target', 'calls', 'p50 us', 'p99 us', 'max us', 'p50 vs baseline', 'p99 vs baseline', 'p99 vs before'], rows)}

### Time added to the first token

${table(['Pipeline', 'turns', 'added p50 ms', 'added p99 ms', 'p50 vs before', 'p50 minus before'], ttftRows)}

### Budgets (under 1 ms per message at p99; under 10 ms added to the first token)

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}
