// What the chat module offers the other modules. Conversations, messages and tutoring sessions are its own.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { messages } from './chat.schema.ts';

/** A message's text, as a scalar subquery (an operator's review shows what was flagged). */
export const messageContentOf = (messageId: SQLWrapper) =>
  sql<string | null>`(select ${messages.content} from ${messages} where ${messages.id} = ${messageId})`;
