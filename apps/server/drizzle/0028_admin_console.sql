ALTER TABLE "admin_audit_log" ADD COLUMN "kind" text DEFAULT 'read' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(username, '') || E'\n' || coalesce(email, '') || E'\n' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD COLUMN "review_status" text DEFAULT 'unreviewed' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
CREATE INDEX "admin_audit_log_kind_idx" ON "admin_audit_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_registered_idx" ON "users" USING btree ("registered_at") WHERE registered_at is not null;--> statement-breakpoint
CREATE INDEX "tutoring_sessions_started_idx" ON "tutoring_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "moderation_events_unreviewed_idx" ON "moderation_events" USING btree ("id") WHERE review_status = 'unreviewed';