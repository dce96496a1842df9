// The structured five-phase lesson written by the configured provider (spec 001 sections 2-4 and 7;
// docs/decisions/019): one structured-output call validated by a zod schema that carries the quiz's answer key,
// retried once on a schema failure; the offline lesson (offline/lesson/) whenever the provider's lesson cannot
// be used. Quiz answers stay graded by rules (offline/lesson/quiz-key.ts), never by the model.
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { ageGroup, type AgeGroup } from '@brightpath/shared/age';
import {
  CONTENT_TYPES,
  isInternalPath,
  LearningSessionSchema,
  LESSON_PHASES,
  PHASE_DESCRIPTIONS,
  QUIZ_KINDS,
  QUIZ_MAX,
  QUIZ_MIN,
  QuizOptionSchema,
  type ContentItem,
  type LearningSession,
  type LessonStep,
  type QuizQuestion,
} from '@brightpath/shared/lesson';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { moderateOutput, redactPersonalData } from '../safety/safety.ts';
import { checkLearnerAnswer, type MathSolution } from '../math/index.ts';
import { buildOfflineLesson, chatUrl, type OfflineLesson, type OfflineLessonInput } from '../offline/lesson/lesson.ts';
import { numberKey, type QuizKey } from '../offline/lesson/quiz-key.ts';
import { solved } from '../offline/lesson/quiz.ts';
import type { TutorModel } from './providers.ts';
import { READING_TARGETS } from '../reading-level.ts';

/** The quiz size by skill level, as the offline lesson has it. */
const QUIZ_SIZE: Record<SubjectLevel, number> = { beginner: QUIZ_MIN, intermediate: 4, advanced: QUIZ_MAX };
/** Bounds that keep a provider's lesson readable: a few items and prompts per phase, a sane duration. */
const ITEMS_MAX = 4;
const PROMPTS_MAX = 5;
const ITEM_SECONDS_MAX = 1800;
const OUTCOMES_MAX = 6;

// What the provider is asked for. Every field is required and nothing is a oneOf, so the JSON schema is one
// OpenAI's strict structured outputs accept; the rules a JSON schema cannot say (phases in order, the key
// matching its questions) are zod refinements, checked by the AI SDK when it parses the reply.
const DraftContentSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  type: z.enum(CONTENT_TYPES),
  duration: z.number().int().min(0).max(ITEM_SECONDS_MAX).describe('seconds'),
  concepts: z.array(z.string()),
  url: z.string().describe('a path inside Brightpath, e.g. the chat url given in the instructions'),
});

const DraftStepSchema = z.object({
  step: z.enum(LESSON_PHASES),
  content: z.array(DraftContentSchema).min(1).max(ITEMS_MAX),
  questions: z.array(z.string().min(1)).min(1).max(PROMPTS_MAX),
});

const DraftQuestionSchema = z.object({
  id: z.string().min(1).max(20),
  prompt: z.string().min(1),
  kind: z.enum(QUIZ_KINDS),
  options: z.array(QuizOptionSchema).max(6).describe('two to six for a choice question, none otherwise'),
});

/** A quiz answer in a shape QuizKey holds: an option id, a number, or a problem the maths engine solves. */
const DraftAnswerSchema = z.union([
  z.object({ kind: z.literal('choice'), optionId: z.string().min(1) }),
  z.object({ kind: z.literal('number'), value: z.number(), display: z.string().min(1).describe("the answer as written: '3/4', '28 cm²'") }),
  z.object({
    kind: z.literal('expression'),
    problem: z.string().min(1).describe("the equation or expression alone, e.g. 'Solve 2x + 3 = 11'"),
    expected: z.string().min(1),
  }),
]);

/** The maths engine's verified solution of an expression answer, when it agrees with the provider's answer. */
function engineSolution(problem: string, expected: string): MathSolution | null {
  const solution = solved(problem);
  return solution && checkLearnerAnswer(solution, expected).correct ? solution : null;
}

/** The lesson as the provider writes it, with its quiz's answer key; exported for the tests and the decision record. */
export const ProviderLessonSchema = z
  .object({
    steps: z
      .array(DraftStepSchema)
      .length(LESSON_PHASES.length)
      .describe(`the phases in this order: ${LESSON_PHASES.join(', ')}`),
    quiz: z.array(DraftQuestionSchema).min(QUIZ_MIN).max(QUIZ_MAX),
    answerKey: z.array(z.object({ questionId: z.string().min(1), answer: DraftAnswerSchema })),
    expectedOutcomes: z.array(z.string().min(1)).min(1).max(OUTCOMES_MAX),
  })
  .superRefine((lesson, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    lesson.steps.forEach((s, i) => {
      if (s.step !== LESSON_PHASES[i]) issue(`step ${i + 1} must be ${LESSON_PHASES[i]}`, ['steps', i, 'step']);
    });
    const questions = new Map<string, z.infer<typeof DraftQuestionSchema>>();
    lesson.quiz.forEach((q, i) => {
      if (questions.has(q.id)) issue(`the question id ${q.id} is used twice`, ['quiz', i, 'id']);
      questions.set(q.id, q);
      const ids = new Set(q.options.map((o) => o.id));
      if (q.kind === 'choice' && (q.options.length < 2 || ids.size !== q.options.length)) {
        issue('a choice question has two or more options with distinct ids', ['quiz', i, 'options']);
      }
      if (q.kind !== 'choice' && q.options.length > 0) issue('only a choice question has options', ['quiz', i, 'options']);
    });
    const keyed = new Set<string>();
    lesson.answerKey.forEach(({ questionId, answer }, i) => {
      const question = questions.get(questionId);
      if (!question) return issue(`no quiz question has the id ${questionId}`, ['answerKey', i, 'questionId']);
      if (keyed.has(questionId)) return issue(`the question ${questionId} has two answers`, ['answerKey', i, 'questionId']);
      keyed.add(questionId);
      if (answer.kind !== question.kind)
        return issue(`the question ${questionId} is a ${question.kind} question`, ['answerKey', i, 'answer']);
      if (answer.kind === 'choice' && !question.options.some((o) => o.id === answer.optionId)) {
        issue(`the answer ${answer.optionId} is not an option of ${questionId}`, ['answerKey', i, 'answer', 'optionId']);
      }
      if (answer.kind === 'expression' && !engineSolution(answer.problem, answer.expected)) {
        issue(`the maths engine cannot check the answer to ${questionId}`, ['answerKey', i, 'answer']);
      }
    });
    for (const id of questions.keys()) if (!keyed.has(id)) issue(`the question ${id} has no answer`, ['answerKey']);
  });
export type ProviderLesson = z.infer<typeof ProviderLessonSchema>;

/** The JSON schema of the provider's lesson, also put in the prompt: a provider without native structured output still sees it. */
const LESSON_JSON_SCHEMA = JSON.stringify(z.toJSONSchema(ProviderLessonSchema, { io: 'input' }));

const AGE_BANDS: Record<AgeGroup, string> = {
  child: 'a child under 13',
  teen: 'a teenager (13-17)',
  adult: 'an adult',
};

/** The instructions and the request for one lesson: no name or contact detail of the learner is in them. */
export function lessonPrompt(input: OfflineLessonInput): { system: string; prompt: string } {
  const group = ageGroup(input.age);
  const target = READING_TARGETS[group];
  const topic = redactPersonalData(input.topic);
  const url = chatUrl(topic, input.subject?.id);
  const system = [
    'You write structured five-phase lessons for Brightpath, a tutoring app. Answer with one JSON object only, matching this JSON schema:',
    LESSON_JSON_SCHEMA,
    'Rules:',
    `- The steps are the five phases in this order: ${LESSON_PHASES.map((p) => `${p} (${PHASE_DESCRIPTIONS[p]})`).join('; ')}.`,
    '- listen: content items that explain the key ideas (type "card") and one worked example (type "example"); questions to think about while reading.',
    '- ask, talk and teach: one "chat" content item each; questions are prompts the learner can use with their tutor.',
    '- quiz: one "practice" content item; its questions repeat the quiz prompts.',
    `- Every content url is this path inside Brightpath: ${url}. Never a web address.`,
    `- The quiz has ${QUIZ_SIZE[input.skillLevel]} questions whose answers can be checked exactly: "choice" (options with ids a, b, c...; the answer is the right option's id), "number" (the answer's value, and how it is written) or "expression" (an equation or expression the learner solves; the answer gives the problem alone and the expected result).`,
    '- answerKey has exactly one answer per quiz question, by its id, of the same kind as the question.',
    `- Write for ${AGE_BANDS[group]}: reading level at most US grade ${target.maxGrade}${target.maxWords ? ', short sentences' : ''}. Be accurate, kind and safe; never ask for personal details.`,
    '- Durations are in seconds: the time to read an item or to spend on it.',
  ].join('\n');
  const objectives = input.learningObjectives.map(redactPersonalData);
  const prompt = [
    `Topic: ${topic}`,
    `Subject: ${input.subject?.name ?? 'not given'}`,
    `Learner: ${AGE_BANDS[group]}, reading level at most US grade ${target.maxGrade}`,
    `Skill level: ${input.skillLevel}`,
    `Learning objectives: ${objectives.length ? objectives.join('; ') : `understand, apply and analyze ${topic}`}`,
  ].join('\n');
  return { system, prompt };
}

/**
 * The stored lesson from the provider's: the request's topic and level, the quiz under fresh ids (q1, q2...)
 * with its key, and every url a path inside the product (anything else is replaced by the chat on the topic).
 */
export function toLesson(draft: ProviderLesson, input: OfflineLessonInput): OfflineLesson {
  const fallbackUrl = chatUrl(input.topic, input.subject?.id);
  const answers = new Map(draft.answerKey.map((a) => [a.questionId, a.answer]));
  const answerKey: Record<string, QuizKey> = {};
  const quiz: QuizQuestion[] = draft.quiz.map((q, i) => {
    const id = `q${i + 1}`;
    const answer = answers.get(q.id)!;
    if (answer.kind === 'choice') {
      answerKey[id] = { kind: 'choice', optionId: answer.optionId, label: q.options.find((o) => o.id === answer.optionId)!.label };
    } else if (answer.kind === 'number') {
      answerKey[id] = numberKey(answer.value, answer.display, q.prompt);
    } else {
      // The engine's own answer, as the offline lesson keeps it: graded by its checker.
      answerKey[id] = { kind: 'expression', problem: answer.problem, expected: engineSolution(answer.problem, answer.expected)!.answer };
    }
    return { id, prompt: q.prompt, kind: q.kind, ...(q.kind === 'choice' ? { options: q.options } : {}) };
  });
  const steps: LessonStep[] = draft.steps.map((s) => {
    const content: ContentItem[] = s.content.map((c) => ({
      ...c,
      skillLevel: input.skillLevel,
      url: isInternalPath(c.url) ? c.url : fallbackUrl,
    }));
    return s.step === 'quiz'
      ? { step: s.step, content, questions: quiz.map((q) => q.prompt), quiz }
      : { step: s.step, content, questions: s.questions };
  });
  const session: LearningSession = {
    topic: input.topic,
    difficulty: input.skillLevel,
    totalDuration: steps.reduce((sum, s) => sum + s.content.reduce((n, c) => n + c.duration, 0), 0),
    steps,
    // The learner's own objectives when they gave some (as in the offline lesson), else the provider's outcomes.
    expectedOutcomes: input.learningObjectives.length ? [...input.learningObjectives] : draft.expectedOutcomes,
  };
  return { session: LearningSessionSchema.parse(session), answerKey };
}

/** Every text of a lesson a learner reads, for the safety check. */
export function lessonText({ session, answerKey }: OfflineLesson): string {
  const parts: string[] = [...session.expectedOutcomes];
  for (const s of session.steps) {
    for (const c of s.content) parts.push(c.title, c.description, ...c.concepts);
    parts.push(...s.questions);
    for (const q of s.quiz ?? []) parts.push(q.prompt, ...(q.options ?? []).map((o) => o.label));
  }
  for (const key of Object.values(answerKey))
    parts.push(key.kind === 'choice' ? key.label : key.kind === 'number' ? key.display : key.expected);
  return parts.join('\n');
}

/** Where a lesson came from: the provider's, or the offline lesson and why. */
export type LessonSource =
  | { kind: 'provider'; attempts: number }
  | { kind: 'offline'; reason: 'offline-provider' | 'provider-error' | 'invalid-output' | 'unsafe'; attempts: number };

export type WrittenLesson = OfflineLesson & { source: LessonSource };

export type LessonWriterDeps = {
  tutor: TutorModel;
  /** Per provider call. */
  timeoutMs: number;
  log: { warn: (details: Record<string, unknown>, message: string) => void };
};

/** How many times the provider is asked when its lesson does not match the schema: the first answer and one retry. */
export const LESSON_ATTEMPTS = 2;

class InvalidLesson extends Error {}

/** One provider call: its lesson, or InvalidLesson (schema failure), or the provider's own error. */
async function askProvider(deps: LessonWriterDeps, input: OfflineLessonInput): Promise<OfflineLesson> {
  const { system, prompt } = lessonPrompt(input);
  let draft: ProviderLesson;
  try {
    ({ output: draft } = await generateText({
      model: deps.tutor.model,
      system,
      prompt,
      output: Output.object({ schema: ProviderLessonSchema, name: 'lesson', description: 'A five-phase lesson and its quiz answer key' }),
      // A failing provider is not asked again (the learner gets the offline lesson at once); a bad answer is, below.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(deps.timeoutMs),
    }));
  } catch (err) {
    // Not JSON, or JSON not matching the schema and its refinements (the key against its questions).
    if (NoObjectGeneratedError.isInstance(err)) throw new InvalidLesson(String(err.cause ?? err));
    throw err;
  }
  try {
    return toLesson(draft, input);
  } catch (err) {
    throw new InvalidLesson(String(err));
  }
}

/** Our classifier, then the provider's moderation where it has one (a failing one is ignored, as in the chat). */
async function unsafe(deps: LessonWriterDeps, lesson: OfflineLesson, group: AgeGroup): Promise<string | null> {
  const text = lessonText(lesson);
  const own = moderateOutput(text, { ageGroup: group });
  if (own.flagged) return own.category ?? 'flagged';
  if (!deps.tutor.moderation) return null;
  try {
    const theirs = await deps.tutor.moderation(text, 'output', AbortSignal.timeout(deps.timeoutMs));
    return theirs.flagged ? (theirs.category ?? 'flagged') : null;
  } catch {
    return null;
  }
}

/**
 * The lesson for a request: the offline lesson when the provider is the offline engine; otherwise the provider's,
 * asked again once when its answer does not match the schema, and the offline lesson when it fails twice, errs,
 * times out or writes something our safety check (or the provider's moderation) flags. Never throws for the
 * provider's sake: the learner always gets a lesson.
 */
export async function writeLesson(deps: LessonWriterDeps, input: OfflineLessonInput): Promise<WrittenLesson> {
  const offline = (reason: Extract<LessonSource, { kind: 'offline' }>['reason'], attempts: number): WrittenLesson => ({
    ...buildOfflineLesson(input),
    source: { kind: 'offline', reason, attempts },
  });
  if (deps.tutor.provider === 'offline') return offline('offline-provider', 0);
  const context = { provider: deps.tutor.provider, topic: redactPersonalData(input.topic) };
  for (let attempt = 1; attempt <= LESSON_ATTEMPTS; attempt++) {
    let lesson: OfflineLesson;
    try {
      lesson = await askProvider(deps, input);
    } catch (err) {
      if (err instanceof InvalidLesson) {
        // What was wrong, not the whole answer (it can be long).
        deps.log.warn({ ...context, attempt, err: err.message.slice(0, 500) }, 'provider lesson did not match the schema');
        continue;
      }
      deps.log.warn({ ...context, attempt, err }, 'provider lesson failed; the offline lesson instead');
      return offline('provider-error', attempt);
    }
    const flagged = await unsafe(deps, lesson, ageGroup(input.age));
    if (flagged) {
      deps.log.warn({ ...context, attempt, category: flagged }, 'provider lesson flagged by the safety check; the offline lesson instead');
      return offline('unsafe', attempt);
    }
    return { ...lesson, source: { kind: 'provider', attempts: attempt } };
  }
  deps.log.warn({ ...context, attempts: LESSON_ATTEMPTS }, 'provider lesson invalid twice; the offline lesson instead');
  return offline('invalid-output', LESSON_ATTEMPTS);
}
