import { eq } from 'drizzle-orm';
import type { AssessmentResult } from '@brightpath/shared/assessment';
import { inTransaction, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { unlockReached } from '../progress/progress.api.ts';
import { assessmentResponses, assessmentSummaries, questionnaireProfiles } from './assessments.tables.ts';
import { questionOrder, type ScoredAssessment } from './assessments.service.ts';

type ProfileRow = typeof questionnaireProfiles.$inferSelect;
type ResponseRow = typeof assessmentResponses.$inferSelect;
type SummaryRow = typeof assessmentSummaries.$inferSelect;

function toResult(profile: ProfileRow, responses: ResponseRow[], summary: SummaryRow): AssessmentResult {
  const order = questionOrder(summary.questionSet);
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    profile: {
      id: profile.userId,
      username: profile.username,
      age: profile.age,
      ageBand: profile.ageBand,
      learningStyle: profile.learningStyle,
      interests: profile.interests,
      createdAt: profile.createdAt.toISOString(),
    },
    responses: [...responses]
      .sort((a, b) => rank(a.questionId) - rank(b.questionId) || a.questionId.localeCompare(b.questionId))
      .map((r) => ({
        userId: r.userId,
        questionId: r.questionId,
        answer: r.answer,
        category: r.category,
        timestamp: r.createdAt.toISOString(),
      })),
    summary: {
      userId: summary.userId,
      totalResponses: summary.totalResponses,
      completedAt: summary.completedAt.toISOString(),
      questionSet: summary.questionSet,
    },
  };
}

/**
 * The learner's latest assessment (responses, questionnaire profile and summary): `assessmentsRepository(db)
 * .forUser(id)`, every query scoped by that id (lib/ownership.ts).
 */
export function assessmentsRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** Replaces the previous assessment (answers, profile, summary) in one transaction. */
      async save(scored: ScoredAssessment): Promise<AssessmentResult> {
        return inTransaction(db, async (tx) => {
          const now = new Date();
          await tx.delete(assessmentResponses).where(eq(assessmentResponses.userId, userId));
          const responses = await tx
            .insert(assessmentResponses)
            .values(scored.responses.map((r) => ({ userId, ...r, createdAt: now })))
            .returning();
          const profileValues = { ...scored.profile, createdAt: now };
          const [profile] = await tx
            .insert(questionnaireProfiles)
            .values({ userId, ...profileValues })
            .onConflictDoUpdate({ target: questionnaireProfiles.userId, set: profileValues })
            .returning();
          const summaryValues = { totalResponses: responses.length, questionSet: scored.questionSet, completedAt: now };
          const [summary] = await tx
            .insert(assessmentSummaries)
            .values({ userId, ...summaryValues })
            .onConflictDoUpdate({ target: assessmentSummaries.userId, set: summaryValues })
            .returning();
          await unlockReached(tx, userId);
          return toResult(profile!, responses, summary!);
        });
      },

      async find(): Promise<AssessmentResult | undefined> {
        const [summary] = await db.select().from(assessmentSummaries).where(eq(assessmentSummaries.userId, userId)).limit(1);
        if (!summary) return undefined;
        const [profile] = await db.select().from(questionnaireProfiles).where(eq(questionnaireProfiles.userId, userId)).limit(1);
        if (!profile) return undefined;
        const responses = await db.select().from(assessmentResponses).where(eq(assessmentResponses.userId, userId));
        return toResult(profile, responses, summary);
      },
    })),
  };
}
