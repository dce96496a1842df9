-- A session's place in its learner's month, unique, so the plan's limit holds without locking the account.
DROP INDEX "tutoring_sessions_user_month_idx";--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD COLUMN "slot" integer;--> statement-breakpoint
UPDATE "tutoring_sessions" s SET "slot" = n.slot
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "usage_month" ORDER BY "id")::int AS slot FROM "tutoring_sessions") n
WHERE n."id" = s."id";--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_sessions_user_month_slot_idx" ON "tutoring_sessions" USING btree ("user_id","usage_month","slot");
