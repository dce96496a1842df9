CREATE TABLE "graded_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"concept" text NOT NULL,
	"correct" boolean NOT NULL,
	"earned" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "graded_answers" ADD CONSTRAINT "graded_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graded_answers" ADD CONSTRAINT "graded_answers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graded_answers" ADD CONSTRAINT "graded_answers_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "graded_answers_user_created_idx" ON "graded_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "graded_answers_message_idx" ON "graded_answers" USING btree ("message_id");