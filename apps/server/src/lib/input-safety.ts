import { FIELD_MESSAGES } from '@brightpath/shared/fields';
import { HttpError } from './http-error.ts';

/**
 * PostgreSQL rejects the NUL character in text, and the error would be a 500. The shared text type refuses
 * it field by field; this net refuses it anywhere in a body or query before validation (a record, a field
 * typed loosely, a field that validation would strip), answering as a failed field check would.
 */
export const nulInRequest = (path: string) =>
  new HttpError(400, 'VALIDATION_ERROR', FIELD_MESSAGES.nul, {}, { issues: [{ path, message: FIELD_MESSAGES.nul }] });

/**
 * The path (dotted, as validation errors name fields) of the first string, key or value, of a parsed JSON
 * value or query object that holds a NUL; undefined when there is none. A key's own path is given.
 * Walked with a stack rather than recursion: deeply nested arrays must not overflow the call stack.
 */
export function findNul(value: unknown): string | undefined {
  const pending: { v: unknown; path: string }[] = [{ v: value, path: '' }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const { v, path } = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ v: v[i], path: join(path, i) });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        // The key is shown with its NUL written out, so the answer names it readably.
        if (key.includes('\u0000')) return join(path, key.replaceAll('\u0000', '\\u0000'));
        pending.push({ v: item, path: join(path, key) });
      }
    }
  }
  return undefined;
}

/** JSON can carry a NUL only as the escape \u0000 (a raw control character is invalid JSON): a cheap first look. */
export const mayHoldNulJson = (raw: string) => raw.includes('\\u0000');

/** A query string can carry a NUL only percent-encoded. */
export function mayHoldNulQuery(url: string) {
  const q = url.indexOf('?');
  return q !== -1 && url.indexOf('%00', q) !== -1;
}
