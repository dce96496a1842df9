import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationHistory, HistoryConversation, SearchResponse } from '@brightpath/shared/history';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { HistoryPage } from './history-page';

afterEach(() => act(() => dismiss()));

const SUBJECTS = [
  { id: 1, name: 'Mathematics', icon: 'calculator' },
  { id: 2, name: 'Science', icon: 'flask' },
];

const conversation = (id: number, over: Partial<HistoryConversation> = {}): HistoryConversation => ({
  id,
  title: `Conversation ${id}`,
  subjectId: 1,
  subject: 'Mathematics',
  date: '2026-05-12T10:30:00.000Z',
  startedAt: '2026-05-12T10:00:00.000Z',
  duration: 75,
  concepts: ['Fractions', 'common denominators'],
  messageCount: 6,
  messages: [
    { id: id * 10 + 1, role: 'user', content: 'How do I add 1/2 and 1/3?', createdAt: '2026-05-12T10:00:00.000Z' },
    { id: id * 10 + 2, role: 'assistant', content: 'Find a common denominator first.', createdAt: '2026-05-12T10:01:00.000Z' },
  ],
  ...over,
});

const page = (conversations: HistoryConversation[], total: number, nextCursor: string | null): ConversationHistory => ({
  conversations,
  total,
  nextCursor,
});

const SEARCH: SearchResponse = {
  totalMatches: 2,
  closeMatches: false,
  results: [
    {
      conversationId: 3,
      title: 'Adding fractions',
      subjectId: 1,
      subject: 'Mathematics',
      date: '2026-05-12T10:30:00.000Z',
      matchCount: 3,
      matchingMessages: [
        // Markup in a message is text: the page marks only the ranges.
        {
          id: 31,
          role: 'user',
          createdAt: '2026-05-12T10:00:00.000Z',
          excerpt: { text: '<b>fractions</b> are hard', highlights: [{ start: 3, end: 12 }] },
        },
        {
          id: 32,
          role: 'assistant',
          createdAt: '2026-05-12T10:01:00.000Z',
          excerpt: { text: '…one fraction at a time', highlights: [{ start: 5, end: 13 }] },
        },
      ],
    },
  ],
};

type Answer = (call: FetchCall) => Response;

function serve(routes: { history?: Answer; search?: Answer; ask?: Answer }) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/conversations/history')) return routes.history?.(call) ?? json(page([], 0, null));
    if (call.url === '/api/conversations/search') return routes.search?.(call) ?? json(SEARCH);
    if (call.url === '/api/conversations/ask-context') return routes.ask?.(call) ?? json({ response: 'An answer.', sources: [] });
    return json({ message: 'Not Found' }, 404);
  });
}

const render = () => renderWithProviders(<HistoryPage subjects={SUBJECTS} />, { path: '/history' });
const section = (name: string) => screen.getByRole('region', { name });

describe('HistoryPage: Recent Conversations', () => {
  it('shows each conversation with its subject, date, duration, concepts and last messages, and pages on with the cursor', async () => {
    const { calls, fetchMock } = serve({
      history: ({ url }) =>
        url.includes('cursor=')
          ? json(page([conversation(3, { title: 'Older talk', subjectId: 2, subject: 'Science', concepts: [] })], 3, null))
          : json(page([conversation(1), conversation(2)], 3, '1778582400000000:2')),
    });
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Conversation 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Mathematics');
    expect(first).toHaveTextContent(
      new Date('2026-05-12T10:30:00.000Z').toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    );
    expect(first).toHaveTextContent('1 h 15 min');
    expect(
      within(within(first).getByRole('list', { name: 'Concepts' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fractions', 'common denominators']);
    expect(within(first).getByRole('list', { name: 'Last messages of Conversation 1' })).toHaveTextContent(
      'You: How do I add 1/2 and 1/3?Tutor: Find a common denominator first.',
    );
    expect(within(first).getByRole('link', { name: 'Study Mathematics with the tutor' })).toHaveAttribute('href', '/chat/1');
    expect(section('Recent Conversations')).toHaveTextContent('2 of 3');

    await user.click(screen.getByRole('button', { name: 'Show more conversations' }));
    expect(await within(list).findByRole('heading', { name: 'Older talk' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/conversations/history',
      `/api/conversations/history?cursor=${encodeURIComponent('1778582400000000:2')}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when there is no conversation yet, with a way to start one', async () => {
    serve({});
    render();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/chat');
  });
});

describe('HistoryPage: Search Conversations', () => {
  it('needs a search term: the specified toast, and no request', async () => {
    const { calls } = serve({});
    const { user } = render();
    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a search term.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('searches with the term, time and subject, says what it found, and marks the matched words as text', async () => {
    const { calls } = serve({});
    const { user } = render();
    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), ' fractions ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search Complete')).toBeInTheDocument();
    expect(screen.getByText('Found 2 matching conversations.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ query: 'fractions', timeframe: null, subject: null });

    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('heading', { name: 'Adding fractions' })).toBeInTheDocument();
    expect(results).toHaveTextContent('3 matching messages');
    const matches = within(results).getByRole('list', { name: 'Matching messages in Adding fractions' });
    expect(matches).toHaveTextContent('You: <b>fractions</b> are hard');
    expect([...matches.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['fractions', 'fraction']);
    expect(matches.querySelector('b')).toBeNull();
    expect(within(section('Search Conversations')).getByRole('status')).toHaveTextContent('The best 1 of 2 matching conversations.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Past 7 days');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Science');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ query: 'fractions', timeframe: 'week', subject: 2 });

    await user.click(screen.getByRole('button', { name: 'Clear results' }));
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('tells close spellings apart from exact matches', async () => {
    serve({ search: () => json({ ...SEARCH, totalMatches: 1, closeMatches: true }) });
    const { user } = render();
    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), 'fracshuns');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found 1 matching conversations.')).toBeInTheDocument();
    expect(screen.getByText(/No exact match for “fracshuns”: these have words spelt like it\./)).toBeInTheDocument();
  });

  it('shows the specified failure', async () => {
    serve({ search: () => json({ message: 'Something went wrong on our side. Please try again.' }, 500) });
    const { user } = render();
    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), 'fractions');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not search conversations. Please try again.')).toBeInTheDocument();
  });
});

describe('HistoryPage: Ask About Your Learning', () => {
  it('needs a question: the specified toast, and no request', async () => {
    const { calls } = serve({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Question Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a question about your learning.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks the question in the browser’s time zone and shows the answer with the conversations it drew on', async () => {
    const { calls } = serve({
      ask: () =>
        json({
          response: 'Here is what your Brightpath records show in the past 7 days.\nTutoring sessions: 1.',
          sources: [{ conversationId: 3, title: 'Adding fractions', subject: 'Mathematics', date: '2026-05-12T10:30:00.000Z' }],
        }),
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'What did I study last week?' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('What did I study last week?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('AI Response Ready')).toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ question: 'What did I study last week?', timeZone: zone });
    const region = section('Ask About Your Learning');
    expect(region).toHaveTextContent('You asked: What did I study last week?');
    expect(region).toHaveTextContent('Here is what your Brightpath records show in the past 7 days.');
    expect(region).toHaveTextContent(/From these conversations:Adding fractions \(Mathematics, /);
  });

  it('shows the specified failure, or the limit’s own message', async () => {
    let status = 502;
    serve({ ask: () => json({ message: status === 429 ? 'You have sent 300 messages to the tutor in the last 24 hours.' : 'x' }, status) });
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'What do I find hard?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Context Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not analyze your learning context. Please try again.')).toBeInTheDocument();
    act(() => dismiss());
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('You have sent 300 messages to the tutor in the last 24 hours.')).toBeInTheDocument();
  });
});
