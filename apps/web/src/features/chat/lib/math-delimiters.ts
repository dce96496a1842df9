/**
 * Prepares a tutor reply for remark-math (DESIGN.md section 4, lessons from peers):
 * - `\(...\)` becomes `$...$` and `\[...\]` becomes `$$...$$` (markdown would otherwise eat the backslashes);
 * - a `$$...$$` alone on its line becomes a display block (remark-math renders it inline otherwise);
 * - a `$` that does not open inline maths is escaped, so "$5 and $10" stays text.
 * Code spans and fenced code blocks are left untouched.
 *
 * Inline maths follows Pandoc's rule: the opening `$` has a non-space character right after it, the
 * closing `$` has a non-space character right before it and no digit right after it, and the first
 * `$` after an opening one must be its closing one (else the opening one was a price).
 */
export function prepareMath(markdown: string): string {
  return splitCode(markdown)
    .map((part) => (part.code ? part.text : convertText(part.text)))
    .join('');
}

type Part = { code: boolean; text: string };

const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** Splits into fenced code blocks, inline code spans and the text around them. */
function splitCode(markdown: string): Part[] {
  const parts: Part[] = [];
  const lines = markdown.split(/(?<=\n)/);
  let text = '';
  let fence: string | null = null;
  let block = '';
  for (const line of lines) {
    if (fence) {
      block += line;
      const close = line.match(FENCE);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && line.trim() === close[1]) {
        parts.push({ code: true, text: block });
        block = '';
        fence = null;
      }
      continue;
    }
    const open = line.match(FENCE);
    // A backtick fence's info string may not contain a backtick (CommonMark), so ```a``` is a code span.
    if (open && !(open[1][0] === '`' && line.slice(line.indexOf(open[1]) + open[1].length).includes('`'))) {
      if (text) parts.push(...splitInlineCode(text));
      text = '';
      fence = open[1];
      block = line;
      continue;
    }
    text += line;
  }
  if (text) parts.push(...splitInlineCode(text));
  // A fence still open (a reply still streaming) runs to the end, as in markdown.
  if (block) parts.push({ code: true, text: block });
  return parts;
}

function splitInlineCode(text: string): Part[] {
  const parts: Part[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '`' || (i > 0 && text[i - 1] === '\\')) {
      plain += text[i++];
      continue;
    }
    let n = 0;
    while (text[i + n] === '`') n++;
    const ticks = '`'.repeat(n);
    // The closing run must be exactly as long as the opening one.
    let close = text.indexOf(ticks, i + n);
    while (close !== -1 && text[close + n] === '`') {
      let m = close;
      while (text[m] === '`') m++;
      close = text.indexOf(ticks, m);
    }
    if (close === -1) {
      plain += ticks;
      i += n;
      continue;
    }
    if (plain) parts.push({ code: false, text: plain });
    plain = '';
    parts.push({ code: true, text: text.slice(i, close + n) });
    i = close + n;
  }
  if (plain) parts.push({ code: false, text: plain });
  return parts;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The whitespace that starts the current output line, or null when the line already has other text. */
function lineIndent(out: string): string | null {
  const current = out.slice(out.lastIndexOf('\n') + 1);
  return /^[ \t]*$/.test(current) ? current : null;
}

/** True when only spaces follow `from` up to the end of its line. */
function restOfLineBlank(s: string, from: number) {
  const nl = s.indexOf('\n', from);
  return s.slice(from, nl === -1 ? s.length : nl).trim() === '';
}

function displayMath(content: string, indent: string | null, aloneOnLine: boolean) {
  const body = content.trim();
  if (indent === null || !aloneOnLine) return `$$${body}$$`;
  // A block of its own, indented like its line so it stays inside a list item.
  return `$$\n${indent}${body}\n${indent}$$`;
}

/** Index of the `$` closing the inline maths opened at `open`, or -1 when that `$` is not an opening one. */
function findCloser(s: string, open: number): number {
  if (open + 1 >= s.length || isSpace(s[open + 1])) return -1;
  for (let j = open + 1; j < s.length; j++) {
    const c = s[j];
    if (c === '\\') {
      j++;
      continue;
    }
    // Inline maths never crosses a blank line (a new paragraph).
    if (c === '\n' && /^[ \t]*(\n|$)/.test(s.slice(j + 1))) return -1;
    if (c !== '$') continue;
    if (s[j + 1] === '$' || isSpace(s[j - 1]) || isDigit(s[j + 1])) return -1;
    return j;
  }
  return -1;
}

function convertText(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\') {
      const next = s[i + 1];
      if (next === '[' || next === '(') {
        const closing = next === '[' ? '\\]' : '\\)';
        const end = s.indexOf(closing, i + 2);
        const content = end === -1 ? '' : s.slice(i + 2, end);
        if (content.trim()) {
          out += next === '[' ? displayMath(content, lineIndent(out), restOfLineBlank(s, end + 2)) : `$${content.trim()}$`;
          i = end + 2;
          continue;
        }
      }
      // Any other escape (\$, \\, \*) passes through whole, so its second character is not read again.
      out += next === undefined ? c : c + next;
      i += 2;
      continue;
    }
    if (c === '$') {
      if (s[i + 1] === '$') {
        const end = s.indexOf('$$', i + 2);
        if (end === -1) {
          // Unclosed display maths (a reply still streaming): left to remark-math.
          out += s.slice(i);
          break;
        }
        const indent = lineIndent(out);
        const alone = indent !== null && restOfLineBlank(s, end + 2) && !s.slice(i + 2, end).includes('\n');
        out += alone ? displayMath(s.slice(i + 2, end), indent, true) : s.slice(i, end + 2);
        i = end + 2;
        continue;
      }
      const close = findCloser(s, i);
      if (close === -1) {
        out += '\\$';
        i++;
      } else {
        out += s.slice(i, close + 1);
        i = close + 1;
      }
      continue;
    }
    out += c;
    i++;
  }
  return out;
}
