CREATE TABLE "achievement_unlocks" (
	"user_id" integer NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "achievement_unlocks_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "learner_home" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"welcome_shown" boolean DEFAULT false NOT NULL,
	"guidance_banner_dismissed" boolean DEFAULT false NOT NULL,
	"getting_started_complete" boolean DEFAULT false NOT NULL,
	"quick_start_tried" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"type" text NOT NULL,
	"target_reached" boolean NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievement_unlocks" ADD CONSTRAINT "achievement_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_home" ADD CONSTRAINT "learner_home_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_sessions_user_completed_idx" ON "study_sessions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "messages_user_learner_idx" ON "messages" USING btree ("user_id") WHERE role = 'user';