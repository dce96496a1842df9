-- The accounts registered before users.registered_at existed (migration 0028): their registration is taken to be when
-- the account was made. A guest converted in place registered later than that, but when is not known; the console
-- shows it as the account's making (docs/decisions/040). Guests stay null.
UPDATE "users" SET "registered_at" = "created_at" WHERE NOT "is_guest" AND "registered_at" IS NULL;
