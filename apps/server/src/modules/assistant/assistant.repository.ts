// The learner's records the assistant answers from, read in one statement through the modules that own them
// (chat activity, chosen subjects, the assessment, the account's age and the profile's preferences). The assistant
// has no tables of its own: it keeps no conversation (the widget sends its last turns), and moderated turns go to
// the moderation module's record.
import { sql } from 'drizzle-orm';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { assessmentCompletedOf, assessmentFactsOf, type AssessmentFacts } from '../assessments/assessments.api.ts';
import { accountAgeOf } from '../auth/auth.api.ts';
import { chatActivityOf, type ChatActivity } from '../chat/chat.api.ts';
import { profileFactsOf, type ProfileFacts } from '../profiles/profiles.api.ts';
import { selectedSubjectsOf } from '../subjects/subjects.api.ts';

export type AssistantRecords = {
  /** The account's age (null when not given). */
  age: number | null;
  profile: ProfileFacts | null;
  assessment: AssessmentFacts | null;
  assessmentCompleted: boolean;
  chat: ChatActivity;
  subjects: { subjectId: number; level: SubjectLevel }[];
};

export function assistantRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** Everything in one round trip; aggregates only, never a list of messages. */
      async records(): Promise<AssistantRecords> {
        const [row] = rowsOf<AssistantRecords>(
          await db.execute(sql`select
            ${accountAgeOf(userId)} as age,
            ${profileFactsOf(userId)} as profile,
            ${assessmentFactsOf(userId)} as assessment,
            ${assessmentCompletedOf(userId)} as "assessmentCompleted",
            ${chatActivityOf(userId, null)} as chat,
            ${selectedSubjectsOf(userId)} as subjects`),
        );
        return row!;
      },
    })),
  };
}
