import { ageGroup, type AgeGroup } from './age';
import type { AssessmentQuestion } from './assessment';

/**
 * The three questionnaire sets (DESIGN.md decision 7: child under 13, teen 13-17, adult 18+ or unknown).
 * Written by us. Ids are stable: stored answers refer to them, so never renumber; add new ids instead.
 *
 * Each set has one learning-preferences question whose option ids are the learning styles
 * (LEARNING_STYLE_OPTION_IDS); the server derives the questionnaire profile's learningStyle from it.
 * The option labels of the interests questions become the profile's interests.
 */
export const LEARNING_STYLE_OPTION_IDS = ['visual', 'auditory', 'kinesthetic', 'mixed'] as const;
export type QuestionnaireLearningStyle = (typeof LEARNING_STYLE_OPTION_IDS)[number];
export const DEFAULT_QUESTIONNAIRE_STYLE: QuestionnaireLearningStyle = 'mixed';

const CHILD: AssessmentQuestion[] = [
  {
    id: 'child-1',
    text: 'How do you like to learn new things best?',
    category: 'learning-preferences',
    options: [
      { id: 'visual', label: 'Looking at pictures and drawings' },
      { id: 'auditory', label: 'Listening to someone explain' },
      { id: 'kinesthetic', label: 'Trying it out with my hands' },
      { id: 'mixed', label: 'A bit of everything' },
    ],
  },
  {
    id: 'child-2',
    text: 'When you get stuck, what helps you most?',
    category: 'learning-preferences',
    options: [
      { id: 'hint', label: 'A small hint' },
      { id: 'example', label: 'Seeing an example first' },
      { id: 'try-again', label: 'Trying again on my own' },
    ],
  },
  {
    id: 'child-3',
    text: 'Which of these sounds the most fun?',
    category: 'interests',
    options: [
      { id: 'animals', label: 'Animals and nature' },
      { id: 'numbers', label: 'Numbers and puzzles' },
      { id: 'stories', label: 'Stories and books' },
      { id: 'space', label: 'Space and planets' },
    ],
  },
  {
    id: 'child-4',
    text: 'What would you like to make?',
    category: 'interests',
    options: [
      { id: 'drawings', label: 'Drawings and art' },
      { id: 'games', label: 'Games and computers' },
      { id: 'music', label: 'Songs and music' },
      { id: 'building', label: 'Building things' },
    ],
  },
  {
    id: 'child-5',
    text: 'What do you want to get better at?',
    category: 'goals',
    options: [
      { id: 'reading', label: 'Reading' },
      { id: 'math', label: 'Math' },
      { id: 'writing', label: 'Writing' },
      { id: 'science', label: 'Science' },
    ],
  },
  {
    id: 'child-6',
    text: 'How do you feel about school work?',
    category: 'goals',
    options: [
      { id: 'love-it', label: 'I love it' },
      { id: 'okay', label: "It's okay" },
      { id: 'hard', label: 'It can be hard' },
    ],
  },
  {
    id: 'child-7',
    text: 'When do you like to learn?',
    category: 'study-habits',
    options: [
      { id: 'morning', label: 'In the morning' },
      { id: 'after-school', label: 'After school' },
      { id: 'evening', label: 'In the evening' },
    ],
  },
  {
    id: 'child-8',
    text: 'How long can you learn before you need a break?',
    category: 'study-habits',
    options: [
      { id: 'short', label: 'About 10 minutes' },
      { id: 'medium', label: 'About 20 minutes' },
      { id: 'long', label: 'Half an hour or more' },
    ],
  },
];

const TEEN: AssessmentQuestion[] = [
  {
    id: 'teen-1',
    text: 'When you study for a test, what works best for you?',
    category: 'learning-preferences',
    options: [
      { id: 'visual', label: 'Diagrams, charts and colour-coded notes' },
      { id: 'auditory', label: 'Talking it through or hearing it explained' },
      { id: 'kinesthetic', label: 'Practice problems and hands-on projects' },
      { id: 'mixed', label: 'It depends on the subject' },
    ],
  },
  {
    id: 'teen-2',
    text: 'How do you prefer to get feedback on your work?',
    category: 'learning-preferences',
    options: [
      { id: 'step-by-step', label: 'Step by step, as I go' },
      { id: 'at-the-end', label: 'All at once when I finish' },
      { id: 'hints-only', label: 'Just hints, so I can fix it myself' },
    ],
  },
  {
    id: 'teen-3',
    text: 'Which school subject do you enjoy the most?',
    category: 'interests',
    options: [
      { id: 'math-science', label: 'Math and science' },
      { id: 'english-languages', label: 'English and languages' },
      { id: 'history-social', label: 'History and social studies' },
      { id: 'arts', label: 'Art, music and drama' },
    ],
  },
  {
    id: 'teen-4',
    text: 'Outside of class, what are you most into?',
    category: 'interests',
    options: [
      { id: 'tech', label: 'Coding and technology' },
      { id: 'sports', label: 'Sports and fitness' },
      { id: 'creative', label: 'Writing, drawing or making videos' },
      { id: 'money', label: 'Business and money' },
    ],
  },
  {
    id: 'teen-5',
    text: 'What is your main goal this school year?',
    category: 'goals',
    options: [
      { id: 'grades', label: 'Raise my grades' },
      { id: 'exams', label: 'Do well in exams' },
      { id: 'catch-up', label: 'Catch up on a subject I missed' },
      { id: 'get-ahead', label: 'Get ahead of the class' },
    ],
  },
  {
    id: 'teen-6',
    text: 'What are you thinking about after high school?',
    category: 'goals',
    options: [
      { id: 'college', label: 'College or university' },
      { id: 'trade', label: 'A trade or apprenticeship' },
      { id: 'work', label: 'Starting work' },
      { id: 'not-sure', label: 'Not sure yet' },
    ],
  },
  {
    id: 'teen-7',
    text: 'When do you usually do homework?',
    category: 'study-habits',
    options: [
      { id: 'right-after-school', label: 'Right after school' },
      { id: 'evening', label: 'In the evening' },
      { id: 'late-night', label: 'Late at night' },
      { id: 'weekends', label: 'Mostly at weekends' },
    ],
  },
  {
    id: 'teen-8',
    text: 'How do you handle a big assignment?',
    category: 'study-habits',
    options: [
      { id: 'plan-ahead', label: 'I plan it out and start early' },
      { id: 'steady', label: 'I do a bit each day' },
      { id: 'last-minute', label: 'I usually finish it at the last minute' },
    ],
  },
];

const ADULT: AssessmentQuestion[] = [
  {
    id: 'adult-1',
    text: 'When you pick up a new skill, which approach suits you best?',
    category: 'learning-preferences',
    options: [
      { id: 'visual', label: 'Reading, diagrams and written examples' },
      { id: 'auditory', label: 'Explanations, podcasts and discussion' },
      { id: 'kinesthetic', label: 'Learning by doing on real tasks' },
      { id: 'mixed', label: 'A mix, depending on the topic' },
    ],
  },
  {
    id: 'adult-2',
    text: 'How much depth do you want in an explanation?',
    category: 'learning-preferences',
    options: [
      { id: 'essentials', label: 'Just the essentials I need' },
      { id: 'balanced', label: 'Key ideas with one worked example' },
      { id: 'thorough', label: 'The full reasoning behind it' },
    ],
  },
  {
    id: 'adult-3',
    text: 'Which area would you most like to learn more about?',
    category: 'interests',
    options: [
      { id: 'stem', label: 'Mathematics and science' },
      { id: 'humanities', label: 'History, writing and languages' },
      { id: 'finance', label: 'Personal finance' },
      { id: 'home', label: 'Cooking and home skills' },
    ],
  },
  {
    id: 'adult-4',
    text: 'Which skill would make the biggest difference at work?',
    category: 'interests',
    options: [
      { id: 'communication', label: 'Communication and presenting' },
      { id: 'data', label: 'Data and spreadsheets' },
      { id: 'leadership', label: 'Leadership and management' },
      { id: 'career-change', label: 'Skills for a career change' },
    ],
  },
  {
    id: 'adult-5',
    text: 'What brings you to Brightpath?',
    category: 'goals',
    options: [
      { id: 'career', label: 'Advance in my career' },
      { id: 'qualification', label: 'Study for a qualification' },
      { id: 'everyday', label: 'Handle everyday life with more confidence' },
      { id: 'curiosity', label: 'Learn for the joy of it' },
    ],
  },
  {
    id: 'adult-6',
    text: 'How soon do you want to see results?',
    category: 'goals',
    options: [
      { id: 'weeks', label: 'Within a few weeks' },
      { id: 'months', label: 'Over the next few months' },
      { id: 'no-rush', label: 'No rush, it is a long-term habit' },
    ],
  },
  {
    id: 'adult-7',
    text: 'When can you usually find time to study?',
    category: 'study-habits',
    options: [
      { id: 'before-work', label: 'Before work' },
      { id: 'breaks', label: 'During breaks or my commute' },
      { id: 'evenings', label: 'In the evenings' },
      { id: 'weekends', label: 'At weekends' },
    ],
  },
  {
    id: 'adult-8',
    text: 'How long is a typical study session for you?',
    category: 'study-habits',
    options: [
      { id: 'under-15', label: 'Under 15 minutes' },
      { id: '15-30', label: '15 to 30 minutes' },
      { id: '30-60', label: '30 to 60 minutes' },
      { id: 'over-60', label: 'More than an hour' },
    ],
  },
];

export const QUESTION_SETS: Record<AgeGroup, AssessmentQuestion[]> = { child: CHILD, teen: TEEN, adult: ADULT };

/** The set for a learner's age: under 13 child, 13-17 teen, 18+ or unknown adult. */
export function questionSetFor(age: number | null): { group: AgeGroup; questions: AssessmentQuestion[] } {
  const group = ageGroup(age);
  return { group, questions: QUESTION_SETS[group] };
}

/** The learning style a set of answers expresses: the option id of the style question, else 'mixed'. */
export function learningStyleFrom(
  questions: AssessmentQuestion[],
  answers: ReadonlyMap<string, string> | Record<string, string>,
): QuestionnaireLearningStyle {
  const get = (id: string) => (answers instanceof Map ? answers.get(id) : (answers as Record<string, string>)[id]);
  for (const q of questions) {
    if (q.category !== 'learning-preferences') continue;
    const answer = get(q.id);
    if (answer && (LEARNING_STYLE_OPTION_IDS as readonly string[]).includes(answer)) {
      return answer as QuestionnaireLearningStyle;
    }
  }
  return DEFAULT_QUESTIONNAIRE_STYLE;
}

/** The labels of the chosen options of the interests questions, in question order. */
export function interestsFrom(questions: AssessmentQuestion[], answers: ReadonlyMap<string, string> | Record<string, string>): string[] {
  const get = (id: string) => (answers instanceof Map ? answers.get(id) : (answers as Record<string, string>)[id]);
  const out: string[] = [];
  for (const q of questions) {
    if (q.category !== 'interests') continue;
    const label = q.options.find((o) => o.id === get(q.id))?.label;
    if (label) out.push(label);
  }
  return out;
}
