import { describe, expect, it } from 'vitest';
import { recentHistory, type AssistantTurn } from './conversation';
import { isLearnerPage } from './learner-pages';
import { pageContext } from './page-context';

describe('pageContext', () => {
  it('reads the chat subject from the path or ?subject=, and the topic from ?skill=', () => {
    expect(pageContext('/chat/3', '?skill=Fractions')).toEqual({ currentPage: '/chat/3', subjectId: 3, topic: 'Fractions' });
    expect(pageContext('/chat', '?subject=2')).toEqual({ currentPage: '/chat', subjectId: 2 });
    expect(pageContext('/chat', '?skill=%20%20')).toEqual({ currentPage: '/chat' });
  });

  it('ignores ids that are not database ids and query parameters on other pages', () => {
    expect(pageContext('/chat/abc', '')).toEqual({ currentPage: '/chat/abc' });
    expect(pageContext('/chat/0', '')).toEqual({ currentPage: '/chat/0' });
    expect(pageContext('/chat/99999999999', '')).toEqual({ currentPage: '/chat/99999999999' });
    expect(pageContext('/dashboard', '?subject=2&skill=x')).toEqual({ currentPage: '/dashboard' });
  });
});

describe('recentHistory', () => {
  const turn = (i: number, status: AssistantTurn['status'] = 'done'): AssistantTurn => ({
    id: String(i),
    role: i % 2 ? 'user' : 'assistant',
    content: `t${i}`,
    status,
  });

  it('keeps the last 5 finished turns, without pending or failed replies', () => {
    const turns = [1, 2, 3, 4, 5, 6, 7].map((i) => turn(i));
    expect(recentHistory(turns).map((t) => t.content)).toEqual(['t3', 't4', 't5', 't6', 't7']);
    expect(recentHistory([turn(1), turn(2, 'failed'), turn(3), turn(4, 'pending')])).toEqual([
      { role: 'user', content: 't1' },
      { role: 'user', content: 't3' },
    ]);
  });

  it('cuts a long turn to what the server accepts', () => {
    expect(recentHistory([{ ...turn(1), content: 'x'.repeat(2500) }])[0]!.content).toHaveLength(2000);
  });
});

describe('isLearnerPage', () => {
  it('is true on the signed-in learner pages only', () => {
    for (const page of ['/dashboard', '/progress', '/chat', '/chat/4', '/subject-selection', '/questionnaire'])
      expect(isLearnerPage(page)).toBe(true);
    for (const page of ['/', '/login', '/register', '/onboarding', '/chatroom', '/help']) expect(isLearnerPage(page)).toBe(false);
  });
});
