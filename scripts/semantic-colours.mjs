#!/usr/bin/env node
// Rewrites the web app's literal neutral colours (Tailwind's slate, gray, zinc, neutral, stone, and white surfaces)
// as the colour roles of apps/web/src/index.css, which follow dark mode (docs/decisions/031):
//
//   bg-white, bg-white/60 and up      -> bg-surface, bg-surface/60      (a white veil under 50% stays: it sits on a colour)
//   bg-slate-50 ... bg-slate-300      -> bg-surface-50 ... bg-surface-300   (also from-, via-, to-)
//   bg-slate-900/40                   -> bg-scrim/40                    (behind a dialog)
//   text-slate-400 ... text-slate-950 -> text-ink-400 ... (placeholder:, caret-, decoration- too)
//   border-, ring-, outline-, divide-, stroke- slate-100 ... 300 -> *-line-100 ... 300
//   ring-white                        -> ring-surface                   (a ring that parts a badge from its card)
//
// text-white, outline-white and the hues (brand, emerald, ...) stay: they follow dark mode as they are. What has no
// role to go to (a dark grey fill, light grey text) is listed for a person to choose. Safe to run again: the merge of
// a branch written before dark mode is `node scripts/semantic-colours.mjs` and a look at what it lists.
// `--check` changes nothing and exits 1 when something would change (semantic-colours.test.mjs runs it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps/web/src');
const check = process.argv.includes('--check');

const NEUTRAL = '(?:slate|gray|zinc|neutral|stone)';
const BEFORE = String.raw`(?<=^|[\s'"\`:!(\[{])`;
const AFTER = String.raw`(?=$|[\s'"\`)\]};,])`;
const FILLS = new Set(['bg', 'from', 'via', 'to']);
const INKS = new Set(['text', 'placeholder', 'caret', 'decoration']);

const neutral = new RegExp(
  String.raw`${BEFORE}(bg|from|via|to|text|placeholder|caret|decoration|fill|stroke|border(?:-[xytrbse])?|ring-offset|ring|outline|divide|shadow|accent)-${NEUTRAL}-(\d{2,3})(/\d+)?${AFTER}`,
  'g',
);
const white = new RegExp(String.raw`${BEFORE}(bg|from|via|to|ring|ring-offset|divide)-white(/\d+)?${AFTER}`, 'g');
const black = new RegExp(String.raw`${BEFORE}(bg|text)-black(/\d+)?${AFTER}`, 'g');

/** The role a neutral class goes to, or null when a person must choose. */
function neutralRole(util, step, alpha = '') {
  const n = Number(step);
  if (FILLS.has(util)) {
    if (n <= 300) return `${util}-surface-${step}${alpha}`;
    if (n >= 800 && alpha) return `${util}-scrim${alpha}`;
    return null;
  }
  if (INKS.has(util) || util === 'fill') return n >= 400 ? `${util}-ink-${step}${alpha}` : null;
  return n <= 300 ? `${util}-line-${step}${alpha}` : `${util}-ink-${step}${alpha}`;
}

/** Rewrites one file's text; answers the new text and what was left for a person. */
export function rewrite(text) {
  const left = [];
  let out = text.replace(neutral, (whole, util, step, alpha) => {
    const role = neutralRole(util, step, alpha ?? '');
    if (!role) left.push(whole);
    return role ?? whole;
  });
  out = out.replace(white, (whole, util, alpha) => {
    if (FILLS.has(util) && alpha && Number(alpha.slice(1)) < 50) return whole;
    return `${util}-surface${alpha ?? ''}`;
  });
  out = out.replace(black, (whole, util, alpha) => (util === 'bg' ? `bg-scrim${alpha ?? ''}` : `text-ink-900${alpha ?? ''}`));
  for (const m of out.matchAll(/var\(--color-(?:slate|gray|zinc|neutral|stone)-\d+/g)) left.push(m[0]);
  return { text: out, left };
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let changed = 0;
  const todo = [];
  for (const file of walk(src).filter((f) => /\.(tsx?|css)$/.test(f))) {
    const before = readFileSync(file, 'utf8');
    const { text, left } = rewrite(before);
    if (text !== before) {
      changed++;
      if (!check) writeFileSync(file, text);
      else console.log(`would change ${relative(root, file)}`);
    }
    for (const l of left) todo.push(`${relative(root, file)}: ${l}`);
  }
  console.log(`${check ? 'would change' : 'changed'} ${changed} file(s)`);
  if (todo.length) console.log(`left for a person to choose a role:\n  ${todo.join('\n  ')}`);
  if (check && (changed > 0 || todo.length > 0)) process.exit(1);
}
