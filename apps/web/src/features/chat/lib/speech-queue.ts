/**
 * Speaks a reply sentence by sentence while it is still being written (DESIGN.md section 4: voice must not wait
 * for the whole reply). Each sentence's audio is fetched as soon as the sentence is complete, at most `ahead`
 * sentences at once, and played in order: the next one downloads while the current one plays. When the server's
 * speech fails, that sentence and the rest of the reply are spoken by the browser instead (spec 001 section 4), and
 * `onFallback` says so once. `stop()` silences everything at once (Stop Speaking, or the learner talking again).
 */
export type SpeechQueueDeps = {
  /** The audio of one sentence (POST /api/speech/generate). */
  fetchAudio: (text: string, signal: AbortSignal) => Promise<Blob>;
  /** Plays audio to its end; resolves early when the signal aborts. Rejects when it cannot play. */
  playAudio: (audio: Blob, signal: AbortSignal) => Promise<void>;
  /** The browser's own voice, to the end of the text; rejects with the browser's error. Undefined: none. */
  speakWithBrowser?: (text: string, signal: AbortSignal) => Promise<void>;
  /** The first sentence starts to be heard (its audio starts playing, or the browser starts reading it). */
  onSpeaking?: () => void;
  /** Everything enqueued has been heard and `finish()` was called: the reply is over. */
  onDone?: () => void;
  /** The server's voice failed and the browser's speaks instead (once per reply). */
  onFallback?: (error: unknown) => void;
  /** Neither voice could speak a sentence (it is skipped). */
  onSilent?: (error: unknown) => void;
  /** Sentences fetched at once: the one playing and the next. */
  ahead?: number;
};

type Item = { text: string; audio?: Promise<Blob> };

export function createSpeechQueue(deps: SpeechQueueDeps) {
  const ahead = deps.ahead ?? 2;
  const controller = new AbortController();
  const { signal } = controller;
  const waiting: Item[] = [];
  let playing = false;
  let finished = false;
  let heard = false;
  let browserOnly = false;
  let over = false;

  const prefetch = () => {
    if (browserOnly) return;
    // The playing sentence counts as one of those fetched.
    let started = playing ? 1 : 0;
    for (const item of waiting) {
      if (started >= ahead) break;
      if (!item.audio) {
        item.audio = deps.fetchAudio(item.text, signal);
        // Handled when its turn comes; until then an early failure is not an unhandled rejection.
        item.audio.catch(() => undefined);
      }
      started++;
    }
  };

  const end = () => {
    if (over) return;
    over = true;
    deps.onDone?.();
  };

  const browser = async (text: string, cause: unknown) => {
    if (!deps.speakWithBrowser) {
      deps.onSilent?.(cause);
      return;
    }
    try {
      await deps.speakWithBrowser(text, signal);
    } catch (error) {
      if (!signal.aborted) deps.onSilent?.(error);
    }
  };

  const pump = async () => {
    if (playing || signal.aborted) return;
    const item = waiting.shift();
    if (!item) {
      if (finished) end();
      return;
    }
    playing = true;
    // 'Speaking' from the moment the first sound starts, not while its audio is still on its way.
    const speaking = () => {
      if (heard) return;
      heard = true;
      deps.onSpeaking?.();
    };
    prefetch();
    try {
      if (browserOnly) {
        speaking();
        await browser(item.text, undefined);
      } else {
        try {
          const audio = await (item.audio ?? deps.fetchAudio(item.text, signal));
          if (signal.aborted) return;
          speaking();
          await deps.playAudio(audio, signal);
        } catch (error) {
          if (signal.aborted) return;
          // The rest of this reply in the browser's voice: the server's is failing, and a retry per sentence would stall.
          browserOnly = true;
          deps.onFallback?.(error);
          speaking();
          await browser(item.text, error);
        }
      }
    } finally {
      playing = false;
    }
    void pump();
  };

  return {
    /** A complete sentence of the reply, in order. */
    enqueue(text: string) {
      const sentence = text.trim();
      if (!sentence || signal.aborted || finished) return;
      waiting.push({ text: sentence });
      prefetch();
      void pump();
    },
    /** No more sentences: `onDone` runs when the last one has been heard (at once when there were none). */
    finish() {
      if (signal.aborted) return;
      finished = true;
      if (!playing && waiting.length === 0) end();
    },
    /** Silence now: stops playback and downloads; `onDone` does not run. */
    stop() {
      waiting.length = 0;
      controller.abort();
    },
    get stopped() {
      return signal.aborted;
    },
  };
}

export type SpeechQueue = ReturnType<typeof createSpeechQueue>;

/** Plays audio in an <audio> element until it ends; stops at once when the signal aborts. */
export function playBlob(audio: Blob, signal: AbortSignal, volume = 1): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return resolve();
    const url = URL.createObjectURL(audio);
    const element = new Audio(url);
    element.volume = volume;
    const done = (error?: unknown) => {
      signal.removeEventListener('abort', onAbort);
      element.onended = null;
      element.onerror = null;
      URL.revokeObjectURL(url);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onAbort = () => {
      element.pause();
      done();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    element.onended = () => done();
    element.onerror = () => done(new Error(element.error?.message || 'The audio could not be played'));
    element.play().catch((error: unknown) => done(error ?? new Error('The audio could not be played')));
  });
}
