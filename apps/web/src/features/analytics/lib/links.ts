/** Where a structured lesson starts: the tutor's Structured Learning tab. */
export const LESSON_LINK = '/chat?mode=structured';
