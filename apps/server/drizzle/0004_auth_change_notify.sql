-- Every change to an account or a session tells the app processes, which evict that user's cached
-- session lookups (apps/server/src/modules/auth/session-cache.ts). The payload is the user id.
CREATE OR REPLACE FUNCTION bp_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('bp_auth', OLD.id::text);
  ELSE
    PERFORM pg_notify('bp_auth', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION bp_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION bp_notify_auth_change();
