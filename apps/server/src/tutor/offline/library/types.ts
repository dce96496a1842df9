// The card type lives with its schema (card-schema.ts), inferred from it; this path stays for its importers.
export type { TopicCard } from './card-schema.ts';
