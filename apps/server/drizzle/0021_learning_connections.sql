CREATE TABLE "learning_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_concept" text NOT NULL,
	"to_concept" text NOT NULL,
	"connection_type" text NOT NULL,
	"strength" smallint DEFAULT 1 NOT NULL,
	"context" text,
	"subject_id" integer,
	"source" text DEFAULT 'learner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_connections_strength_check" CHECK ("learning_connections"."strength" between 1 and 5),
	CONSTRAINT "learning_connections_type_check" CHECK ("learning_connections"."connection_type" in ('prerequisite', 'application', 'analogy', 'contrast', 'example', 'builds_on', 'related')),
	CONSTRAINT "learning_connections_source_check" CHECK ("learning_connections"."source" in ('learner', 'generated'))
);
--> statement-breakpoint
ALTER TABLE "learning_connections" ADD CONSTRAINT "learning_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_connections" ADD CONSTRAINT "learning_connections_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_connections_unique_idx" ON "learning_connections" USING btree ("user_id",lower("from_concept"),lower("to_concept"),"connection_type");--> statement-breakpoint
CREATE INDEX "learning_connections_user_idx" ON "learning_connections" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "learning_connections_subject_idx" ON "learning_connections" USING btree ("subject_id");