-- Programming and Art, the two subjects of the skill tree's selector (spec 002 section 2) that the catalogue lacked,
-- with fixed ids like the seed (the topic cards map their slugs to these ids: SUBJECT_IDS in
-- src/tutor/offline/library/card-schema.ts). A catalogue that already has either name or id keeps its row.
INSERT INTO "subjects" ("id", "name", "description", "category", "icon", "min_age", "max_age") VALUES
  (14, 'Programming', 'Learn to think like a programmer: plan algorithms, write code with variables, loops and functions, and test and debug it.', 'Academic', 'code', 8, 120),
  (15, 'Art', 'Draw, paint and make: learn line, colour, shape and composition, and how to look at and talk about art.', 'Academic', 'palette', 4, 120)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The inserts above bypassed the sequence; keep it past the highest id so new subjects get fresh ids.
SELECT setval(pg_get_serial_sequence('subjects', 'id'), (SELECT max("id") FROM "subjects"));
