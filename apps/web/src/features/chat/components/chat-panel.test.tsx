import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatTutorResponse, Conversation } from '@brightpath/shared/chat';
import type { Subject } from '@brightpath/shared/subjects';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { TutorConversationProvider } from '../hooks/tutor-conversation';
import { ChatPanel as Panel } from './chat-panel';

const subject: Subject = {
  id: 3,
  name: 'Mathematics',
  description: 'Numbers and shapes',
  category: 'STEM',
  icon: 'calculator',
  minAge: 5,
  maxAge: 99,
};
const conversation: Conversation = {
  id: 11,
  subjectId: 3,
  title: 'Fractions',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:05:00Z',
  messageCount: 2,
};
const stored: ChatMessage[] = [
  { id: 1, conversationId: 11, role: 'user', content: 'What is a fraction?', createdAt: '2026-01-01T10:00:00Z', provider: null },
  {
    id: 2,
    conversationId: 11,
    role: 'assistant',
    content: 'A fraction is a **part** of a whole.',
    createdAt: '2026-01-01T10:00:05Z',
    provider: 'offline',
  },
];
const conversationsUrl = `/api/conversations?subjectId=${subject.id}`;

/** A promise the test settles when it chooses: the reply that is still being written. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The Chat tab as the page mounts it: under the conversation it shares with the Voice tab. */
function ChatPanel({ subject, age }: { subject: Subject; age: number }) {
  return (
    <TutorConversationProvider subject={subject} age={age}>
      <Panel subject={subject} age={age} />
    </TutorConversationProvider>
  );
}

describe('ChatPanel', () => {
  it('shows a loading state while the conversation loads', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<ChatPanel subject={subject} age={12} />);
    const loading = await screen.findByText('Loading your conversation...');
    // Announced politely to screen readers while the data arrives.
    expect(loading.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows an error with a retry that loads the conversation again', async () => {
    let failing = true;
    const { calls } = stubFetch(({ url }) => {
      if (url === conversationsUrl) return failing ? json({ message: 'Internal Server Error' }, 500) : json([]);
      return json({}, 404);
    });
    const { user } = renderWithProviders(<ChatPanel subject={subject} age={12} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your conversation.");

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: "Hi! I'm your Mathematics tutor." })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === conversationsUrl)).toHaveLength(2);
  });

  it('shows the conversation starters when the learner has no conversation yet', async () => {
    stubFetch(({ url }) => (url === conversationsUrl ? json([]) : json({}, 404)));
    renderWithProviders(<ChatPanel subject={subject} age={12} />);
    expect(await screen.findByRole('list', { name: 'Conversation starters' })).toBeInTheDocument();
    // The New conversation button only makes sense once there is a conversation.
    expect(screen.queryByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
  });

  it('reloads the latest conversation with its stored messages', async () => {
    stubFetch(({ url }) => {
      if (url === conversationsUrl) return json([conversation]);
      if (url === `/api/conversations/${conversation.id}/messages`) return json(stored);
      return json({}, 404);
    });
    renderWithProviders(<ChatPanel subject={subject} age={12} />);

    const log = await screen.findByRole('log', { name: 'Conversation with your Mathematics tutor' });
    expect(log).toHaveTextContent('What is a fraction?');
    expect(log).toHaveTextContent('A fraction is a part of a whole.');
    expect(screen.queryByRole('list', { name: 'Conversation starters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeInTheDocument();
  });

  it('sends a message once, blocks the box while the reply is written, then shows the reply', async () => {
    const reply = deferred<Response>();
    const { calls } = stubFetch(({ url }) => {
      if (url === conversationsUrl) return json([]);
      if (url === '/api/chat/tutor') return reply.promise;
      return json({}, 404);
    });
    const { user } = renderWithProviders(<ChatPanel subject={subject} age={12} />);

    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '  What is 3/4 of 8?  {Enter}');

    const log = screen.getByRole('log', { name: 'Conversation with your Mathematics tutor' });
    expect(log).toHaveTextContent('What is 3/4 of 8?');
    expect(log).toHaveTextContent('Thinking...');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('aria-disabled', 'true');

    // A second message while the reply is pending goes nowhere.
    await user.type(box, 'And 1/2 of 8?{Enter}');
    expect(box).toHaveValue('And 1/2 of 8?');

    const tutorCalls = calls.filter((c) => c.url === '/api/chat/tutor');
    expect(tutorCalls).toHaveLength(1);
    expect(tutorCalls[0]?.body).toMatchObject({
      userMessage: 'What is 3/4 of 8?',
      subjectId: subject.id,
      userAge: 12,
      conversationHistory: [],
      stream: true,
    });

    const done: ChatTutorResponse = {
      response: 'Let us find 1/4 of 8 first.',
      conversationId: 21,
      messageId: 40,
      tutoringSessionId: 5,
      provider: 'offline',
      moderated: false,
    };
    reply.resolve(json(done));

    await waitFor(() => expect(log).toHaveTextContent('Let us find 1/4 of 8 first.'));
    expect(log).not.toHaveTextContent('Thinking...');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('title', 'Send message');
  });
});
