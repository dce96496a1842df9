import { ACHIEVEMENTS } from '@brightpath/shared/achievements';
import { DEFAULT_SESSION_LIMITS, formatCents, planById } from '@brightpath/shared/billing';
import { PRODUCT_NAME } from '@brightpath/shared/config';
import { LESSON_PHASES, PHASE_DESCRIPTIONS } from '@brightpath/shared/lesson';
import { BREAK_MINUTES, TIMER_TARGET_MINUTES } from '@brightpath/shared/study-timer';

/**
 * The Help Center's questions (spec 002 section 2: ten, in eight categories). Written by us and true of the product as
 * built: each answer was checked against the code and DESIGN.md, and the numbers that could change (plan limits,
 * the timer, the lesson's phases, the achievements) are read from the rules the product itself runs on.
 */
export const HELP_CATEGORIES = [
  'Getting Started',
  'Features',
  'Voice Features',
  'Progress Tracking',
  'Personalization',
  'Subjects',
  'Learning Tips',
  'Best Practices',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export type Faq = {
  id: string;
  category: HelpCategory;
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const achievement = (id: string) => ACHIEVEMENTS.find((a) => a.id === id)?.title ?? id;

/**
 * The plans as docs/decisions/037 reads them: the price covers the included sessions, Basic and Premium charge each
 * session past them, and the monthly limit (the defaults; an administrator may change them, and the Plans page shows
 * the ones in force) stops a month's sessions, so Basic's extra sessions have a ceiling.
 */
function plansAnswer(): string[] {
  const [free, basic, premium, pro, family] = [
    planById('free'),
    planById('basic'),
    planById('premium'),
    planById('pro'),
    planById('family'),
  ];
  const limit = DEFAULT_SESSION_LIMITS;
  const rate = (cents: number | null) => formatCents(cents ?? 0);
  const basicCap = (limit.basic - basic.sessionsIncluded) * (basic.overageCents ?? 0);
  return [
    `Every account starts on the Free plan: it costs nothing, includes ${free.sessionsIncluded} tutoring sessions a month and lets you start up to ${limit.free}. Basic (${formatCents(basic.priceCents)} a month) includes ${basic.sessionsIncluded}; sessions ${basic.sessionsIncluded + 1} to ${limit.basic} are extra sessions at ${rate(basic.overageCents)} each, and the month stops at ${limit.basic}, so extra sessions add at most ${formatCents(basicCap)}. Premium (${formatCents(premium.priceCents)}) includes ${premium.sessionsIncluded}, and each session past them costs ${rate(premium.overageCents)}, with no monthly limit. ${pro.name} (${formatCents(pro.priceCents)}) and ${family.name} (${formatCents(family.priceCents)}, shared by up to ${family.maxUsers} accounts) are unlimited, with no extra charges.`,
    'A tutoring session begins when you send the first message of a new conversation, and a finished structured lesson counts as one too; sessions are counted by calendar month. When you reach your plan’s monthly limit, the tutor tells you and suggests a bigger plan. The Plans page compares every plan, and My Plan shows your sessions, your extra sessions and what they cost so far.',
  ];
}

const phases = LESSON_PHASES.map((p) => `${capital(p)} (${PHASE_DESCRIPTIONS[p].replace(/\.$/, '').toLowerCase()})`);

export const FAQS: Faq[] = [
  {
    id: 'get-started',
    category: 'Getting Started',
    question: 'How do I get started?',
    answer: [
      'Choose Get Started on the home page and answer a few set-up questions (your name, age, how you like to learn and what interests you), or skip them. Your dashboard then shows a short checklist: choose your subjects and ask the tutor your first question.',
      `You do not need an account to begin: ${PRODUCT_NAME} keeps your work in a guest account for this browser. Create an account whenever you like and everything you have done so far comes with it, so you can sign in from any device.`,
    ],
  },
  {
    id: 'plans',
    category: 'Getting Started',
    question: 'What do the plans include?',
    answer: plansAnswer(),
  },
  {
    id: 'tutor',
    category: 'Features',
    question: 'What can the AI tutor help me with?',
    answer: [
      'Ask about anything in your subjects, in your own words. The tutor explains ideas, works through problems step by step and checks your understanding with questions. Maths is shown with proper notation, and your conversations are kept so you can carry on where you left off.',
      `If the service has no AI provider set up, replies come from ${PRODUCT_NAME}’s built-in offline tutor, marked “Offline tutor”. It needs no internet connection: it explains topics from its own library of lesson cards, works through arithmetic, fractions, linear and quadratic equations, simplification and derivatives step by step, and builds structured lessons.`,
    ],
  },
  {
    id: 'voice',
    category: 'Voice Features',
    question: 'Can I talk to the tutor and hear its answers?',
    answer: [
      'Yes. Open the Voice tab in the AI Tutor, press the microphone and ask your question out loud; the answer is read aloud sentence by sentence as it is written. Turn on Start Voice Chat to keep talking hands-free, and say “stop conversation” to end. What you say also appears in the Chat tab, so talking and typing continue the same conversation.',
      `Listening uses your browser’s speech recognition; in a browser without it you can type your question and still hear the answer. Answers are spoken by OpenAI’s voices when the service has them set up, otherwise by a voice that runs on ${PRODUCT_NAME}’s own server (eSpeak NG), and by your browser’s voice if neither can speak. Pick the voice you like in the Voice tab.`,
    ],
  },
  {
    id: 'progress',
    category: 'Progress Tracking',
    question: 'How is my progress tracked?',
    answer: [
      'Everything is counted from what you actually do, and the dashboard, the Progress page and your Profile show the same figures: tutoring sessions, time studied (the time you were active, study-timer sessions included, with overlapping time counted once), concepts mastered (a lesson’s topic counts once you finish its quiz with at least half the answers right first time) and your learning streak (days in a row with any study; it still stands until today is over).',
      `The Progress page also shows your last 7 days, your progress in each subject, recommendations and ${ACHIEVEMENTS.length} achievements, from ${achievement('first_steps')} to ${achievement('master_student')}. A new achievement is celebrated the moment you earn it.`,
    ],
  },
  {
    id: 'personalization',
    category: 'Personalization',
    question: `How does ${PRODUCT_NAME} adapt to me?`,
    answer: [
      'Your age sets how the tutor writes: short, simple sentences for younger learners and fuller explanations for teenagers and adults. Each subject has a level you choose (Beginner, Intermediate or Advanced), and the learning assessment asks questions suited to your age about how you like to learn and what interests you.',
      'With an AI provider, the tutor is also told your learning style and interests, and uses them to present ideas and pick examples. A learning style is a preference for how things are shown, not a rule about how you learn best. You can change your details at any time on your Profile, and retake the assessment.',
    ],
  },
  {
    id: 'privacy',
    category: 'Personalization',
    question: 'Where is my data kept, and can I export or delete it?',
    answer: [
      `Your profile, subjects, conversations, progress, achievements and settings are stored with your account on ${PRODUCT_NAME}’s server, not in your browser, so they follow you to any device where you sign in. The name and e-mail address on your profile are never sent to an AI provider, and an e-mail address or phone number typed into a message is removed before it goes to one.`,
      `In Settings, under Data & Privacy, Export downloads everything your account holds as one file (${PRODUCT_NAME.toLowerCase()}-data.json), and Delete All Data removes it all from the server once you confirm.`,
    ],
  },
  {
    id: 'subjects',
    category: 'Subjects',
    question: 'Which subjects can I study?',
    answer: [
      'Subjects come in four groups: Academic (Mathematics, Science, Reading & Language Arts, History & Social Studies, Programming and Art), Future Planning (College Prep), Life Skills (such as Financial Literacy, Study Techniques and Time Management) and Professional (such as Career Guidance, Interview Prep and Communication). A few are offered from a certain age, such as Programming from 8 and College Prep from 14.',
      'Choose yours, with a level for each, on the Choose Your Learning Subjects page; you can change them whenever you like. If a subject you want is missing, use Request a Subject there and an administrator will review it.',
    ],
  },
  {
    id: 'structured-lesson',
    category: 'Learning Tips',
    question: 'What is a structured lesson, and when should I use one?',
    answer: [
      `A structured lesson takes one topic through ${LESSON_PHASES.length} phases in order: ${phases.join('; ')}. Use it when you want to learn a topic properly rather than get one question answered.`,
      'Open the Structured tab in the AI Tutor, choose a topic and a level, and start. Your place is saved, so you can come back to it later, and finishing the lesson counts as a tutoring session. Explaining an idea back in your own words is one of the best ways to find out what you really understand.',
    ],
  },
  {
    id: 'best-practices',
    category: 'Best Practices',
    question: 'How do I get the most out of my sessions?',
    answer: [
      'Have a go first. For a homework-style problem the tutor gives one hint at a time and keeps the final answer until you have made two genuine attempts or ask it to move on (for example “show me the answer”), so tell it what you tried and where you got stuck.',
      `Study in short, focused blocks. The Study Timer on the Progress page runs a ${TIMER_TARGET_MINUTES}-minute focus session followed by a ${BREAK_MINUTES}-minute break; you can change the length, and any session longer than a minute is added to your study time. A little every day keeps your streak going.`,
    ],
  },
];

/** The tip under the questions (spec 002 section 2: 'a pro tip'). */
export const PRO_TIP =
  'Finish each structured lesson’s quiz. A topic counts as a concept mastered once you get at least half of its questions right on the first try, and the concepts you master fill the second half of each subject’s progress bar.';
