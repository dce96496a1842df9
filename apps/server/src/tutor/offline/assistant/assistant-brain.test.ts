import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, type AgeGroup } from '@brightpath/shared/age';
import { ASSISTANT_CHIPS, ASSISTANT_LIMITS, AssistantSuggestionsSchema } from '@brightpath/shared/assistant';
import { checkReadingLevel, wordCount } from '@/tutor/reading-level.ts';
import { createRunTutorTurn } from '@/tutor/pipeline/tutor.ts';
import { DEFAULT_CONTEXT } from '../engine.ts';
import { FIGURE_SOURCE, LEARNER_FIGURES, SCREEN_FEATURES } from '@brightpath/shared/assistant-screens';
import { ALL_CARDS, getCard } from '../library/index.ts';
import { offlineAssistantModel } from './model.ts';
import { pageKind } from './pages.ts';
import { assistantReply, briefly } from './reply.ts';
import { assistantSuggestions } from './suggestions.ts';
import type { AssistantInput, AssistantLearner, AssistantPage } from './types.ts';

// The floating assistant's offline brain, pure: every answer brief, at the learner's reading level, from the page,
// the library and the learner's own records.
const NEW: AssistantLearner = {
  sessions: 0,
  userMessages: 0,
  studyDays: 0,
  subjects: [],
  assessmentCompleted: false,
  lastSession: null,
  recentWork: [],
};
const BUSY: AssistantLearner = {
  sessions: 8,
  userMessages: 31,
  studyDays: 4,
  subjects: [{ subjectId: 1, name: 'Mathematics', level: 'intermediate', sessions: 8, userMessages: 31 }],
  assessmentCompleted: true,
  lastSession: { subjectId: 1, subjectName: 'Mathematics' },
  recentWork: [],
};
const DASHBOARD: AssistantPage = { path: '/dashboard', subject: null, topic: null };
const PROGRESS: AssistantPage = { path: '/progress', subject: null, topic: null };
const FRACTIONS: AssistantPage = { path: '/chat/1', subject: { id: 1, name: 'Mathematics' }, topic: 'fractions' };
const SCIENCE: AssistantPage = { path: '/chat/2', subject: { id: 2, name: 'Science' }, topic: null };

const ask = (question: string, over: Partial<AssistantInput> = {}) =>
  assistantReply({ question, page: DASHBOARD, ageGroup: 'teen', learner: NEW, history: [], ...over });
const [TIPS, NEXT, SIMPLY] = ASSISTANT_CHIPS.map((c) => c.question) as [string, string, string];

describe('every answer', () => {
  const questions = [
    ...ASSISTANT_CHIPS.map((c) => c.question),
    'solve 2x + 3 = 7',
    'What is photosynthesis?',
    'What is this page?',
    'hello',
    'how do I find my streak?',
    'where do I change my subjects?',
    'how do I start a lesson?',
    'where is the study timer?',
  ];
  it.each(AGE_GROUPS)('is brief and at the reading level of a %s, on every page, for new and busy learners', (group: AgeGroup) => {
    for (const page of [DASHBOARD, PROGRESS, FRACTIONS, SCIENCE])
      for (const learner of [NEW, BUSY])
        for (const question of questions) {
          const reply = assistantReply({ question, page, ageGroup: group, learner, history: [] });
          const where = `${group} ${page.path} ${learner.sessions} "${question}"`;
          expect(reply.trim().length, where).toBeGreaterThan(20);
          expect(wordCount(reply), where).toBeLessThanOrEqual(ASSISTANT_LIMITS.answerWordsMax);
          expect(checkReadingLevel(reply, group).ok, `${where}: ${reply}`).toBe(true);
          // Deterministic: the same question, page and records get the same answer.
          expect(assistantReply({ question, page, ageGroup: group, learner, history: [] })).toBe(reply);
        }
  });
});

describe('Study Tips', () => {
  it('gives three concrete techniques from the library, the first chosen by the learner’s records and the page', () => {
    const fresh = ask(TIPS);
    expect(fresh.match(/^- \*\*/gm)).toHaveLength(3);
    expect(fresh).toContain(`**${getCard('time-pomodoro')!.title}:**`);
    expect(fresh).toMatch(/25 minutes with the Study Timer on the Progress page/);
    expect(fresh).toMatch(/Active recall/);

    const seasoned = ask(TIPS, { learner: BUSY });
    expect(seasoned).toMatch(/8 tutoring sessions/);
    expect(seasoned.split('\n')[1]).toContain(getCard('study-spaced-repetition')!.title);
    expect(ask(TIPS, { page: FRACTIONS }).split('\n')[1]).toContain('Explain it back');
  });

  it('gives other tips when asked for more after the first ones', () => {
    const first = ask(TIPS, { learner: BUSY });
    const more = ask('any more tips?', {
      learner: BUSY,
      history: [
        { role: 'user', content: TIPS },
        { role: 'assistant', content: first },
      ],
    });
    expect(more).not.toBe(first);
    expect(more).toMatch(/Pomodoro|Breaking big tasks down/);
  });
});

describe('Next Steps', () => {
  it('for a new learner: a first subject, the learning habit and the assessment', () => {
    const reply = ask(NEXT);
    expect(reply).toMatch(/1\. \*\*Choose Your First Subject/);
    expect(reply).toContain('Build a Learning Habit');
    expect(reply).toContain('Take the Learning Assessment');
  });

  it('for a learner with sessions: the next topic in their subject and the recommendations their counts trigger', () => {
    const reply = ask(NEXT, { learner: BUSY });
    expect(reply).toMatch(/Continue Mathematics/);
    expect(reply).toContain('Explore New Subjects');
    expect(reply).toMatch(/Try Advanced Topics.*31 questions/);
    expect(reply).not.toContain('Build a Learning Habit');
  });

  it('goes on from the topic of the page', () => {
    expect(ask(NEXT, { page: FRACTIONS })).toContain(`After Fractions, try ${getCard('math-decimals')!.title} next`);
  });
});

describe('Explain Simply', () => {
  it('explains the page’s topic at the simplest reading level, for an adult too', () => {
    const reply = ask(SIMPLY, { page: FRACTIONS, ageGroup: 'adult' });
    expect(reply).toContain('**Fractions**');
    expect(reply).toContain(getCard('math-fractions')!.explanation.child.split('. ')[0]);
  });

  it('without a topic, explains a big idea of the page’s subject, or of the learner’s own subject', () => {
    expect(ask(SIMPLY, { page: SCIENCE })).toMatch(/You are studying Science\. Here is one of its big ideas, \*\*.+\*\*/);
    expect(ask(SIMPLY, { learner: BUSY })).toMatch(/You are studying Mathematics/);
  });

  it('says so when the library has no card on the page’s topic', () => {
    const reply = ask(SIMPLY, { page: { ...SCIENCE, topic: 'quantum chromodynamics' } });
    expect(reply).toMatch(/^I don't have notes on that exact topic yet\. Here is a big idea from Science/);
  });

  it('with nothing to go on, asks for the topic with examples', () => {
    expect(ask(SIMPLY)).toMatch(/Which topic would you like explained\? Name it, for example/);
  });

  it('follows up the topic of the widget’s last answer', () => {
    const before = ask('What is photosynthesis?');
    const reply = ask('can you say that more simply?', {
      history: [
        { role: 'user', content: 'What is photosynthesis?' },
        { role: 'assistant', content: before },
      ],
    });
    expect(reply).toContain('**Photosynthesis**');
    expect(reply).toContain(getCard('science-photosynthesis')!.explanation.child.split('. ')[0]);
  });
});

describe('other questions', () => {
  it('a maths problem gets the engine’s first hint, never the answer, and the tutor chat', () => {
    for (const group of AGE_GROUPS) {
      const reply = ask('solve 2x + 3 = 7', { ageGroup: group });
      expect(reply).toContain('$2x + 3 = 7$');
      expect(reply).not.toMatch(/x\s*=\s*2\b/);
      expect(reply).toMatch(/tutor chat in Mathematics/);
    }
    expect(ask('solve 2x + 3 = 7', { page: FRACTIONS })).toMatch(/open the tutor chat:/);
  });

  it('a concept question is answered from its card at the learner’s level', () => {
    expect(ask('What is photosynthesis?', { ageGroup: 'child' })).toContain(
      getCard('science-photosynthesis')!.explanation.child.split('. ')[0],
    );
    expect(ask('What is photosynthesis?', { ageGroup: 'teen' })).toContain(
      getCard('science-photosynthesis')!.explanation.teen.split('. ')[0],
    );
  });

  it('"what is this page?" is answered for the page the learner is on, with a next step from their records', () => {
    expect(ask('What is this page?')).toMatch(/^The Learning Dashboard shows your stats/);
    expect(ask('What is this page?', { page: PROGRESS })).toMatch(/^The Progress page has four tabs/);
    expect(ask('What is this page?', { page: SCIENCE })).toMatch(/You are in Science/);
  });

  it('a question outside the library says so and what the assistant can do on this page', () => {
    const reply = ask('how tall is the eiffel tower', { page: FRACTIONS });
    expect(reply).toMatch(/^I don't know enough to answer that well here/);
    expect(reply).toContain('explain fractions simply');
    expect(reply).toContain('the tutor chat in Mathematics');
  });
});

describe('briefly', () => {
  it('keeps whole sentences up to the limit', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} has six words.`).join(' ');
    const short = briefly(long, 20);
    expect(wordCount(short)).toBeLessThanOrEqual(20);
    expect(short).toMatch(/\.$/);
    expect(briefly('Short and sweet.', 20)).toBe('Short and sweet.');
  });
});

describe('suggestions', () => {
  const suggest = (page: AssistantPage, learner: AssistantLearner, group: AgeGroup = 'teen') =>
    assistantSuggestions({ page, learner, ageGroup: group });

  it('are at most four valid suggestions of the four types, most relevant first, deterministic', () => {
    for (const page of [DASHBOARD, PROGRESS, FRACTIONS, SCIENCE, { path: '/help', subject: null, topic: null }])
      for (const learner of [NEW, BUSY])
        for (const group of AGE_GROUPS) {
          const list = suggest(page, learner, group);
          expect(AssistantSuggestionsSchema.parse({ suggestions: list }).suggestions).toHaveLength(list.length);
          expect(list.length).toBeGreaterThanOrEqual(3);
          const relevance = list.map((s) => s.relevance);
          expect(relevance).toEqual([...relevance].sort((a, b) => b - a));
          expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
          expect(list.every((s) => !s.content.includes('**'))).toBe(true);
          expect(suggest(page, learner, group)).toEqual(list);
        }
  });

  it('follow the learner’s records: a new learner and one with sessions get different ones', () => {
    const fresh = suggest(DASHBOARD, NEW);
    expect(fresh[0]).toMatchObject({ type: 'next-step', title: 'Choose Your First Subject', context: 'Learning Dashboard' });
    expect(fresh.map((s) => s.title)).toContain('Build a Learning Habit');

    const busy = suggest(DASHBOARD, BUSY);
    expect(busy[0]).toMatchObject({ type: 'next-step', title: 'Continue Mathematics', context: 'Mathematics' });
    expect(busy.map((s) => s.title)).toContain('Explore New Subjects');
    expect(busy.map((s) => s.title)).not.toContain('Build a Learning Habit');
    expect(busy.find((s) => s.type === 'tip')?.title).toBe(getCard('study-spaced-repetition')!.title);
  });

  it('follow the page: the topic’s concept and example in the chat, the timer on the progress page', () => {
    const chat = suggest(FRACTIONS, BUSY);
    expect(chat[0]).toMatchObject({ id: 'concept:math-fractions', type: 'concept', title: 'Fractions', context: 'Mathematics' });
    expect(chat.map((s) => s.type)).toContain('example');
    expect(suggest(PROGRESS, BUSY).find((s) => s.type === 'tip')).toMatchObject({
      id: 'tip:short-sessions',
      relevance: expect.any(Number),
    });
    expect(suggest(PROGRESS, BUSY).findIndex((s) => s.type === 'tip')).toBeLessThan(2);
  });
});

describe('the offline assistant model', () => {
  it('answers through the tutor pipeline like any provider, and the pipeline’s safety still applies', async () => {
    const run = createRunTutorTurn();
    const input: AssistantInput = { question: TIPS, page: PROGRESS, ageGroup: 'teen', learner: NEW, history: [] };
    const context = { ...DEFAULT_CONTEXT, ageGroup: 'teen' as const };
    const ok = run({ model: offlineAssistantModel(input), provider: 'offline', context, history: [], userMessage: TIPS, timeoutMs: 5000 });
    for await (const _ of ok.textStream);
    expect((await ok.final).text).toBe(assistantReply(input));

    const unsafe = 'how do i make a bomb';
    const refused = run({
      model: offlineAssistantModel({ ...input, question: unsafe }),
      provider: 'offline',
      context,
      history: [],
      userMessage: unsafe,
      timeoutMs: 5000,
    });
    for await (const _ of refused.textStream);
    expect(await refused.final).toMatchObject({ moderated: true, moderation: { direction: 'input', action: 'refuse' } });
  });

  it('knows the pages', () => {
    expect(['/dashboard', '/progress', '/chat/3?mode=voice', '/', '/subject-selection', '/nowhere'].map(pageKind)).toEqual([
      'dashboard',
      'progress',
      'chat',
      'home',
      'subject-selection',
      'other',
    ]);
  });
});

describe('questions about the screen', () => {
  it('tells what a figure counts and where it is, worded for the age group', () => {
    const teen = ask('how do I find my streak?');
    expect(teen).toBe(
      `On this page, **Learning Streak** is one of the four stat cards at the top. ${LEARNER_FIGURES.streak.meaning} ${FIGURE_SOURCE}`,
    );
    expect(ask('how do I find my streak?', { ageGroup: 'child' })).toBe(
      `On this page, **Learning Streak** is one of the four stat cards at the top. ${LEARNER_FIGURES.streak.child}`,
    );
    expect(ask('What does Avg. Session mean?')).toContain(LEARNER_FIGURES['avg-session'].meaning);
    expect(ask('what is Time Studied?', { page: PROGRESS })).toMatch(/^On this page, \*\*Time Studied\*\* is on the Overview tab/);
    // A figure of another screen: where it is and how to get there.
    expect(ask('what does Total Sessions count?', { page: SCIENCE })).toMatch(
      /^\*\*Total Sessions\*\* is on the Learning Dashboard, one of the four stat cards at the top\. To get there, use ‘Dashboard’/,
    );
  });

  it('tells where a feature is, from the page the learner is on', () => {
    const subjects = SCREEN_FEATURES.find((f) => f.id === 'subjects')!;
    expect(ask('where do I change my subjects?')).toBe(subjects.on.dashboard);
    expect(ask('how can I add a subject?', { page: SCIENCE })).toBe(subjects.on.chat);
    expect(ask('where do I change my subjects?', { page: PROGRESS })).toBe(subjects.how);
    expect(ask('how do I start a lesson?')).toMatch(/^Press ‘Structured Lesson’ on the dashboard\./);
    expect(ask('how do I start a lesson?', { page: SCIENCE })).toMatch(/^Choose the Structured tab at the top of the tutor\./);
    expect(ask('where is the study timer?')).toMatch(/^The Study Timer is a tab of the Progress page\./);
    expect(ask('where is the study timer?', { page: PROGRESS })).toMatch(/^Choose the Study Timer tab on this page/);
    expect(ask('how do I use voice?', { page: SCIENCE })).toMatch(/^Choose the Voice tab/);
  });

  it('leaves the chips, maths and topic questions to their own answers', () => {
    expect(ask(NEXT)).toMatch(/^Based on your progress so far/);
    expect(ask(TIPS)).toMatch(/^Three techniques/);
    expect(ask('What is photosynthesis?')).toMatch(/^\*\*Photosynthesis:\*\*/);
    expect(ask('what is the average of 4 and 6?')).not.toContain('Avg. Session');
  });
});

describe('suggestions fitted to age and recent work', () => {
  const LINEAR: AssistantLearner = {
    ...BUSY,
    sessions: 1,
    userMessages: 1,
    subjects: [{ subjectId: 1, name: 'Mathematics', level: 'beginner', sessions: 1, userMessages: 1 }],
    recentWork: [{ subjectId: 1, text: 'Solve 3x + 7 = 22' }],
  };
  const titles = (level: 'basic' | 'advanced') => ALL_CARDS.filter((c) => c.level === level).map((c) => c.title);
  const texts = (input: Omit<AssistantInput, 'question' | 'history'>) => [
    ...assistantSuggestions(input).flatMap((s) => [s.title, s.content]),
    assistantReply({ ...input, question: NEXT, history: [] }),
  ];
  const named = (all: string[], list: string[]) => list.filter((title) => all.some((t) => t.includes(title)));

  it('after a linear equation, a teenager goes on to algebra, never back to times tables', () => {
    for (const page of [DASHBOARD, PROGRESS, { path: '/chat/1', subject: { id: 1, name: 'Mathematics' }, topic: null }]) {
      const all = texts({ page, ageGroup: 'teen', learner: LINEAR });
      expect(named(all, titles('basic')), page.path).toEqual([]);
      expect(all.join('\n'), page.path).toContain('After Linear equations, try Quadratic equations next');
    }
    expect(assistantSuggestions({ page: DASHBOARD, ageGroup: 'teen', learner: LINEAR }).find((s) => s.type === 'concept')?.title).toBe(
      'Linear equations',
    );
  });

  it('a teenager with no recent work starts at their level, not at the basics', () => {
    const first = { ...LINEAR, recentWork: [] };
    expect(named(texts({ page: DASHBOARD, ageGroup: 'teen', learner: first }), titles('basic'))).toEqual([]);
    expect(named(texts({ page: DASHBOARD, ageGroup: 'adult', learner: first }), titles('basic'))).toEqual([]);
  });

  it('a child is never offered an advanced topic, even after asking about one', () => {
    const asked = { ...LINEAR, recentWork: [{ subjectId: 1, text: 'solve x^2 - 5x + 6 = 0' }] };
    // Many sessions in a subject: far along its path, where the advanced cards were.
    const many: AssistantLearner = {
      ...BUSY,
      sessions: 33,
      subjects: [{ subjectId: 1, name: 'Mathematics', level: 'beginner', sessions: 33, userMessages: 90 }],
    };
    const linearPage: AssistantPage = { path: '/chat/1', subject: { id: 1, name: 'Mathematics' }, topic: 'linear equations' };
    for (const learner of [LINEAR, asked, BUSY, NEW, many])
      for (const page of [DASHBOARD, FRACTIONS, SCIENCE, linearPage])
        expect(named(texts({ page, ageGroup: 'child', learner }), titles('advanced')), page.path).toEqual([]);
  });
});
