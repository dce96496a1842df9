-- The history search (docs/decisions/033): every message's words in a column the database keeps itself, and one GIN
-- index over the learner and those words. pg_trgm finds a misspelt word's close spellings among the learner's words;
-- btree_gin lets the learner's id sit in the GIN index, as the expression user_id + 0 that only the search writes (as
-- the plain column, every "user_id = ..." of messages could use the index, and the dashboard's counts did). Both are
-- trusted extensions (PostgreSQL 13 and later): the database's owner may create them; PGlite loads them when it opens
-- (src/db/pglite-extensions.ts). btree_gin first: in PGlite, creating it after pg_trgm left pg_trgm's settings
-- unreadable (its % operator answered no row, show_limit() never returned); the search uses similarity() alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin (("user_id" + 0),"search_vector");