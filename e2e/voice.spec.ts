import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectApart, guestWithProfile, learnerProfile, toastWith } from './fixtures';

// Voice mode in Chromium, which has no microphone here: the browser's SpeechRecognition is replaced by a scripted
// one (the test says what the learner "said"), and audio playback by a spy that records each clip and ends it when
// the test says so. Everything else is real: the built server, the offline tutor, espeak-ng speech.

type VoiceSpy = {
  /** What the scripted recognition hears next, as a final result, then it ends. */
  say: (text: string) => void;
  /** The recognition fails with this error, then ends. */
  fail: (error: string) => void;
  /** Recognition sessions started so far. */
  starts: number;
  listening: boolean;
  /** Clips started, in order (each one sentence of the reply), and paused. */
  played: number;
  paused: number;
  /** The clip playing now ends. */
  endAudio: () => boolean;
  /** Utterances the browser's own voice was asked to say. */
  synthesized: string[];
  /** Every status line shown, in order. */
  statuses: string[];
};

declare global {
  interface Window {
    voiceSpy: VoiceSpy;
  }
}

/** Installed before the page's own scripts. `recognition: false` leaves the browser without speech recognition. */
async function installVoiceSpy(page: Page, { recognition = true } = {}) {
  await page.addInitScript(
    ({ recognition }) => {
      const spy = {
        starts: 0,
        listening: false,
        played: 0,
        paused: 0,
        synthesized: [] as string[],
        statuses: [] as string[],
        say: (_text: string) => {},
        fail: (_error: string) => {},
        endAudio: () => false,
      };
      window.voiceSpy = spy as unknown as VoiceSpy;
      type Handler = ((event: unknown) => void) | null;

      class ScriptedRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        maxAlternatives = 1;
        onresult: Handler = null;
        onerror: Handler = null;
        onend: Handler = null;
        start() {
          spy.starts++;
          spy.listening = true;
          spy.say = (text: string) => {
            spy.listening = false;
            const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: true });
            this.onresult?.({ resultIndex: 0, results: [result] });
            this.onend?.(undefined);
          };
          spy.fail = (error: string) => {
            spy.listening = false;
            this.onerror?.({ error });
            this.onend?.(undefined);
          };
        }
        stop() {
          if (!spy.listening) return;
          spy.listening = false;
          this.onend?.(undefined);
        }
        abort() {
          spy.listening = false;
        }
      }
      const w = window as unknown as Record<string, unknown>;
      if (recognition) {
        w.SpeechRecognition = ScriptedRecognition;
        w.webkitSpeechRecognition = ScriptedRecognition;
      } else {
        delete w.SpeechRecognition;
        delete w.webkitSpeechRecognition;
      }

      // Audio: each play() is recorded and lasts until the test ends it.
      let current: HTMLMediaElement | null = null;
      const playing = (el: HTMLMediaElement) => {
        current = el;
      };
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        spy.played++;
        playing(this);
        return Promise.resolve();
      };
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        if (current === this) {
          spy.paused++;
          current = null;
        }
      };
      spy.endAudio = () => {
        const el = current;
        if (!el) return false;
        current = null;
        el.dispatchEvent(new Event('ended'));
        return true;
      };

      // The browser's voice: recorded, and finished at once.
      speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        spy.synthesized.push(utterance.text);
        setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 20);
      };
      speechSynthesis.cancel = () => {};

      // The status line, as it changes.
      new MutationObserver(() => {
        const line = document.querySelector('[data-voice-status]')?.textContent ?? '';
        if (line.endsWith('...') && spy.statuses.at(-1) !== line) spy.statuses.push(line);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { recognition },
  );
}

const spy = <K extends keyof VoiceSpy>(page: Page, key: K) => page.evaluate((k) => window.voiceSpy[k], key) as Promise<VoiceSpy[K]>;

/** Ends each clip as soon as it starts, until the reply has been heard to its end. */
async function hearWholeReply(page: Page) {
  await expect(page.getByText('AI speaking...')).toBeVisible();
  await page.waitForFunction(
    () => {
      window.voiceSpy.endAudio();
      return !document.querySelector('[data-voice-status]')?.textContent?.includes('AI speaking...');
    },
    null,
    { polling: 50 },
  );
}

/** Presses the microphone and, once recognition listens, says the question. */
async function askByVoice(page: Page, question: string, button = 'Ask by voice') {
  await page.getByRole('main').getByRole('button', { name: button }).click();
  await expect.poll(() => spy(page, 'listening')).toBe(true);
  await page.evaluate((q) => window.voiceSpy.say(q), question);
}

async function learnerInMaths(request: APIRequestContext, baseURL: string) {
  await guestWithProfile(request, baseURL, learnerProfile(15));
  const all = (await (await request.get('/api/subjects')).json()) as { id: number; name: string }[];
  const maths = all.find((s) => s.name === 'Mathematics')!;
  const saved = await request.put('/api/user-subjects', {
    data: { subjects: [{ subjectId: maths.id, level: 'beginner' }] },
    headers: { origin: baseURL },
  });
  expect(saved.status()).toBeLessThan(300);
  return maths.id;
}

test('a learner asks out loud and hears the answer sentence by sentence; Stop Speaking, hands-free and "stop conversation"', async ({
  page,
  baseURL,
}) => {
  const subjectId = await learnerInMaths(page.context().request, baseURL!);
  await installVoiceSpy(page);
  const spoken: { text: string; voice: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/speech/generate')) spoken.push(r.postDataJSON() as { text: string; voice: string });
  });

  await page.goto(`/chat/${subjectId}?mode=voice`);
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'Voice' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('heading', { name: 'Talk with your Mathematics tutor' })).toBeVisible();

  // The voice picker: six voices, the choice kept on the account.
  const picker = main.getByLabel("Tutor's voice");
  await expect(picker.locator('option')).toHaveCount(6);
  await expect(picker).toHaveValue('nova');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/speech/preferences') && r.request().method() === 'PUT');
  await picker.selectOption('fable');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(main.getByLabel("Tutor's voice")).toHaveValue('fable');

  // A spoken question: Listening..., AI thinking..., AI speaking...; each sentence sent to speech as it is complete.
  await main.getByRole('button', { name: 'Ask by voice' }).click();
  await expect(toastWith(page, 'Listening')).toBeVisible();
  await expect(main.getByText('Listening...')).toBeVisible();
  await page.evaluate(() => window.voiceSpy.say('What is a fraction?'));
  await expect(main.getByRole('button', { name: 'Stop Speaking' })).toBeVisible();
  await hearWholeReply(page);
  await expect(main.getByText('Press the microphone and ask your question out loud.')).toBeVisible();
  expect(await spy(page, 'statuses')).toEqual(['Listening...', 'AI thinking...', 'AI speaking...']);

  const log = main.getByRole('log', { name: 'Conversation with your Mathematics tutor' });
  await expect(log.locator('li').filter({ hasText: 'You said:' })).toHaveText(/What is a fraction\?/);
  const reply = (await log.locator('li').filter({ hasText: 'Tutor said:' }).last().innerText()).replace(/^Tutor said:\s*/, '');
  expect(spoken.length, 'the reply is spoken in more than one piece').toBeGreaterThan(1);
  expect(await spy(page, 'played')).toBe(spoken.length);
  for (const piece of spoken) {
    expect(piece.voice).toBe('fable');
    // Each piece is a sentence of the reply (markdown aside), not the whole reply at once.
    expect(piece.text.length).toBeLessThan(reply.length);
  }

  // The question and the answer are in the conversation: the Chat tab shows them too.
  await main.getByRole('tab', { name: 'Chat' }).click();
  await expect(main.getByRole('log').locator('li').filter({ hasText: 'You said:' })).toHaveText(/What is a fraction\?/);
  await main.getByRole('tab', { name: 'Voice' }).click();

  // Stop Speaking silences the tutor at once: the clip is paused and nothing more is played.
  await askByVoice(page, 'Can you explain what a denominator is?');
  await expect(main.getByText('AI speaking...')).toBeVisible();
  const playedBefore = await spy(page, 'played');
  await main.getByRole('button', { name: 'Stop Speaking' }).click();
  await expect(main.getByText('AI speaking...')).toHaveCount(0);
  expect(await spy(page, 'paused')).toBe(1);
  // The written reply goes on to its end in the conversation; none of it is played.
  await expect(log.locator('li').filter({ hasText: 'Tutor said:' })).toHaveCount(2);
  await expect(main.getByText('Press the microphone and ask your question out loud.')).toBeVisible();
  expect(await spy(page, 'played')).toBe(playedBefore);

  // Barge-in: asking while the tutor speaks stops it and listens.
  await askByVoice(page, 'What is a numerator?');
  await expect(main.getByText('AI speaking...')).toBeVisible();
  await main.getByRole('button', { name: 'Interrupt and ask' }).click();
  await expect(main.getByText('Listening...')).toBeVisible();
  expect(await spy(page, 'paused')).toBe(2);
  await expect.poll(() => spy(page, 'listening')).toBe(true);
  await page.evaluate(() => window.voiceSpy.fail('aborted'));

  // Hands-free: listens by itself, answers, and listens again about half a second after speaking ends.
  const toggle = main.getByRole('button', { name: 'Start Voice Chat' });
  await toggle.click();
  await expect(toastWith(page, 'Conversation Mode On')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Hands-Free ON' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText('Listening...')).toBeVisible();
  const startsForQuestion = await spy(page, 'starts');
  await page.evaluate(() => window.voiceSpy.say('What is half of ten?'));
  await hearWholeReply(page);
  // One more recognition session, by itself, after the answer.
  await expect.poll(() => spy(page, 'starts')).toBe(startsForQuestion + 1);
  await expect(main.getByText('Listening...')).toBeVisible();
  await expect.poll(() => spy(page, 'listening')).toBe(true);

  // 'stop conversation' ends conversation mode.
  await page.evaluate(() => window.voiceSpy.say('stop conversation'));
  await expect(toastWith(page, 'Conversation Mode Off')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Start Voice Chat' })).toHaveAttribute('aria-pressed', 'false');
  await expect(log.locator('li').filter({ hasText: 'stop conversation' })).toHaveCount(0);

  // A microphone that is refused: the specified notice.
  await main.getByRole('button', { name: 'Ask by voice' }).click();
  await expect.poll(() => spy(page, 'listening')).toBe(true);
  await page.evaluate(() => window.voiceSpy.fail('not-allowed'));
  await expect(toastWith(page, 'Voice Recognition Error')).toContainText('Microphone permission denied. Please enable microphone access.');

  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/screenshots/voice-1280.png', fullPage: true });
});

test("when the tutor's voice fails, the browser reads the answer and says so; the UI is never stuck speaking", async ({
  page,
  baseURL,
}) => {
  const subjectId = await learnerInMaths(page.context().request, baseURL!);
  await installVoiceSpy(page);
  await page.route('**/api/speech/generate', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SPEECH_UNAVAILABLE', message: 'Speech is unavailable right now.' }),
    }),
  );
  await page.goto(`/chat/${subjectId}?mode=voice`);
  const main = page.getByRole('main');
  await askByVoice(page, 'What is a fraction?');
  // Said in the panel (a toast too, which a later one may replace).
  await expect(main.getByText("The tutor's voice isn't available right now, so your browser is reading the answer aloud.")).toBeVisible();
  await expect(main.getByText('Press the microphone and ask your question out loud.')).toBeVisible();
  expect((await spy(page, 'synthesized')).length).toBeGreaterThan(0);
  expect(await spy(page, 'played')).toBe(0);
});

test('a browser without speech recognition gets the simpler panel: type a question, hear the answer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const subjectId = await learnerInMaths(page.context().request, baseURL!);
  await installVoiceSpy(page, { recognition: false });
  await page.goto(`/chat/${subjectId}?mode=voice`);
  const main = page.getByRole('main');
  await expect(main.getByText('Speech recognition is not supported in your browser.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Ask by voice' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Start Voice Chat' }).click();
  await expect(toastWith(page, 'Voice Not Supported')).toContainText("Your browser doesn't support voice recognition. Try Chrome or Edge.");

  await main.getByRole('textbox', { name: 'Message' }).fill('What is a fraction?');
  await main.getByRole('button', { name: 'Send message' }).click();
  await hearWholeReply(page);
  expect(await spy(page, 'played')).toBeGreaterThan(1);

  // Nothing of the panel hides under the floating help button on a phone.
  await expectApart(
    main.getByRole('button', { name: 'Send message' }),
    page.getByRole('button', { name: 'Open help chat' }),
    'send and help',
  );
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/screenshots/voice-unsupported-390.png', fullPage: true });
});
