// The built screens as the floating learning assistant describes them (spec 000 and 001's screen sections, in the
// words the UI shows): what each screen is for, the figures it shows and what they mean, its buttons and where they
// lead, and where each feature is. One source of truth: the offline assistant answers from it and a provider is given
// it as context. Only built screens are here, so the assistant never sends a learner to a page that does not exist.

/** The learner figures, described once (DESIGN.md decision 6: one set, computed on the server, under the spec's labels). */
export const FIGURE_IDS = [
  'sessions',
  'streak',
  'concepts',
  'avg-session',
  'time-studied',
  'subject-progress',
  'weekly-activity',
  'subject-mastery',
  'achievements',
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

export type FigureMeaning = {
  /** Words a learner uses for it (regular expression sources, matched whole-word and case-insensitive). */
  words: string[];
  /** What it counts, for a teenager or an adult. */
  meaning: string;
  /** The same in short sentences a child reads easily. */
  child: string;
};

/** Where every figure comes from (the server computes them from the learner's own records). */
export const FIGURE_SOURCE =
  'Brightpath works it out on its server from your own records, so the dashboard and the Progress page always show the same number.';

/** What each figure counts. Kept in one place so the descriptions follow the figures when they change. */
export const LEARNER_FIGURES: Record<FigureId, FigureMeaning> = {
  sessions: {
    words: ['total sessions', 'study sessions', 'sessions', 'session count'],
    meaning:
      'It counts your tutoring sessions. A session starts when you send the first message of a new conversation with the tutor, and a finished structured lesson counts as one too.',
    child: 'It counts your tutoring sessions. Each new chat with the tutor is one session.',
  },
  streak: {
    words: ['study streak', 'learning streak', 'streaks?'],
    meaning:
      'It counts the days in a row, up to today, on which you studied: talking with the tutor, a structured lesson or time saved with the Study Timer. If you have not studied yet today, yesterday still counts; miss a whole day and it starts again.',
    child: 'It counts the days in a row that you learned. Learn a little every day to keep it going.',
  },
  concepts: {
    words: ['concepts? mastered', 'concepts? learned', 'my concepts'],
    meaning:
      'It counts the topics you have shown you know in graded work: a structured lesson counts once you finish its quiz with at least half of the questions right at the first try. Chatting alone does not add to it.',
    child: 'It counts the lessons whose quiz you got mostly right.',
  },
  'avg-session': {
    words: ['avg\\.? session', 'average session', 'average length'],
    meaning:
      'It is your time with the tutor and in lessons divided by your sessions, in whole minutes. The time is measured from your messages: the minutes between them count, up to 10 minutes of quiet.',
    child: 'It shows how many minutes a tutoring session lasts for you, on average.',
  },
  'time-studied': {
    words: ['time studied', 'study time', 'minutes studied', 'how long i(?: have)? studied'],
    meaning:
      'It is your total study time: the minutes you were active with the tutor and in lessons, measured from your messages, plus the time saved with the Study Timer. Time that was both counts once.',
    child: 'It shows all the time you have spent learning here.',
  },
  'subject-progress': {
    words: ['subject progress', 'progress bars?', 'your subjects', 'my level'],
    meaning:
      'It shows how far you have got in each subject you chose, in percent: five sessions in the subject fill the first half, and five concepts learned in its lesson quizzes the second. The level (Beginner, Intermediate or Advanced) is the one you chose for the subject.',
    child: 'It shows how far you have got in each of your subjects.',
  },
  'weekly-activity': {
    words: ['weekly activity', 'weekly progress'],
    meaning: 'It shows the minutes you studied on each of the last 7 days, with your sessions and messages to the tutor.',
    child: 'It shows what you did on each day of the last week.',
  },
  'subject-mastery': {
    words: ['subject mastery', 'mastery'],
    meaning:
      'It is the same number as the subject’s progress: five sessions fill half, five concepts learned the rest. A badge shows at 50% or more.',
    child: 'It shows how well you know each subject. You get a badge at 50%.',
  },
  achievements: {
    /** Asked about as a place (SCREEN_FEATURES), not as a number. */
    words: [],
    meaning:
      'Achievements unlock when you reach a milestone, such as your first session, 50 messages or 10 timed study sessions. In Progress shows how close you are, Upcoming shows the next ones.',
    child: 'You unlock a badge when you reach a goal, like your first session. Upcoming shows the next ones.',
  },
};

export const SCREEN_IDS = [
  'home',
  'sign-in',
  'register',
  'onboarding',
  'questionnaire',
  'subject-selection',
  'chat',
  'dashboard',
  'progress',
  'history',
  'connections',
  'skill-tree',
  'family',
] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

/** A figure as one screen shows it: its label there and where on the screen it is. */
export type ScreenFigure = { figure: FigureId; label: string; where: string };
/** A button or link: its words, what it does and the built path it leads to (none when it stays on the screen). */
export type ScreenAction = { label: string; does: string; to?: string };

export type ScreenDescription = {
  id: ScreenId;
  /** The route pattern's first segment: '/dashboard'; '/chat' covers /chat/:subjectId. */
  path: string;
  /** The page's heading as the learner reads it. */
  title: string;
  /** What the screen is for. */
  purpose: { child: string; older: string };
  /** How to get there from the rest of the app. */
  reach: string;
  /** Tabs or modes, when the screen has them. */
  parts?: string[];
  figures: ScreenFigure[];
  actions: ScreenAction[];
};

const STAT_CARDS = 'one of the four stat cards at the top';
const OVERVIEW = 'on the Overview tab, in the row of four cards';

export const SCREENS: Record<ScreenId, ScreenDescription> = {
  home: {
    id: 'home',
    path: '/',
    title: 'Welcome to Brightpath',
    purpose: {
      child: 'This is the start page. Press Get Started to set up and begin.',
      older: 'The home page introduces Brightpath. Get Started sets you up without an account; Login signs you in.',
    },
    reach: 'the Brightpath logo at the top left',
    figures: [],
    actions: [
      { label: 'Get Started', does: 'starts setting up your learning profile', to: '/onboarding' },
      { label: 'Login', does: 'signs you in', to: '/login' },
    ],
  },
  'sign-in': {
    id: 'sign-in',
    path: '/login',
    title: 'Sign In',
    purpose: { child: 'Here you sign in to your account.', older: 'Sign in with your username or e-mail and password.' },
    reach: 'Login at the top of the page when you are signed out',
    figures: [],
    actions: [{ label: 'Sign in', does: 'signs you in and opens your dashboard', to: '/dashboard' }],
  },
  register: {
    id: 'register',
    path: '/register',
    title: 'Create Account',
    purpose: {
      child: 'Here you make an account so your learning is saved.',
      older: 'Create an account to keep your learning; as a guest, everything you did so far is kept.',
    },
    reach: 'Create account at the top of the page',
    figures: [],
    actions: [{ label: 'Create account', does: 'creates your account', to: '/dashboard' }],
  },
  onboarding: {
    id: 'onboarding',
    path: '/onboarding',
    title: 'Welcome',
    purpose: {
      child: 'Four short steps to tell the tutor about you.',
      older: 'Four short steps (Step 1 of 4 to Step 4 of 4) to set up your profile: your age, how you like to learn and your goals.',
    },
    reach: 'the set-up step of the checklist on the dashboard',
    figures: [],
    actions: [{ label: 'Complete Setup', does: 'saves your profile', to: '/dashboard' }],
  },
  questionnaire: {
    id: 'questionnaire',
    path: '/questionnaire',
    title: 'Learning Assessment',
    purpose: {
      child: 'A few quick questions about how you like to learn. Your answers help the tutor talk in a way that suits you.',
      older:
        'The learning assessment asks how you like to learn and what interests you, so the tutor can present ideas in a way that suits you.',
    },
    reach: '‘Take the assessment’ on the dashboard',
    figures: [],
    actions: [],
  },
  'subject-selection': {
    id: 'subject-selection',
    path: '/subject-selection',
    title: 'Choose Your Learning Subjects',
    purpose: {
      child: 'Here you pick the subjects you want to learn. Choose one or two to start.',
      older: 'Pick the subjects you want to learn and set your level in each. You can change them any time.',
    },
    reach: '‘New Subject’ under Quick Actions on the dashboard, or the ‘Add New Subject’ tile under Your Subjects',
    figures: [],
    actions: [{ label: 'Continue to Dashboard', does: 'saves your subjects and levels', to: '/dashboard' }],
  },
  chat: {
    id: 'chat',
    path: '/chat',
    title: 'AI Tutor',
    purpose: {
      child: 'Here you learn with the AI tutor. Type a question, talk with Voice, or try a Structured lesson in five steps.',
      older:
        'This is the AI tutor. Use Chat to ask questions, Voice to talk, or Structured for a five-phase lesson (listen, ask, talk, teach, quiz).',
    },
    reach: '‘AI Tutor’ in the main menu, or ‘Continue Learning’ on the dashboard',
    parts: ['Chat', 'Voice', 'Structured'],
    figures: [],
    actions: [
      { label: 'Change Subject', does: 'lets you pick another of your subjects for the tutor' },
      { label: 'New conversation', does: 'starts a fresh conversation in this subject' },
      { label: 'Surprise me', does: 'puts a random conversation starter in the message box' },
      { label: 'Start Voice Chat', does: 'on the Voice tab, lets you talk to the tutor and hear the answers' },
    ],
  },
  dashboard: {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Learning Dashboard',
    purpose: {
      child: 'This is your Learning Dashboard. It shows your sessions, your streak and how far you got in each subject.',
      older:
        'The Learning Dashboard shows your stats: Total Sessions, Learning Streak, Concepts Mastered and Avg. Session. It also shows your subjects with their progress, and quick ways to start learning.',
    },
    reach: '‘Dashboard’ in the main menu at the top (on a phone, in the menu)',
    figures: [
      { figure: 'sessions', label: 'Total Sessions', where: STAT_CARDS },
      { figure: 'streak', label: 'Learning Streak', where: STAT_CARDS },
      { figure: 'concepts', label: 'Concepts Mastered', where: STAT_CARDS },
      { figure: 'avg-session', label: 'Avg. Session', where: STAT_CARDS },
      { figure: 'subject-progress', label: 'Your Subjects', where: 'the cards under Your Subjects, one per subject' },
    ],
    actions: [
      { label: 'Start Learning Session', does: 'in Today’s Learning, takes you back to the tutor', to: '/chat' },
      { label: 'Choose Your First Subject', does: 'in Today’s Learning, before your first session', to: '/subject-selection' },
      { label: 'Continue Learning', does: 'under Quick Actions, back to your tutor', to: '/chat' },
      { label: 'New Subject', does: 'under Quick Actions, to add or change your subjects', to: '/subject-selection' },
      { label: 'Add New Subject', does: 'the tile under Your Subjects', to: '/subject-selection' },
      { label: 'Tutoring Session', does: 'under Start a Session, talk a topic through with the tutor', to: '/chat' },
      { label: 'Structured Lesson', does: 'under Start a Session, a five-step lesson', to: '/chat?mode=structured' },
      { label: 'Voice Practice', does: 'under Start a Session, speak with the tutor', to: '/chat?mode=voice' },
      { label: 'Progress Check', does: 'under Start a Session, your streak, study time and achievements', to: '/progress' },
      {
        label: 'Learning History',
        does: 'under Quick Actions, search your past conversations and ask about your learning',
        to: '/history',
      },
      {
        label: 'Learning Connections',
        does: 'under Quick Actions, link the ideas you learn and see how they connect',
        to: '/connections',
      },
    ],
  },
  progress: {
    id: 'progress',
    path: '/progress',
    title: 'Learning Progress',
    purpose: {
      child: 'This page shows how you are doing. The Study Timer helps you focus for 25 minutes, and Achievements shows your badges.',
      older:
        'The Progress page has four tabs. Overview shows your sessions, time studied, concepts and streak. Analytics shows your mastery of each subject and recommendations. Study Timer runs 25-minute focus sessions, and Achievements shows your badges.',
    },
    reach:
      '‘Progress Analytics’ in your account menu (your name at the top right; on a phone, in the menu), or ‘Progress Check’ on the dashboard',
    parts: ['Overview', 'Analytics', 'Study Timer', 'Achievements'],
    figures: [
      { figure: 'sessions', label: 'Study Sessions', where: OVERVIEW },
      { figure: 'time-studied', label: 'Time Studied', where: OVERVIEW },
      { figure: 'concepts', label: 'Concepts Learned', where: OVERVIEW },
      { figure: 'streak', label: 'Study Streak', where: OVERVIEW },
      { figure: 'weekly-activity', label: 'Weekly Activity', where: 'on the Overview tab, under the cards' },
      { figure: 'subject-progress', label: 'Subject Progress', where: 'on the Overview tab, as one bar per subject' },
      { figure: 'subject-mastery', label: 'Subject Mastery', where: 'on the Analytics tab' },
      { figure: 'achievements', label: 'Achievements', where: 'on the Achievements tab' },
    ],
    actions: [
      { label: 'Start', does: 'on the Study Timer tab, starts 25 minutes of focus, then a 5-minute break' },
      { label: 'Pause', does: 'pauses the Study Timer; Resume carries on' },
      { label: 'Stop', does: 'stops the Study Timer and saves the time when more than a minute has run' },
      { label: 'Begin Learning', does: 'before your first session, takes you to the tutor', to: '/chat' },
    ],
  },
  history: {
    id: 'history',
    path: '/history',
    title: 'Learning History',
    purpose: {
      child: 'This page keeps all your talks with the tutor. You can search them, and ask what you studied.',
      older:
        'The Learning History lists your conversations with the tutor, each with its subject, date, duration and concepts. You can search every message by a word, and ask questions about your own learning, such as what you studied last week or what you find hard.',
    },
    reach: '‘Learning History’ under Quick Actions on the dashboard',
    parts: ['Search Conversations', 'Ask About Your Learning', 'Recent Conversations'],
    figures: [],
    actions: [
      { label: 'Search', does: 'finds a word or a phrase in all your messages, by subject and time if you choose' },
      { label: 'Ask', does: 'answers a question about your own learning from your conversations, sessions and quiz results' },
      { label: 'Continue', does: 'on a conversation, studies its subject with the tutor again', to: '/chat' },
      { label: 'Show more conversations', does: 'lists older conversations' },
    ],
  },
  connections: {
    id: 'connections',
    path: '/connections',
    title: 'Learning Connections',
    purpose: {
      child: 'Here you link ideas together, like fractions and percentages. The app can also find links for you.',
      older:
        'Learning Connections keeps the links you make between concepts: which one comes first, which builds on which, examples, real-world uses, analogies and contrasts, each with a strength from Weak to Very Strong. Auto-Generate suggests connections for a concept you are studying.',
    },
    reach: '‘Learning Connections’ under Quick Actions on the dashboard',
    parts: ['Search', 'Create Connection', 'Auto-Generate', 'your connections'],
    figures: [],
    actions: [
      { label: 'Create Connection', does: 'opens a form: a from concept, a to concept, a type, a strength and a context' },
      { label: 'Auto-Generate', does: 'opens a form: name a concept and a subject, and the app adds connections for it' },
      { label: 'Edit', does: 'on a connection, changes it' },
      { label: 'Delete', does: 'on a connection, removes it after you confirm' },
    ],
  },
  'skill-tree': {
    id: 'skill-tree',
    path: '/skill-tree',
    title: 'Skill Tree',
    purpose: {
      child: 'This page shows the skills of a subject as a map. A skill opens when you finish the skills before it.',
      older:
        'The Skill Tree maps the skills of a subject, from the first ones to the hardest. Each skill shows whether it is locked, available, in progress, completed or mastered; a skill opens once the skills it needs are completed, and you master it by answering its questions right in the tutor and its lessons.',
    },
    reach: '‘Skill Tree’ in your account menu (your name at the top right; on a phone, in the menu)',
    parts: ['Graph', 'List'],
    figures: [],
    actions: [
      { label: 'Mathematics, Science, Programming, Language Arts, History, Art', does: 'shows that subject’s skills' },
      { label: 'Graph / List', does: 'shows the skills as a map or as a list by level' },
      { label: 'Start Learning', does: 'on an available skill, opens the tutor on it', to: '/chat' },
      { label: 'Continue Learning', does: 'on a skill you started, opens the tutor on it again', to: '/chat' },
      { label: 'Review Skill', does: 'on a completed or mastered skill, opens a lesson on it to review', to: '/chat?mode=structured' },
      { label: 'Complete Prerequisites First', does: 'on a locked skill: finish the skills listed under Prerequisites first' },
    ],
  },
  family: {
    id: 'family',
    path: '/family',
    title: 'Family Plan',
    purpose: {
      child: 'This page shows your family’s plan. If a grown-up sent you a link, open it to join their family.',
      older:
        'The Family Plan page: the owner of a Family plan invites up to 4 members with single-use links, sees each member’s sessions, streak, subjects and achievements (and, for members under 13, safety alerts, never their conversations) and can remove a member; a member sees whose plan they share and can leave it.',
    },
    reach: '‘Manage Your Family’ or ‘Your Family’ on the My Plan page',
    figures: [],
    actions: [
      { label: 'Invite a member', does: 'makes a link that works once, for 7 days, to send to one person' },
      { label: 'Copy link', does: 'copies the invitation link so you can send it' },
      { label: 'View progress', does: 'on a member, shows their sessions, streak, subjects and achievements' },
      { label: 'Remove', does: 'on a member, takes them off the Family plan after you confirm; they go back to the Free plan' },
      { label: 'Leave family', does: 'for a member, leaves the Family plan after you confirm and goes back to the Free plan' },
    ],
  },
};

/** The screen a path shows, when it is built ('/chat/3?mode=voice' is the chat). */
export function screenAt(path: string): ScreenDescription | null {
  const first = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[0];
  if (first === undefined) return SCREENS.home;
  return Object.values(SCREENS).find((s) => s.path === `/${first}`) ?? null;
}

/** A feature a learner may look for, and how to get to it (short sentences: a child reads them too). */
export type ScreenFeature = {
  id: string;
  /** Words a learner uses for it (regular expression sources, matched whole-word and case-insensitive). */
  words: string[];
  /** The screen it is on. */
  screen: ScreenId;
  /** How to reach and use it, from anywhere. */
  how: string;
  /** Said instead on these screens (the one it is on, or one with its own button for it). */
  on: Partial<Record<ScreenId, string>>;
};

const TO_PROGRESS = 'Press ‘Progress Check’ on the dashboard to open it. Or use ‘Progress Analytics’ in your account menu.';

/** In the order they are tried: the broad 'tutor' last. */
export const SCREEN_FEATURES: ScreenFeature[] = [
  {
    id: 'subjects',
    words: ['subjects?'],
    screen: 'subject-selection',
    how: 'Go to the dashboard and press ‘New Subject’ under Quick Actions. Pick or remove subjects and set a level for each. Then press ‘Continue to Dashboard’.',
    on: {
      dashboard:
        'Press ‘New Subject’ under Quick Actions, or the ‘Add New Subject’ tile under Your Subjects. Pick or remove subjects and set a level for each. Then press ‘Continue to Dashboard’.',
      'subject-selection':
        'You are on the right page. Pick or remove subjects and set a level for each. Then press ‘Continue to Dashboard’.',
      chat: 'Press ‘Change Subject’ at the top to pick one of your other subjects. To add or drop a subject, go to the dashboard and press ‘New Subject’.',
    },
  },
  {
    id: 'lesson',
    words: ['lessons?', 'structured', 'five[- ]phase', 'five steps'],
    screen: 'chat',
    how: 'Press ‘Structured Lesson’ on the dashboard. Or open ‘AI Tutor’ in the main menu and choose the Structured tab. The lesson has five phases: listen, ask, talk, teach and quiz.',
    on: {
      chat: 'Choose the Structured tab at the top of the tutor. It builds a lesson in five phases: listen, ask, talk, teach and quiz.',
    },
  },
  {
    id: 'timer',
    words: ['(?:study |focus )?timer', 'pomodoros?', 'focus sessions?'],
    screen: 'progress',
    how: `The Study Timer is a tab of the Progress page. ${TO_PROGRESS} Then choose the Study Timer tab and press Start. You focus for 25 minutes, then rest for 5.`,
    on: { progress: 'Choose the Study Timer tab on this page and press Start: 25 minutes of focus, then a 5-minute break.' },
  },
  {
    id: 'voice',
    words: ['voice', 'talk to', 'speak', 'microphone', 'out loud'],
    screen: 'chat',
    how: 'Press ‘Voice Practice’ on the dashboard. Or open ‘AI Tutor’ in the main menu and choose the Voice tab. Then press ‘Start Voice Chat’.',
    on: { chat: 'Choose the Voice tab at the top of the tutor and press ‘Start Voice Chat’.' },
  },
  {
    id: 'achievements',
    words: ['achievements?', 'badges?', 'awards?'],
    screen: 'progress',
    how: `Your achievements are a tab of the Progress page. ${TO_PROGRESS} Then choose the Achievements tab.`,
    on: { progress: 'Choose the Achievements tab on this page. It shows what you unlocked and what comes next.' },
  },
  {
    id: 'analytics',
    words: ['analytics', 'recommendations?', 'statistics'],
    screen: 'progress',
    how: `Analytics is a tab of the Progress page. ${TO_PROGRESS} It shows how well you know each subject, with recommendations.`,
    on: { progress: 'Choose the Analytics tab on this page: your mastery of each subject and recommendations.' },
  },
  {
    id: 'assessment',
    words: ['assessment', 'questionnaire', 'learning style'],
    screen: 'questionnaire',
    how: 'Press ‘Take the assessment’ on the dashboard. It asks a few quick questions about how you like to learn.',
    on: { questionnaire: 'You are on it. Answer each question, and the tutor will suit how you like to learn.' },
  },
  {
    id: 'dashboard',
    words: ['dashboard', 'home page'],
    screen: 'dashboard',
    how: 'Press ‘Dashboard’ in the main menu at the top. On a phone, open the menu first.',
    on: { dashboard: 'You are on it: this is your Learning Dashboard.' },
  },
  {
    id: 'history',
    words: [
      'history',
      '(?:past|old|earlier|previous) (?:conversations?|chats?|messages?)',
      'search (?:my |through |all )?(?:conversations?|chats?|messages?)',
    ],
    screen: 'history',
    how: 'Press ‘Learning History’ under Quick Actions on the dashboard. Search your past conversations there, or ask what you studied.',
    on: {
      history: 'You are on it. Type a word under Search Conversations, or a question under Ask About Your Learning.',
      dashboard: 'Press ‘Learning History’ under Quick Actions. Search your past conversations there, or ask what you studied.',
    },
  },
  {
    id: 'connections',
    words: ['(?:learning )?connections?', 'link(?:ing)? (?:ideas|concepts|topics)', 'concept maps?'],
    screen: 'connections',
    how: 'Press ‘Learning Connections’ under Quick Actions on the dashboard. Create a connection between two ideas there, or let Auto-Generate suggest some.',
    on: {
      connections: 'You are on it. Press ‘Create Connection’ to link two ideas, or ‘Auto-Generate’ for a concept you are studying.',
      dashboard:
        'Press ‘Learning Connections’ under Quick Actions. Create a connection between two ideas there, or let Auto-Generate suggest some.',
    },
  },
  {
    id: 'skill-tree',
    words: ['skill ?tree', 'skills? map', 'learning map', 'prerequisites?', 'locked skills?', 'unlock (?:a |the )?skills?'],
    screen: 'skill-tree',
    how: 'Press ‘Skill Tree’ in your account menu (your name at the top right; on a phone, open the menu first). Choose a subject, then a skill to see what it needs and to start learning it.',
    on: {
      'skill-tree':
        'You are on it. Choose a subject at the top, then a skill: its details say what it needs, and its button starts learning it with the tutor.',
    },
  },
  {
    id: 'tutor',
    words: ['tutor', 'chat', '(?:a |learning |tutoring )?session', 'conversation', 'learning'],
    screen: 'chat',
    how: 'Press ‘Continue Learning’ on the dashboard, or ‘AI Tutor’ in the main menu. Type your question and press Enter.',
    on: { chat: 'Type your question in the message box at the bottom and press Enter. ‘New conversation’ starts a fresh one.' },
  },
];

/** The built screens in one list of lines, for a provider's context: nothing else exists yet. */
export function builtScreensList(): string {
  return Object.values(SCREENS)
    .map((s) => `${s.title} (${s.path})`)
    .join('; ');
}
