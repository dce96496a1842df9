import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_CHIPS, ASSISTANT_MESSAGES, type AssistantRequest, type AssistantSuggestion } from '@brightpath/shared/assistant';
import type { Dashboard } from '@brightpath/shared/progress';
import { json, stubFetch, type FetchCall } from '@/test/render';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { AssistantWidget } from './assistant-widget';

const SUGGESTIONS: AssistantSuggestion[] = [
  {
    id: 's1',
    type: 'tip',
    title: 'Study in short bursts',
    content: 'Twenty-five focused minutes beat two distracted hours.',
    context: '/dashboard',
    relevance: 0.9,
  },
  {
    id: 's2',
    type: 'next-step',
    title: 'Practise fractions',
    content: 'You are close to mastering them.',
    context: '/dashboard',
    relevance: 0.7,
  },
];

/** Renders the widget at a URL (path and query) the way the root layout mounts it. */
function renderWidget(url = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Link to="/chat/2?skill=Decimals">Go to the chat</Link>
                <AssistantWidget />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

type Answer = (call: FetchCall) => Response | Promise<Response>;

/** The server: suggestions for any page, and `reply` for each question. */
function server(reply: Answer = () => json({ response: 'Here is an answer.' })) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/ai-assistant/suggestions')) return json({ suggestions: SUGGESTIONS });
    if (call.url === '/api/ai-assistant' && call.method === 'POST') return reply(call);
    return json({ message: 'Not found' }, 404);
  });
}

const questions = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body as AssistantRequest);

function panel() {
  return screen.getByRole('dialog', { name: 'AI Learning Assistant' });
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open learning assistant' }));
  return panel();
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('AssistantWidget states', () => {
  it('goes closed, collapsed, expanded, collapsed, closed, with focus following and the state kept for the session', async () => {
    server();
    const { user } = renderWidget();
    // Closed: the launcher only.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const widget = await open(user);
    expect(widget).toHaveClass('w-80', 'h-96');
    expect(within(widget).getByRole('heading', { name: 'AI Learning Assistant' })).toBeInTheDocument();
    expect(within(widget).getByRole('textbox', { name: 'Ask the assistant' })).toHaveFocus();
    expect(sessionStorage.getItem('brightpath.assistant')).toBe('collapsed');

    await user.click(within(widget).getByRole('button', { name: 'Expand assistant' }));
    expect(panel()).toHaveClass('w-96', 'h-[600px]');
    expect(sessionStorage.getItem('brightpath.assistant')).toBe('expanded');

    await user.click(within(panel()).getByRole('button', { name: 'Collapse assistant' }));
    expect(panel()).toHaveClass('w-80', 'h-96');

    await user.click(within(panel()).getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open learning assistant' })).toHaveFocus();
    expect(sessionStorage.getItem('brightpath.assistant')).toBe('closed');
  });

  it('Escape steps back: expanded to collapsed, then closed', async () => {
    server();
    const { user } = renderWidget();
    const widget = await open(user);
    await user.click(within(widget).getByRole('button', { name: 'Expand assistant' }));
    await user.click(within(panel()).getByRole('textbox', { name: 'Ask the assistant' }));
    await user.keyboard('{Escape}');
    expect(panel()).toHaveClass('w-80', 'h-96');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open learning assistant' })).toHaveFocus();
  });

  it('opens as the learner left it on another page, without taking the focus', async () => {
    server();
    sessionStorage.setItem('brightpath.assistant', 'expanded');
    renderWidget('/progress');
    expect(panel()).toHaveClass('w-96', 'h-[600px]');
    expect(document.body).toHaveFocus();
    expect(await within(panel()).findByText('Study in short bursts')).toBeInTheDocument();
  });

  it('asks nothing while closed', () => {
    const { calls } = server();
    renderWidget();
    expect(calls).toEqual([]);
  });
});

describe('AssistantWidget suggestions and questions', () => {
  it('shows the suggestions for the page with their type, and a picked one asks about it', async () => {
    const { calls } = server();
    const { user } = renderWidget('/chat/3?skill=Fractions');
    const widget = await open(user);
    const list = await within(widget).findByRole('list', { name: 'Suggestions' });
    expect(calls[0]!.url).toBe('/api/ai-assistant/suggestions?currentPage=%2Fchat%2F3&subjectId=3&topic=Fractions');
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Tip');
    expect(cards[0]).toHaveTextContent('Study in short bursts');
    expect(cards[0]).toHaveTextContent('Twenty-five focused minutes beat two distracted hours.');
    expect(cards[1]).toHaveTextContent('Next step');

    await user.click(cards[1]!);
    await waitFor(() => expect(questions(calls)).toHaveLength(1));
    expect(questions(calls)[0]!.question).toBe('Tell me more about "Practise fractions".');
  });

  it('asks for the suggestions of the new page when the learner moves on, keeping the conversation', async () => {
    const { calls } = server();
    const { user } = renderWidget('/dashboard');
    const widget = await open(user);
    await within(widget).findByRole('list', { name: 'Suggestions' });
    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    await within(widget).findByText('Here is an answer.');

    await user.click(screen.getByRole('link', { name: 'Go to the chat' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual([
        '/api/ai-assistant/suggestions?currentPage=%2Fdashboard',
        '/api/ai-assistant/suggestions?currentPage=%2Fchat%2F2&subjectId=2&topic=Decimals',
      ]),
    );
    expect(within(panel()).getByText('Here is an answer.')).toBeInTheDocument();
  });

  it('each chip sends its question, and the reply is shown and announced once', async () => {
    const { calls } = server(() => json({ response: 'Try **spaced** practice.' }));
    const { user } = renderWidget();
    const widget = await open(user);
    const chips = within(within(widget).getByRole('list', { name: 'Quick questions' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Study Tips', 'Next Steps', 'Explain Simply']);

    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    const conversation = await within(widget).findByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent(`You asked: ${ASSISTANT_CHIPS[0].question}`);
    await within(conversation).findByText('spaced');
    expect(questions(calls).map((q) => q.question)).toEqual([ASSISTANT_CHIPS[0].question]);
    // Heard as words, not as markdown marks ('**').
    expect(widget.querySelector('[aria-live="polite"]')).toHaveTextContent(/^Assistant: Try spaced practice\.$/);

    await user.click(within(widget).getByRole('button', { name: 'Next Steps' }));
    await user.click(await within(widget).findByRole('button', { name: 'Explain Simply' }));
    await waitFor(() => expect(questions(calls).map((q) => q.question)).toEqual(ASSISTANT_CHIPS.map((c) => c.question)));
  });

  it('blocks a blank question and any question while a reply is pending', async () => {
    let release: (r: Response) => void = () => undefined;
    const { calls } = server(() => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = renderWidget();
    const widget = await open(user);
    const input = within(widget).getByRole('textbox', { name: 'Ask the assistant' });
    const send = within(widget).getByRole('button', { name: 'Send question' });

    // Blank: neither the button nor Enter sends.
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    await user.type(input, '   {Enter}');
    expect(questions(calls)).toHaveLength(0);

    // Busy: one question at a time.
    await user.clear(input);
    await user.type(input, 'What is a fraction?{Enter}');
    expect(await within(widget).findByText('Thinking...')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.type(input, 'And a decimal?');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(send);
    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    expect(within(widget).getByRole('button', { name: 'Study Tips' })).toHaveAttribute('aria-disabled', 'true');
    expect(questions(calls)).toHaveLength(1);
    expect(input).toHaveValue('And a decimal?');

    // Free again once the answer is in.
    await act(async () => release(json({ response: 'A part of a whole.' })));
    expect(await within(widget).findByText('A part of a whole.')).toBeInTheDocument();
    expect(send).toHaveAttribute('aria-disabled', 'false');
    await user.click(send);
    await waitFor(() => expect(questions(calls).map((q) => q.question)).toEqual(['What is a fraction?', 'And a decimal?']));
  });
});

describe('AssistantWidget request context', () => {
  const dashboard = {
    stats: {
      totalSessions: 4,
      streak: 2,
      conceptsMastered: 3,
      avgSessionTime: 7.5,
      subjectProgress: [{ id: 3, subjectId: 3, level: 'intermediate', progress: 40, subject: { name: 'Mathematics' } }],
    },
  } as unknown as Dashboard;

  it('sends the page, its subject and topic, the cached progress and only the last 5 turns', async () => {
    let n = 0;
    const { calls } = server(() => json({ response: `Answer ${(n += 1)}` }));
    const { user, queryClient } = renderWidget('/chat/3?skill=Fractions');
    queryClient.setQueryData(['/api/dashboard?timeZone=Europe%2FLondon'], dashboard);
    const widget = await open(user);
    const input = within(widget).getByRole('textbox', { name: 'Ask the assistant' });

    for (let i = 1; i <= 4; i += 1) {
      await user.type(input, `Question ${i}{Enter}`);
      await within(widget).findByText(`Answer ${i}`);
    }
    const sent = questions(calls);
    expect(sent[0]).toEqual({
      question: 'Question 1',
      context: {
        currentPage: '/chat/3',
        subjectId: 3,
        currentSubject: 'Mathematics',
        topic: 'Fractions',
        userProgress: {
          totalSessions: 4,
          streak: 2,
          conceptsMastered: 3,
          avgSessionTime: 7.5,
          subjects: 1,
          subjectProgress: 40,
          subjectLevel: 'intermediate',
        },
        conversationHistory: [],
      },
    });
    expect(sent[1]!.context.conversationHistory).toEqual([
      { role: 'user', content: 'Question 1' },
      { role: 'assistant', content: 'Answer 1' },
    ]);
    // 6 earlier turns before the fourth question: the last 5 only, oldest dropped.
    expect(sent[3]!.context.conversationHistory).toEqual([
      { role: 'assistant', content: 'Answer 1' },
      { role: 'user', content: 'Question 2' },
      { role: 'assistant', content: 'Answer 2' },
      { role: 'user', content: 'Question 3' },
      { role: 'assistant', content: 'Answer 3' },
    ]);
    // Nothing else was fetched for the context: only the suggestions and the questions.
    expect(calls.every((c) => c.url.startsWith('/api/ai-assistant'))).toBe(true);
  });

  it('sends no progress nor subject name it does not already have', async () => {
    const { calls } = server();
    const { user } = renderWidget('/dashboard');
    const widget = await open(user);
    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    await waitFor(() => expect(questions(calls)).toHaveLength(1));
    expect(questions(calls)[0]!.context).toEqual({ currentPage: '/dashboard', conversationHistory: [] });
  });
});

describe('AssistantWidget failures', () => {
  const failures: [string, Answer][] = [
    ['a server error', () => json({ message: 'Internal error', code: 'INTERNAL' }, 500)],
    ['the provider failing', () => json({ message: 'The assistant is unavailable', code: 'ASSISTANT_UNAVAILABLE' }, 502)],
    ['a bad request', () => json({ message: 'Questions can be at most 1000 characters', code: 'VALIDATION' }, 400)],
    ['an answer without a reply', () => json({ answer: 'wrong shape' })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  it.each(failures)('shows the specified reply, word for word, after %s, and leaves it out of the history', async (_, reply) => {
    let first = true;
    const { calls } = server((call) => {
      if (first) {
        first = false;
        return reply(call);
      }
      return json({ response: 'Back again.' });
    });
    const { user } = renderWidget();
    const widget = await open(user);
    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    expect(await within(widget).findByText(ASSISTANT_MESSAGES.failure)).toBeInTheDocument();
    expect(ASSISTANT_MESSAGES.failure).toBe("I'm sorry, I'm having trouble responding right now. Please try again later.");
    expect(widget.querySelector('[aria-live="polite"]')).toHaveTextContent(`Assistant: ${ASSISTANT_MESSAGES.failure}`);

    await user.click(within(widget).getByRole('button', { name: 'Next Steps' }));
    await within(widget).findByText('Back again.');
    expect(questions(calls)[1]!.context.conversationHistory).toEqual([]);
  });

  it("shows the server's own message for a rate limit", async () => {
    server(() => json({ message: 'You have asked a lot today. Try again tomorrow.', code: 'RATE_LIMITED' }, 429));
    const { user } = renderWidget();
    const widget = await open(user);
    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    expect(await within(widget).findByText('You have asked a lot today. Try again tomorrow.')).toBeInTheDocument();
    expect(within(widget).queryByText(ASSISTANT_MESSAGES.failure)).not.toBeInTheDocument();
  });

  it('says so when the suggestions cannot be loaded, and questions still work', async () => {
    stubFetch((call) => (call.method === 'POST' ? json({ response: 'Still here.' }) : json({ message: 'Boom' }, 500)));
    const { user } = renderWidget();
    const widget = await open(user);
    expect(await within(widget).findByText('Suggestions are unavailable right now. You can still ask a question.')).toBeInTheDocument();
    await user.click(within(widget).getByRole('button', { name: 'Study Tips' }));
    expect(await within(widget).findByText('Still here.')).toBeInTheDocument();
  });
});

/** The screen width as matchMedia answers it: wide is lg and up. */
function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('AssistantWidget placement', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--assistant-room');
  });

  it('on a wide screen, the page keeps room beside it for the open panel, as wide as the panel', async () => {
    screenWidth(true);
    server();
    const { user } = renderWidget();
    const room = () => document.documentElement.style.getPropertyValue('--assistant-room');
    expect(room()).toBe('');
    const widget = await open(user);
    expect(widget).toHaveAttribute('aria-modal', 'false');
    expect(room()).toBe('23rem');
    await user.click(within(widget).getByRole('button', { name: 'Expand assistant' }));
    expect(room()).toBe('27rem');
    await user.click(within(panel()).getByRole('button', { name: 'Close assistant' }));
    expect(room()).toBe('');
  });

  it('on a phone, opens as a modal sheet: the focus stays inside, Escape closes it and the focus goes back', async () => {
    screenWidth(false);
    server();
    const { user } = renderWidget();
    const launcher = screen.getByRole('button', { name: 'Open learning assistant' });
    const sheet = await open(user);
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(document.documentElement.style.getPropertyValue('--assistant-room')).toBe('');
    const input = within(sheet).getByRole('textbox', { name: 'Ask the assistant' });
    expect(input).toHaveFocus();
    // The page behind cannot be reached: tabbing goes round the sheet.
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    // Everything outside is hidden from assistive technology while the sheet is open.
    expect(screen.queryByRole('link', { name: 'Go to the chat' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open learning assistant' })).toHaveFocus();
    expect(launcher).not.toBeInTheDocument();

    // The close button too.
    await open(user);
    await user.click(within(panel()).getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open learning assistant' })).toHaveFocus();
  });

  it('on a phone, a panel left open on another page waits for the learner instead of covering the new page', async () => {
    screenWidth(false);
    server();
    sessionStorage.setItem('brightpath.assistant', 'expanded');
    const { user } = renderWidget('/chat/1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open learning assistant' })).not.toHaveFocus();
    expect(await open(user)).toHaveAttribute('aria-modal', 'true');
  });
});
