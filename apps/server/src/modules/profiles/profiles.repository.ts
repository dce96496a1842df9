import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ageBand } from '@brightpath/shared/age';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { profileStatistics, type LearnerActivity } from '@brightpath/shared/learning-stats';
import type { Profile, ProfileInputSchema } from '@brightpath/shared/profile';
import type { ProfileDetails, UserProfile } from '@brightpath/shared/user-profile';
import { inTransaction, type Db } from '@/db/client.ts';
import { uniqueViolation } from '@/db/errors.ts';
import { conflict } from '@/plugins/errors.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { assertEmailFree, changeAccountEmail, updateAccountDetails, type UserRow } from '../auth/auth.api.ts';
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

/** What the profile record reads of the account (the signed-in session's row). */
export type AccountFacts = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'age'
  | 'role'
  | 'plan'
  | 'status'
  | 'isGuest'
  | 'onboardingCompletedAt'
  | 'createdAt'
  | 'lastActiveAt'
>;

/**
 * The learner's profile record (GET /api/user-profile): the profile's fields where there is one (a skipped setup's
 * placeholder name is not a name), the account's otherwise; the e-mail is the account's sign-in address, a guest's
 * the one it gave (a guest has no sign-in address yet). The figures are the dashboard's (`learnerActivity`).
 */
export function toUserProfile(account: AccountFacts, row: ProfileRow | undefined, activity: LearnerActivity): UserProfile {
  const named = !row?.skipped;
  const age = row ? row.age : account.age;
  return {
    id: account.id,
    username: account.username,
    firstName: named ? (row?.firstName ?? account.firstName ?? '') : '',
    lastName: named ? (row?.lastName ?? account.lastName ?? '') : '',
    email: account.isGuest ? (row?.email ?? '') : (account.email ?? ''),
    age,
    ageBand: ageBand(age),
    learningStyle: row?.learningStyle ?? null,
    primaryGoals: row?.primaryGoals ?? [],
    educationLevel: row?.educationLevel ?? null,
    interests: row?.subjects ?? [],
    careerGoals: row?.careerGoals ?? [],
    role: account.role,
    plan: account.plan,
    status: account.status,
    isGuest: account.isGuest,
    onboardingComplete: account.onboardingCompletedAt !== null,
    memberSince: account.createdAt.toISOString(),
    lastActiveAt: account.lastActiveAt.toISOString(),
    assessmentCompleted: activity.assessmentCompleted,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    statistics: profileStatistics(activity),
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

      /**
       * Stores `input` as the profile and completes onboarding, only when the account has no profile yet (one it has
       * is never changed); answers whether it stored one. In one transaction (a savepoint inside the caller's).
       */
      async createIfNone(input: ProfileValues): Promise<boolean> {
        return inTransaction(db, async (tx) => {
          const now = new Date();
          const inserted = await tx
            .insert(learnerProfiles)
            .values({ userId, ...columns(input), completedAt: now, updatedAt: now })
            .onConflictDoNothing({ target: learnerProfiles.userId })
            .returning({ userId: learnerProfiles.userId });
          if (inserted.length === 0) return false;
          await updateAccountDetails(tx, userId, { ...accountDetails(input), onboardingCompletedAt: now }, now);
          return true;
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

      /**
       * The Personal Information card (PUT /api/user-profile), in one transaction: the profile's name, e-mail, age,
       * learning style and goals, the account's name and age, and a registered account's sign-in e-mail (unique:
       * 409 when another account has it). A guest's e-mail stays on its profile and reserves nothing, but one another
       * account signs in with is refused the same way. Without a profile yet, this makes it and counts as setting it
       * up (as Skip Setup does); a name given here is the learner's, so a skipped setup's placeholder is replaced.
       * Answers the row and the account's e-mail and set-up time as they now are.
       */
      async saveDetails(
        input: ProfileDetails,
        account: Pick<UserRow, 'isGuest' | 'email' | 'onboardingCompletedAt'>,
      ): Promise<{ row: ProfileRow; account: Pick<UserRow, 'email' | 'onboardingCompletedAt'> }> {
        try {
          return await inTransaction(db, async (tx) => {
            const now = new Date();
            let email = account.email;
            if (input.email && !account.isGuest) {
              if (input.email !== account.email) await changeAccountEmail(tx, userId, input.email, now);
              email = input.email;
            } else if (input.email) {
              await assertEmailFree(tx, userId, input.email);
            }
            const values = {
              firstName: input.firstName,
              lastName: input.lastName,
              age: input.age,
              ageBand: ageBand(input.age),
              email: input.email,
              learningStyle: input.learningStyle,
              primaryGoals: input.primaryGoals,
              skipped: false,
              updatedAt: now,
            };
            const [saved] = await tx
              .insert(learnerProfiles)
              .values({ userId, ...values, completedAt: now })
              .onConflictDoUpdate({ target: learnerProfiles.userId, set: values })
              .returning({ ...getTableColumns(learnerProfiles), created: sql<boolean>`(xmax = 0)` });
            const { created, ...row } = saved!;
            const onboardingCompletedAt = account.onboardingCompletedAt ?? (created ? now : null);
            await updateAccountDetails(
              tx,
              userId,
              {
                firstName: input.firstName,
                lastName: input.lastName,
                age: input.age,
                ...(onboardingCompletedAt ? { onboardingCompletedAt } : {}),
              },
              now,
            );
            return { row, account: { email, onboardingCompletedAt } };
          });
        } catch (err) {
          // Another learner took the address between the check and the write.
          if (uniqueViolation(err) !== null) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
          throw err;
        }
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
