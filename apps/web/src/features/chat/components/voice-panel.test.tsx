import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTutorResponse } from '@brightpath/shared/chat';
import type { Subject } from '@brightpath/shared/subjects';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { TutorConversationProvider } from '../hooks/tutor-conversation';
import { VoicePanel } from './voice-panel';

const subject: Subject = {
  id: 3,
  name: 'Mathematics',
  description: 'Numbers and shapes',
  category: 'STEM',
  icon: 'calculator',
  minAge: 5,
  maxAge: 99,
};

type Handler = ((event: unknown) => void) | null;

/** The browser's speech recognition, scripted: the test says what was heard, or which error happened. */
class ScriptedRecognition {
  static sessions: ScriptedRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  listening = false;
  start() {
    this.listening = true;
    ScriptedRecognition.sessions.push(this);
  }
  stop() {
    this.end();
  }
  abort() {
    this.listening = false;
  }
  say(text: string) {
    this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
    this.end();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.end();
  }
  private end() {
    this.listening = false;
    this.onend?.(undefined);
  }
}

const latest = () => ScriptedRecognition.sessions.at(-1)!;

/** Audio that "plays" until the test ends it. */
let playing: HTMLMediaElement[] = [];
function endAudio() {
  const el = playing.shift();
  el?.dispatchEvent(new Event('ended'));
  return !!el;
}

function reply(text: string, id: number): ChatTutorResponse {
  return { response: text, conversationId: 21, messageId: id, tutoringSessionId: 5, provider: 'offline', moderated: false };
}

function renderVoice(answer: (call: FetchCall) => Response | Promise<Response>, volume?: number) {
  const fetched = stubFetch((call) => {
    if (call.url === `/api/conversations?subjectId=${subject.id}`) return json([]);
    if (call.url === '/api/speech/preferences' && call.method === 'GET') return json({ voice: 'nova' });
    if (call.url === '/api/speech/generate') return new Response('RIFF', { headers: { 'content-type': 'audio/wav' } });
    return answer(call);
  });
  const view = renderWithProviders(
    <TutorConversationProvider subject={subject} age={12}>
      <VoicePanel subject={subject} volume={volume} />
    </TutorConversationProvider>,
  );
  return { ...view, ...fetched };
}

beforeEach(() => {
  ScriptedRecognition.sessions = [];
  playing = [];
  vi.stubGlobal('SpeechRecognition', ScriptedRecognition);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:voice');
  URL.revokeObjectURL = vi.fn();
});

describe('VoicePanel', () => {
  it("speaks at the learner's Volume setting", async () => {
    const { user } = renderVoice(
      ({ url }) => (url === '/api/chat/tutor' ? json(reply('A fraction is a part of a whole.', 40)) : json({}, 404)),
      0.35,
    );
    await user.click(await screen.findByRole('button', { name: 'Ask by voice' }));
    act(() => latest().say('What is a fraction?'));
    await waitFor(() => expect(playing).toHaveLength(1));
    expect(playing[0]!.volume).toBe(0.35);
  });

  it('asks a question heard after Stop Speaking, while the last reply is still being written, once that reply ends', async () => {
    // The first reply streams its first sentence, then waits for the test.
    const encoder = new TextEncoder();
    let writer!: ReadableStreamDefaultController<Uint8Array>;
    const event = (name: string, data: unknown) => writer.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
    const { user, calls } = renderVoice(({ url, body }) => {
      if (url !== '/api/chat/tutor') return json({}, 404);
      if ((body as { userMessage: string }).userMessage !== 'What is a fraction?') return json(reply('A numerator counts the parts.', 41));
      const stream = new ReadableStream<Uint8Array>({ start: (c) => void (writer = c) });
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    });
    const tutorCalls = () => calls.filter((c) => c.url === '/api/chat/tutor');

    await user.click(await screen.findByRole('button', { name: 'Ask by voice' }));
    act(() => latest().say('What is a fraction?'));
    expect(await screen.findByText('AI thinking...')).toBeInTheDocument();
    await waitFor(() => expect(tutorCalls()).toHaveLength(1));
    event('meta', { conversationId: 21, tutoringSessionId: 5, provider: 'offline' });
    event('delta', { text: 'A fraction is a part of a whole. It has ' });
    expect(await screen.findByText('AI speaking...')).toBeInTheDocument();

    // Stop Speaking while the reply is still being written, then ask again: the question waits, it is not lost.
    await user.click(screen.getByRole('button', { name: 'Stop Speaking' }));
    await user.click(screen.getByRole('button', { name: 'Ask by voice' }));
    await waitFor(() => expect(latest().listening).toBe(true));
    act(() => latest().say('What is a numerator?'));
    expect(await screen.findByText('AI thinking...')).toBeInTheDocument();
    expect(tutorCalls()).toHaveLength(1);

    event('delta', { text: 'a top and a bottom.' });
    event('done', reply('A fraction is a part of a whole. It has a top and a bottom.', 40));
    writer.close();
    await waitFor(() => expect(tutorCalls()).toHaveLength(2));
    expect(tutorCalls().map((c) => (c.body as { userMessage: string }).userMessage)).toEqual([
      'What is a fraction?',
      'What is a numerator?',
    ]);
    // Only the first sentence of the first reply was spoken before the stop; then the second answer.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/speech/generate').map((c) => (c.body as { text: string }).text)).toEqual([
        'A fraction is a part of a whole.',
        'A numerator counts the parts.',
      ]),
    );
    expect(await screen.findByText('AI speaking...')).toBeInTheDocument();
    await waitFor(() => expect(playing).toHaveLength(2));
    act(() => void endAudio());
    act(() => void endAudio());
    expect(await screen.findByText('Press the microphone and ask your question out loud.')).toBeInTheDocument();
  });

  it("hands-free: listens again after the answer, ends on 'stop conversation', and sends that to nobody", async () => {
    const { user, calls } = renderVoice(({ url }) =>
      url === '/api/chat/tutor' ? json(reply('Half of ten is a good one to try.', 40)) : json({}, 404),
    );
    await user.click(await screen.findByRole('button', { name: 'Start Voice Chat' }));
    expect(await screen.findByRole('button', { name: 'Hands-Free ON' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Conversation Mode On')).toBeInTheDocument();
    await waitFor(() => expect(latest().listening).toBe(true));
    const sessions = ScriptedRecognition.sessions.length;

    act(() => latest().say('What is half of ten?'));
    await waitFor(() => expect(playing).toHaveLength(1));
    act(() => void endAudio());
    // About half a second after the answer, a new recognition session by itself.
    await waitFor(() => expect(ScriptedRecognition.sessions).toHaveLength(sessions + 1), { timeout: 3000 });
    expect(await screen.findByText('Listening...')).toBeInTheDocument();

    act(() => latest().say('ok stop conversation'));
    expect(await screen.findByRole('button', { name: 'Start Voice Chat' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Conversation Mode Off')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/chat/tutor')).toHaveLength(1);
  });

  it('hands-free waits through silence twice, then stops and says so', async () => {
    const { user } = renderVoice(() => json({}, 404));
    await user.click(await screen.findByRole('button', { name: 'Start Voice Chat' }));
    await waitFor(() => expect(latest().listening).toBe(true));
    for (let quiet = 1; quiet <= 2; quiet++) {
      const before = ScriptedRecognition.sessions.length;
      act(() => latest().fail('no-speech'));
      await waitFor(() => expect(ScriptedRecognition.sessions).toHaveLength(before + 1), { timeout: 3000 });
    }
    act(() => latest().fail('no-speech'));
    expect(await screen.findByText('Speech Recognition Error')).toBeInTheDocument();
    expect(screen.getByText('No speech detected. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Voice Chat' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says each microphone error as the specification words it', async () => {
    const { user } = renderVoice(() => json({}, 404));
    await user.click(await screen.findByRole('button', { name: 'Ask by voice' }));
    act(() => latest().fail('network'));
    expect(await screen.findByText('Voice Recognition Error')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('keeps the chosen voice on the account, and puts the stored one back with an error when saving fails', async () => {
    let failing = false;
    const { user, calls } = renderVoice(({ url, method }) =>
      url === '/api/speech/preferences' && method === 'PUT'
        ? failing
          ? json({ message: 'Internal Server Error' }, 500)
          : json({ voice: 'fable' })
        : json({}, 404),
    );
    const picker = await screen.findByLabelText("Tutor's voice");
    await user.selectOptions(picker, 'fable');
    expect(picker).toHaveValue('fable');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ url: '/api/speech/preferences', method: 'PUT', body: { voice: 'fable' } }]);

    failing = true;
    await user.selectOptions(picker, 'onyx');
    expect(await screen.findByText("We couldn't save your choice of voice. Please try again.")).toBeInTheDocument();
    expect(picker).toHaveValue('fable');
  });
});
