-- A deleted account's live Stripe subscription must end, or Stripe would go on charging a customer we no longer know:
-- deleting its billing record (with everything else, or with the account) queues the subscription for cancellation in
-- the same transaction, and tells the app processes once that commits (modules/billing: the gateway cancels it now).
CREATE OR REPLACE FUNCTION bp_cancel_deleted_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.mode = 'stripe' AND OLD.subscription_id IS NOT NULL AND OLD.status <> 'canceled' THEN
    INSERT INTO subscription_cancellations (subscription_id, customer_id) VALUES (OLD.subscription_id, OLD.customer_id)
      ON CONFLICT (subscription_id) DO NOTHING;
    PERFORM pg_notify('bp_billing', 'cancellations');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER billing_accounts_deleted AFTER DELETE ON billing_accounts FOR EACH ROW EXECUTE FUNCTION bp_cancel_deleted_subscription();
