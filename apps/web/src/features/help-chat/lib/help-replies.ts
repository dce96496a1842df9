/**
 * Canned replies of the help and support chat (spec 001 sections 4, 8 and 9).
 * Pure and DOM-free: the widget renders what these functions return and no server is called.
 */

export type HelpChatRole = 'user' | 'assistant';

export type HelpChatMessage = {
  id: string;
  role: HelpChatRole;
  content: string;
  timestamp: Date;
  suggestions?: string[];
};

/** A canned answer: the reply text plus follow-up questions offered as chips. */
export type HelpReply = { content: string; suggestions: string[] };

/** The eight suggested questions, in the order of the spec. The welcome offers the first four, the fallback the first six. */
export const SUGGESTED_QUESTIONS = [
  'How do I get started?',
  "What's included in the free plan?",
  'How does AI tutoring work?',
  'How do I change my learning style?',
  'How do I use voice features?',
  'What subjects are available?',
  'How does pricing work?',
  "I'm having trouble logging in",
] as const;

const [GET_STARTED, FREE_PLAN, AI_TUTORING, LEARNING_STYLE, VOICE, SUBJECTS, PRICING, LOGIN_TROUBLE] = SUGGESTED_QUESTIONS;

export const WELCOME_SUGGESTIONS: string[] = SUGGESTED_QUESTIONS.slice(0, 4);
export const FALLBACK_SUGGESTIONS: string[] = SUGGESTED_QUESTIONS.slice(0, 6);

export const WELCOME_TEXT =
  "Hi there! I'm the Brightpath help assistant. Ask me anything about using Brightpath, or pick one of these common questions:";

// The plan claims below are the help chat's own reading of the plans (spec 001 section 9);
// they intentionally differ from the plan table of the third document.
export const HELP_ANSWERS = {
  gettingStarted: {
    content: [
      'Getting started takes just a few minutes:',
      '1. Click Get Started on the home page.',
      '2. Fill in your onboarding profile so we know a little about you.',
      '3. Take the short AI assessment, which finds how you learn best.',
      '4. Choose the subjects you want to study.',
      '5. Start your first tutoring session!',
    ].join('\n'),
    suggestions: [SUBJECTS, FREE_PLAN, AI_TUTORING],
  },
  freePlan: {
    content: [
      'The Free plan includes:',
      '• 3 tutoring sessions per month',
      '• Core subjects (Math, Science, English)',
      '• Basic motivation tracking',
      '• Text chat with your AI tutor',
      'When you want more, Basic is $9.99 per month and gives you unlimited sessions and all subjects.',
    ].join('\n'),
    suggestions: [PRICING, GET_STARTED, SUBJECTS],
  },
  aiTutoring: {
    content: [
      'Your AI tutor adapts to you. It uses your profile and the results of your assessment (your learning style, age, interests and goals) to explain things in a way that suits you.',
      'In a tutoring session you ask questions, work through examples and get feedback step by step, at your own pace. Your progress and motivation are tracked along the way.',
    ].join('\n\n'),
    suggestions: [LEARNING_STYLE, SUBJECTS, VOICE],
  },
  learningStyle: {
    content: [
      'You can change your learning style in two ways:',
      '• Retake the learning assessment, and your tutor will adapt to your new results.',
      '• Or update it directly in your profile.',
    ].join('\n'),
    suggestions: [AI_TUTORING, VOICE, GET_STARTED],
  },
  voice: {
    content: [
      'Voice features let you talk with your AI tutor and hear its answers read aloud.',
      'Voice is available in the Premium ($19.99 per month) and Pro ($29.99 per month) plans. Once you have one of them, use the microphone button in a tutoring session to speak your question.',
    ].join('\n\n'),
    suggestions: [PRICING, AI_TUTORING, SUBJECTS],
  },
  subjects: {
    content: [
      'Brightpath covers three groups of subjects:',
      '• Academic: Math, Science, English, History, Languages',
      '• Life Skills: financial literacy, study techniques, time management',
      '• Professional: career guidance, interview prep, communication',
      'You choose your subjects after the assessment, and you can change them later.',
    ].join('\n'),
    suggestions: [GET_STARTED, FREE_PLAN, AI_TUTORING],
  },
  pricing: {
    content: [
      'We have four plans:',
      '• Free: 3 tutoring sessions per month, core subjects (Math, Science, English), basic motivation tracking and text chat.',
      '• Basic, $9.99 per month: unlimited sessions and all subjects.',
      '• Premium, $19.99 per month: adds voice features and advanced analytics.',
      '• Pro, $29.99 per month: adds real-world examples and family accounts.',
      'No contracts, cancel anytime.',
    ].join('\n'),
    suggestions: [FREE_PLAN, VOICE, GET_STARTED],
  },
  loginHelp: {
    content: [
      "Sorry you're having trouble. A few things to check:",
      '• You can sign in with either your username or your e-mail address.',
      '• Passwords are at least 8 characters long.',
      '• No account yet? Create one from Get Started.',
      'If your account is locked, an administrator can help you get back in.',
    ].join('\n'),
    suggestions: [GET_STARTED, FREE_PLAN, PRICING],
  },
} satisfies Record<string, HelpReply>;

export const FALLBACK_REPLY: HelpReply = {
  content: [
    "I'd be happy to help! I didn't quite catch what you're looking for, so here are some things you can ask me about:",
    ...FALLBACK_SUGGESTIONS.map((q) => `• ${q}`),
  ].join('\n'),
  suggestions: FALLBACK_SUGGESTIONS,
};

/** Each suggested question, lower-cased, with its own answer. */
const QUESTION_ANSWERS: ReadonlyArray<readonly [string, HelpReply]> = [
  [GET_STARTED, HELP_ANSWERS.gettingStarted],
  [FREE_PLAN, HELP_ANSWERS.freePlan],
  [AI_TUTORING, HELP_ANSWERS.aiTutoring],
  [LEARNING_STYLE, HELP_ANSWERS.learningStyle],
  [VOICE, HELP_ANSWERS.voice],
  [SUBJECTS, HELP_ANSWERS.subjects],
  [PRICING, HELP_ANSWERS.pricing],
  [LOGIN_TROUBLE, HELP_ANSWERS.loginHelp],
];

/** Keyword groups, tried in this order after the known questions (spec 001 section 9). */
export const KEYWORD_GROUPS: ReadonlyArray<{ keywords: readonly string[]; reply: HelpReply }> = [
  { keywords: ['price', 'cost', 'plan'], reply: HELP_ANSWERS.pricing },
  { keywords: ['start', 'begin', 'setup'], reply: HELP_ANSWERS.gettingStarted },
  { keywords: ['voice', 'speak', 'audio'], reply: HELP_ANSWERS.voice },
  { keywords: ['subject', 'topic', 'course'], reply: HELP_ANSWERS.subjects },
  { keywords: ['login', 'password', 'access'], reply: HELP_ANSWERS.loginHelp },
];

// Phone keyboards type curly apostrophes; without this "What’s included in the free plan?" would miss its answer.
const normalise = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** A typed question still counts as known without its final question mark. */
const containsQuestion = (text: string, question: string) => text.includes(normalise(question).replace(/\?$/, ''));

const copy = (reply: HelpReply): HelpReply => ({ content: reply.content, suggestions: [...reply.suggestions] });

/** The canned reply to a learner's text: a known question first, then keyword groups in order, else the fallback. */
export function getHelpReply(text: string): HelpReply {
  const lower = normalise(text);
  const known = QUESTION_ANSWERS.find(([question]) => containsQuestion(lower, question));
  if (known) return copy(known[1]);
  const group = KEYWORD_GROUPS.find((g) => g.keywords.some((k) => lower.includes(k)));
  return copy(group ? group.reply : FALLBACK_REPLY);
}

/** Empty or whitespace-only input is not sent (spec 001 section 5). */
export const canSend = (text: string) => text.trim().length > 0;

let sequence = 0;
const nextId = () => `help-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export function createHelpMessage(role: HelpChatRole, content: string, suggestions?: string[], now = new Date()): HelpChatMessage {
  return { id: nextId(), role, content, timestamp: now, ...(suggestions?.length ? { suggestions } : {}) };
}

export const createWelcomeMessage = (now = new Date()) => createHelpMessage('assistant', WELCOME_TEXT, [...WELCOME_SUGGESTIONS], now);

/** One exchange: the learner's message and the assistant's reply, appended together. Null when the text may not be sent. */
export function createExchange(text: string, now = new Date()): [HelpChatMessage, HelpChatMessage] | null {
  if (!canSend(text)) return null;
  const content = text.trim();
  const reply = getHelpReply(content);
  return [createHelpMessage('user', content, undefined, now), createHelpMessage('assistant', reply.content, reply.suggestions, now)];
}
