// The quiz of a lesson: questions with answers that rules can check. Each comes from a topic card's check
// question (graded by the maths engine when it solves the question AND agrees with the card, else by the
// card's number, else as a multiple choice), from a problem the maths engine makes and verifies, or, for a
// topic outside the library, from self-check questions about how to learn it.
import type { QuizQuestion } from '@brightpath/shared/lesson';
import { parseMathProblem, practiceProblem, solveMathProblem, type MathProblem, type MathSolution } from '@/tutor/math/index.ts';
import { gradeCheckAnswer, type CheckQuestion } from '../card-check.ts';
import { cardsForSubject, getCard } from '../library/index.ts';
import type { TopicCard } from '../library/types.ts';
import { numberKey, parseNumberAnswer, type QuizKey } from './quiz-key.ts';
import { shuffle } from './seed.ts';

/** A quiz question before it gets its id: what the browser sees, and the key the server keeps. */
export type QuizDraft = { prompt: string; kind: QuizQuestion['kind']; options?: QuizQuestion['options']; key: QuizKey };

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e'];

/** The question to ask for a problem the engine read ('Solve 2x + 3 = 11.'). */
export function promptFor(p: MathProblem): string {
  const verb =
    p.kind === 'linear-equation' || p.kind === 'quadratic-equation'
      ? 'Solve'
      : p.kind === 'simplify'
        ? 'Simplify'
        : p.kind === 'derivative'
          ? 'Differentiate'
          : 'Work out';
  return `${verb} ${p.display}.`;
}

/** A problem the engine solves and verifies, or null. */
export function solved(text: string): MathSolution | null {
  const p = parseMathProblem(text);
  const s = p && solveMathProblem(p);
  return s?.check.passed ? s : null;
}

/**
 * A question graded through the maths engine: a number for plain arithmetic, fractions and percentages of an
 * amount, the engine's checker for the rest (equations, expressions, measures). Null when the engine cannot
 * solve `problem` or its answer is not one `agrees` accepts (it read the question differently from the card).
 */
export function engineDraft(problem: string, prompt: string, agrees: (answer: string) => boolean = () => true): QuizDraft | null {
  const s = solved(problem);
  if (!s || !agrees(s.answer)) return null;
  const numeric =
    (s.kind === 'arithmetic' || s.kind === 'fraction' || (s.kind === 'percentage' && s.problem.percentage?.mode !== 'change')) &&
    s.answerValues.length === 1;
  if (numeric) {
    const value = s.answerValues[0];
    const display = s.answer.replace(/\s*≈.*$/, '');
    return { prompt, kind: 'number', key: numberKey(value, display, prompt) };
  }
  return { prompt, kind: 'expression', key: { kind: 'expression', problem, expected: s.answer } };
}

const bare = (s: string) => s.replace(/\s*\(.*\)\s*$/, '').trim();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const folded = (s: string) =>
  bare(s)
    .toLowerCase()
    .replace(/^(?:the|a|an) /, '')
    .replace(/[.!?]$/, '');
const hasDigit = (s: string) => /\d/.test(s);

/** A number the card's model answer states, when the card's own grader accepts it ('28 square cm' -> 28). */
function numberDraft(q: CheckQuestion): QuizDraft | null {
  const display = bare(q.answer);
  const value = parseNumberAnswer(display);
  if (value === null || !gradeCheckAnswer(q, String(value))) return null;
  return { prompt: q.question, kind: 'number', key: numberKey(value, display, q.question) };
}

/** The options an either-or question names ('acute or obtuse', 'sine, cosine or tangent'), in its order. */
export function eitherOr(question: string): string[] | null {
  const text = question.trim().replace(/[?.]$/, '');
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    const list = text
      .slice(colon + 1)
      .split(/,\s*|\s+or\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length >= 2 && list.length <= 4 && list.every((s) => s.split(' ').length <= 3)) return list;
  }
  const at = text.lastIndexOf(' or ');
  if (at < 0) return null;
  const after = text.slice(at + 4).trim();
  const n = after.split(' ').length;
  if (n > 3) return null;
  const before = text.slice(0, at).replace(/,$/, '').split(' ').slice(-n).join(' ');
  return [before, after];
}

/** Options with ids: `all` includes `right`; their order fixed by the seed, or as given (the question's own order). */
function choice(prompt: string, right: string, all: string[], seed: number | null): QuizDraft {
  const labels = seed === null ? all : shuffle(all, seed);
  const options = labels.map((label, i) => ({ id: OPTION_IDS[i], label: capital(label) }));
  const optionId = options[labels.indexOf(right)].id;
  return { prompt, kind: 'choice', options, key: { kind: 'choice', optionId, label: capital(right) } };
}

/**
 * Wrong options for a card's question: the card's other answers, its one-word keywords (for a one-word answer),
 * then the answers of related cards and of the rest of its subject. Never one the card's grader would accept,
 * and numbers only against a number.
 */
function distractors(card: TopicCard, q: CheckQuestion, seed: number): string[] {
  const right = folded(q.answer);
  const related = card.related.map(getCard).filter((c): c is TopicCard => !!c);
  const subject = cardsForSubject(card.subjectId).filter((c) => c.id !== card.id && !card.related.includes(c.id));
  const start = subject.length ? seed % subject.length : 0;
  const answers = (c: TopicCard) => c.checkQuestions.filter((o) => o !== q).map((o) => bare(o.answer));
  const pool = [
    ...answers(card),
    // One-word keywords, except the topic's own name ('photosynthesis' is no answer to a question about it).
    ...(right.includes(' ') ? [] : card.keywords.filter((k) => !k.includes(' ') && !card.title.toLowerCase().includes(k))),
    ...related.flatMap(answers),
    ...[...subject.slice(start), ...subject.slice(0, start)].flatMap(answers),
  ];
  const chosen: string[] = [];
  for (const candidate of pool) {
    const f = folded(candidate);
    if (!f || candidate.length > 40 || hasDigit(candidate) !== hasDigit(q.answer)) continue;
    // A number in words against a word answer, or a yes/no, reads as a give-away.
    if ((!hasDigit(q.answer) && parseNumberAnswer(candidate) !== null) || /^(?:yes|no)$/.test(f)) continue;
    if (f === right || f.includes(right) || right.includes(f) || chosen.some((c) => folded(c) === f)) continue;
    if (gradeCheckAnswer(q, candidate)) continue;
    chosen.push(candidate);
    if (chosen.length === 3) break;
  }
  return chosen;
}

/** A multiple-choice question from a card's check question, or null when no fair options can be found. */
function choiceDraft(card: TopicCard, q: CheckQuestion, seed: number): QuizDraft | null {
  const named = eitherOr(q.question);
  if (named) {
    const right = named.filter((o) => gradeCheckAnswer(q, o));
    if (right.length === 1) return choice(q.question, right[0], named, null);
  }
  const label = gradeCheckAnswer(q, bare(q.answer)) ? bare(q.answer) : q.answer;
  const wrong = distractors(card, q, seed);
  return wrong.length >= 2 ? choice(q.question, label, [label, ...wrong], seed) : null;
}

/** A card's check question as a quiz question: by the maths engine, by its number, or as a choice. */
export function checkQuestionDraft(card: TopicCard, q: CheckQuestion, seed: number): QuizDraft | null {
  return engineDraft(q.question, q.question, (answer) => gradeCheckAnswer(q, answer)) ?? numberDraft(q) ?? choiceDraft(card, q, seed);
}

/**
 * A fresh problem of the same kind as `solution`, made and verified by the maths engine (deterministic for the
 * seed), or null when the engine has none.
 */
export function practiceDraft(solution: MathSolution, seed: number): QuizDraft | null {
  for (let i = 0; i < 5; i++) {
    const p = practiceProblem(solution, seed + i);
    const fresh = p && solveMathProblem(p);
    if (!p || !fresh?.check.passed) continue;
    const prompt = promptFor(p);
    const draft = engineDraft(prompt, prompt, (answer) => answer === fresh.answer);
    if (draft) return draft;
  }
  return null;
}

/** A card's worked example when the maths engine solves it to the card's own answer. */
export function workedSolution(card: TopicCard): MathSolution | null {
  const s = solved(card.workedExample.problem);
  if (!s) return null;
  const asCard: CheckQuestion = { question: card.workedExample.problem, answer: s.answer, acceptable: [s.answer.toLowerCase()] };
  return gradeCheckAnswer(asCard, card.workedExample.answer) ? s : null;
}

/**
 * Questions about learning the topic itself, for a topic the library does not know: each has one option that
 * good study practice supports (active recall, explaining in your own words, asking), so it can be graded.
 */
export function selfCheckDrafts(topic: string, seed: number): QuizDraft[] {
  const items: Array<[string, string, string[]]> = [
    [
      `What is a good first step when you start learning about ${topic}?`,
      'Find out what its key words mean',
      ['Skip straight to the hardest part', 'Avoid asking any questions'],
    ],
    [
      `Which is the best way to check that you understand ${topic}?`,
      'Explain it in your own words without notes',
      ['Read the same page again', 'Copy out the notes word for word'],
    ],
    [
      `If part of ${topic} is confusing, what should you do?`,
      'Ask a question about the confusing part',
      ['Ignore it and hope it makes sense later', 'Give up on the topic'],
    ],
    [
      `What helps new ideas about ${topic} stick in your memory?`,
      'Testing yourself again a few days later',
      ['Reading it once the night before', 'Highlighting every line'],
    ],
    [
      `Before you teach ${topic} to someone else, what should you do?`,
      'Make sure you can say it in your own words',
      ['Learn a long definition off by heart', 'Wait until you know everything about it'],
    ],
  ];
  return items.map(([prompt, right, wrong], i) => choice(prompt, right, [right, ...wrong], seed + i));
}
