// What the assessments module offers the other modules. Its tables are its own.
import { eq, sql } from 'drizzle-orm';
import { questionnaireProfiles } from './assessments.schema.ts';

/** What the assessment found about the learner, as a scalar subquery answering JSON (null before any). */
export type AssessmentFacts = { learningStyle: string; interests: string[]; age: number | null };

export const assessmentFactsOf = (userId: number) =>
  sql<AssessmentFacts | null>`(select json_build_object('learningStyle', ${questionnaireProfiles.learningStyle}, 'interests', ${questionnaireProfiles.interests}, 'age', ${questionnaireProfiles.age}) from ${questionnaireProfiles} where ${eq(questionnaireProfiles.userId, userId)})`;
