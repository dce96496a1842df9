// Issue budget: the first load of a screen sends its files compressed (initial JavaScript within 150 KB transferred).
// Measures, in Chromium with an empty cache, the bytes transferred for the first load of / (a visitor) and of
// /dashboard (a signed-in learner), the JavaScript among them, and the time from navigation to the screen's content.
// The baseline, measured in the same run, is the same browser asking for no compression (Accept-Encoding: identity),
// which is what every load was before the build compressed its files and the server its answers.
/* global document, window */
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../../scripts/build.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { bundleInfo, startBrightpath } from '../lib/brightpath.mjs';
import { onCleanup } from '../lib/cleanup.mjs';
import { percentile } from '../lib/sse.mjs';
import { machine, table, x } from '../lib/results.mjs';
import { seedLearner } from './route-change.mjs';

export const title = 'First load: bytes transferred and time to content, compressed and not';

const SAMPLES = Number(process.env.BENCH_FIRST_LOAD_SAMPLES ?? 6);
const BUDGET_JS_KB = 150;

/** What each page shows once it has its content (text inside <main>). */
const PAGES = [
  { path: '/', who: 'visitor', done: 'Get Started' },
  { path: '/dashboard', who: 'learner', done: 'Total Sessions' },
];

const shows = (text) => document.querySelector('main')?.textContent?.includes(text) ?? false;

/** One load in a fresh context (empty cache): bytes as they crossed the wire, per type, and time to content. */
async function load(browser, base, page, cookie, identity) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (page.who === 'learner') {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
    }
    // Layout shifts as the page loads (its typeface arriving among them), summed as the cumulative layout shift.
    await context.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    const types = new Map();
    let total = 0;
    let js = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      total += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
    });
    const t0 = Date.now();
    await tab.goto(`${base}${page.path}`);
    await tab.waitForFunction(shows, page.done, { timeout: 20_000 });
    const toContent = Date.now() - t0;
    // The JavaScript the screen needed to show its content; what it fetches after (the idle preloads of the screens
    // its links lead to) counts in the load's total.
    const initialJs = js;
    await tab.waitForLoadState('networkidle');
    const shift = await tab.evaluate(() => window.__shift);
    return { total, js: initialJs, toContent, shift };
  } finally {
    await context.close();
  }
}

async function measure(browser, base, cookie, identity) {
  const results = new Map(PAGES.map((p) => [p.path, []]));
  for (let i = 0; i < SAMPLES; i++)
    for (const page of PAGES) results.get(page.path).push(await load(browser, base, page, cookie, identity));
  return results;
}

export async function run() {
  ensureBuilt();
  const server = await startBrightpath({ name: 'first-load' });
  const cookie = await seedLearner(server.base);
  const browser = await chromium.launch(chromiumLaunchOptions);
  onCleanup('chromium', () => browser.close());
  await measure(browser, server.base, cookie, false); // warm-up: the server's first answers, the browser's compiler
  const before = await measure(browser, server.base, cookie, true);
  const after = await measure(browser, server.base, cookie, false);
  await browser.close();
  await server.stop();

  const kb = (n) => (n / 1024).toFixed(0);
  const median = (samples, key) =>
    percentile(
      samples.map((s) => s[key]),
      50,
    );
  const rows = [];
  let jsWithin = true;
  for (const page of PAGES) {
    const b = before.get(page.path);
    const a = after.get(page.path);
    const [bt, at, bj, aj, bc, ac] = [
      median(b, 'total'),
      median(a, 'total'),
      median(b, 'js'),
      median(a, 'js'),
      median(b, 'toContent'),
      median(a, 'toContent'),
    ];
    if (aj / 1024 > BUDGET_JS_KB) jsWithin = false;
    const shift = Math.max(...a.map((s) => s.shift));
    console.log(
      `  ${page.path}: ${kb(bt)} KB -> ${kb(at)} KB (JS ${kb(bj)} -> ${kb(aj)} KB), content ${bc} -> ${ac} ms, layout shift ${shift.toFixed(3)}`,
    );
    rows.push([page.path, page.who, kb(bt), kb(at), x(at / bt), kb(bj), kb(aj), String(bc), String(ac), x(ac / bc), shift.toFixed(3)]);
  }
  const m = machine();
  const info = bundleInfo();
  return [
    `## ${title}`,
    '',
    `${m.date}, Node ${m.node}, ${m.cpu} (${m.cores} cores), Chromium headless at 1280×900 over loopback, PGlite, server bundle built ${info.builtAt}${info.stale ? ' (older than its sources)' : ''}.`,
    `${SAMPLES} loads per page and mode, each in a fresh browser context (empty cache), medians. Bytes: as transferred (headers included),`,
    'until the network is idle after the content shows (the idle preloads count); initial JS: the scripts transferred by the time the',
    'content shows. Time to content: from navigation until <main> shows',
    "the screen's content. Baseline (before): the same browser sending Accept-Encoding: identity, as every load went before the build",
    'compressed its files. The learner has a profile, two subjects, the assessment, three tutor messages and a timed session.',
    'Layout shift: the cumulative layout shift (the sum of the layout-shift entries without recent input) of the worst compressed load,',
    'the self-hosted typeface arriving included (0.1 is the usual limit of "good"). The previous run of this section (2026-11-28, before',
    "the dashboard's extras waited for its content) sent 276 KB of JavaScript before the dashboard's content.",
    '',
    table(
      [
        'page',
        'who',
        'before (KB)',
        'after (KB)',
        'ratio',
        'JS before (KB)',
        'JS after (KB)',
        'to content before (ms)',
        'after (ms)',
        'ratio',
        'layout shift, worst load',
      ],
      rows,
    ),
    '',
    `Budget: initial JavaScript within ${BUDGET_JS_KB} KB transferred: ${jsWithin ? 'met' : 'not met'}. Loopback has no bandwidth limit, so the`,
    'time to content here is the browser and the server; on a school network the bytes decide it.',
  ].join('\n');
}
