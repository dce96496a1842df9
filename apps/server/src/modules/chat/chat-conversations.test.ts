import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTestApp, learner, tutor, type ChatTestApp } from './chat.test-support.ts';

// Each conversation is its own: the offline tutor's state (the problem, the attempts, the pending
// check question) comes only from the conversation's stored turns, so two conversations never answer
// each other's problem, and a message without a conversation id starts a new one.
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Reply = { response: string; conversationId: number; tutoringSessionId: number };
const say = async (cookie: string, userMessage: string, conversationId?: number): Promise<Reply> => {
  const res = await tutor(t.app, { userMessage, subjectId: 1, ...(conversationId ? { conversationId } : {}) }, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('conversations of one learner', () => {
  it('interleaved, never answer each other’s problem', async () => {
    const a = await learner(t.app, 12);
    const first = await say(a.cookie, 'solve 2x + 4 = 10');
    expect(first.response).toContain('2x + 4 = 10');
    // No conversation id: a new conversation, which knows nothing of the equation.
    const second = await say(a.cookie, 'what is the area of a circle?');
    expect(second.conversationId).not.toBe(first.conversationId);
    expect(second.tutoringSessionId).not.toBe(first.tutoringSessionId);
    expect(second.response).not.toMatch(/2x|\+ 4|subtract 4/);

    const problemB = await say(a.cookie, 'solve 5x - 3 = 17', second.conversationId);
    expect(problemB.response).toContain('5x - 3 = 17');
    expect(problemB.response).not.toContain('2x');
    // Back and forth: each attempt is graded against its own conversation's problem.
    const rightForA = await say(a.cookie, 'x = 3', first.conversationId);
    expect(rightForA.response).toMatch(/right/i);
    expect(rightForA.response).toContain('2(3) + 4 = 10');
    const wrongForB = await say(a.cookie, 'x = 3', second.conversationId);
    expect(wrongForB.response).not.toMatch(/\bis right\b/i);
    expect(wrongForB.response).not.toContain('2(3)');
    const rightForB = await say(a.cookie, 'x = 4', second.conversationId);
    expect(rightForB.response).toMatch(/right/i);
    expect(rightForB.response).toContain('5(4) - 3 = 17');
  });
});

describe('a follow-up', () => {
  it('continues the problem of its conversation: a fresh one to practise, then a simpler explanation', async () => {
    const a = await learner(t.app, 12);
    const first = await say(a.cookie, 'solve 2x + 4 = 10');
    const id = first.conversationId;
    expect((await say(a.cookie, 'x = 3', id)).response).toMatch(/right/i);

    const practice = await say(a.cookie, 'give me another one to practise', id);
    expect(practice.conversationId).toBe(id);
    const posed = practice.response.match(/\$([^$]*x[^$]*=[^$]*)\$/)?.[1];
    expect(posed, practice.response).toBeTruthy();
    expect(posed).not.toBe('2x + 4 = 10');
    // Its answer is withheld: the new problem is the one being worked on now.
    expect(practice.response).toMatch(/\?/);

    const simpler = await say(a.cookie, 'i still dont get it', id);
    expect(simpler.response).not.toMatch(/outside what I know|don't know (?:about|enough)/i);
    // About the practice problem, not the first one: it undoes the practice problem's constant.
    const constant = posed!.match(/[+-] \d+/)?.[0];
    expect(simpler.response).toContain(`undo ${constant}`);
    expect(simpler.response).not.toContain('+ 4');
  });
});
