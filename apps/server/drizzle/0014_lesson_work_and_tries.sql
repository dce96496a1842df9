ALTER TABLE "learning_lessons" ADD COLUMN "work" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Answers kept before tries were counted: numbered in the order they came (the first is the one that counts), so the
-- unique index below holds and no answer is lost.
UPDATE "quiz_attempts" AS q SET "attempt" = n."attempt" FROM (
	SELECT "id", row_number() OVER (PARTITION BY "lesson_id", "question_id" ORDER BY "id") AS "attempt" FROM "quiz_attempts"
) AS n WHERE q."id" = n."id" AND n."attempt" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_question_attempt_idx" ON "quiz_attempts" USING btree ("lesson_id","question_id","attempt");
