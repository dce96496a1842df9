CREATE TABLE "learner_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"age" integer,
	"age_band" text,
	"email" text DEFAULT '' NOT NULL,
	"education_level" text,
	"primary_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"learning_style" text,
	"preferred_pace" text DEFAULT 'moderate' NOT NULL,
	"study_time" text,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"career_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"hobbies" text DEFAULT '' NOT NULL,
	"notification_frequency" text DEFAULT 'weekly' NOT NULL,
	"difficulty_preference" text DEFAULT 'adaptive' NOT NULL,
	"motivation_style" text DEFAULT 'encouraging' NOT NULL,
	"session_length" text DEFAULT '' NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT 'Custom' NOT NULL,
	"requested" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"icon" text NOT NULL,
	"min_age" integer DEFAULT 4 NOT NULL,
	"max_age" integer DEFAULT 120 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subjects" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subjects_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_responses" (
	"user_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_responses_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_summaries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_responses" integer NOT NULL,
	"question_set" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text DEFAULT 'Student' NOT NULL,
	"age" integer,
	"age_band" text,
	"learning_style" text DEFAULT 'mixed' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_profiles" ADD CONSTRAINT "learner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_requests" ADD CONSTRAINT "subject_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_summaries" ADD CONSTRAINT "assessment_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_profiles" ADD CONSTRAINT "questionnaire_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_requests_user_created_idx" ON "subject_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subject_requests_status_created_idx" ON "subject_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_name_lower_idx" ON "subjects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_subjects_subject_idx" ON "user_subjects" USING btree ("subject_id");