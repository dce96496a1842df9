import { z } from 'zod';

/**
 * Field types every request schema builds on, so a value that would pass validation but fail in the
 * database (a 500) is refused as bad input (a 400) wherever it is sent.
 */

/** PostgreSQL's `integer`: the id columns are 32-bit, so a larger id would be a database error, not "not found". */
export const DB_ID_MAX = 2_147_483_647;

export const FIELD_MESSAGES = {
  /** PostgreSQL text cannot hold the NUL character: it rejects the whole statement. */
  nul: 'Text cannot contain the NUL character (U+0000)',
  /** Half of a UTF-16 pair with no other half (U+D800 to U+DFFF alone): not a character, and not valid UTF-8. */
  surrogate: 'Text cannot contain an unpaired surrogate (U+D800 to U+DFFF without its pair)',
  id: 'The id must be a positive whole number',
  idTooLarge: `The id must be at most ${DB_ID_MAX}`,
} as const;

/** Matches a string free of NUL; a pattern (rather than a refinement) also shows in the OpenAPI document. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point: the database rejects it.
export const NO_NUL = /^[^\u0000]*$/;

/**
 * Matches a string whose UTF-16 surrogates all come in pairs. A lone one ('\ud800', which JSON can carry as an escape)
 * is no character: the drivers would store U+FFFD in its place, and encodeURIComponent throws on it (a lesson's link
 * to the chat answered 500), so it is refused as bad input.
 */
export const WELL_FORMED = /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/**
 * A text field: a string that PostgreSQL can store. `error` is the message for a missing or non-string
 * value (as `z.string(error)`); further checks (trim, min, max, regex...) chain on as usual.
 */
export function text(error?: string) {
  return z.string(error).regex(NO_NUL, FIELD_MESSAGES.nul).regex(WELL_FORMED, FIELD_MESSAGES.surrogate);
}

/** Messages for the checks of an id; a string sets all of them. Unset ones keep zod's own, `max` the id message. */
export type IdMessages = string | { type?: string; int?: string; positive?: string; max?: string };

function idMessages(messages: IdMessages | undefined) {
  const m = typeof messages === 'string' ? { type: messages, int: messages, positive: messages, max: messages } : (messages ?? {});
  return { ...m, max: m.max ?? FIELD_MESSAGES.idTooLarge };
}

/** A database id sent as a JSON number: a positive whole number within PostgreSQL's integer. */
export function dbId(messages?: IdMessages) {
  const m = idMessages(messages);
  return z.number(m.type).int(m.int).positive(m.positive).max(DB_ID_MAX, m.max);
}

/** A database id in a path or query string (text, coerced): '/api/users/abc' is a 400, not a 404. */
export function dbIdParam(messages: IdMessages = FIELD_MESSAGES.id) {
  const m = idMessages(messages);
  return z.coerce.number(m.type).int(m.int).positive(m.positive).max(DB_ID_MAX, m.max);
}
