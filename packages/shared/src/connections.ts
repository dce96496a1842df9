// Learning connections (spec 002 sections 2, 3, 4, 5, 7, 8 and 9): the links a learner keeps between concepts, typed
// and weighted, typed in by hand or generated from what the product knows about concepts (docs/decisions/035).
import { z } from 'zod';
import { dbId, dbIdParam, text } from './fields';

/** The seven connection types (spec 002 section 9); 'related' is the one shown for anything else. */
export const CONNECTION_TYPES = ['prerequisite', 'application', 'analogy', 'contrast', 'example', 'builds_on', 'related'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const DEFAULT_CONNECTION_TYPE: ConnectionType = 'related';

/** How each type reads on a card and in the type select. */
export const CONNECTION_TYPE_LABELS: Record<ConnectionType, string> = {
  prerequisite: 'Prerequisite',
  application: 'Application',
  analogy: 'Analogy',
  contrast: 'Contrast',
  example: 'Example',
  builds_on: 'Builds On',
  related: 'Related',
};

/** The label of a type as stored; anything unknown displays as Related (spec 002 section 9). */
export const connectionTypeLabel = (type: string): string =>
  CONNECTION_TYPE_LABELS[(CONNECTION_TYPES as readonly string[]).includes(type) ? (type as ConnectionType) : DEFAULT_CONNECTION_TYPE];

/** Strength 1 to 5 and its labels (spec 002 section 9); 1 by default (section 5). */
export const CONNECTION_STRENGTHS = [1, 2, 3, 4, 5] as const;
export type ConnectionStrength = (typeof CONNECTION_STRENGTHS)[number];
export const DEFAULT_CONNECTION_STRENGTH: ConnectionStrength = 1;
export const STRENGTH_LABELS: Record<ConnectionStrength, string> = { 1: 'Weak', 2: 'Mild', 3: 'Moderate', 4: 'Strong', 5: 'Very Strong' };
export const strengthLabel = (strength: number): string => STRENGTH_LABELS[strength as ConnectionStrength] ?? STRENGTH_LABELS[1];

/** Who wrote a connection: the learner, or the auto-generation. */
export const CONNECTION_SOURCES = ['learner', 'generated'] as const;
export type ConnectionSource = (typeof CONNECTION_SOURCES)[number];

export const CONNECTION_LIMITS = {
  conceptMax: 200,
  contextMax: 1000,
  /** The search runs only on text longer than 2 characters (spec 002 section 5). */
  searchMin: 3,
  searchMax: 200,
  /** Connections per page of GET /api/connections. */
  pageDefault: 24,
  pageMax: 100,
  /** Search results answered, newest first. */
  resultsMax: 50,
  /** Connections one auto-generation adds at most. */
  generateMax: 8,
  /** The search box waits this long after the last key before it asks the server. */
  searchDebounceMs: 300,
} as const;

/** The specified texts (spec 002 sections 5 and 8), verbatim: each toast's title and description. */
export const CONNECTION_MESSAGES = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in all required fields.',
  /** The server's message for a creation without from, to or type. */
  missing: 'Missing Information: Please fill in all required fields.',
  conceptRequired: 'Please enter a concept to generate connections for.',
  createdTitle: 'Connection Created',
  createFailedTitle: 'Error',
  createFailed: 'Failed to create connection. Please try again.',
  generatedTitle: 'Connections Generated',
  generated: (n: number) => `Generated ${n} new learning connections automatically.`,
  generateFailed: 'Failed to auto-generate connections. Please try again.',
  // Ours, where the specification is silent.
  updatedTitle: 'Connection Updated',
  updateFailed: 'Failed to update connection. Please try again.',
  deletedTitle: 'Connection Deleted',
  deleteFailed: 'Failed to delete connection. Please try again.',
  searchFailed: 'Could not search your connections. Please try again.',
  searchTooShort: `Please enter at least ${CONNECTION_LIMITS.searchMin} characters to search.`,
  searchTooLong: `Search text can be at most ${CONNECTION_LIMITS.searchMax} characters.`,
  conceptTooLong: `A concept can be at most ${CONNECTION_LIMITS.conceptMax} characters.`,
  contextTooLong: `Context can be at most ${CONNECTION_LIMITS.contextMax} characters.`,
  type: `Connection type must be one of: ${CONNECTION_TYPES.join(', ')}.`,
  strength: 'Strength must be a whole number from 1 to 5.',
  nothingToChange: 'Send at least one field to change.',
  notFound: 'Connection not found',
  subjectNotFound: 'Subject not found',
  duplicate: (from: string, to: string, type: string) =>
    `You already have this connection: ${from} to ${to} (${connectionTypeLabel(type)}).`,
  tooFast: (seconds: number) => `You are changing connections very quickly. Please wait ${seconds} seconds and try again.`,
  cursor: 'The page cursor is not valid',
} as const;

const concept = (missing: string) =>
  text(missing).trim().min(1, missing).max(CONNECTION_LIMITS.conceptMax, CONNECTION_MESSAGES.conceptTooLong);
const connectionType = (missing: string) =>
  z.enum(CONNECTION_TYPES, { error: (issue) => (issue.input === undefined ? missing : CONNECTION_MESSAGES.type) });
const strength = z
  .number(CONNECTION_MESSAGES.strength)
  .int(CONNECTION_MESSAGES.strength)
  .min(1, CONNECTION_MESSAGES.strength)
  .max(5, CONNECTION_MESSAGES.strength);
/** Optional text: blank is none. */
const context = text()
  .trim()
  .max(CONNECTION_LIMITS.contextMax, CONNECTION_MESSAGES.contextTooLong)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** POST /api/connections (spec 002 sections 5 and 7): from, to and type required; strength 1 by default. */
export const CreateConnectionSchema = z.object({
  fromConcept: concept(CONNECTION_MESSAGES.missing),
  toConcept: concept(CONNECTION_MESSAGES.missing),
  connectionType: connectionType(CONNECTION_MESSAGES.missing),
  strength: strength.optional().default(DEFAULT_CONNECTION_STRENGTH),
  context,
  /** A subject's id, when the connection belongs to one. */
  subject: dbId().nullable().optional().default(null),
});
export type CreateConnection = z.input<typeof CreateConnectionSchema>;

/** PATCH /api/connections/:id: the fields to change; a field sent blank is as missing as in a creation. */
export const UpdateConnectionSchema = z
  .object({
    fromConcept: concept(CONNECTION_MESSAGES.missing).optional(),
    toConcept: concept(CONNECTION_MESSAGES.missing).optional(),
    connectionType: connectionType(CONNECTION_MESSAGES.missing).optional(),
    strength: strength.optional(),
    context: text()
      .trim()
      .max(CONNECTION_LIMITS.contextMax, CONNECTION_MESSAGES.contextTooLong)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    subject: dbId().nullable().optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), CONNECTION_MESSAGES.nothingToChange);
export type UpdateConnection = z.input<typeof UpdateConnectionSchema>;

/** POST /api/connections/auto-generate {concept, subject, context} (spec 002 sections 3, 5 and 7). */
export const AutoGenerateSchema = z.object({
  concept: concept(CONNECTION_MESSAGES.conceptRequired),
  /** A subject's id: the concept is looked for in that subject first. */
  subject: dbId().nullable().optional().default(null),
  /** What the learner is studying it for: steers the provider; the offline graph does not read it. */
  context,
});
export type AutoGenerate = z.input<typeof AutoGenerateSchema>;

export const ConnectionSchema = z.object({
  id: z.number().int(),
  fromConcept: z.string(),
  toConcept: z.string(),
  connectionType: z.enum(CONNECTION_TYPES),
  strength: z.number().int().min(1).max(5),
  context: z.string().nullable(),
  subject: z.number().int().nullable(),
  source: z.enum(CONNECTION_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof ConnectionSchema>;

/** GET /api/connections: newest first; `cursor` is the previous page's nextCursor. */
export const ConnectionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONNECTION_LIMITS.pageMax).optional().default(CONNECTION_LIMITS.pageDefault),
  cursor: dbIdParam(CONNECTION_MESSAGES.cursor).optional(),
});
export type ConnectionsQuery = z.input<typeof ConnectionsQuerySchema>;

export const ConnectionsPageSchema = z.object({
  connections: z.array(ConnectionSchema),
  /** The learner's connections in all. */
  total: z.number().int().nonnegative(),
  /** The cursor of the next page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type ConnectionsPage = z.infer<typeof ConnectionsPageSchema>;

/** GET /api/connections/search?q=: case-insensitive on from, to and context, from 3 characters. */
export const ConnectionSearchQuerySchema = z.object({
  q: text(CONNECTION_MESSAGES.searchTooShort)
    .trim()
    .min(CONNECTION_LIMITS.searchMin, CONNECTION_MESSAGES.searchTooShort)
    .max(CONNECTION_LIMITS.searchMax, CONNECTION_MESSAGES.searchTooLong),
});

export const ConnectionSearchResultSchema = z.object({
  connections: z.array(ConnectionSchema),
  /** Every match, when more than the answered CONNECTION_LIMITS.resultsMax. */
  total: z.number().int().nonnegative(),
});
export type ConnectionSearchResult = z.infer<typeof ConnectionSearchResultSchema>;

/** The answer of POST /api/connections/auto-generate: how many new connections were stored, and which. */
export const AutoGenerateResultSchema = z.object({
  generated: z.number().int().nonnegative(),
  connections: z.array(ConnectionSchema),
});
export type AutoGenerateResult = z.infer<typeof AutoGenerateResultSchema>;

/** Two connections are the same when from and to match case-insensitively (ignoring outer spaces) and the type does. */
export const connectionKey = (c: { fromConcept: string; toConcept: string; connectionType: string }) =>
  `${c.fromConcept.trim().toLowerCase()}\u0000${c.toConcept.trim().toLowerCase()}\u0000${c.connectionType}`;
