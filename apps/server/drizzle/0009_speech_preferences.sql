CREATE TABLE "speech_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"voice" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speech_preferences" ADD CONSTRAINT "speech_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;