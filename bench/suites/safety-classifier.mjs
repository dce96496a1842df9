// DESIGN.md section 4, our own safety classifier on every learner message and every streamed chunk of a
// reply: under 1 ms per message at p99. moderateInput over the two evaluation sets
// (apps/server/src/tutor/eval/safety/), against a baseline measured in the same run on the same messages
// (lower case and one regex test: what any word filter costs at least), and moderateOutput as the stream
// gate calls it (the last 400 characters of a reply plus the new piece). In-process: the classifier is a
// pure function of the text, so no server is started; its TypeScript sources are loaded with tsx.
import { tsImport } from 'tsx/esm/api';
import { cpuSince, cpuSnapshot, waitForQuiet } from '../lib/cpu.mjs';
import { OTHER_LOAD_WARN, settings } from '../lib/measure.mjs';
import { machine, table } from '../lib/results.mjs';

export const title = 'Safety classifier: moderateInput and moderateOutput per message';

const BUDGET_MS = 1;
const SAFETY = '../../apps/server/src/tutor/guards/safety.ts';
const SETS = '../../apps/server/src/tutor/eval/safety/sets.ts';
const AGE = '../../packages/shared/src/age.ts';
/** What the cheapest word filter does: lower-case the text and test one pattern. */
const BASELINE = /\b(?:kill|suicide|die|bomb|gun|sex|nude|drugs?|weed|poison|hate|cut|stab|shoot)\b/;

const load = (path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

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

const us = (ms) => (Number.isFinite(ms) ? (ms * 1000).toFixed(1) : 'n/a');
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a');

export async function run() {
  const env = machine();
  const { moderateInput, moderateOutput } = await load(SAFETY);
  const { SAFETY_SET, BENIGN_SET } = await load(SETS);
  const { ageGroup } = await load(AGE);
  const messages = [...SAFETY_SET, ...BENIGN_SET].map((c) => ({ text: c.text, ctx: { ageGroup: ageGroup(c.age) } }));
  // Tutor replies as the gate sees them: long benign explanations built from the benign set, streamed word by word.
  const benignTexts = BENIGN_SET.map((c) => c.text);
  const replies = Array.from({ length: 20 }, (_, i) =>
    Array.from(
      { length: 12 },
      (_, j) => `Good question: ${benignTexts[(i * 12 + j) % benignTexts.length]}. Let's think about it step by step.`,
    ).join(' '),
  );
  const windows = gateWindows(replies).map((text) => ({ text, ctx: { ageGroup: 'teen' } }));

  const input = {
    baseline: (m) => BASELINE.test(m.text.toLowerCase()),
    moderateInput: (m) => moderateInput(m.text, m.ctx).flagged,
  };
  const output = {
    baseline: (m) => BASELINE.test(m.text.toLowerCase()),
    moderateOutput: (m) => moderateOutput(m.text, m.ctx).flagged,
  };

  console.log(`  ${messages.length} messages, ${windows.length} stream-gate windows`);
  await waitForQuiet(OTHER_LOAD_WARN, settings.quietWait);
  if (settings.warmup > 0) {
    process.stdout.write(`  warm-up ${settings.warmup} s... `);
    timeLoop(messages, input, settings.warmup / 2);
    timeLoop(windows, output, settings.warmup / 2);
  }
  process.stdout.write(`measuring ${settings.duration} s... `);
  const groups = { bench: () => [process.pid] };
  const before = cpuSnapshot(groups);
  const inRun = timeLoop(messages, input, settings.duration / 2);
  const outRun = timeLoop(windows, output, settings.duration / 2);
  const calls = inRun.times.moderateInput.length + outRun.times.moderateOutput.length;
  const { others } = cpuSince(groups, before, calls);

  const s = {
    inBase: stats(inRun.times.baseline),
    input: stats(inRun.times.moderateInput),
    outBase: stats(outRun.times.baseline),
    output: stats(outRun.times.moderateOutput),
  };
  console.log(`input p50 ${us(s.input.p50)} us, p99 ${us(s.input.p99)} us; output p50 ${us(s.output.p50)} us, p99 ${us(s.output.p99)} us`);
  const disturbed = (others ?? 0) > OTHER_LOAD_WARN;
  const verdict = (ok) => (ok ? 'met' : '**NOT met**') + (disturbed ? ' (disturbed run, not conclusive)' : '');

  const rows = [
    ['Baseline: lower case + one regex (messages)', s.inBase.n, us(s.inBase.p50), us(s.inBase.p99), us(s.inBase.max), '1.0x', '1.0x'],
    [
      'moderateInput (messages)',
      s.input.n,
      us(s.input.p50),
      us(s.input.p99),
      us(s.input.max),
      ratio(s.input.p50, s.inBase.p50),
      ratio(s.input.p99, s.inBase.p99),
    ],
    [
      'Baseline: lower case + one regex (gate windows)',
      s.outBase.n,
      us(s.outBase.p50),
      us(s.outBase.p99),
      us(s.outBase.max),
      '1.0x',
      '1.0x',
    ],
    [
      'moderateOutput (gate windows, up to 400 chars + piece)',
      s.output.n,
      us(s.output.p50),
      us(s.output.p99),
      us(s.output.max),
      ratio(s.output.p50, s.outBase.p50),
      ratio(s.output.p99, s.outBase.p99),
    ],
  ];
  const budgets = [
    ['moderateInput p99 per message', `${us(s.input.p99)} us`, `< ${BUDGET_MS * 1000} us`, verdict(s.input.p99 < BUDGET_MS)],
    ['moderateOutput p99 per stream-gate window', `${us(s.output.p99)} us`, `< ${BUDGET_MS * 1000} us`, verdict(s.output.p99 < BUDGET_MS)],
  ];
  const warning = disturbed
    ? `> **Disturbed run:** other processes kept ${others.toFixed(2)} of ${env.cores} cores busy during the measurement; compare figures only with a quiet run.\n\n`
    : '';
  return `## ${title}

- Date: ${env.date}
- Node: ${env.node}; CPU: ${env.cpu}, ${env.cores} cores
- Messages: the safety set (${SAFETY_SET.length}) and the benign set (${BENIGN_SET.length}) of apps/server/src/tutor/eval/safety/, each at
  its learner's age group; stream-gate windows: ${windows.length}, from ${replies.length} long replies streamed word by word.
- In-process, single thread: the classifier's TypeScript sources loaded with tsx (no server, no network). Each call is
  timed alone (performance.now()); baseline and classifier alternate per message so drift falls on both.
- ${settings.warmup} s warm-up (discarded), ${settings.duration} s measured (half on messages, half on gate windows).
- Other load: ${others === undefined ? 'n/a' : `${others.toFixed(2)} cores`} kept busy by processes outside the benchmark during the measured run.

${warning}${table(['Target', 'calls', 'p50 us', 'p99 us', 'max us', 'p50 vs baseline', 'p99 vs baseline'], rows)}

### Budget (under 1 ms per message at p99)

${table(['Check', 'Measured', 'Budget', 'Result'], budgets)}
`;
}
