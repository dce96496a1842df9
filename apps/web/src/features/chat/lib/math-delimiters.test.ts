import { describe, expect, it } from 'vitest';
import { prepareMath } from './math-delimiters';

describe('prepareMath: LaTeX delimiters', () => {
  it('turns \\( \\) into $ $', () => {
    expect(prepareMath('We know \\(x^2 + 1\\) is positive.')).toBe('We know $x^2 + 1$ is positive.');
    expect(prepareMath('\\( a = b \\)')).toBe('$a = b$');
  });

  it('turns \\[ \\] alone on a line into a display block, and mid-line into $$ $$', () => {
    expect(prepareMath('Solve:\n\\[2x + 3 = 7\\]\nThen check.')).toBe('Solve:\n$$\n2x + 3 = 7\n$$\nThen check.');
    expect(prepareMath('\\[\n  \\frac{a}{b}\n\\]')).toBe('$$\n\\frac{a}{b}\n$$');
    expect(prepareMath('so \\[x=1\\] holds')).toBe('so $$x=1$$ holds');
  });

  it('keeps a display block inside its list item', () => {
    expect(prepareMath('1. First:\n   \\[x = 2\\]\n2. Next')).toBe('1. First:\n   $$\n   x = 2\n   $$\n2. Next');
  });

  it('turns $$...$$ alone on its line into a display block and leaves other display maths alone', () => {
    expect(prepareMath('Look:\n$$x^2$$\n')).toBe('Look:\n$$\nx^2\n$$\n');
    expect(prepareMath('$$\nx^2\n$$')).toBe('$$\nx^2\n$$');
    expect(prepareMath('inline $$x^2$$ here')).toBe('inline $$x^2$$ here');
  });

  it('leaves an unfinished delimiter of a streaming reply as it is', () => {
    expect(prepareMath('Consider \\(x + ')).toBe('Consider \\(x + ');
    expect(prepareMath('Consider $$x + ')).toBe('Consider $$x + ');
  });

  it('keeps single-dollar maths', () => {
    expect(prepareMath('$x$ and $y$')).toBe('$x$ and $y$');
    expect(prepareMath('Solve $2x + 3 = 7$.')).toBe('Solve $2x + 3 = 7$.');
    expect(prepareMath('$\\frac{1}{2}$ of $10$')).toBe('$\\frac{1}{2}$ of $10$');
    expect(prepareMath('$a \\$ b$')).toBe('$a \\$ b$');
  });
});

describe('prepareMath: prices are not maths', () => {
  it.each([
    ['$5 and $10', '\\$5 and \\$10'],
    ['It costs $5.', 'It costs \\$5.'],
    ['between $5-$10 a week', 'between \\$5-\\$10 a week'],
    ['$5/$10', '\\$5/\\$10'],
    ['US$5 and US$10', 'US\\$5 and US\\$10'],
    ['$1,000.50 or $2,000', '\\$1,000.50 or \\$2,000'],
    ['a $ sign', 'a \\$ sign'],
    ['ends with $', 'ends with \\$'],
  ])('%s', (input, output) => {
    expect(prepareMath(input)).toBe(output);
  });

  it('escapes a price and still reads the maths after it', () => {
    expect(prepareMath('It costs $5 and you have $x$ left')).toBe('It costs \\$5 and you have $x$ left');
  });

  it('does not let inline maths cross a blank line', () => {
    expect(prepareMath('Save $5\n\nthen x$')).toBe('Save \\$5\n\nthen x\\$');
  });

  it('keeps what is already escaped', () => {
    expect(prepareMath('\\$5 and \\$10')).toBe('\\$5 and \\$10');
  });
});

describe('prepareMath: code is untouched', () => {
  it('inline code', () => {
    expect(prepareMath('Use `$5 and $10` or ``a `$` b``')).toBe('Use `$5 and $10` or ``a `$` b``');
    expect(prepareMath('`\\(x\\)` but \\(y\\)')).toBe('`\\(x\\)` but $y$');
  });

  it('fenced code, also while still open', () => {
    const fenced = '```js\nconst price = "$5 and $10";\nconst re = /\\(x\\)/;\n```\nCost $5.';
    expect(prepareMath(fenced)).toBe('```js\nconst price = "$5 and $10";\nconst re = /\\(x\\)/;\n```\nCost \\$5.');
    expect(prepareMath('~~~\n$5\n')).toBe('~~~\n$5\n');
    expect(prepareMath('```py\nprint("$5")')).toBe('```py\nprint("$5")');
  });

  it('an unmatched backtick is plain text', () => {
    expect(prepareMath('a ` b $5')).toBe('a ` b \\$5');
  });
});
