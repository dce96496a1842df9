import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'https://example.com/a?b#c',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    '/pricing',
    'notes/page',
    '#section',
    '?q=1',
    '../up',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    '//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
  ])('drops %s', (url) => {
    expect(safeHref(url)).toBe('');
  });
});
