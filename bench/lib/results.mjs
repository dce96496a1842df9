// bench/RESULTS.md is shared by every benchmark: each owns the text between its own markers,
// so re-running one benchmark replaces its section and leaves the others as they were.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

export const RESULTS_FILE = new URL('../RESULTS.md', import.meta.url);

const HEADER = `# Brightpath benchmark results

Written by \`npm run bench\` (bench/run.mjs); budgets from DESIGN.md section 6. Each benchmark owns the
section between its \`<!-- bench:NAME -->\` markers and replaces only that section when re-run.
`;

export function machine() {
  const list = cpus();
  return { date: new Date().toISOString(), node: process.version, cpu: list[0]?.model?.trim() ?? 'unknown', cores: list.length };
}

export function writeSection(name, body) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const block = `${open}\n${body.trim()}\n${close}`;
  let text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : HEADER;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start !== -1 && end > start) {
    text = text.slice(0, start) + block + text.slice(end + close.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(RESULTS_FILE, text);
}

// Small formatting helpers shared by the sections.
export const int = (n) => Math.round(n).toLocaleString('en-US');
export const ms = (n) => (Number.isFinite(n) ? `${n}` : 'n/a');
export const ratio = (a, b) => (b > 0 ? a / b : NaN);
export const x = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : 'n/a');
export const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
