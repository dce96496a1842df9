// The colour roles of the web app (docs/decisions/031): the rewrite of literal neutrals, that the web code has none
// left (dark mode reaches every screen only if no screen paints with a literal grey or a white surface), and that
// every accent theme's palette reads at 4.5:1 in light and dark mode.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rewrite } from './semantic-colours.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const css = readFileSync(new URL('../apps/web/src/index.css', import.meta.url), 'utf8');
const THEMES = ['blue', 'green', 'purple', 'orange'];

describe('scripts/semantic-colours.mjs', () => {
  it('rewrites literal neutrals as the colour roles', () => {
    const before =
      "cn('bg-white text-slate-900 border border-slate-200 hover:bg-slate-50 ring-1 ring-slate-300 placeholder:text-slate-400', 'bg-white/90 bg-white/15 text-white ring-2 ring-white', 'bg-slate-900/40 divide-gray-100 stroke-slate-100 fill-slate-900')";
    expect(rewrite(before)).toEqual({
      text: "cn('bg-surface text-ink-900 border border-line-200 hover:bg-surface-50 ring-1 ring-line-300 placeholder:text-ink-400', 'bg-surface/90 bg-white/15 text-white ring-2 ring-surface', 'bg-scrim/40 divide-line-100 stroke-line-100 fill-ink-900')",
      left: [],
    });
  });

  it('leaves for a person what has no role, and changes nothing twice', () => {
    const { text, left } = rewrite('"bg-slate-800 text-slate-200" style={{ color: "var(--color-slate-500)" }}');
    expect(text).toBe('"bg-slate-800 text-slate-200" style={{ color: "var(--color-slate-500)" }}');
    expect(left).toEqual(['bg-slate-800', 'text-slate-200', 'var(--color-slate-500']);
    const once = rewrite('"bg-white text-slate-600"').text;
    expect(rewrite(once).text).toBe(once);
  });

  it('finds nothing left to rewrite in the web code', () => {
    let output = '';
    try {
      output = execFileSync('node', ['scripts/semantic-colours.mjs', '--check'], { cwd: repo, encoding: 'utf8' });
    } catch (error) {
      expect.fail(`Literal neutral colours would not follow dark mode; run node scripts/semantic-colours.mjs:\n${error.stdout ?? error}`);
    }
    expect(output).toContain('would change 0 file(s)');
  });
});

// WCAG 2 contrast of two sRGB colours given as #rrggbb.
const channel = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** Each theme's palette as index.css declares it (blue in :root, the others in :root[data-theme=...]). */
function palettes() {
  const block = (selector) => {
    const start = css.indexOf(`${selector} {`);
    const body = css.slice(start, css.indexOf('}', start));
    return Object.fromEntries([...body.matchAll(/--brand-(\d+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]));
  };
  return Object.fromEntries(THEMES.map((t) => [t, block(t === 'blue' ? ':root' : `:root[data-theme='${t}']`)]));
}

const WHITE = '#ffffff';
/** The dark mode's card surface (slate-900) and page (slate-950). */
const DARK_SURFACE = '#0f172a';
const DARK_PAGE = '#020617';

describe.each(THEMES)('the %s theme', (theme) => {
  const p = palettes()[theme];

  it('declares every step', () => {
    expect(Object.keys(p).sort()).toEqual(['100', '200', '300', '400', '50', '500', '600', '700', '800', '900', '950']);
  });

  it.each([
    ['white text on a button (600) and on its hover (700)', () => Math.min(contrast(WHITE, p['600']), contrast(WHITE, p['700']))],
    ['links and labels (700) on white and on the palest tint (50)', () => Math.min(contrast(p['700'], WHITE), contrast(p['700'], p['50']))],
    ['text of 800 on a tint of 100', () => contrast(p['800'], p['100'])],
    [
      'dark mode: text of 700 (the light 300) on a card and on the page',
      () => Math.min(contrast(p['300'], DARK_SURFACE), contrast(p['300'], DARK_PAGE)),
    ],
    ['dark mode: icons and text of 600 (the light 400) on a card', () => contrast(p['400'], DARK_SURFACE)],
  ])('reads at 4.5:1 or more: %s', (_what, ratio) => {
    expect(ratio()).toBeGreaterThanOrEqual(4.5);
  });
});
