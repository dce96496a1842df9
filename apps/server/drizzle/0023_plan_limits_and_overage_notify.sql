-- Each plan's monthly limit of tutoring sessions, as DESIGN.md decision 6 sets them (DEFAULT_SESSION_LIMITS in
-- packages/shared/src/billing.ts; docs/decisions/037): Free 20, Basic 50, the others unlimited (-1). The admin console
-- edits these rows; a database that already has a plan's row keeps it.
INSERT INTO "plan_settings" ("plan_id", "sessions_limit") VALUES
  ('free', 20),
  ('basic', 50),
  ('premium', -1),
  ('pro', -1),
  ('family', -1)
ON CONFLICT ("plan_id") DO NOTHING;
--> statement-breakpoint
-- Each overage charge written tells the app processes, once its transaction commits, whose charges wait to be reported
-- to the payment provider (modules/billing/billing.overage.ts). The payload is the user id.
CREATE OR REPLACE FUNCTION bp_notify_overage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bp_overage', NEW.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER overage_charges_notify AFTER INSERT ON overage_charges FOR EACH ROW EXECUTE FUNCTION bp_notify_overage();
