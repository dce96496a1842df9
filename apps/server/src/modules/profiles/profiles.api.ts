// What the profiles module offers the other modules. The learner_profiles table is its own.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { learnerProfiles } from './profiles.schema.ts';

/** What the onboarding profile says about how the learner likes to learn (null before onboarding). */
export type ProfileFacts = { learningStyle: string | null; hobbies: string; age: number | null };

export const profileFactsOf = (userId: number | SQLWrapper) =>
  sql<ProfileFacts | null>`(select json_build_object('learningStyle', ${learnerProfiles.learningStyle}, 'hobbies', ${learnerProfiles.hobbies}, 'age', ${learnerProfiles.age}) from ${learnerProfiles} where ${eq(learnerProfiles.userId, userId)})`;
