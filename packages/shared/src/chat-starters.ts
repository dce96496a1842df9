import { CHAT_LIMITS } from './chat';

/**
 * Conversation starters (spec 001 sections 2 and 9): shown when a conversation has no messages,
 * filtered by category, at most 6, worded for the learner's age (under 16, 16-17, 18 or over), with
 * extras for subjects whose name contains "math" or "science". Shared so that the server can check
 * that its tutor answers every starter the chat page can show.
 */
export const STARTER_FILTERS = ['all', 'question', 'topic', 'practice', 'help'] as const;
export type StarterFilter = (typeof STARTER_FILTERS)[number];
export type StarterCategory = Exclude<StarterFilter, 'all'>;
export type StarterWording = 'young' | 'neutral' | 'adult';
/** Every wording (under 16, 16-17, 18 or over). */
export const STARTER_WORDINGS: readonly StarterWording[] = ['young', 'neutral', 'adult'];
export type Starter = { id: string; category: StarterCategory; text: string };

export const STARTER_FILTER_LABEL: Record<StarterFilter, string> = {
  all: 'All',
  question: 'Questions',
  topic: 'Topics',
  practice: 'Practice',
  help: 'Help',
};

type Entry = [StarterCategory, string];

/** `{subject}` is replaced by the subject's name. */
const BASE: Record<StarterWording, Entry[]> = {
  young: [
    ['question', "Can you explain {subject} like I'm learning it for the first time?"],
    ['question', "What's the coolest thing about {subject}?"],
    ['question', 'Why do we learn {subject} at school?'],
    ['topic', "What's a fun {subject} topic we could explore together?"],
    ['topic', 'Tell me a surprising fact about {subject}'],
    ['practice', 'Give me a fun practice question about {subject}'],
    ['practice', 'Can you quiz me with 3 easy questions?'],
    ['help', "I'm stuck on my {subject} homework. Can you help me think it through?"],
    ['help', 'How can I remember things better for my next test?'],
  ],
  neutral: [
    ['question', 'Can you explain a key idea in {subject} step by step?'],
    ['question', 'What are the most important concepts in {subject}?'],
    ['question', 'How is {subject} used in real life?'],
    ['topic', 'Which {subject} topic should I study next?'],
    ['topic', 'Help me get ready for my {subject} exam'],
    ['practice', 'Give me a practice problem in {subject}'],
    ['practice', "Quiz me on what I've learned so far"],
    ['help', "I'm stuck on a homework question. Can you guide me without giving the answer away?"],
    ['help', 'How should I plan my {subject} revision?'],
  ],
  adult: [
    ['question', 'Explain a core concept in {subject} with a real-world example'],
    ['question', 'What fundamentals of {subject} should I master first?'],
    ['question', 'How does {subject} apply to work and everyday life?'],
    ['topic', "I'd like to refresh my {subject} knowledge. Where should I start?"],
    ['topic', 'Suggest a {subject} topic to study in depth this week'],
    ['practice', 'Give me a challenging {subject} problem to work through'],
    ['practice', 'Test my understanding with a short quiz'],
    ['help', "I'm working on a {subject} problem and I'm stuck. Can you guide me?"],
    ['help', 'How can I fit {subject} study into a busy schedule?'],
  ],
};

const MATH_EXTRAS: Record<StarterWording, Entry[]> = {
  young: [
    ['question', "Why can't we divide by zero?"],
    ['practice', 'Give me a fraction problem to try'],
    ['help', 'Help me solve a word problem step by step'],
  ],
  neutral: [
    ['question', 'What is a derivative, in plain words?'],
    ['practice', 'Give me an equation to solve, like 3x - 5 = 10'],
    ['help', 'Check my working on an algebra problem'],
  ],
  adult: [
    ['question', 'Explain derivatives with a real-world example'],
    ['practice', 'Give me a quadratic equation to solve'],
    ['help', 'Walk me through percentages and compound interest'],
  ],
};

const SCIENCE_EXTRAS: Record<StarterWording, Entry[]> = {
  young: [
    ['question', 'How do plants make their own food?'],
    ['topic', 'Explain the water cycle'],
    ['practice', 'Quiz me on solids, liquids and gases'],
  ],
  neutral: [
    ['question', 'What is photosynthesis and why does it matter?'],
    ['topic', "Explain Newton's laws of motion"],
    ['practice', 'Give me a question on balancing chemical equations'],
  ],
  adult: [
    ['question', 'How do vaccines train the immune system?'],
    ['topic', 'Walk me through the scientific method'],
    ['practice', 'Quiz me on cells and DNA'],
  ],
};

/** Under 16: young wording; 18 or over: adult; 16 and 17 (and an unknown age, which defaults to 16): neutral. */
export function starterWording(age: number | null | undefined): StarterWording {
  const a = age ?? CHAT_LIMITS.defaultAge;
  if (a < 16) return 'young';
  if (a >= 18) return 'adult';
  return 'neutral';
}

const build = (group: string, entries: Entry[], subjectName: string): Starter[] =>
  entries.map(([category, text], i) => ({ id: `${group}-${i}`, category, text: text.replaceAll('{subject}', subjectName) }));

/** Every starter for this learner and subject: subject extras first, then the general ones. */
export function starterPool(age: number | null | undefined, subjectName: string): Starter[] {
  const wording = starterWording(age);
  const name = subjectName.toLowerCase();
  return [
    ...(name.includes('math') ? build(`math-${wording}`, MATH_EXTRAS[wording], subjectName) : []),
    ...(name.includes('science') ? build(`science-${wording}`, SCIENCE_EXTRAS[wording], subjectName) : []),
    ...build(wording, BASE[wording], subjectName),
  ];
}
