ALTER TABLE "moderation_events" ADD COLUMN "source" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD COLUMN "excerpt" text;