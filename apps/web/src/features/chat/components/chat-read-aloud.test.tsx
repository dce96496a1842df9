import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTutorResponse } from '@brightpath/shared/chat';
import type { Subject } from '@brightpath/shared/subjects';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { TutorConversationProvider } from '../hooks/tutor-conversation';
import { ChatPanel } from './chat-panel';
import type { ChatAudio } from './chat-conversation';

// Voice Responses (spec 002 section 2): the Chat tab reads the tutor's replies aloud, at the learner's volume.

const subject: Subject = {
  id: 3,
  name: 'Mathematics',
  description: 'Numbers and shapes',
  category: 'STEM',
  icon: 'calculator',
  minAge: 5,
  maxAge: 99,
};
const done: ChatTutorResponse = {
  response: 'Let us find 1/4 of 8 first. Then double it.',
  conversationId: 21,
  messageId: 40,
  tutoringSessionId: 5,
  provider: 'offline',
  moderated: false,
};

/** Audio elements that "play" until the test ends them. */
let playing: HTMLMediaElement[] = [];

beforeEach(() => {
  playing = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:voice');
  URL.revokeObjectURL = vi.fn();
});

function renderChat(audio: ChatAudio) {
  const fetched = stubFetch(({ url }) => {
    if (url === `/api/conversations?subjectId=${subject.id}`) return json([]);
    if (url === '/api/speech/preferences') return json({ voice: 'fable' });
    if (url === '/api/speech/generate') return new Response('RIFF', { headers: { 'content-type': 'audio/wav' } });
    if (url === '/api/chat/tutor') return json(done);
    return json({}, 404);
  });
  const view = renderWithProviders(
    <TutorConversationProvider subject={subject} age={12}>
      <ChatPanel subject={subject} age={12} audio={audio} />
    </TutorConversationProvider>,
  );
  return { ...view, ...fetched };
}

const spoken = (calls: { url: string; body: unknown }[]) =>
  calls.filter((c) => c.url === '/api/speech/generate').map((c) => c.body as { text: string; voice: string });

describe('Voice Responses in the chat', () => {
  it("reads each reply aloud, sentence by sentence, in the learner's voice and at their volume; Stop reading silences it", async () => {
    const { user, calls } = renderChat({ readAloud: true, volume: 0.4 });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'What is 3/4 of 8?{Enter}');
    await waitFor(() => expect(playing).toHaveLength(1));
    expect(playing[0]!.volume).toBe(0.4);
    expect(spoken(calls)[0]).toEqual({ text: 'Let us find 1/4 of 8 first.', voice: 'fable' });
    await user.click(await screen.findByRole('button', { name: 'Stop reading' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stop reading' })).not.toBeInTheDocument();
  });

  it('reads nothing while Voice Responses is off', async () => {
    const { user, calls } = renderChat({ readAloud: false, volume: 0.75 });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'What is 3/4 of 8?{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('Then double it.'));
    expect(spoken(calls)).toEqual([]);
    expect(calls.some((c) => c.url === '/api/speech/preferences')).toBe(false);
    expect(playing).toEqual([]);
  });
});
