-- The subject catalogue with fixed ids (the web app and tests refer to 1 to 5 as the core subjects).
-- Age ranges are inclusive; learners with no recorded age see every subject.
INSERT INTO "subjects" ("id", "name", "description", "category", "icon", "min_age", "max_age") VALUES
  (1, 'Mathematics', 'Build number sense and problem-solving skills, from counting and fractions to algebra and beyond.', 'Academic', 'calculator', 4, 120),
  (2, 'Science', 'Explore how the natural world works through questions, experiments and evidence.', 'Academic', 'flask', 4, 120),
  (3, 'Reading & Language Arts', 'Grow as a reader and writer: understand what you read, widen your vocabulary and express your ideas clearly.', 'Academic', 'book-open', 4, 120),
  (4, 'History & Social Studies', 'Discover the people, places and events that shaped the world and how communities and governments work.', 'Academic', 'landmark', 4, 120),
  (5, 'College Prep', 'Plan your path after school: choosing courses, preparing for entrance exams and writing strong applications.', 'Future Planning', 'book-open', 14, 120),
  (6, 'Financial Literacy', 'Learn how money works: saving, budgeting, spending wisely and understanding interest and credit.', 'Life Skills', 'dollar-sign', 10, 120),
  (7, 'Study Techniques', 'Find study methods that stick, such as active recall, spaced practice and good note-taking.', 'Life Skills', 'book-open', 8, 120),
  (8, 'Time Management', 'Plan your days, set priorities and beat procrastination so there is time for what matters.', 'Life Skills', 'tools', 10, 120),
  (9, 'Cooking & Nutrition', 'Cook simple, healthy meals and understand what different foods do for your body.', 'Life Skills', 'utensils', 8, 120),
  (10, 'Practical Home Skills', 'Run a home of your own: paying household bills, renting, simple repairs and everyday upkeep.', 'Life Skills', 'tools', 18, 120),
  (11, 'Career Guidance', 'Explore careers that match your strengths and interests and map out the steps to reach them.', 'Professional', 'landmark', 13, 120),
  (12, 'Interview Prep', 'Practise answering interview questions with confidence and learn how to present your experience.', 'Professional', 'tools', 15, 120),
  (13, 'Communication', 'Speak, listen and write more effectively, from everyday conversations to presentations.', 'Professional', 'book-open', 10, 120);
--> statement-breakpoint
-- The inserts above bypassed the sequence; move it past the highest id so new subjects get fresh ids.
SELECT setval(pg_get_serial_sequence('subjects', 'id'), (SELECT max("id") FROM "subjects"));
