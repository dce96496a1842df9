import { describe, expect, it } from 'vitest';
import { createSpeechQueue, type SpeechQueueDeps } from './speech-queue';

/** A promise the test settles when it chooses. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Records what the queue does; each fetch and each playback waits until the test settles it. */
function harness(overrides: Partial<SpeechQueueDeps> = {}) {
  const log: string[] = [];
  const fetches = new Map<string, ReturnType<typeof deferred<Blob>>>();
  const plays = new Map<string, ReturnType<typeof deferred<void>>>();
  const signals: AbortSignal[] = [];
  const queue = createSpeechQueue({
    fetchAudio: (text) => {
      log.push(`fetch ${text}`);
      const d = deferred<Blob>();
      fetches.set(text, d);
      return d.promise;
    },
    playAudio: async (audio, signal) => {
      const text = await audio.text();
      log.push(`play ${text}`);
      signals.push(signal);
      const d = deferred<void>();
      plays.set(text, d);
      signal.addEventListener('abort', () => d.resolve());
      await d.promise;
      if (!signal.aborted) log.push(`played ${text}`);
    },
    speakWithBrowser: async (text) => {
      log.push(`browser ${text}`);
    },
    onSpeaking: () => log.push('speaking'),
    onDone: () => log.push('done'),
    onFallback: (error) => log.push(`fallback ${String(error)}`),
    onSilent: () => log.push('silent'),
    ...overrides,
  });
  const audio = (text: string) => new Blob([text]);
  return { queue, log, fetches, plays, signals, audio };
}

describe('the sentence-by-sentence speech queue', () => {
  it('fetches the next sentence while the first plays, plays them in order, and is done after the last', async () => {
    const { queue, log, fetches, plays, audio } = harness();
    queue.enqueue('One.');
    queue.enqueue('Two.');
    queue.enqueue('Three.');
    // Two at a time: the sentence to play and the next one.
    expect(log).toEqual(['fetch One.', 'fetch Two.']);

    // Speaking starts with the first sound, not while its audio is on its way.
    fetches.get('One.')!.resolve(audio('One.'));
    await tick();
    expect(log.slice(-2)).toEqual(['speaking', 'play One.']);
    // Two's audio is already on its way while One plays; Three waits its turn.
    expect(log).not.toContain('fetch Three.');

    fetches.get('Two.')!.resolve(audio('Two.'));
    plays.get('One.')!.resolve();
    await tick();
    await tick();
    expect(log).toContain('fetch Three.');
    expect(log.at(-1)).toBe('play Two.');

    queue.finish();
    plays.get('Two.')!.resolve();
    fetches.get('Three.')!.resolve(audio('Three.'));
    await tick();
    await tick();
    expect(log).not.toContain('done');
    plays.get('Three.')!.resolve();
    await tick();
    expect(log.filter((l) => l.startsWith('played'))).toEqual(['played One.', 'played Two.', 'played Three.']);
    expect(log.at(-1)).toBe('done');
    expect(log.filter((l) => l === 'speaking')).toHaveLength(1);
  });

  it('is done at once when the reply had nothing to say, and ignores blank sentences', () => {
    const { queue, log } = harness();
    queue.enqueue('   ');
    queue.finish();
    expect(log).toEqual(['done']);
  });

  it("speaks the failed sentence and the rest of the reply with the browser's voice, saying so once", async () => {
    const { queue, log, fetches, audio } = harness();
    queue.enqueue('One.');
    queue.enqueue('Two.');
    fetches.get('One.')!.reject(new Error('502: Speech is unavailable right now.'));
    await tick();
    queue.enqueue('Three.');
    queue.finish();
    await tick();
    await tick();
    expect(log).toEqual([
      'fetch One.',
      'fetch Two.',
      'fallback Error: 502: Speech is unavailable right now.',
      'speaking',
      'browser One.',
      'browser Two.',
      'browser Three.',
      'done',
    ]);
    // Two's audio arrives late: it is not played over the browser's voice.
    fetches.get('Two.')!.resolve(audio('Two.'));
    await tick();
    expect(log.filter((l) => l.startsWith('play '))).toEqual([]);
  });

  it('skips a sentence neither voice can speak, and still finishes', async () => {
    const { queue, log, fetches } = harness({ speakWithBrowser: undefined });
    queue.enqueue('One.');
    queue.finish();
    fetches.get('One.')!.reject(new Error('offline'));
    await tick();
    await tick();
    expect(log.slice(-2)).toEqual(['silent', 'done']);
  });

  it('stops at once: playback and downloads are cancelled, nothing more is said and it is never "done"', async () => {
    const { queue, log, fetches, signals, audio } = harness();
    queue.enqueue('One.');
    queue.enqueue('Two.');
    fetches.get('One.')!.resolve(audio('One.'));
    await tick();
    expect(log.at(-1)).toBe('play One.');
    queue.stop();
    expect(signals[0]!.aborted).toBe(true);
    expect(queue.stopped).toBe(true);
    queue.enqueue('Three.');
    queue.finish();
    fetches.get('Two.')!.resolve(audio('Two.'));
    await tick();
    await tick();
    expect(log).not.toContain('play Two.');
    expect(log).not.toContain('fetch Three.');
    expect(log).not.toContain('done');
  });
});
