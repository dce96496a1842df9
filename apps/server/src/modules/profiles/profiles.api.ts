// What the profiles module offers the other modules. The learner_profiles table is its own.
import { eq, sql } from 'drizzle-orm';
import { learnerProfiles } from './profiles.tables.ts';
import type { Owner } from '@/lib/ownership.ts';

/** What the onboarding profile says about how the learner likes to learn (null before onboarding). */
export type ProfileFacts = { learningStyle: string | null; hobbies: string; age: number | null };

export const profileFactsOf = (userId: Owner) =>
  sql<ProfileFacts | null>`(select json_build_object('learningStyle', ${learnerProfiles.learningStyle}, 'hobbies', ${learnerProfiles.hobbies}, 'age', ${learnerProfiles.age}) from ${learnerProfiles} where ${eq(learnerProfiles.userId, userId)})`;
