/** The browser's IANA time zone, sent so the server counts the learner's days in their own zone; undefined when unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
