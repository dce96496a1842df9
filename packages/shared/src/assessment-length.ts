// Kept apart from assessment.ts (and its zod schemas), so the dashboard can say it without loading zod.

/**
 * How long the assessment takes, said the same wherever it is offered (the dashboard's card, the assessment's own
 * start): a name and 8 one-tap questions, about 15 seconds each.
 */
export const ASSESSMENT_MINUTES = 2;
