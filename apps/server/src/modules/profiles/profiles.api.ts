// What the profiles module offers the other modules. The learner_profiles table is its own.
import { eq, sql } from 'drizzle-orm';
import { learnerProfiles } from './profiles.tables.ts';
import { ProfileInputSchema, type ProfileInput } from '@brightpath/shared/profile';
import type { Db } from '@/db/client.ts';
import type { Owner, OwnerId } from '@/lib/ownership.ts';
import { profilesRepository } from './profiles.repository.ts';
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

/**
 * Completes onboarding with `profile` for an account that has no profile yet (a test account, /test-complete); an
 * account that has one is left as it is. Answers whether a profile was stored. `db` may be the caller's transaction.
 * A learning style of null is no single preference (a test profile's 'mixed'), which the onboarding form cannot send.
 */
export async function startProfileIfNone(db: Db, userId: OwnerId, profile: ProfileInput): Promise<boolean> {
  const values = ProfileInputSchema.parse({ ...profile, learningStyle: profile.learningStyle ?? 'visual' });
  return profilesRepository(db)
    .forUser(userId)
    .createIfNone({ ...values, learningStyle: profile.learningStyle ?? null });
}
