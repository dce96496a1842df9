// The structured five-phase lesson, built offline (spec 001 sections 2, 3, 4 and 7): pure functions over the
// topic-card library and the maths engine, no network, no model, no database. The route (a later step) turns
// its request into `OfflineLessonInput`, sends `session` and stores `answerKey` to grade the quiz.
import { ageGroup, type AgeGroup } from '@brightpath/shared/age';
import {
  defaultOutcomes,
  QUIZ_MAX,
  QUIZ_MIN,
  type ContentItem,
  type LearningSession,
  type LessonStep,
  type QuizQuestion,
} from '@brightpath/shared/lesson';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { isBareValue, parseMathProblem, type MathSolution } from '@/tutor/math/index.ts';
import { getCard, mathKindCard, searchCards } from '../library/index.ts';
import type { TopicCard } from '../library/types.ts';
import { askQuestions, listenQuestions, talkPrompts, teachPrompts, type PromptSubject } from './prompts.ts';
import type { QuizKey } from './quiz-key.ts';
import {
  checkQuestionDraft,
  engineDraft,
  practiceDraft,
  promptFor,
  selfCheckDrafts,
  solved,
  workedSolution,
  type QuizDraft,
} from './quiz.ts';
import { hashSeed } from './seed.ts';

export type OfflineLessonInput = {
  /** The topic as the learner typed it (trimmed by the request schema): a topic name or a maths problem. */
  topic: string;
  /** The learner's current subject: its cards are preferred, and the links open the chat in it. */
  subject?: { id: number; name: string };
  /** Null when unknown: read as an adult, like the rest of the tutor (`ageGroup`). */
  age: number | null;
  skillLevel: SubjectLevel;
  learningObjectives: string[];
};

/** The session for the browser and, kept on the server, the key of each quiz question by its id. */
export type OfflineLesson = { session: LearningSession; answerKey: Record<string, QuizKey> };

/** What the library and the maths engine know about a topic. */
export type LessonMatch = {
  /** The cards to teach from, best first: one, or two when the topic names both about equally. Empty: unknown. */
  cards: TopicCard[];
  /** The topic itself is a maths problem the engine solves and verifies ('2x + 3 = 11'). */
  problem: MathSolution | null;
};

/** A second card joins the lesson when it matches as fully and scores at least this share of the best one. */
const SECOND_CARD_SHARE = 0.6;
/** The share of a topic's words that must name a card (title or keywords): the library's own bar (findCard). */
const COVERAGE = 0.6;

/**
 * The cards for a topic: a maths problem goes to the card of its kind; otherwise the library's search, with the
 * learner's subject preferred (a card from another subject only when the subject has none about the topic),
 * and a weak match counted as none.
 */
export function matchLesson(topic: string, subjectId?: number): LessonMatch {
  const parsed = parseMathProblem(topic);
  const problem = parsed && !isBareValue(parsed) ? solved(topic) : null;
  if (problem) {
    const card = mathKindCard(problem.kind);
    return { cards: card ? [card] : [], problem };
  }
  const hits = searchCards(topic, subjectId).filter((h) => h.coverage >= COVERAGE);
  const inSubject = hits.filter((h) => h.card.subjectId === subjectId);
  const pool = inSubject.length ? inSubject : hits;
  const [best, next] = pool;
  if (!best) return { cards: [], problem: null };
  const cards = [best.card];
  if (next && next.coverage >= best.coverage && next.score >= SECOND_CARD_SHARE * best.score) cards.push(next.card);
  return { cards, problem: null };
}

const WORDS_PER_MINUTE: Record<AgeGroup, number> = { child: 100, teen: 150, adult: 200 };
const QUIZ_SIZE: Record<SubjectLevel, number> = { beginner: QUIZ_MIN, intermediate: 4, advanced: QUIZ_MAX };
const CHAT_SECONDS = { ask: 180, talk: 240, teach: 240 } as const;
const QUESTION_SECONDS: Record<AgeGroup, number> = { child: 90, teen: 60, adult: 60 };

/** Time to read a text at the learner's pace, in whole seconds: rounded up to ten, at least 30. */
export function readingSeconds(text: string, group: AgeGroup): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(30, Math.ceil((words * 60) / WORDS_PER_MINUTE[group] / 10) * 10);
}

/** A link into the product's chat on a topic: never an outside address. */
export function chatUrl(skill: string, subjectId?: number): string {
  const query = new URLSearchParams({ skill });
  if (subjectId !== undefined) query.set('subject', String(subjectId));
  return `/chat?${query.toString()}`;
}

/** The quiz: 3 to 5 questions (by skill level), each with a key the rules can grade. */
function quizDrafts(match: LessonMatch, title: string, size: number, seed: number): QuizDraft[] {
  const drafts: QuizDraft[] = [];
  const add = (d: QuizDraft | null) => {
    if (d && drafts.length < size && !drafts.some((x) => x.prompt === d.prompt)) drafts.push(d);
  };
  const { cards, problem } = match;
  if (problem) {
    add(engineDraft(problem.problem.text, promptFor(problem.problem)));
    add(practiceDraft(problem, seed));
    add(practiceDraft(problem, seed + 101));
  }
  const related = cards.flatMap((c) => c.related.map(getCard)).filter((c): c is TopicCard => !!c && !cards.includes(c));
  for (const [i, card] of [...cards, ...related].entries()) {
    const questions = card.checkQuestions.map((q) => checkQuestionDraft(card, q, seed + i));
    // A maths card's third question is a fresh problem from its worked example, made and verified by the engine.
    const worked = i === 0 && !problem ? workedSolution(card) : null;
    const practice = worked ? practiceDraft(worked, seed) : null;
    for (const d of practice ? [...questions.slice(0, 2), practice, ...questions.slice(2)] : questions) add(d);
  }
  for (const d of selfCheckDrafts(title, seed)) if (drafts.length < QUIZ_MIN) add(d);
  return drafts;
}

function chatItem(
  title: string,
  description: string,
  seconds: number,
  group: AgeGroup,
  base: Omit<ContentItem, 'title' | 'description' | 'type' | 'duration'>,
): ContentItem {
  return { title, description, type: 'chat', duration: group === 'child' ? Math.round((seconds * 0.75) / 10) * 10 : seconds, ...base };
}

/**
 * A five-phase lesson on a topic, at the learner's reading level, and its quiz's answer key. Deterministic for the
 * same input, and never an error: a topic the library does not know gets generic prompts and a self-check quiz.
 */
export function buildOfflineLesson(input: OfflineLessonInput): OfflineLesson {
  const topic = input.topic.trim();
  const group = ageGroup(input.age);
  const match = matchLesson(topic, input.subject?.id);
  const [card] = match.cards;
  const seed = hashSeed(topic.toLowerCase());
  const subjectId = input.subject?.id ?? card?.subjectId;
  const title = match.problem ? topic : (card?.title ?? topic);
  const concepts = card ? card.keyConcepts : [topic];
  const base = { skillLevel: input.skillLevel, concepts, url: chatUrl(title, subjectId) };
  const about: PromptSubject = {
    title: card?.title ?? topic,
    card,
    related: card?.related.map(getCard).find((c) => !!c),
    problem: match.problem ? match.problem.problem.display : undefined,
  };

  const cardItem = (c: TopicCard): ContentItem => ({
    title: c.title,
    description: c.explanation[group],
    type: 'card',
    // Every resource is at the lesson's level (the level the learner chose), as the provider's lesson has it: a
    // card's own level says how hard its topic is in the library, not which level of lesson it is part of.
    skillLevel: input.skillLevel,
    duration: readingSeconds(c.explanation[group], group),
    concepts: c.keyConcepts,
    url: chatUrl(c.title, subjectId),
  });
  const listenContent: ContentItem[] = card
    ? [
        ...match.cards.map(cardItem),
        (() => {
          const { problem, steps, answer } = card.workedExample;
          const description = `${problem} ${steps.join(' ')} Answer: ${answer}.`.replace(/\.\.$/, '.');
          return {
            ...cardItem(card),
            title: `Worked example: ${card.title}`,
            description,
            type: 'example' as const,
            duration: readingSeconds(description, group),
          };
        })(),
      ]
    : [
        chatItem(
          `Introduction to ${topic}`,
          group === 'child'
            ? `Your tutor tells you what ${topic} is and why it matters.`
            : `Your tutor introduces ${topic}: what it is, why it matters and the key words to know.`,
          CHAT_SECONDS.ask,
          group,
          base,
        ),
      ];

  const drafts = quizDrafts(match, title, QUIZ_SIZE[input.skillLevel], seed);
  const answerKey: Record<string, QuizKey> = {};
  const quiz: QuizQuestion[] = drafts.map((d, i) => {
    const id = `q${i + 1}`;
    answerKey[id] = d.key;
    return { id, prompt: d.prompt, kind: d.kind, ...(d.options ? { options: d.options } : {}) };
  });
  const quizItem: ContentItem = {
    ...base,
    title: `Quiz: ${title}`,
    description: `${quiz.length} questions to check what you have learned.`,
    type: 'practice',
    duration: quiz.length * QUESTION_SECONDS[group],
  };

  const steps: LessonStep[] = [
    { step: 'listen', content: listenContent, questions: listenQuestions(about, group) },
    {
      step: 'ask',
      content: [chatItem('Ask your tutor', `Ask about anything in ${about.title} that is not clear yet.`, CHAT_SECONDS.ask, group, base)],
      questions: askQuestions(about, group),
    },
    {
      step: 'talk',
      content: [
        chatItem(
          'Talk it through',
          card ? card.realWorldExample : `Talk with your tutor about where ${topic} turns up.`,
          CHAT_SECONDS.talk,
          group,
          base,
        ),
      ],
      questions: talkPrompts(about, group),
    },
    {
      step: 'teach',
      content: [chatItem('Explain it back', `Teach ${about.title} back to your tutor in your own words.`, CHAT_SECONDS.teach, group, base)],
      questions: teachPrompts(about, group),
    },
    { step: 'quiz', content: [quizItem], questions: quiz.map((q) => q.prompt), quiz },
  ];

  const session: LearningSession = {
    topic,
    difficulty: input.skillLevel,
    totalDuration: steps.reduce((sum, s) => sum + s.content.reduce((n, c) => n + c.duration, 0), 0),
    steps,
    expectedOutcomes: input.learningObjectives.length ? [...input.learningObjectives] : defaultOutcomes(topic),
  };
  return { session, answerKey };
}
