-- An icon of its own for each seeded subject: the open book stood for four of them, the tools for three and the
-- landmark for two. Only a row still as seeded changes (an operator's own choice is kept).
UPDATE "subjects" SET "icon" = 'graduation-cap' WHERE "id" = 5 AND "name" = 'College Prep' AND "icon" = 'book-open';
--> statement-breakpoint
UPDATE "subjects" SET "icon" = 'lightbulb' WHERE "id" = 7 AND "name" = 'Study Techniques' AND "icon" = 'book-open';
--> statement-breakpoint
UPDATE "subjects" SET "icon" = 'clock' WHERE "id" = 8 AND "name" = 'Time Management' AND "icon" = 'tools';
--> statement-breakpoint
UPDATE "subjects" SET "icon" = 'house' WHERE "id" = 10 AND "name" = 'Practical Home Skills' AND "icon" = 'tools';
--> statement-breakpoint
UPDATE "subjects" SET "icon" = 'compass' WHERE "id" = 11 AND "name" = 'Career Guidance' AND "icon" = 'landmark';
--> statement-breakpoint
UPDATE "subjects" SET "icon" = 'briefcase' WHERE "id" = 12 AND "name" = 'Interview Prep' AND "icon" = 'tools';
--> statement-breakpoint
UPDATE "subjects" SET "icon" = 'messages' WHERE "id" = 13 AND "name" = 'Communication' AND "icon" = 'book-open';
