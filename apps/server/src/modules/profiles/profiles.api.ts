// What the profiles module offers the other modules. The learner_profiles table is its own.
import { eq, sql } from 'drizzle-orm';
import { learnerProfiles } from './profiles.tables.ts';
import type { Owner } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';

/** What the onboarding profile says about how the learner likes to learn (null before onboarding). */
export type ProfileFacts = { learningStyle: string | null; hobbies: string; age: number | null };

export const profileFactsOf = (userId: Owner) =>
  sql<ProfileFacts | null>`(select json_build_object('learningStyle', ${learnerProfiles.learningStyle}, 'hobbies', ${learnerProfiles.hobbies}, 'age', ${learnerProfiles.age}) from ${learnerProfiles} where ${eq(learnerProfiles.userId, userId)})`;

/** The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032). */
export const profilesLearnerData = learnerTables({
  table: learnerProfiles,
  owner: learnerProfiles.userId,
  order: [learnerProfiles.userId],
});
