import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_LIMITS, HISTORY_MESSAGES } from '@brightpath/shared/history';
import { rowsOf } from '@/db/client.ts';
import { chatTestApp, learner, tutor, type ChatTestApp } from './chat.test-support.ts';
import { found, historyPage, marked, searchHistory, seedConversation } from './history.test-support.ts';

// The learning history through HTTP (spec 002 sections 2, 3, 5, 7, 8 and 9): GET /api/conversations/history and
// POST /api/conversations/search, on PGlite and, in the PostgreSQL stage, on PostgreSQL (the same migrations).
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/conversations/history', () => {
  it('is for signed-in learners only', async () => {
    const res = await historyPage(t.app, '');
    expect(res.statusCode).toBe(401);
  });

  it('answers each conversation with its subject, date, duration, concepts and last 4 messages cut to 200 characters', async () => {
    const a = await learner(t.app, 14);
    const long = `Here is how to add fractions with different denominators: ${'first find a common denominator, then add the numerators. '.repeat(8)}`;
    const maths = await seedConversation(t.database, a.id, {
      subjectId: 1,
      title: 'Adding fractions',
      daysAgo: 2,
      gapMinutes: 3,
      concepts: ['common denominators'],
      turns: [
        'What is a fraction?',
        'A part of a whole.',
        'How do I add fractions like 1/2 and 1/3?',
        long,
        'So 1/2 + 1/3 is 5/6?',
        'Yes!',
      ],
    });
    await seedConversation(t.database, a.id, {
      subjectId: 2,
      title: 'Photosynthesis',
      daysAgo: 1,
      turns: ['What is photosynthesis?', 'Plants make sugar from light, water and carbon dioxide.'],
    });
    // An empty conversation ('Change Subject' before a message) is not history.
    expect((await tutor(t.app, { userMessage: 'x', subjectId: 3 }, undefined)).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: '/api/conversations', headers: jsonHeaders(a.cookie), payload: { subjectId: 3 } });

    const res = await historyPage(t.app, '', a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.nextCursor).toBeNull();
    expect(body.conversations.map((c: { title: string }) => c.title)).toEqual(['Photosynthesis', 'Adding fractions']);
    const c = body.conversations[1];
    expect(c).toMatchObject({ id: maths.id, subjectId: 1, subject: 'Mathematics', messageCount: 6 });
    // 6 messages 3 minutes apart: the first counts the 2 minutes of writing it, each next one the 3 minutes since.
    expect(c.duration).toBe(2 + 5 * 3);
    expect(c.startedAt).toBe(maths.start.toISOString());
    expect(Date.parse(c.date)).toBeGreaterThan(Date.parse(c.startedAt));
    // The session's own concepts, then the topic of the learner's messages (the topic-card library's Fractions).
    expect(c.concepts).toEqual(['common denominators', 'Fractions']);
    expect(c.messages).toHaveLength(HISTORY_LIMITS.recentMessages);
    // The last 4, oldest first.
    expect(c.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(c.messages[0].content).toBe('How do I add fractions like 1/2 and 1/3?');
    expect(c.messages[1].content).toMatch(/^Here is how to add fractions/);
    expect(Array.from(c.messages[1].content as string).length).toBeLessThanOrEqual(HISTORY_LIMITS.recentMessageChars);
    expect(Array.from(c.messages[1].content as string).length).toBeGreaterThan(HISTORY_LIMITS.recentMessageChars - 20);
    expect(c.messages[1].content).toMatch(/…$/);
    expect(c.messages[3].content).toBe('Yes!');
  });

  it('shows the tutor’s replies without their markdown marks, and the learner’s words as written', async () => {
    const a = await learner(t.app);
    await seedConversation(t.database, a.id, {
      title: 'Times',
      turns: ['Is 3*4 = 12?', '**Yes!** In maths, $3 \\times 4 = 12$. Try `5*5` next.'],
    });
    const [c] = (await historyPage(t.app, '', a.cookie)).json().conversations;
    expect(c.messages.map((m: { content: string }) => m.content)).toEqual([
      'Is 3*4 = 12?',
      'Yes! In maths, 3 \\times 4 = 12. Try 5*5 next.',
    ]);
    const res = await found(t.app, { query: 'maths' }, a.cookie);
    expect(res.results[0]!.matchingMessages[0]!.excerpt.text).toBe('Yes! In maths, 3 \\times 4 = 12. Try 5*5 next.');
    expect(marked(res.results[0]!.matchingMessages[0]!.excerpt)).toEqual(['maths']);
  });

  it('shows a conversation as it is now, after a new turn in it', async () => {
    const a = await learner(t.app, 12);
    const first = await tutor(t.app, { userMessage: 'What is a fraction?', subjectId: 1 }, a.cookie);
    const before = (await historyPage(t.app, '', a.cookie)).json().conversations[0];
    expect(before).toMatchObject({ id: first.json().conversationId, messageCount: 2 });
    const again = await tutor(
      t.app,
      { userMessage: 'What is a decimal?', subjectId: 1, conversationId: first.json().conversationId },
      a.cookie,
    );
    expect(again.statusCode).toBe(200);
    const after = (await historyPage(t.app, '', a.cookie)).json().conversations[0];
    expect(after.messageCount).toBe(4);
    expect(after.messages.map((m: { content: string }) => m.content)).toContain('What is a decimal?');
    expect(after.concepts).toEqual(['Fractions', 'Decimals']);
  });

  it('pages with a cursor: every conversation once, the latest activity first', async () => {
    const a = await learner(t.app, 30);
    for (let i = 0; i < 5; i++) await seedConversation(t.database, a.id, { title: `Talk ${i}`, daysAgo: 5 - i, turns: [`Question ${i}`] });
    const first = (await historyPage(t.app, '?limit=2', a.cookie)).json();
    expect(first.total).toBe(5);
    expect(first.conversations.map((c: { title: string }) => c.title)).toEqual(['Talk 4', 'Talk 3']);
    expect(first.nextCursor).toMatch(/^\d+:\d+$/);
    const second = (await historyPage(t.app, `?limit=2&cursor=${first.nextCursor}`, a.cookie)).json();
    expect(second.conversations.map((c: { title: string }) => c.title)).toEqual(['Talk 2', 'Talk 1']);
    const third = (await historyPage(t.app, `?limit=2&cursor=${second.nextCursor}`, a.cookie)).json();
    expect(third.conversations.map((c: { title: string }) => c.title)).toEqual(['Talk 0']);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a bad page size or cursor with a message', async () => {
    const a = await learner(t.app);
    for (const [query, message] of [
      ['?limit=0', /1/],
      ['?limit=51', /50/],
      ['?cursor=abc', HISTORY_MESSAGES.cursor],
      ['?cursor=1:2:3', HISTORY_MESSAGES.cursor],
    ] as const) {
      const res = await historyPage(t.app, query, a.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it('never shows another learner’s conversations', async () => {
    const a = await learner(t.app);
    const b = await learner(t.app);
    await seedConversation(t.database, b.id, { title: 'B’s private talk', turns: ['my secret question'] });
    const mine = (await historyPage(t.app, '', a.cookie)).json();
    expect(mine).toEqual({ conversations: [], total: 0, nextCursor: null });
  });
});

const jsonHeaders = (cookie: string) => ({ origin: 'http://localhost:80', 'content-type': 'application/json', cookie });

describe('POST /api/conversations/search', () => {
  it('is for signed-in learners only', async () => {
    expect((await searchHistory(t.app, { query: 'fractions' })).statusCode).toBe(401);
  });

  it('needs a search term: the specified message for a blank or missing one', async () => {
    const a = await learner(t.app);
    for (const body of [{ query: '' }, { query: '   \n ' }, {}, { query: 42 }]) {
      const res = await searchHistory(t.app, body, a.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Please enter a search term.');
    }
    const long = await searchHistory(t.app, { query: 'x'.repeat(HISTORY_LIMITS.queryMax + 1) }, a.cookie);
    expect(long.json().message).toBe(HISTORY_MESSAGES.queryTooLong);
    const timeframe = await searchHistory(t.app, { query: 'x', timeframe: 'decade' }, a.cookie);
    expect(timeframe.statusCode).toBe(400);
    expect(timeframe.json().message).toBe(HISTORY_MESSAGES.timeframe);
    expect((await searchHistory(t.app, { query: 'x', subject: 'maths' }, a.cookie)).statusCode).toBe(400);
    expect((await searchHistory(t.app, { query: 'x', subject: 9999 }, a.cookie)).statusCode).toBe(404);
  });

  it('finds a word by its stem, and marks the words that matched', async () => {
    const a = await learner(t.app);
    const c = await seedConversation(t.database, a.id, {
      title: 'Help',
      turns: ['I keep getting my fractions wrong when the denominators differ', 'Let us look at one fraction at a time.'],
    });
    const res = await found(t.app, { query: 'fraction' }, a.cookie);
    expect(res.totalMatches).toBe(1);
    expect(res.closeMatches).toBe(false);
    const [hit] = res.results;
    expect(hit).toMatchObject({ conversationId: c.id, title: 'Help', subject: 'Mathematics', subjectId: 1, matchCount: 2 });
    expect(hit!.matchingMessages).toHaveLength(2);
    expect(hit!.matchingMessages.flatMap((m) => marked(m.excerpt)).sort()).toEqual(['fraction', 'fractions']);
    // The plural finds the singular too.
    expect((await found(t.app, { query: 'Fractions' }, a.cookie)).totalMatches).toBe(1);
  });

  it('finds words of other languages as written, whatever their case', async () => {
    const a = await learner(t.app);
    const c = await seedConversation(t.database, a.id, {
      title: 'Deutsch',
      turns: ['Ich lerne Brüche und Dezimalzahlen', 'Très bien, les fractions !'],
    });
    for (const query of ['Brüche', 'brüche', 'dezimalzahlen', 'très']) {
      const res = await found(t.app, { query }, a.cookie);
      expect(
        res.results.map((r) => r.conversationId),
        query,
      ).toEqual([c.id]);
      expect(res.closeMatches, query).toBe(false);
    }
  });

  it('ranks the conversation most about the words first', async () => {
    const a = await learner(t.app);
    const passing = await seedConversation(t.database, a.id, {
      title: 'Passing mention',
      daysAgo: 0,
      turns: [
        'We talked about many things today: the water cycle, clouds, rain, rivers, the sea, mountains, and also volcanoes for a moment, then back to rivers and lakes and the weather.',
      ],
    });
    const about = await seedConversation(t.database, a.id, {
      title: 'Volcanoes',
      daysAgo: 3,
      turns: ['How do volcanoes erupt?', 'A volcano erupts when magma rises.', 'Which volcano is the biggest?'],
    });
    const res = await found(t.app, { query: 'volcano' }, a.cookie);
    expect(res.results.map((r) => r.conversationId)).toEqual([about.id, passing.id]);
    expect(res.results[0]!.matchCount).toBe(3);
    // Two matching messages per conversation, however many match.
    expect(res.results[0]!.matchingMessages).toHaveLength(HISTORY_LIMITS.matchingMessages);
  });

  it('filters by subject and by timeframe', async () => {
    const a = await learner(t.app);
    const maths = await seedConversation(t.database, a.id, { subjectId: 1, title: 'Energy in maths', turns: ['kinetic energy formula'] });
    const science = await seedConversation(t.database, a.id, { subjectId: 2, title: 'Energy', daysAgo: 10, turns: ['what is energy'] });
    const old = await seedConversation(t.database, a.id, { subjectId: 2, title: 'Old energy', daysAgo: 100, turns: ['energy again'] });
    const ids = async (body: Record<string, unknown>) =>
      (await found(t.app, { query: 'energy', ...body }, a.cookie)).results.map((r) => r.conversationId).sort();
    expect(await ids({})).toEqual([maths.id, science.id, old.id].sort());
    expect(await ids({ subject: 2 })).toEqual([science.id, old.id].sort());
    expect(await ids({ subject: 2, timeframe: 'month' })).toEqual([science.id]);
    expect(await ids({ timeframe: 'week' })).toEqual([maths.id]);
    expect(await ids({ timeframe: 'year', subject: null })).toEqual([maths.id, science.id, old.id].sort());
  });

  it('finds a misspelt word by its close spellings among the learner’s own words', async () => {
    const a = await learner(t.app);
    const c = await seedConversation(t.database, a.id, { title: 'Plants', turns: ['Explain photosynthesis to me please'] });
    for (const typo of ['photosynthisis', 'fotosynthesis', 'photosinthesis']) {
      const res = await found(t.app, { query: typo }, a.cookie);
      expect(res.closeMatches, typo).toBe(true);
      expect(
        res.results.map((r) => r.conversationId),
        typo,
      ).toEqual([c.id]);
      expect(marked(res.results[0]!.matchingMessages[0]!.excerpt), typo).toEqual(['photosynthesis']);
    }
    // A word spelt like nothing the learner wrote finds nothing.
    expect(await found(t.app, { query: 'xylophone' }, a.cookie)).toEqual({ results: [], totalMatches: 0, closeMatches: false });
  });

  it('never finds another learner’s messages, by the word or by a close spelling', async () => {
    const a = await learner(t.app);
    const b = await learner(t.app);
    await seedConversation(t.database, b.id, { title: 'B', turns: ['my secret word is quetzalcoatl'] });
    await seedConversation(t.database, a.id, { title: 'A', turns: ['nothing to see here'] });
    expect((await found(t.app, { query: 'quetzalcoatl' }, a.cookie)).totalMatches).toBe(0);
    expect((await found(t.app, { query: 'quetzalcoatle' }, a.cookie)).totalMatches).toBe(0);
    expect((await found(t.app, { query: 'quetzalcoatl' }, b.cookie)).totalMatches).toBe(1);
  });

  it('reads the query as text: operators, quotes and SQL in it are harmless', async () => {
    const a = await learner(t.app);
    const c = await seedConversation(t.database, a.id, { title: 'Decimals', turns: ['fractions and decimals are friends'] });
    const queries = [
      '"fractions',
      'fractions & decimals',
      'fractions | decimals',
      '!fractions',
      'fraction:*',
      "fractions'); drop table messages; --",
      "' or 1=1 --",
      'fractions) & (!',
      '<->',
      ':*',
      '\\',
      '&&&|||!!!',
      '-fractions',
      '"fractions and decimals"',
    ];
    for (const query of queries) {
      const res = await searchHistory(t.app, { query }, a.cookie);
      expect(res.statusCode, query).toBe(200);
    }
    // The words were searched as words.
    expect((await found(t.app, { query: 'fractions & decimals' }, a.cookie)).results.map((r) => r.conversationId)).toEqual([c.id]);
    expect((await found(t.app, { query: '"fractions and decimals"' }, a.cookie)).totalMatches).toBe(1);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from messages where user_id = ${a.id}`),
    ) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('cuts each match to 100 characters around the matched words, and never passes markup through', async () => {
    const a = await learner(t.app);
    const before = 'This is a long message about many different ideas that goes on and on for quite a while before it reaches ';
    await seedConversation(t.database, a.id, {
      title: 'Long',
      turns: [`${before}the word parallelogram, and then it continues for a good while longer after that as well, on and on.`],
    });
    await seedConversation(t.database, a.id, {
      title: 'Markup',
      turns: ['<b>rhombus</b> <script>alert(1)</script> \u0001fake\u0002 rhombus 🙂🙂 end'],
    });
    const long = (await found(t.app, { query: 'parallelogram' }, a.cookie)).results[0]!.matchingMessages[0]!.excerpt;
    expect(Array.from(long.text).length).toBeLessThanOrEqual(HISTORY_LIMITS.matchChars);
    expect(long.text).toMatch(/^…/);
    expect(long.text).toMatch(/…$/);
    expect(marked(long)).toEqual(['parallelogram']);

    const markup = (await found(t.app, { query: 'rhombus' }, a.cookie)).results[0]!.matchingMessages[0]!.excerpt;
    expect(markup.text).toContain('<b>rhombus</b> <script>alert(1)</script>');
    expect(markup.text.includes('\u0001') || markup.text.includes('\u0002')).toBe(false);
    expect(marked(markup)).toEqual(['rhombus', 'rhombus']);
  });

  it('answers at most 20 conversations, and counts them all', async () => {
    const a = await learner(t.app);
    for (let i = 0; i < HISTORY_LIMITS.resultsMax + 3; i++)
      await seedConversation(t.database, a.id, { title: `Tides ${i}`, turns: ['the tides and the moon'] });
    const res = await found(t.app, { query: 'tides' }, a.cookie);
    expect(res.results).toHaveLength(HISTORY_LIMITS.resultsMax);
    expect(res.totalMatches).toBe(HISTORY_LIMITS.resultsMax + 3);
  });

  it('searches the tutor’s messages sent through the chat, as soon as they are stored', async () => {
    const a = await learner(t.app, 12);
    const sent = await tutor(t.app, { userMessage: 'What is a fraction?', subjectId: 1 }, a.cookie);
    expect(sent.statusCode).toBe(200);
    const res = await found(t.app, { query: 'fraction' }, a.cookie);
    expect(res.results.map((r) => r.conversationId)).toEqual([sent.json().conversationId]);
    expect(res.results[0]!.matchCount).toBe(2);
  });
});
