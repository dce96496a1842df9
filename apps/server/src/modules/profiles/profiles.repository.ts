import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ageBand } from '@brightpath/shared/age';
import type { Profile, ProfileInputSchema } from '@brightpath/shared/profile';
import { inTransaction, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { updateAccountDetails } from '../auth/auth.api.ts';
import { learnerProfiles } from './profiles.tables.ts';

export type ProfileRow = typeof learnerProfiles.$inferSelect;
export type ProfileValues = z.output<typeof ProfileInputSchema>;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    ageBand: row.ageBand,
    email: row.email,
    educationLevel: row.educationLevel,
    primaryGoals: row.primaryGoals,
    learningStyle: row.learningStyle,
    preferredPace: row.preferredPace,
    studyTime: row.studyTime,
    subjects: row.subjects,
    careerGoals: row.careerGoals,
    hobbies: row.hobbies,
    notificationFrequency: row.notificationFrequency,
    difficultyPreference: row.difficultyPreference,
    motivationStyle: row.motivationStyle,
    sessionLength: row.sessionLength,
    skipped: row.skipped,
    // A stored profile is a completed (or deliberately skipped) setup.
    onboardingCompleted: true,
    completedAt: row.completedAt.toISOString(),
  };
}

function columns(input: ProfileValues) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    age: input.age,
    ageBand: ageBand(input.age),
    email: input.email,
    educationLevel: input.educationLevel,
    primaryGoals: input.primaryGoals,
    learningStyle: input.learningStyle,
    preferredPace: input.preferredPace,
    studyTime: input.studyTime,
    subjects: input.subjects,
    careerGoals: input.careerGoals,
    hobbies: input.hobbies,
    notificationFrequency: input.notificationFrequency,
    difficultyPreference: input.difficultyPreference,
    motivationStyle: input.motivationStyle,
    sessionLength: input.sessionLength,
    skipped: input.skipped,
  };
}

/** The onboarding profile of one account: `profilesRepository(db).forUser(id)`, every query scoped by that id. */
export function profilesRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      async find(): Promise<ProfileRow | undefined> {
        const rows = await db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, userId)).limit(1);
        return rows[0];
      },

      /** Creates or replaces the profile and marks onboarding complete, in one transaction. */
      async save(input: ProfileValues): Promise<{ row: ProfileRow; created: boolean }> {
        return inTransaction(db, async (tx) => {
          const now = new Date();
          const values = { ...columns(input), completedAt: now, updatedAt: now };
          const [saved] = await tx
            .insert(learnerProfiles)
            .values({ userId, ...values })
            .onConflictDoUpdate({ target: learnerProfiles.userId, set: values })
            // xmax is 0 only for a freshly inserted row: 201 versus 200 without a second query.
            .returning({ ...getTableColumns(learnerProfiles), created: sql<boolean>`(xmax = 0)` });
          await updateAccountDetails(tx, userId, { ...accountDetails(input), onboardingCompletedAt: now }, now);
          const { created, ...row } = saved!;
          return { row, created: Boolean(created) };
        });
      },

      /** Updates an existing profile (and the account's name and age); undefined when there is none. */
      async update(input: ProfileValues): Promise<ProfileRow | undefined> {
        return inTransaction(db, async (tx) => {
          const now = new Date();
          const [row] = await tx
            .update(learnerProfiles)
            .set({ ...columns(input), updatedAt: now })
            .where(eq(learnerProfiles.userId, userId))
            .returning();
          if (!row) return undefined;
          await updateAccountDetails(tx, userId, accountDetails(input), now);
          return row;
        });
      },
    })),
  };
}

/**
 * The name and age a profile gives the account. A skipped setup's first name is the placeholder 'Guest'
 * (GUEST_PROFILE), not the learner's name: the account keeps none, so greetings use the username instead.
 */
function accountDetails({ firstName, lastName, age, skipped }: ProfileValues) {
  return skipped ? { firstName: null, lastName: null, age } : { firstName, lastName, age };
}
