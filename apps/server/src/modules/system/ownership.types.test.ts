// Owners by type (lib/ownership.ts): every function of learner data takes an `OwnerId` or an `Owner`, which only the
// signed-in session (auth.api.ts requireUser) or an access decision (an administrator's adminOnly, a Family plan
// owner's familyOwnerOnly) can give. The lines
// marked @ts-expect-error must not compile: if a type loosened (a parameter back to `number`, or to `SQLWrapper`),
// the directive would be unused and `npm run typecheck` (tsc over the tests) would fail on this file.
import type { SQLWrapper } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Db } from '@/db/client.ts';
import { asOwner, familyOwnerOnly, type Owner, type OwnerId } from '@/lib/ownership.ts';
import { assessmentCompletedOf, assessmentFactsOf } from '../assessments/assessments.api.ts';
import {
  accountAgeOf,
  displayNameOf,
  lockAccount,
  planOf,
  setAccountPlan,
  setAccountsPlan,
  updateAccountDetails,
  usernameOf,
} from '../auth/auth.api.ts';
import { chatActivityOf, countLessonAsSession, learnerMessageCountOf, messageContentOf, tutoringSessionCountOf } from '../chat/chat.api.ts';
import { chatRepository, openSession } from '../chat/chat.repository.ts';
import { openTutoringSession, recordTutorCall } from '../chat/tutor-usage.ts';
import { releaseFamily } from '../family/family.api.ts';
import { recordModerationEvent, safetyEventsOf, type ModerationRecord } from '../moderation/moderation.api.ts';
import { profileFactsOf } from '../profiles/profiles.api.ts';
import { unlockReached, unlockReachedSql } from '../progress/progress.api.ts';
import { recordsSql } from '../progress/progress.repository.ts';
import { selectedSubjectsOf, subjectCountOf, subjectLevelOf } from '../subjects/subjects.api.ts';

/** Never called: what matters is what compiles. */
function looseOwnersDoNotCompile(db: Db, t: Db, column: SQLWrapper, id: number, event: ModerationRecord) {
  const owner = asOwner(id);
  // A scalar subquery of learner data, given a plain number or a column (which spans every learner):
  // @ts-expect-error a plain number is no owner
  planOf(id);
  // @ts-expect-error a column is no owner
  planOf(column);
  // @ts-expect-error a plain number is no owner
  accountAgeOf(id);
  // @ts-expect-error a column is no owner
  usernameOf(column);
  // @ts-expect-error a column is no owner
  assessmentFactsOf(column);
  // @ts-expect-error a plain number is no owner
  assessmentCompletedOf(id);
  // @ts-expect-error a column is no owner
  tutoringSessionCountOf(column);
  // @ts-expect-error a plain number is no owner
  learnerMessageCountOf(id);
  // @ts-expect-error a column is no owner
  messageContentOf(column, column);
  // @ts-expect-error a column is no owner
  profileFactsOf(column);
  // @ts-expect-error a column is no owner
  unlockReachedSql(column);
  // @ts-expect-error a column is no owner
  subjectLevelOf(column, 1);
  // @ts-expect-error a plain number is no owner
  subjectCountOf(id);
  // Reads and writes that need the learner's id itself: a plain number does not do, an owner's SQL neither.
  // @ts-expect-error a plain number is no owner
  void chatActivityOf(id, null);
  // @ts-expect-error a plain number is no owner
  void selectedSubjectsOf(id);
  // @ts-expect-error a plain number is no owner
  void recordsSql(id, null);
  // @ts-expect-error a plain number is no owner
  void lockAccount(t, id);
  // @ts-expect-error a plain number is no owner
  void updateAccountDetails(t, id, { firstName: null, lastName: null, age: null });
  // @ts-expect-error a plain number is no owner
  void unlockReached(t, id);
  // @ts-expect-error a plain number is no owner
  void countLessonAsSession(t, id, 1);
  // @ts-expect-error a plain number is no owner
  void openSession(t, id, 1);
  // @ts-expect-error a plain number is no owner
  void openTutoringSession(t, id, 1);
  // @ts-expect-error a plain number is no owner
  void recordTutorCall(db, id, 'assistant', 10);
  // @ts-expect-error a plain number is no owner
  void recordModerationEvent(t, { ...event, userId: id });
  // @ts-expect-error a plain number is no owner
  chatRepository(db).forUser(id);
  // The Family plan: the name and plan of an account, its safety events, the release of its family.
  // @ts-expect-error a column is no owner
  displayNameOf(column);
  // @ts-expect-error a plain number is no owner
  void setAccountPlan(t, id, 'free');
  // @ts-expect-error a plain number is no owner
  void setAccountsPlan(t, id, 'free');
  // @ts-expect-error a plain number is no owner
  void safetyEventsOf(db, id);
  // @ts-expect-error a plain number is no owner
  void releaseFamily(t, id);
  // The owner's access decision is for the signed-in owner: a plain number as the caller does not compile, and the
  // member it opens is an owner only inside it.
  const view = familyOwnerOnly(
    'probe',
    async () => true,
    async () => undefined,
    (member: OwnerId) => ({ read: async () => member }),
  );
  // @ts-expect-error a plain number is no owner
  void view({ id, username: null }, id);
  void view({ id: owner, username: null }, id);
  // With an owner, all of it compiles.
  planOf(owner);
  void chatActivityOf(owner, null);
  chatRepository(db).forUser(owner);
}

describe('owners by type', () => {
  it('are what every function of learner data takes (the lines above are checked by npm run typecheck)', () => {
    expect(looseOwnersDoNotCompile).toBeTypeOf('function');
    expectTypeOf(planOf).parameter(0).toEqualTypeOf<Owner>();
    expectTypeOf(unlockReached).parameter(1).toEqualTypeOf<OwnerId>();
    expectTypeOf<number>().not.toExtend<OwnerId>();
    expectTypeOf<SQLWrapper>().not.toExtend<Owner>();
  });

  it('are made only from a real account id', () => {
    expect(asOwner(7)).toBe(7);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => asOwner(bad)).toThrow(/needs its owner/);
  });
});
