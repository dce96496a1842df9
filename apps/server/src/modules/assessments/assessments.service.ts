import { ageBand, type AgeBand, type AgeGroup } from '@brightpath/shared/age';
import { ASSESSMENT_MESSAGES, type AssessmentCategory, type AssessmentSubmission } from '@brightpath/shared/assessment';
import { interestsFrom, learningStyleFrom, QUESTION_SETS, questionSetFor } from '@brightpath/shared/question-sets';
import { badRequest } from '@/plugins/errors.ts';

export type ScoredAssessment = {
  questionSet: AgeGroup;
  responses: { questionId: string; answer: string; category: AssessmentCategory }[];
  profile: { username: string; age: number | null; ageBand: AgeBand | null; learningStyle: string; interests: string[] };
};

/**
 * Checks a submission against the learner's question set (chosen by age, DESIGN.md decision 7) and derives
 * the questionnaire profile. Pure: throws a 400 naming the first problem, touches no database.
 */
export function scoreAssessment(submission: AssessmentSubmission, age: number | null): ScoredAssessment {
  const { group, questions } = questionSetFor(age);
  const byId = new Map(questions.map((q) => [q.id, q]));
  // A question answered twice keeps its last answer.
  const answers = new Map<string, string>();
  for (const { questionId, answer } of submission.responses) {
    const question = byId.get(questionId);
    if (!question) throw badRequest(ASSESSMENT_MESSAGES.unknownQuestion, 'VALIDATION_ERROR');
    if (!question.options.some((o) => o.id === answer)) throw badRequest(ASSESSMENT_MESSAGES.unknownOption, 'VALIDATION_ERROR');
    answers.set(questionId, answer);
  }
  if (questions.some((q) => !answers.has(q.id))) throw badRequest(ASSESSMENT_MESSAGES.answersMissing, 'VALIDATION_ERROR');

  return {
    questionSet: group,
    responses: questions.map((q) => ({ questionId: q.id, answer: answers.get(q.id)!, category: q.category })),
    profile: {
      username: submission.username,
      age,
      ageBand: ageBand(age),
      learningStyle: learningStyleFrom(questions, answers),
      interests: interestsFrom(questions, answers),
    },
  };
}

/** The position of a question in its set, for answering responses in question order. */
export function questionOrder(questionSet: AgeGroup): Map<string, number> {
  return new Map(QUESTION_SETS[questionSet].map((q, i) => [q.id, i]));
}
