// What the assessments module offers the other modules. Its tables are its own.
import { eq, sql } from 'drizzle-orm';
import { assessmentResponses, assessmentSummaries, questionnaireProfiles } from './assessments.tables.ts';
import type { Owner } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';

/** What the assessment found about the learner, as a scalar subquery answering JSON (null before any). */
export type AssessmentFacts = { learningStyle: string; interests: string[]; age: number | null };

export const assessmentFactsOf = (userId: Owner) =>
  sql<AssessmentFacts | null>`(select json_build_object('learningStyle', ${questionnaireProfiles.learningStyle}, 'interests', ${questionnaireProfiles.interests}, 'age', ${questionnaireProfiles.age}) from ${questionnaireProfiles} where ${eq(questionnaireProfiles.userId, userId)})`;

/** Whether the learner completed the assessment, as a scalar subquery. */
export const assessmentCompletedOf = (userId: Owner) =>
  sql<boolean>`(exists (select 1 from ${assessmentSummaries} where ${eq(assessmentSummaries.userId, userId)}))`;

/** The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032). */
export const assessmentsLearnerData = learnerTables(
  { table: questionnaireProfiles, owner: questionnaireProfiles.userId, order: [questionnaireProfiles.userId] },
  { table: assessmentResponses, owner: assessmentResponses.userId, order: [assessmentResponses.questionId] },
  { table: assessmentSummaries, owner: assessmentSummaries.userId, order: [assessmentSummaries.userId] },
);
