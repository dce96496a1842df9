// The learner's records the assistant answers from, read in one statement through the modules that own them
// (chat activity and the learner's latest messages, chosen subjects, the assessment, the account's age and the
// profile's preferences). The assistant has no tables of its own: it keeps no conversation (the widget sends its
// last turns), and moderated turns go to the moderation module's record.
import { sql } from 'drizzle-orm';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { assessmentCompletedOf, assessmentFactsOf, type AssessmentFacts } from '../assessments/assessments.api.ts';
import { accountAgeOf } from '../auth/auth.api.ts';
import { chatActivityOf, recentLearnerMessagesOf, type ChatActivity, type RecentLearnerMessage } from '../chat/chat.api.ts';
import { profileFactsOf, type ProfileFacts } from '../profiles/profiles.api.ts';
import { personalizedContentOf } from '../settings/settings.api.ts';
import { selectedSubjectsOf } from '../subjects/subjects.api.ts';
import { skillEventsOf, type SkillEventRow } from '../skills/skills.api.ts';

export type AssistantRecords = {
  /** The account's age (null when not given). */
  age: number | null;
  profile: ProfileFacts | null;
  /** The learner's Personalized Content setting (off: no examples from their interests). */
  personalized: boolean;
  assessment: AssessmentFacts | null;
  assessmentCompleted: boolean;
  chat: ChatActivity;
  subjects: { subjectId: number; level: SubjectLevel }[];
  /** The learner's latest messages to the tutor, newest first: what they worked on lately. */
  recentWork: RecentLearnerMessage[];
  /** The learner's graded work and reports on the skill tree, for the reviews that are due. */
  skillEvents: SkillEventRow[];
};

/** How many of the learner's latest messages tell what they worked on lately. */
export const RECENT_WORK_MESSAGES = 8;

export function assistantRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** Everything in one round trip: aggregates, and no more than the latest few messages. */
      async records(): Promise<AssistantRecords> {
        const [row] = rowsOf<AssistantRecords>(
          await db.execute(sql`select
            ${accountAgeOf(userId)} as age,
            ${profileFactsOf(userId)} as profile,
            ${personalizedContentOf(userId)} as personalized,
            ${assessmentFactsOf(userId)} as assessment,
            ${assessmentCompletedOf(userId)} as "assessmentCompleted",
            ${chatActivityOf(userId, null)} as chat,
            ${selectedSubjectsOf(userId)} as subjects,
            ${recentLearnerMessagesOf(userId, RECENT_WORK_MESSAGES)} as "recentWork",
            ${skillEventsOf(userId)} as "skillEvents"`),
        );
        return row!;
      },
    })),
  };
}
