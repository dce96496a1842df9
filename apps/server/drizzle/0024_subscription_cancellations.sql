CREATE TABLE "subscription_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "subscription_cancellations_subscription_id_unique" UNIQUE("subscription_id")
);
