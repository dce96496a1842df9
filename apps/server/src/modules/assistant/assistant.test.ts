import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSISTANT_CHIPS, ASSISTANT_LIMITS, ASSISTANT_MESSAGES, AssistantSuggestionsSchema } from '@brightpath/shared/assistant';
import { get, post, sessionCookie, uniqueUser } from '@/test/helpers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { FIGURE_SOURCE, LEARNER_FIGURES } from '@brightpath/shared/assistant-screens';
import { ALL_CARDS, getCard } from '@/tutor/offline/library/index.ts';
import { wordCount } from '@/tutor/reading-level.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { chatTestApp, learner, tutor, type ChatTestApp, type Learner } from '../chat/chat.test-support.ts';

// The floating assistant through HTTP: the offline assistant (the default), a provider through the fake
// OpenAI-compatible server, and an injected model.
let t: ChatTestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await chatTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
  const admin = uniqueUser('admin');
  await upsertAdmin(t.database.db, admin);
  adminCookie = sessionCookie(await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password }));
});
afterAll(async () => {
  await t?.close();
});

type Ctx = Record<string, unknown>;
const ask = (app: ChatTestApp, question: string, context: Ctx, cookie?: string) =>
  post(app.app, '/api/ai-assistant', { question, context }, cookie);
const suggestions = (app: ChatTestApp, query: string, cookie?: string) => get(app.app, `/api/ai-assistant/suggestions?${query}`, cookie);
const events = (cookie: string | undefined, query: string) => get(t.app, `/api/admin/moderation-events${query}`, cookie);
const [TIPS, NEXT, SIMPLY] = ASSISTANT_CHIPS.map((c) => c.question) as [string, string, string];
const FRACTIONS_PAGE = { currentPage: '/chat/1', subjectId: 1, topic: 'fractions', conversationHistory: [] };

/** A learner who chose Mathematics and had one tutoring session in it (through the offline tutor). */
async function mathsLearner(app: ChatTestApp, age?: number): Promise<Learner> {
  const a = await learner(app.app, age);
  expect((await post(app.app, '/api/user-subjects', { subjectId: 1, level: 'beginner' }, a.cookie)).statusCode).toBe(201);
  expect((await tutor(app.app, { userMessage: 'What is a fraction?', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
  return a;
}

describe('POST /api/ai-assistant, offline', () => {
  it('answers with the page’s context: its subject, its topic and the page itself', async () => {
    const a = await learner(t.app, 15);
    const topic = await ask(t, SIMPLY, FRACTIONS_PAGE, a.cookie);
    expect(topic.statusCode).toBe(200);
    expect(topic.json().response).toContain('**Fractions**');
    expect(topic.json().response).toContain(getCard('math-fractions')!.explanation.child.split('. ')[0]);

    const science = (await ask(t, 'What is this page?', { currentPage: '/chat/2', subjectId: 2 }, a.cookie)).json().response;
    expect(science).toMatch(/^This is the AI tutor/);
    expect(science).toContain('You are in Science');
    // A subject named by the page without its id is found in the catalogue too.
    expect((await ask(t, 'What is this page?', { currentPage: '/chat', currentSubject: 'science' }, a.cookie)).json().response).toContain(
      'You are in Science',
    );
    expect((await ask(t, 'What is this page?', { currentPage: '/dashboard' }, a.cookie)).json().response).toMatch(
      /^The Learning Dashboard/,
    );
    expect((await ask(t, 'What is this page?', { currentPage: '/progress' }, a.cookie)).json().response).toMatch(/^The Progress page/);
  });

  it('gives each quick-question chip a specific answer from the learner’s own records', async () => {
    const a = await mathsLearner(t, 15);
    const answers: Record<string, string> = {};
    for (const chip of ASSISTANT_CHIPS) {
      const res = await ask(t, chip.question, FRACTIONS_PAGE, a.cookie);
      expect(res.statusCode, chip.label).toBe(200);
      answers[chip.label] = res.json().response;
      expect(wordCount(answers[chip.label]!), chip.label).toBeLessThanOrEqual(ASSISTANT_LIMITS.answerWordsMax);
    }
    expect(answers['Study Tips']).toMatch(/1 tutoring session behind you/);
    expect(answers['Study Tips']!.match(/^- \*\*/gm)).toHaveLength(3);
    expect(answers['Study Tips']).toContain('**Explain it back:**');
    // One session, one subject: the recommendations of spec 001 section 9, and the topic after the page's.
    expect(answers['Next Steps']).toContain('Build a Learning Habit');
    expect(answers['Next Steps']).toContain('Explore New Subjects');
    expect(answers['Next Steps']).toContain(`After Fractions, try ${getCard('math-decimals')!.title} next`);
    expect(answers['Explain Simply']).toMatch(/^Here is \*\*Fractions\*\* in simple words/);
  });

  it('reads the learner’s own records, not the progress the browser sends', async () => {
    const a = await learner(t.app, 30);
    const res = await ask(t, TIPS, { currentPage: '/dashboard', userProgress: { totalSessions: 99, streak: 7 } }, a.cookie);
    expect(res.json().response).toMatch(/^Three techniques that work, to start you off well/);
    expect((await ask(t, NEXT, { currentPage: '/dashboard', userProgress: { totalSessions: 99 } }, a.cookie)).json().response).toContain(
      'Choose Your First Subject',
    );
  });

  it('words the answer for a child', async () => {
    const a = await learner(t.app, 9);
    const reply = (await ask(t, 'What is photosynthesis?', { currentPage: '/chat/2', subjectId: 2 }, a.cookie)).json().response;
    expect(reply).toContain(getCard('science-photosynthesis')!.explanation.child.split('. ')[0]);
  });

  it('uses the widget’s last turns', async () => {
    const a = await learner(t.app, 15);
    const first = (await ask(t, 'What is photosynthesis?', { currentPage: '/dashboard' }, a.cookie)).json().response;
    const history = [
      { role: 'user', content: 'What is photosynthesis?' },
      { role: 'assistant', content: first },
    ];
    const again = (
      await ask(t, 'can you say that more simply?', { currentPage: '/dashboard', conversationHistory: history }, a.cookie)
    ).json();
    expect(again.response).toMatch(/^Here is \*\*Photosynthesis\*\* in simple words/);
  });

  it('gives a maths problem a first hint, never the answer', async () => {
    const a = await learner(t.app, 15);
    const reply = (await ask(t, 'solve 2x + 3 = 7', { currentPage: '/dashboard' }, a.cookie)).json().response;
    expect(reply).toContain('$2x + 3 = 7$');
    expect(reply).not.toMatch(/x\s*=\s*2\b/);
    expect(reply).toContain('tutor chat in Mathematics');
  });
});

describe('POST /api/ai-assistant, offline: questions about the screen', () => {
  it('tells where the dashboard’s streak is and what it counts, from the screen descriptions', async () => {
    const a = await learner(t.app, 15);
    const res = await ask(t, 'how do I find my streak?', { currentPage: '/dashboard' }, a.cookie);
    expect(res.statusCode).toBe(200);
    const reply = res.json().response;
    expect(reply).toMatch(/^On this page, \*\*Learning Streak\*\* is one of the four stat cards at the top\./);
    expect(reply).toContain(LEARNER_FIGURES.streak.meaning);
    expect(reply).toContain(FIGURE_SOURCE);
    expect(reply).not.toMatch(/I don't know enough/);

    // From another page: where it is and how to get there.
    const fromChat = (await ask(t, 'where is my streak?', { currentPage: '/chat/1', subjectId: 1 }, a.cookie)).json().response;
    expect(fromChat).toMatch(/^\*\*Learning Streak\*\* is on the Learning Dashboard, one of the four stat cards at the top\./);
    expect(fromChat).toContain('‘Dashboard’ in the main menu');
  });

  it('tells where a feature is, for the page the learner is on', async () => {
    const a = await learner(t.app, 15);
    const answer = async (question: string, currentPage: string) => {
      const res = await ask(t, question, { currentPage }, a.cookie);
      expect(res.statusCode, question).toBe(200);
      return res.json().response as string;
    };
    expect(await answer('where do I change my subjects?', '/dashboard')).toMatch(
      /^Press ‘New Subject’ under Quick Actions, or the ‘Add New Subject’ tile under Your Subjects\./,
    );
    expect(await answer('where do I change my subjects?', '/chat/1')).toMatch(
      /^Press ‘Change Subject’ at the top to pick one of your other subjects\./,
    );
    expect(await answer('how do I start a lesson?', '/dashboard')).toMatch(/^Press ‘Structured Lesson’ on the dashboard\./);
    expect(await answer('where is the study timer?', '/dashboard')).toMatch(/^The Study Timer is a tab of the Progress page\./);
    expect(await answer('where is the study timer?', '/progress')).toMatch(/^Choose the Study Timer tab on this page and press Start/);
    expect(await answer('What does Concepts Learned count?', '/progress')).toContain(LEARNER_FIGURES.concepts.meaning);
  });

  it('never sends the learner to a page that is not built', async () => {
    const a = await learner(t.app, 15);
    for (const currentPage of ['/dashboard', '/progress', '/chat', '/pricing'])
      for (const question of ['where are my badges?', 'where can I see my analytics?', 'What is this page?', 'where is my history?']) {
        const reply = (await ask(t, question, { currentPage }, a.cookie)).json().response as string;
        expect(reply, `${currentPage} ${question}`).not.toMatch(/help cent|settings|\/analytics/i);
      }
  });

  it('sends the learner to the Skill Tree, and explains it there', async () => {
    const a = await learner(t.app, 15);
    expect((await ask(t, 'where is the skill tree?', { currentPage: '/dashboard' }, a.cookie)).json().response).toMatch(
      /^Press ‘Skill Tree’ in your account menu/,
    );
    expect((await ask(t, 'how do I unlock a skill?', { currentPage: '/skill-tree' }, a.cookie)).json().response).toMatch(
      /^You are on it\./,
    );
    expect((await ask(t, 'What is this page?', { currentPage: '/skill-tree' }, a.cookie)).json().response).toMatch(/Skill Tree/);
  });

  it('sends the learner to the Learning History for their past conversations', async () => {
    const a = await learner(t.app, 15);
    expect((await ask(t, 'where is my history?', { currentPage: '/dashboard' }, a.cookie)).json().response).toMatch(
      /^Press ‘Learning History’ under Quick Actions\./,
    );
    expect((await ask(t, 'how do I find my old conversations?', { currentPage: '/progress' }, a.cookie)).json().response).toMatch(
      /^Press ‘Learning History’ under Quick Actions on the dashboard\./,
    );
    expect((await ask(t, 'What is this page?', { currentPage: '/history' }, a.cookie)).json().response).toMatch(/Learning History/);
  });

  it('sends the learner to Learning Connections to link ideas', async () => {
    const a = await learner(t.app, 15);
    expect((await ask(t, 'where are my learning connections?', { currentPage: '/dashboard' }, a.cookie)).json().response).toMatch(
      /^Press ‘Learning Connections’ under Quick Actions\./,
    );
    expect((await ask(t, 'how do I link ideas together?', { currentPage: '/progress' }, a.cookie)).json().response).toMatch(
      /^Press ‘Learning Connections’ under Quick Actions on the dashboard\./,
    );
    expect((await ask(t, 'What is this page?', { currentPage: '/connections' }, a.cookie)).json().response).toMatch(/Learning Connections/);
  });

  it('answers 400 to a page that is not a path, and 401 to a visitor', async () => {
    const a = await learner(t.app, 15);
    const bad = await ask(t, 'how do I find my streak?', { currentPage: 'dashboard' }, a.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ASSISTANT_MESSAGES.page);
    expect((await ask(t, 'how do I find my streak?', { currentPage: '/dashboard' })).statusCode).toBe(401);
  });
});

describe('suggestions fitted to age and recent work', () => {
  const basics = ALL_CARDS.filter((c) => c.level === 'basic').map((c) => c.title);
  const advanced = ALL_CARDS.filter((c) => c.level === 'advanced').map((c) => c.title);
  const mentions = (texts: string[], titles: string[]) => titles.filter((title) => texts.some((x) => x.includes(title)));

  async function learnerWho(age: number, worked: string) {
    const a = await learner(t.app, age);
    expect((await post(t.app, '/api/user-subjects', { subjectId: 1, level: 'beginner' }, a.cookie)).statusCode).toBe(201);
    expect((await tutor(t.app, { userMessage: worked, subjectId: 1 }, a.cookie)).statusCode).toBe(200);
    return a;
  }

  it('offers a 15-year-old who just solved a linear equation algebra-level next steps, never times tables', async () => {
    const a = await learnerWho(15, 'Solve 3x + 7 = 22');
    const res = await suggestions(t, 'currentPage=/dashboard', a.cookie);
    expect(res.statusCode).toBe(200);
    const list = AssistantSuggestionsSchema.parse(res.json()).suggestions;
    const texts = list.flatMap((s) => [s.title, s.content]);
    expect(mentions(texts, basics)).toEqual([]);
    expect(list.find((s) => s.type === 'concept')?.title).toBe('Linear equations');
    expect(list.find((s) => s.id === 'next-step:continue-subject')?.content).toBe(
      'After Linear equations, try Quadratic equations next: ask the tutor about it in Mathematics.',
    );
    const next = (await ask(t, NEXT, { currentPage: '/dashboard' }, a.cookie)).json().response;
    expect(next).toContain('After Linear equations, try Quadratic equations next');
    expect(mentions([next], basics)).toEqual([]);
  });

  it('never offers a young child content above their age, whatever they asked last', async () => {
    const a = await learnerWho(9, 'solve x^2 - 5x + 6 = 0');
    const list = AssistantSuggestionsSchema.parse((await suggestions(t, 'currentPage=/dashboard', a.cookie)).json()).suggestions;
    expect(list.length).toBeGreaterThan(0);
    expect(
      mentions(
        list.flatMap((s) => [s.title, s.content]),
        advanced,
      ),
    ).toEqual([]);
    // On the chat about linear equations, the topic after it is not quadratic equations for a child.
    const chat = AssistantSuggestionsSchema.parse(
      (await suggestions(t, 'currentPage=/chat/1&subjectId=1&topic=linear%20equations', a.cookie)).json(),
    ).suggestions;
    expect(
      mentions(
        chat.flatMap((s) => [s.title, s.content]),
        advanced,
      ),
    ).toEqual([]);
    expect(mentions([(await ask(t, NEXT, { currentPage: '/dashboard' }, a.cookie)).json().response], advanced)).toEqual([]);
  });

  it('reads the recent work of the learner asking, not another learner’s', async () => {
    await learnerWho(15, 'Solve 3x + 7 = 22');
    const other = await learnerWho(15, 'What is a percentage?');
    const list = AssistantSuggestionsSchema.parse((await suggestions(t, 'currentPage=/dashboard', other.cookie)).json()).suggestions;
    expect(list.find((s) => s.type === 'concept')?.title).toBe('Percentages');
    expect(list.flatMap((s) => [s.title, s.content]).join(' ')).not.toContain('Linear equations');
  });
});

describe('bad input', () => {
  it('answers 400 with the contract’s messages', async () => {
    const a = await learner(t.app, 15);
    const cases: [unknown, string][] = [
      [{ question: '   ', context: { currentPage: '/dashboard' } }, ASSISTANT_MESSAGES.questionRequired],
      [
        { question: 'x'.repeat(ASSISTANT_LIMITS.questionMax + 1), context: { currentPage: '/dashboard' } },
        ASSISTANT_MESSAGES.questionTooLong,
      ],
      [{ question: 'Hi', context: { currentPage: 'https://x' } }, ASSISTANT_MESSAGES.page],
      [{ question: 'Hi', context: { currentPage: '//x' } }, ASSISTANT_MESSAGES.page],
      [{ question: 'Hi', context: { currentPage: '' } }, ASSISTANT_MESSAGES.page],
      [
        {
          question: 'Hi',
          context: { currentPage: '/dashboard', conversationHistory: Array.from({ length: 6 }, () => ({ role: 'user', content: 'hi' })) },
        },
        ASSISTANT_MESSAGES.history,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, '/api/ai-assistant', body, a.cookie);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post(t.app, '/api/ai-assistant', { question: 'Hi' }, a.cookie)).statusCode).toBe(400);
    expect((await post(t.app, '/api/ai-assistant', undefined, a.cookie)).statusCode).toBe(400);
    for (const query of [
      'currentPage=https://x',
      'currentPage=%2F%2Fx',
      '',
      'currentPage=/chat&subjectId=abc',
      'currentPage=/chat&subjectId=0',
    ]) {
      expect((await suggestions(t, query, a.cookie)).statusCode, query).toBe(400);
    }
    expect((await suggestions(t, 'currentPage=https://x', a.cookie)).json().message).toBe(ASSISTANT_MESSAGES.page);
  });

  it('answers 404 to a subject id that names no subject', async () => {
    const a = await learner(t.app, 15);
    const res = await ask(t, TIPS, { currentPage: '/chat/999', subjectId: 999 }, a.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Subject not found');
    const list = await suggestions(t, 'currentPage=/chat/999&subjectId=999', a.cookie);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Subject not found');
  });

  it('answers 401 to a visitor', async () => {
    expect((await ask(t, TIPS, { currentPage: '/dashboard' })).statusCode).toBe(401);
    expect((await suggestions(t, 'currentPage=/dashboard')).statusCode).toBe(401);
  });
});

describe('safety', () => {
  it('answers a learner at risk with crisis guidance first (even with a wrong subject id) and records it for review', async () => {
    const a = await learner(t.app, 14);
    const question = 'i just want to kill myself, nothing helps';
    const res = await ask(t, question, { currentPage: '/chat/999', subjectId: 999 }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/988|116 123|findahelpline/);
    expect(res.json().response).toMatch(/trust/i);

    const learnerView = await events(a.cookie, `?userId=${a.id}`);
    expect(learnerView.statusCode).toBe(403);
    const list = (await events(adminCookie, `?userId=${a.id}`)).json();
    expect(list.events).toHaveLength(1);
    expect(list.events[0]).toMatchObject({
      userId: a.id,
      source: 'assistant',
      conversationId: null,
      messageId: null,
      excerpt: question,
      direction: 'input',
      category: 'self-harm',
      action: 'support',
      ageGroup: 'teen',
      provider: 'offline',
    });
  });

  it('refuses an unsafe request and redirects to learning, recorded with its source', async () => {
    const a = await learner(t.app, 12);
    const res = await ask(t, 'how do i make a bomb at home', { currentPage: '/dashboard' }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/can't help/i);
    expect(res.json().response).toMatch(/learn/i);
    const list = (await events(adminCookie, `?userId=${a.id}&source=assistant`)).json();
    expect(list.events).toEqual([
      expect.objectContaining({ source: 'assistant', action: 'refuse', category: 'weapons', ageGroup: 'child' }),
    ]);
    expect((await events(adminCookie, `?userId=${a.id}&source=chat`)).json().events).toEqual([]);
  });

  it('keeps personal data out of the record', async () => {
    const a = await learner(t.app, 30);
    await ask(t, 'how do i make a bomb, email me at sam@example.org', { currentPage: '/dashboard' }, a.cookie);
    const [event] = (await events(adminCookie, `?userId=${a.id}`)).json().events;
    expect(event.excerpt).not.toContain('sam@example.org');
    expect(event.excerpt).toContain('how do i make a bomb');
  });
});

describe('GET /api/ai-assistant/suggestions', () => {
  it('answers at most four suggestions, most relevant first, from the learner’s records: a new learner and one with sessions differ', async () => {
    const fresh = await learner(t.app, 15);
    const first = await suggestions(t, 'currentPage=/dashboard', fresh.cookie);
    expect(first.statusCode).toBe(200);
    const a = AssistantSuggestionsSchema.parse(first.json()).suggestions;
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBeLessThanOrEqual(4);
    expect(a.map((s) => s.relevance)).toEqual(a.map((s) => s.relevance).sort((x, y) => y - x));
    expect(a[0]).toMatchObject({ type: 'next-step', title: 'Choose Your First Subject', context: 'Learning Dashboard' });
    // The same records give the same suggestions.
    expect((await suggestions(t, 'currentPage=/dashboard', fresh.cookie)).json().suggestions).toEqual(a);

    const busy = await mathsLearner(t, 15);
    const b = (await suggestions(t, 'currentPage=/dashboard', busy.cookie)).json().suggestions as { title: string; type: string }[];
    expect(b).not.toEqual(a);
    expect(b.map((s) => s.title)).toContain('Continue Mathematics');
    expect(b.map((s) => s.title)).not.toContain('Choose Your First Subject');
  });

  it('follows the page: the topic’s concept first in the chat, a study tip in the top three on the progress page', async () => {
    const a = await mathsLearner(t, 15);
    const chat = (await suggestions(t, 'currentPage=/chat/1&subjectId=1&topic=fractions', a.cookie)).json().suggestions;
    expect(chat[0]).toMatchObject({ id: 'concept:math-fractions', type: 'concept', title: 'Fractions', context: 'Mathematics' });
    expect(chat.map((s: { type: string }) => s.type)).toContain('example');
    const progress = (await suggestions(t, 'currentPage=/progress', a.cookie)).json().suggestions;
    expect(progress.slice(0, 3).map((s: { type: string }) => s.type)).toContain('tip');
    expect(new Set(progress.map((s: { type: string }) => s.type))).toEqual(new Set(['next-step', 'tip', 'concept']));
  });
});

describe('rate limit', () => {
  it('answers 429 with a friendly message past ASSISTANT_RATE_LIMIT_PER_MINUTE questions a minute, per learner', async () => {
    const limited = await chatTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const a = await learner(limited.app, 15);
      const b = await learner(limited.app, 15);
      for (let i = 0; i < 2; i++) expect((await ask(limited, TIPS, { currentPage: '/dashboard' }, a.cookie)).statusCode).toBe(200);
      const over = await ask(limited, TIPS, { currentPage: '/dashboard' }, a.cookie);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(
        /^You are asking the assistant questions very quickly\. Please wait \d+ seconds and try again\.$/,
      );
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another learner (in the same classroom, behind the same address) is not held back.
      expect((await ask(limited, TIPS, { currentPage: '/dashboard' }, b.cookie)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('with a provider (the fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAI;
  let p: ChatTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    p = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await p?.close();
    await fake?.stop();
  });
  beforeEach(() => fake.reset());

  it('asks the provider with the page context and the learner’s progress in the prompt, and answers its reply', async () => {
    const a = await mathsLearner(p, 15);
    fake.reset();
    fake.script({ reply: 'A fraction is a part of a whole. What do you think the bottom number tells you?' });
    const history = [
      { role: 'user', content: 'Can you help with fractions?' },
      { role: 'assistant', content: 'Of course! What would you like to know?' },
    ];
    const res = await ask(p, 'What does the denominator mean?', { ...FRACTIONS_PAGE, conversationHistory: history }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: 'A fraction is a part of a whole. What do you think the bottom number tells you?' });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    const system = sent.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain("Brightpath's floating learning assistant");
    expect(system).toContain(`at most ${ASSISTANT_LIMITS.answerWordsMax} words`);
    expect(system).toContain('on the AI Tutor page (/chat/1)');
    expect(system).toContain('Subject of the page: Mathematics.');
    expect(system).toContain('Topic of the page: fractions.');
    expect(system).toContain('Tutoring sessions: 1');
    expect(system).toContain('Build a Learning Habit');
    // The screen, from the same descriptions the offline assistant answers from, and only the built pages.
    expect(system).toContain('The screen: AI Tutor (/chat).');
    expect(system).toContain("- Button 'Change Subject': lets you pick another of your subjects for the tutor.");
    expect(system).toContain('The only pages that exist: ');
    expect(system).toContain('Never send the learner to any other page');
    // The tutor's own prompt is still there: the reading level for a teenager, the safety rules.
    expect(system).toMatch(/Write for a teenager/);
    expect(sent.messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual([
      ...history.map((h) => h.content),
      'What does the denominator mean?',
    ]);
    expect(sent.body.max_tokens).toBeLessThanOrEqual(400);
  });

  it('gives the provider the dashboard’s description: its figures with what they count, its buttons, the built pages', async () => {
    const a = await learner(p.app, 15);
    fake.script({ reply: 'Your Study Streak is one of the four cards at the top.' });
    const res = await ask(p, 'how do I find my streak?', { currentPage: '/dashboard' }, a.cookie);
    expect(res.json()).toEqual({ response: 'Your Study Streak is one of the four cards at the top.' });
    const system = fake.requests[0]!.messages.filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain('The screen: Learning Dashboard (/dashboard).');
    expect(system).toContain(`- Figure 'Learning Streak' (one of the four stat cards at the top): ${LEARNER_FIGURES.streak.meaning}`);
    expect(system).toContain(`- Figure 'Avg. Session' (one of the four stat cards at the top): ${LEARNER_FIGURES['avg-session'].meaning}`);
    expect(system).toContain("- Button 'New Subject': under Quick Actions, to add or change your subjects (opens /subject-selection).");
    expect(system).toContain(FIGURE_SOURCE);
  });

  it('keeps a long provider answer brief', async () => {
    const a = await learner(p.app, 30);
    fake.script({ reply: Array.from({ length: 40 }, (_, i) => `Point ${i + 1} is a short sentence.`).join(' ') });
    const reply = (await ask(p, 'Tell me everything about fractions', { currentPage: '/dashboard' }, a.cookie)).json().response;
    expect(wordCount(reply)).toBeLessThanOrEqual(ASSISTANT_LIMITS.answerWordsMax);
    expect(reply).toMatch(/^Point 1 is a short sentence\./);
  });

  it('moderates the provider’s answer and records it', async () => {
    const a = await learner(p.app, 15);
    fake.script({ bad: { revealAnswer: false, ignoreAge: false, unsafe: true } });
    const reply = (await ask(p, 'Any fun experiments?', { currentPage: '/dashboard' }, a.cookie)).json().response;
    expect(reply).not.toMatch(/bleach|home address|phone number/i);
    const list = (await get(p.app, `/api/admin/moderation-events?userId=${a.id}`, await adminOf(p))).json();
    expect(list.events[0]).toMatchObject({
      source: 'assistant',
      direction: 'output',
      provider: 'openai-compatible',
      excerpt: 'Any fun experiments?',
    });
  });

  it('never asks the provider about a learner at risk', async () => {
    const a = await learner(p.app, 15);
    const res = await ask(p, 'how do I hurt myself', { currentPage: '/dashboard' }, a.cookie);
    expect(res.json().response).toMatch(/988|116 123|findahelpline/);
    expect(fake.requests).toEqual([]);
  });

  it('answers a provider failure with a 502 carrying the widget’s failure reply', async () => {
    const a = await learner(p.app, 15);
    fake.script({ status: 500 });
    const res = await ask(p, 'What is a fraction?', { currentPage: '/dashboard' }, a.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'ASSISTANT_UNAVAILABLE', message: ASSISTANT_MESSAGES.failure });
  });
});

describe('an injected model (the createModel override)', () => {
  it('is asked, told about the assistant and the page', async () => {
    const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream({
          chunks: [
            { type: 'stream-start' as const, warnings: [] },
            { type: 'text-start' as const, id: 't' },
            { type: 'text-delta' as const, id: 't', delta: 'Try the Study Timer for 25 minutes today.' },
            { type: 'text-end' as const, id: 't' },
            { type: 'finish' as const, usage, finishReason: { unified: 'stop' as const, raw: 'stop' } },
          ],
        }),
      }),
    });
    const own = await chatTestApp({}, { createModel: () => ({ provider: 'anthropic', model }) });
    try {
      const a = await learner(own.app, 40);
      const res = await ask(own, TIPS, { currentPage: '/progress' }, a.cookie);
      expect(res.json()).toEqual({ response: 'Try the Study Timer for 25 minutes today.' });
      const system = model.doStreamCalls[0]!.prompt.find((m) => m.role === 'system');
      expect(system?.role === 'system' && system.content).toContain('on the Learning Progress page (/progress)');
    } finally {
      await own.close();
    }
  });
});

async function adminOf(app: ChatTestApp): Promise<string> {
  const admin = uniqueUser('admin');
  await upsertAdmin(app.database.db, admin);
  return sessionCookie(await post(app.app, '/api/auth/login', { login: admin.username, password: admin.password }));
}
