import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone, set by the database when the row is written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
