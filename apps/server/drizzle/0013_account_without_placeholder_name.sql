-- A skipped setup stored the placeholder first name 'Guest' (GUEST_PROFILE) on the account, so a registered learner
-- who skipped was greeted "Hi Guest!". The account keeps no name then; greetings use the username.
UPDATE "users" SET "first_name" = NULL, "last_name" = NULL
FROM "learner_profiles"
WHERE "learner_profiles"."user_id" = "users"."id" AND "learner_profiles"."skipped" AND "users"."first_name" = 'Guest';
