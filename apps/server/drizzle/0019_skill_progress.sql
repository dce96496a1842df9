CREATE TABLE "skill_reports" (
	"user_id" integer NOT NULL,
	"skill_id" text NOT NULL,
	"progress" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_reports_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "graded_answers" ADD COLUMN "skill_id" text;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD COLUMN "skill_id" text;--> statement-breakpoint
ALTER TABLE "skill_reports" ADD CONSTRAINT "skill_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;