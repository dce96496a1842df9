import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown } from './chat-markdown';

const render = (content: string) => renderToStaticMarkup(createElement(ChatMarkdown, { content }));

describe('ChatMarkdown', () => {
  it('renders markdown and GFM tables', () => {
    const html = render('**Step 1**\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<strong>Step 1</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<table>');
  });

  it('renders every maths delimiter with KaTeX', () => {
    for (const source of ['$x^2$', '$$x^2$$', '\\(x^2\\)', '\\[x^2\\]', 'Solve:\n\\[2x + 3 = 7\\]\nthen check']) {
      expect(render(source), source).toContain('class="katex"');
    }
    expect(render('\\[x^2\\]')).toContain('katex-display');
    expect(render('Solve:\n\\[2x + 3 = 7\\]\nthen check')).toContain('katex-display');
    // MathML for screen readers.
    expect(render('$x^2$')).toContain('<math');
  });

  it('does not read prices as maths', () => {
    const html = render('It costs $5 and $10.');
    expect(html).not.toContain('katex');
    expect(html).toContain('It costs $5 and $10.');
  });

  it('renders no raw HTML', () => {
    const html = render('<script>alert(1)</script><b onclick="x()">bold</b>\n\n<img src="https://x.example/a.png">');
    expect(html).not.toMatch(/<script|<b |onclick|<img/);
  });

  it('keeps http(s) and relative links, opened in a new tab, and drops javascript: links', () => {
    const html = render('[site](https://example.com) [plans](/pricing) [bad](javascript:alert(1)) [data](data:text/html,hi)');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="/pricing"');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('<span>bad</span>');
  });

  it('does not fetch images, keeping their description', () => {
    const html = render('![a diagram of a cell](https://example.com/cell.png)');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('example.com/cell.png');
    expect(html).toContain('[a diagram of a cell]');
  });

  it('keeps KaTeX from making links or running \\htmlClass', () => {
    const html = render('$\\href{javascript:alert(1)}{x}$ $\\url{https://example.com}$');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<a ');
  });
});
