// How a question about the learner's own learning is read before anything is looked up ('what did I study about
// fractions last week?', 'what do I find hard?'): the time it asks about, the subject it names, whether it asks what is
// hard, and the words left that name a topic (searched in the learner's messages with the history search).
import type { HistoryTimeframe } from '@brightpath/shared/history';

export type QuestionReading = {
  /** The window asked about, in days back from now ('today' is the last day); null: all of the learner's history. */
  days: number | null;
  /** How the answer names that window ('in the past 7 days'); empty for all time. */
  window: string;
  /** The nearest timeframe of the search's choices, for the sources' link; null for all time. */
  timeframe: HistoryTimeframe | null;
  subjectId: number | null;
  /** The learner asks what they find hard, get wrong or struggle with. */
  difficulty: boolean;
  /** The topic words left once the question's own words are taken out (at most 8). */
  words: string[];
};

type Window = { pattern: RegExp; days: number; window: string; timeframe: HistoryTimeframe };

/** Phrases of time, the first that matches wins (rolling windows: 'last week' is read as the past 7 days). */
const WINDOWS: Window[] = [
  { pattern: /\btoday\b|\bthis morning\b|\btonight\b/, days: 1, window: 'in the last 24 hours', timeframe: 'week' },
  { pattern: /\byesterday\b/, days: 2, window: 'in the last 2 days', timeframe: 'week' },
  {
    pattern: /\b(?:this|last|past|previous) (?:week|7 days|seven days)\b|\brecently\b|\blately\b|\bthese days\b/,
    days: 7,
    window: 'in the past 7 days',
    timeframe: 'week',
  },
  {
    pattern: /\b(?:this|last|past|previous) (?:month|30 days|thirty days|few weeks|couple of weeks)\b/,
    days: 30,
    window: 'in the past 30 days',
    timeframe: 'month',
  },
  {
    pattern: /\b(?:this|last|past|previous) (?:year|12 months|twelve months|term|semester)\b/,
    days: 365,
    window: 'in the past year',
    timeframe: 'year',
  },
];

/** Other names learners give the catalogue's subjects (matched as whole words, lower case). */
const SUBJECT_ALIASES: Record<string, string[]> = {
  Mathematics: ['math', 'maths', 'mathematics', 'algebra', 'arithmetic', 'geometry'],
  Science: ['science', 'sciences'],
  'Reading & Language Arts': ['reading', 'writing', 'english', 'language arts', 'grammar', 'spelling'],
  'History & Social Studies': ['history', 'social studies', 'geography'],
};

const DIFFICULTY =
  /\b(?:hard|harder|hardest|difficult|difficulty|difficulties|struggl\w*|stuck|confus\w*|tricky|trouble|weak\w*|mistakes?|wrong|problems? with|challeng\w*|improve|work on)\b/;

/** Words of the question itself, not of its topic: they would make every message match or none. */
const QUESTION_WORDS = new Set(
  `what which when where who whom whose why how did do does done doing have has had was were is are am be been being
  can could should would will shall may might must i me my mine myself you your we our us it its they them their this that
  these those there here the a an and or but if then so of in on at to for from with about into over under by as up down
  out off again last past previous week weeks month months year years today yesterday tonight morning recently lately
  days day time times ago study studied studying learn learned learnt learning learner work worked working find found
  finding hard harder hardest difficult difficulty difficulties struggle struggled struggling stuck confused confusing
  tricky trouble weak weakest weakness mistakes mistake wrong improve challenge challenging tell show remind summary
  summarise summarize any anything something everything all some much many more most topics topic subject subjects
  lesson lessons session sessions conversation conversations chat chats tutor asked ask question questions know get got
  make made good best well better like just also still been going go went need needs want term semester thing things
  please really very`
    .split(/\s+/)
    .filter(Boolean),
);

/** Reads a question about the learner's own learning; `subjects` are the catalogue's (id and name). */
export function readLearningQuestion(question: string, subjects: readonly { id: number; name: string }[]): QuestionReading {
  const text = question.toLowerCase().replace(/\s+/g, ' ');
  const found = WINDOWS.find((w) => w.pattern.test(text));
  let subjectId: number | null = null;
  const subjectWords = new Set<string>();
  for (const s of subjects) {
    const names = [s.name.toLowerCase(), ...(SUBJECT_ALIASES[s.name] ?? [])];
    const named = names.find((n) => new RegExp(`(?:^|[^\\p{L}])${escape(n)}(?:$|[^\\p{L}])`, 'u').test(text));
    if (named && subjectId === null) {
      subjectId = s.id;
      for (const w of named.split(/[^\p{L}]+/u)) subjectWords.add(w);
    }
  }
  const words = (text.match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !QUESTION_WORDS.has(w) && !subjectWords.has(w));
  return {
    days: found?.days ?? null,
    window: found?.window ?? '',
    timeframe: found?.timeframe ?? null,
    subjectId,
    difficulty: DIFFICULTY.test(text),
    words: [...new Set(words)].slice(0, 8),
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a learner writes when something is hard for them: searched in their own messages for 'what do I find hard?'. */
export const DIFFICULTY_SEARCH = 'hard or difficult or confused or confusing or stuck or understand or struggle or tricky or wrong or lost';
