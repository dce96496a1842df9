import { FIELD_MESSAGES, WELL_FORMED } from '@brightpath/shared/fields';
import { HttpError } from './http-error.ts';

/**
 * Text no field may hold: the NUL character (PostgreSQL rejects it, and the error would be a 500) and an unpaired
 * UTF-16 surrogate (no character at all). The shared text type refuses both field by field; this net refuses them
 * anywhere in a body or query before validation (a record, a field typed loosely, a field that validation would
 * strip, a key), answering as a failed field check would.
 */
export type BadText = { path: string; message: string };

export const badTextInRequest = ({ path, message }: BadText) =>
  new HttpError(400, 'VALIDATION_ERROR', message, {}, { issues: [{ path, message }] });

function badText(s: string): string | undefined {
  if (s.includes('\u0000')) return FIELD_MESSAGES.nul;
  if (!WELL_FORMED.test(s)) return FIELD_MESSAGES.surrogate;
  return undefined;
}

/** A key as the answer names it: a NUL or a lone surrogate written out as its escape, so the path reads. */
const readable = (key: string) =>
  key.replace(
    // eslint-disable-next-line no-control-regex -- the NUL is what is written out.
    /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The first string, key or value, of a parsed JSON value or query object that holds a NUL or an unpaired surrogate,
 * with its path (dotted, as validation errors name fields; a key's own path is given); undefined when there is none.
 * Walked with a stack rather than recursion: deeply nested arrays must not overflow the call stack.
 */
export function findBadText(value: unknown): BadText | undefined {
  const pending: { v: unknown; path: string }[] = [{ v: value, path: '' }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const { v, path } = pending.pop()!;
    if (typeof v === 'string') {
      const message = badText(v);
      if (message) return { path, message };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ v: v[i], path: join(path, i) });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const message = badText(key);
        if (message) return { path: join(path, readable(key)), message };
        pending.push({ v: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}

/**
 * JSON can carry a NUL only as the escape \u0000 (a raw control character is invalid JSON), and a lone surrogate only
 * as an escape \ud800-\udfff (the body is decoded from UTF-8, which cannot hold one): a cheap first look.
 */
export const mayHoldBadTextJson = (raw: string) => raw.includes('\\u0000') || /\\u[dD][89a-fA-F]/.test(raw);

/** A query string can carry a NUL only percent-encoded. */
export function mayHoldNulQuery(url: string) {
  const q = url.indexOf('?');
  return q !== -1 && url.indexOf('%00', q) !== -1;
}
