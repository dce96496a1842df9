// The structured five-phase lesson (spec 001 sections 2, 3, 4, 7 and 9): the request for a learning session,
// the session as the browser receives it (content items, prompts and quiz questions WITHOUT their answers:
// the answer key stays on the server) and a learner's answer to one quiz question.
import { z } from 'zod';
import { AGE_MAX, AGE_MIN } from './age.ts';
import { DB_ID_MAX, dbId, text } from './fields.ts';
import { SUBJECT_LEVELS } from './subjects.ts';

/** The phases, always run in this order (spec 001 section 4 "Structured lesson"). */
export const LESSON_PHASES = ['listen', 'ask', 'talk', 'teach', 'quiz'] as const;
export type LessonPhase = (typeof LESSON_PHASES)[number];

/** One learner-facing sentence per phase (spec 001 section 9: "each with a description"). */
export const PHASE_DESCRIPTIONS: Record<LessonPhase, string> = {
  listen: 'Read or listen to the key ideas and a worked example.',
  ask: 'Ask your tutor about anything that is not clear yet.',
  talk: 'Talk it through: connect the idea to things you know.',
  teach: 'Explain it back in your own words, as if you were the teacher.',
  quiz: 'Answer a few quick questions to check what you have learned.',
};

export const LESSON_TOPIC_MAX = 100;
export const LESSON_OBJECTIVES_MAX = 10;
export const LESSON_OBJECTIVE_MAX = 200;
/** A lesson's quiz has 3 to 5 questions. */
export const QUIZ_MIN = 3;
export const QUIZ_MAX = 5;
export const QUIZ_ANSWER_MAX = 200;

export const LESSON_MESSAGES = {
  topicRequired: 'Topic is required',
  topicTooLong: `Topic must be at most ${LESSON_TOPIC_MAX} characters`,
  age: `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`,
  skillLevel: `Skill level must be one of ${SUBJECT_LEVELS.join(', ')}`,
  objectivesTooMany: `At most ${LESSON_OBJECTIVES_MAX} learning objectives`,
  objectiveTooLong: `A learning objective must be at most ${LESSON_OBJECTIVE_MAX} characters`,
  internalUrl: 'The url must be a path inside Brightpath',
  phasesInOrder: `The steps must be the five phases in order: ${LESSON_PHASES.join(', ')}`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${QUIZ_ANSWER_MAX} characters`,
} as const;

export const LearningSessionRequestSchema = z.object({
  topic: text(LESSON_MESSAGES.topicRequired)
    .trim()
    .min(1, LESSON_MESSAGES.topicRequired)
    .max(LESSON_TOPIC_MAX, LESSON_MESSAGES.topicTooLong),
  userAge: z
    .number(LESSON_MESSAGES.age)
    .int(LESSON_MESSAGES.age)
    .min(AGE_MIN, LESSON_MESSAGES.age)
    .max(AGE_MAX, LESSON_MESSAGES.age)
    .optional(),
  skillLevel: z.enum(SUBJECT_LEVELS, { error: LESSON_MESSAGES.skillLevel }).default('beginner'),
  learningObjectives: z
    .array(text().trim().min(1).max(LESSON_OBJECTIVE_MAX, LESSON_MESSAGES.objectiveTooLong))
    .max(LESSON_OBJECTIVES_MAX, LESSON_MESSAGES.objectivesTooMany)
    .optional()
    .default([]),
});
export type LearningSessionRequest = z.input<typeof LearningSessionRequestSchema>;
export type LearningSessionParams = z.output<typeof LearningSessionRequestSchema>;

/**
 * A link that stays inside the product: a path from the site root ('/chat?skill=Fractions&subject=1'). Refused:
 * absolute addresses ('https://...'), protocol-relative ones ('//evil.com', '/\evil.com', which browsers read
 * as '//') and whitespace or control characters, so a lesson can never send a learner off the site.
 */
export function isInternalPath(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused here.
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !/[\s\u0000-\u001f\u007f]/.test(url);
}

export const CONTENT_TYPES = ['card', 'example', 'practice', 'chat'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** One resource of a phase (spec 001 section 3 "Content item"); duration in seconds. */
export const ContentItemSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  type: z.enum(CONTENT_TYPES),
  skillLevel: z.enum(SUBJECT_LEVELS),
  duration: z.number().int().nonnegative(),
  concepts: z.array(z.string()),
  url: z.string().refine(isInternalPath, LESSON_MESSAGES.internalUrl),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const QUIZ_KINDS = ['choice', 'number', 'expression'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

export const QuizOptionSchema = z.object({ id: z.string().min(1), label: z.string().min(1) });
export type QuizOption = z.infer<typeof QuizOptionSchema>;

/** A quiz question as sent to the browser: never its answer (the key is kept on the server). */
export const QuizQuestionSchema = z
  .object({
    id: z.string().min(1),
    prompt: z.string().min(1),
    kind: z.enum(QUIZ_KINDS),
    options: z.array(QuizOptionSchema).optional(),
  })
  .refine(
    (q) =>
      q.kind === 'choice'
        ? !!q.options && q.options.length >= 2 && new Set(q.options.map((o) => o.id)).size === q.options.length
        : q.options === undefined,
    'A choice question has two or more options with distinct ids; other questions have none',
  );
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/**
 * One phase of the lesson: its content items and its questions (spec 001 section 3). `questions` are prompts
 * for listen, ask, talk and teach, and the quiz questions' wording for the quiz step, which also carries them
 * as `quiz` (id, kind and options) so answers can be sent back and graded.
 */
export const LessonStepSchema = z
  .object({
    step: z.enum(LESSON_PHASES),
    content: z.array(ContentItemSchema),
    questions: z.array(z.string().min(1)),
    quiz: z.array(QuizQuestionSchema).min(QUIZ_MIN).max(QUIZ_MAX).optional(),
  })
  .refine((s) => (s.step === 'quiz') === (s.quiz !== undefined), 'Only the quiz step carries quiz questions, and it always does');
export type LessonStep = z.infer<typeof LessonStepSchema>;

/** The learning session response (spec 001 section 3); totalDuration in seconds. */
export const LearningSessionSchema = z.object({
  topic: z.string().min(1),
  difficulty: z.enum(SUBJECT_LEVELS),
  totalDuration: z.number().int().nonnegative(),
  steps: z
    .array(LessonStepSchema)
    .length(LESSON_PHASES.length, LESSON_MESSAGES.phasesInOrder)
    .refine((steps) => steps.every((s, i) => s.step === LESSON_PHASES[i]), LESSON_MESSAGES.phasesInOrder),
  expectedOutcomes: z.array(z.string().min(1)),
});
export type LearningSession = z.infer<typeof LearningSessionSchema>;

/** A learner's answer to one quiz question. */
export const QuizAnswerSchema = z.object({
  questionId: text().min(1).max(100),
  answer: text(LESSON_MESSAGES.answerRequired)
    .trim()
    .min(1, LESSON_MESSAGES.answerRequired)
    .max(QUIZ_ANSWER_MAX, LESSON_MESSAGES.answerTooLong),
  timeTakenMs: z.number().int().nonnegative(),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

/** The default expected outcomes (spec 001 section 7: "Understand, Apply and Analyze {topic}"). */
export function defaultOutcomes(topic: string): string[] {
  return [`Understand ${topic}`, `Apply ${topic}`, `Analyze ${topic}`];
}

// The stored lesson and its quiz, as the learning routes answer them (POST /api/learning/create-session,
// GET /api/learning/sessions/:id, POST /api/learning/sessions/:id/steps, POST /api/quiz/attempts, GET /api/quiz/analytics).

export const LESSON_STORE_MESSAGES = {
  step: `The step must be one of ${LESSON_PHASES.join(', ')}`,
  lessonId: 'The lesson id must be a positive whole number',
  timeTaken: `The time taken must be a whole number of milliseconds from 0 to ${DB_ID_MAX}`,
  subjectId: 'The subject id must be a positive whole number',
  skillId: 'The skill id must be a skill of the skill tree',
} as const;

/** POST /api/learning/create-session: the learning session request, optionally in one of the catalogue's subjects. */
export const CreateLessonSchema = LearningSessionRequestSchema.extend({
  subjectId: dbId({
    type: LESSON_STORE_MESSAGES.subjectId,
    int: LESSON_STORE_MESSAGES.subjectId,
    positive: LESSON_STORE_MESSAGES.subjectId,
  }).optional(),
  /** A skill of the skill tree (/chat?skill=): the quiz's first tries count toward its mastery; refused while locked. */
  skillId: z.string({ error: LESSON_STORE_MESSAGES.skillId }).trim().max(60, LESSON_STORE_MESSAGES.skillId).optional(),
});
export type CreateLesson = z.input<typeof CreateLessonSchema>;

/** The phases completed by doing something the server can judge: a question asked, the idea explained, taught back. */
export const WORK_PHASES = ['ask', 'talk', 'teach'] as const;
export type WorkPhase = (typeof WORK_PHASES)[number];
/** The phases whose work the learner writes in the lesson itself (the Ask phase's question is asked in the Chat tab). */
export const WRITTEN_PHASES = ['talk', 'teach'] as const;
export type WrittenPhase = (typeof WRITTEN_PHASES)[number];
export const STEP_TEXT_MAX = 2000;

export const STEP_MESSAGES = {
  textRequired: {
    talk: 'Write the idea in your own words first.',
    teach: 'Write how you would teach it first.',
  } satisfies Record<WrittenPhase, string>,
  textTooLong: `Please keep it to ${STEP_TEXT_MAX} characters`,
} as const;

/** What the learner did in a phase, and what the tutor made of it (kept, so a return shows it). */
export const StepWorkSchema = z.object({ text: z.string(), feedback: z.string() });
export type StepWork = z.infer<typeof StepWorkSchema>;
export const LessonWorkSchema = z.object({
  ask: StepWorkSchema.optional(),
  talk: StepWorkSchema.optional(),
  teach: StepWorkSchema.optional(),
});
export type LessonWork = z.infer<typeof LessonWorkSchema>;

/**
 * POST /api/learning/sessions/:id/steps: the phase to complete, with the learner's own words for talk and teach.
 * The server judges the work (docs/decisions/029): a phase not yet done is a 409 STEP_NOT_DONE whose message says
 * kindly what is missing.
 */
export const CompleteStepSchema = z
  .object({
    step: z.enum(LESSON_PHASES, { error: LESSON_STORE_MESSAGES.step }),
    text: text(STEP_MESSAGES.textTooLong).trim().max(STEP_TEXT_MAX, STEP_MESSAGES.textTooLong).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.step === 'talk' || body.step === 'teach') && !body.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: STEP_MESSAGES.textRequired[body.step] });
  });
export type CompleteStep = z.input<typeof CompleteStepSchema>;

/**
 * Where the learner is on one quiz question. Two tries: a wrong first answer gets a hint (never the answer), a
 * second answer settles the question and, when wrong, shows the expected one. A question counts once, by its
 * first try: `firstTryCorrect` is what the lesson's score and the quiz analytics count.
 */
export const QuizAnswerStateSchema = z.object({
  /** The learner's latest answer, as they gave it. */
  answer: z.string(),
  correct: z.boolean(),
  tries: z.number().int().min(1).max(2),
  firstTryCorrect: z.boolean(),
  /** Right, or both tries used: no more answers. */
  settled: z.boolean(),
  /** After a wrong first try: what to look at again. */
  hint: z.string().nullable(),
  /** Only once the question is settled. */
  expected: z.string().nullable(),
});
export type QuizAnswerState = z.infer<typeof QuizAnswerStateSchema>;
export const QUIZ_TRIES = 2;

/**
 * A stored lesson: the learning session response, its id, the phases completed (in order), when the last one was,
 * the learner's work in ask, talk and teach, and their quiz answers by question id (so a return shows them).
 */
export const LessonSchema = LearningSessionSchema.extend({
  id: z.number().int().positive(),
  completedSteps: z.array(z.enum(LESSON_PHASES)),
  completedAt: z.string().nullable(),
  work: LessonWorkSchema,
  quizAnswers: z.record(z.string(), QuizAnswerStateSchema),
});
export type Lesson = z.infer<typeof LessonSchema>;

/** POST /api/quiz/attempts: an answer to one question of one of the learner's lessons. */
export const QuizAttemptSchema = QuizAnswerSchema.extend({
  // Stored in an integer column: a larger value is bad input, not a database error.
  timeTakenMs: z
    .number(LESSON_STORE_MESSAGES.timeTaken)
    .int(LESSON_STORE_MESSAGES.timeTaken)
    .nonnegative(LESSON_STORE_MESSAGES.timeTaken)
    .max(DB_ID_MAX, LESSON_STORE_MESSAGES.timeTaken),
  lessonId: dbId({ type: LESSON_STORE_MESSAGES.lessonId, int: LESSON_STORE_MESSAGES.lessonId, positive: LESSON_STORE_MESSAGES.lessonId }),
});
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>;

/** The answer to POST /api/quiz/attempts: the question's state after this answer. */
export const QuizGradeSchema = QuizAnswerStateSchema;
export type QuizGrade = QuizAnswerState;

/**
 * GET /api/quiz/analytics: the learner's totals, each question counted once by its first try (attempts: questions
 * answered; correct: right the first time; the average time is the first try's); accuracy is a whole percentage, 0
 * (like the average) when there are no attempts.
 */
export const QuizAnalyticsSchema = z.object({
  attempts: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  accuracy: z.number().int().min(0).max(100),
  averageTimeMs: z.number().int().nonnegative(),
  lessonsStarted: z.number().int().nonnegative(),
  lessonsCompleted: z.number().int().nonnegative(),
});
export type QuizAnalytics = z.infer<typeof QuizAnalyticsSchema>;

/**
 * GET /api/learning/sessions/latest?topic=&skillLevel=&subjectId=: the caller's newest lesson on that topic (the
 * same words, any case) at that level, in that subject when one is given, so a reload resumes it; null when none.
 */
export const LatestLessonQuerySchema = z.object({
  topic: text(LESSON_MESSAGES.topicRequired)
    .trim()
    .min(1, LESSON_MESSAGES.topicRequired)
    .max(LESSON_TOPIC_MAX, LESSON_MESSAGES.topicTooLong),
  skillLevel: z.enum(SUBJECT_LEVELS, { error: LESSON_MESSAGES.skillLevel }).default('beginner'),
  subjectId: z.coerce
    .number(LESSON_STORE_MESSAGES.subjectId)
    .int(LESSON_STORE_MESSAGES.subjectId)
    .positive(LESSON_STORE_MESSAGES.subjectId)
    .max(DB_ID_MAX, LESSON_STORE_MESSAGES.subjectId)
    .optional(),
  /** A skill-tree skill: only a lesson opened on that skill is resumed (its quiz counts toward the skill). */
  skillId: z
    .string({ error: LESSON_STORE_MESSAGES.skillId })
    .trim()
    .min(1, LESSON_STORE_MESSAGES.skillId)
    .max(60, LESSON_STORE_MESSAGES.skillId)
    .optional(),
});
export type LatestLessonQuery = z.input<typeof LatestLessonQuerySchema>;
export const LatestLessonSchema = z.object({ lesson: LessonSchema.nullable() });
export type LatestLesson = z.infer<typeof LatestLessonSchema>;

/**
 * GET /api/learning/sessions/open?subjectId=: the lesson the learner was last on in a subject (their newest there,
 * whatever its topic and level), so reopening the Structured tab resumes it; null when they have none there.
 */
export const OpenLessonQuerySchema = z.object({
  subjectId: z.coerce
    .number(LESSON_STORE_MESSAGES.subjectId)
    .int(LESSON_STORE_MESSAGES.subjectId)
    .positive(LESSON_STORE_MESSAGES.subjectId)
    .max(DB_ID_MAX, LESSON_STORE_MESSAGES.subjectId),
});
export type OpenLessonQuery = z.input<typeof OpenLessonQuerySchema>;
