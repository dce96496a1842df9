/**
 * Link targets a tutor reply may use: http(s) URLs and relative paths. Anything with another scheme
 * (javascript:, data:, vbscript:, file:, mailto:) becomes '' and renders as plain text.
 */
export function safeHref(url: string): string {
  const value = url.trim();
  // Browsers drop tabs and newlines inside a scheme ("java\tscript:"), so judge the URL without them.
  // eslint-disable-next-line no-control-regex -- the control characters are what this strips: a browser ignores them inside a scheme
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  if (/^https?:\/\//i.test(compact)) return value;
  // A relative URL has no scheme before its first '/', '?' or '#'.
  const scheme = compact.match(/^([^/?#]*):/);
  if (scheme) return '';
  // Protocol-relative //host leaves the site.
  if (compact.startsWith('//') || compact.startsWith('\\\\') || compact.startsWith('/\\')) return '';
  return value;
}
