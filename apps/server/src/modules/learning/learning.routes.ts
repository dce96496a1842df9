import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageGroup } from '@brightpath/shared/age';
import {
  CompleteStepSchema,
  CreateLessonSchema,
  LatestLessonQuerySchema,
  LatestLessonSchema,
  LESSON_PHASES,
  LessonSchema,
  OpenLessonQuerySchema,
  QuizAnalyticsSchema,
  QuizAttemptSchema,
  QuizGradeSchema,
  type Lesson,
  type LessonPhase,
} from '@brightpath/shared/lesson';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { IdParams } from '@/lib/route-helpers.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { badRequest, conflict, notFound, errorResponses } from '@/plugins/errors.ts';
import { writeLesson } from '@/tutor/pipeline/lesson-writer.ts';
import { judgeStep } from '@/tutor/pipeline/step-judge.ts';
import { gradeQuizAnswer } from '@/tutor/offline/lesson/quiz-key.ts';
import type { TutorService } from '@/tutor/service.ts';
import { requireUser } from '../auth/auth.api.ts';
import { learnerMessagesSince } from '../chat/chat.api.ts';
import { screenLearnerText } from '../moderation/moderation.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { learningRepository, type AttemptRow, type LessonRow } from './learning.repository.ts';
import { questionState, quizStates } from './learning.quiz.ts';
import { defineModule } from '@/lib/server-module.ts';
import { openSkill, type SkillGate } from '@/lib/skill-gate.ts';

export const LEARNING_MESSAGES = {
  topicRefused: 'Please choose another topic to learn about.',
  lessonNotFound: 'Lesson not found',
  questionNotFound: 'Question not found',
  subjectNotFound: 'Subject not found',
  previousFirst: (phase: string) => `Complete the ${phase} phase first.`,
  quizUnanswered: 'Answer every question to finish the quiz.',
  questionSettled: 'You have already answered this question.',
  workRefused: 'Please keep your writing about the lesson.',
} as const;

/** How many of the learner's latest messages to the tutor the Ask phase reads. */
const ASK_MESSAGES = 20;

/** The age a lesson is written for when neither the account nor the request gives one (spec 001 section 7). */
export const DEFAULT_LESSON_AGE = 16;

const quizOf = (row: LessonRow) => row.session.steps.find((s) => s.step === 'quiz')?.quiz ?? [];

/** The lesson as the browser receives it: the session, the learner's work and quiz answers, never the answer key. */
function lessonPayload(row: LessonRow, attempts: AttemptRow[]): Lesson {
  const done = new Set(row.completedSteps);
  return {
    id: row.id,
    ...row.session,
    completedSteps: LESSON_PHASES.filter((p) => done.has(p)),
    completedAt: row.completedAt?.toISOString() ?? null,
    work: row.work,
    quizAnswers: quizStates(attempts, row.answerKey, quizOf(row)),
  };
}

export type LearningRouteOptions = {
  config: Config;
  db: Db;
  catalogue: SubjectCatalogue;
  lessonsPerMinute: number;
  /** The tutor the lesson is written by (tutor/service.ts; tests pass their own model through the app). */
  ai: TutorService;
  /** Whether a skill-tree skill may be opened (lib/skill-gate.ts). */
  skills: SkillGate;
};

/**
 * The structured five-phase lesson and its quiz (spec 001 sections 2, 3, 4, 7 and 9), written by the configured
 * provider (the offline lesson when it is the offline engine or its lesson cannot be used) and stored per learner.
 */
export async function learningRoutes(app: FastifyInstance, opts: LearningRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const learning = learningRepository(opts.db);
  const tutor = opts.ai;
  const caller = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { user, repo: learning.forUser(user.id) };
  };
  type Repo = ReturnType<typeof caller>['repo'];
  const payload = async (repo: Repo, row: LessonRow) => lessonPayload(row, await repo.attempts(row.id));

  r.post(
    '/api/learning/create-session',
    {
      config: {
        rateLimit: perLearnerRateLimit(
          'lessons',
          opts.lessonsPerMinute,
          (seconds) => `You are starting lessons very quickly. Please wait ${seconds} seconds and try again.`,
        ),
      },
      schema: {
        tags: ['learning'],
        summary: 'Build a five-phase lesson (listen, ask, talk, teach, quiz) on a topic and keep it; the quiz answers stay on the server',
        description:
          "Written for the account's age when known, else userAge, else 16, by the configured tutor provider (structured output, " +
          'checked and safety-screened; the offline lesson when it fails). A topic the safety check refuses is a 400 and nothing is stored.',
        body: CreateLessonSchema,
        response: { 201: LessonSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { user, repo } = caller(request);
      const body = request.body;
      const age = user.age ?? body.userAge ?? DEFAULT_LESSON_AGE;
      // The topic is screened like a message to the tutor: a learner at risk gets the supportive reply (crisis
      // guidance, a trusted adult), anything else unsafe a refusal; no lesson is stored either way, the event is kept
      // for the operators' review.
      const { screened } = await screenLearnerText(opts.db, {
        source: 'lesson',
        userId: user.id,
        text: body.topic,
        ageGroup: ageGroup(age),
        country: opts.config.safety.helplineCountry,
        provider: tutor.provider,
      });
      if (screened.flagged) {
        if (screened.action === 'support' && screened.reply) throw badRequest(screened.reply, 'TOPIC_SUPPORT');
        throw badRequest(LEARNING_MESSAGES.topicRefused, 'TOPIC_REFUSED');
      }
      const subject = body.subjectId === undefined ? undefined : opts.catalogue.get(body.subjectId);
      if (body.subjectId !== undefined && !subject) throw notFound(LEARNING_MESSAGES.subjectNotFound);
      // A skill of the subject's skill tree opens only when its prerequisites are done (409, nothing stored).
      const skill = await openSkill(opts.skills, user.id, body.skillId, subject?.id);
      const { session, answerKey } = await writeLesson(
        { tutor, timeoutMs: opts.config.tutor.timeoutMs, log: request.log },
        {
          topic: body.topic,
          ...(subject ? { subject: { id: subject.id, name: subject.name } } : {}),
          age,
          skillLevel: body.skillLevel,
          learningObjectives: body.learningObjectives,
        },
      );
      const row = await repo.create({
        topic: body.topic,
        subjectId: subject?.id ?? null,
        skillLevel: body.skillLevel,
        session,
        answerKey,
        skillId: skill?.id ?? null,
      });
      return reply.status(201).send(lessonPayload(row, []));
    },
  );

  // A static segment: find-my-way matches it before the parametric '/api/learning/sessions/:id' whatever the order.
  r.get(
    '/api/learning/sessions/latest',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's newest lesson on a topic (same words, any case) at a skill level, in a subject when given, or null",
        description: 'Lets the structured mode resume the lesson after a reload instead of starting another.',
        querystring: LatestLessonQuerySchema,
        response: { 200: LatestLessonSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { repo } = caller(request);
      const row = await repo.latest(request.query);
      return { lesson: row ? await payload(repo, row) : null };
    },
  );

  r.get(
    '/api/learning/sessions/open',
    {
      schema: {
        tags: ['learning'],
        summary: 'The lesson the caller was last on in a subject (their newest there, any topic and level), or null',
        description: 'Lets the Structured tab, opened again with no topic chosen, resume that lesson where the learner left it.',
        querystring: OpenLessonQuerySchema,
        response: { 200: LatestLessonSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { repo } = caller(request);
      const row = await repo.open(request.query.subjectId);
      return { lesson: row ? await payload(repo, row) : null };
    },
  );

  r.get(
    '/api/learning/sessions/:id',
    {
      schema: {
        tags: ['learning'],
        summary: "One of the caller's lessons, with the phases completed so far",
        params: IdParams,
        response: { 200: LessonSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { repo } = caller(request);
      const row = await repo.get(request.params.id);
      if (!row) throw notFound(LEARNING_MESSAGES.lessonNotFound);
      return payload(repo, row);
    },
  );

  r.post(
    '/api/learning/sessions/:id/steps',
    {
      schema: {
        tags: ['learning'],
        summary:
          'Complete a phase of the lesson once its work is done (in order; again is harmless); the quiz, the last, completes the lesson',
        description:
          'Listen completes on request. Ask needs a question the learner sent the tutor (the Chat tab, this subject) since the lesson began; ' +
          'talk and teach need `text`, the learner explaining the idea and teaching it back, safety-screened, then judged by the configured ' +
          'provider (the rules with the offline tutor or when the provider fails). The quiz needs every question settled. Work not done yet is a 409 STEP_NOT_DONE whose message says what is missing.',
        params: IdParams,
        body: CompleteStepSchema,
        response: { 200: LessonSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { user, repo } = caller(request);
      const { step, text } = request.body;
      const lesson = await repo.get(request.params.id);
      if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound);
      const attempts = await repo.attempts(lesson.id);
      if (lesson.completedSteps.includes(step)) return lessonPayload(lesson, attempts);
      const previous: LessonPhase | undefined = LESSON_PHASES[LESSON_PHASES.indexOf(step) - 1];
      if (previous && !lesson.completedSteps.includes(previous))
        throw conflict(LEARNING_MESSAGES.previousFirst(previous), 'PHASE_OUT_OF_ORDER');

      let work: Parameters<Repo['completeStep']>[2];
      if (step === 'quiz') {
        const states = quizStates(attempts, lesson.answerKey, quizOf(lesson));
        if (!quizOf(lesson).every((q) => states[q.id]?.settled)) throw conflict(LEARNING_MESSAGES.quizUnanswered, 'STEP_NOT_DONE');
      } else if (step !== 'listen') {
        const group = ageGroup(user.age ?? DEFAULT_LESSON_AGE);
        if (text) {
          // The learner's own words are screened like any message to the tutor, before anyone judges them.
          const { screened } = await screenLearnerText(opts.db, {
            source: 'lesson',
            userId: user.id,
            text,
            ageGroup: group,
            country: opts.config.safety.helplineCountry,
            provider: tutor.provider,
          });
          if (screened.flagged) {
            if (screened.action === 'support' && screened.reply) throw badRequest(screened.reply, 'WORK_SUPPORT');
            throw badRequest(LEARNING_MESSAGES.workRefused, 'WORK_REFUSED');
          }
        }
        // Ask reads the learner's questions to the tutor in the lesson's subject since it began (already screened by the chat).
        const texts =
          step === 'ask'
            ? await learnerMessagesSince(opts.db, user.id, { subjectId: lesson.subjectId, since: lesson.createdAt, limit: ASK_MESSAGES })
            : [text ?? ''];
        const verdict = await judgeStep(
          { tutor, timeoutMs: opts.config.tutor.timeoutMs, log: request.log },
          {
            phase: step,
            session: lesson.session,
            group,
            texts,
            ...(step === 'teach' && lesson.work.talk ? { talk: lesson.work.talk.text } : {}),
          },
        );
        if (!verdict.done) throw conflict(verdict.feedback, 'STEP_NOT_DONE');
        work = { phase: step, work: { text: verdict.text, feedback: verdict.feedback } };
      }

      const outcome = await repo.completeStep(lesson.id, step, work);
      if ('missing' in outcome) throw notFound(LEARNING_MESSAGES.lessonNotFound);
      if ('previousFirst' in outcome) throw conflict(LEARNING_MESSAGES.previousFirst(outcome.previousFirst), 'PHASE_OUT_OF_ORDER');
      return lessonPayload(outcome.lesson, attempts);
    },
  );

  r.post(
    '/api/quiz/attempts',
    {
      schema: {
        tags: ['learning'],
        summary: "Grade and keep an answer to a question of one of the caller's lessons: two tries, a hint after a wrong first one",
        description:
          'The answer is shown only once the question is settled (right, or two tries). A settled question is a 409 QUESTION_SETTLED: each question counts once, by its first try.',
        body: QuizAttemptSchema,
        response: { 201: QuizGradeSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { repo } = caller(request);
      const { lessonId, questionId, answer, timeTakenMs } = request.body;
      const lesson = await repo.get(lessonId);
      if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound);
      const key = Object.hasOwn(lesson.answerKey, questionId) ? lesson.answerKey[questionId] : undefined;
      if (!key) throw notFound(LEARNING_MESSAGES.questionNotFound);
      const question = quizOf(lesson).find((q) => q.id === questionId);
      const before = (await repo.attempts(lessonId)).filter((a) => a.questionId === questionId);
      if (before.length > 0 && questionState(before, key, question).settled)
        throw conflict(LEARNING_MESSAGES.questionSettled, 'QUESTION_SETTLED');
      const { correct } = gradeQuizAnswer(key, answer);
      const attempt = before.length + 1;
      // Two answers to the same try at once: the unique index keeps one, the other is told the question moved on.
      const row = await repo.recordAttempt({ lessonId, questionId, answer, correct, timeTakenMs, attempt });
      if (!row) throw conflict(LEARNING_MESSAGES.questionSettled, 'QUESTION_SETTLED');
      return reply.status(201).send(questionState([...before, { questionId, answer, correct, attempt }], key, question));
    },
  );

  r.get(
    '/api/quiz/analytics',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's quiz totals (attempts, correct, accuracy %, average time) and lessons started and completed",
        response: { 200: QuizAnalyticsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => caller(request).repo.analytics(),
  );
}

export const learningModule = defineModule({
  tag: { name: 'learning', description: 'Structured five-phase lessons and their quizzes' },
  plugin: (
    app,
    {
      config,
      database,
      catalogue,
      ai,
      skills,
    }: { config: Config; database: Database; catalogue: SubjectCatalogue; ai: TutorService; skills: SkillGate },
  ) => learningRoutes(app, { config, db: database.db, catalogue, lessonsPerMinute: config.lessonRatePerMinute, ai, skills }),
});
