import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SpeechVoice } from '@brightpath/shared/speech';
import { SpeechEngineError, type SpeechAudio, type SpeechSynthesizer } from './speech.types.ts';

/** Each of the six voices as a distinct espeak-ng voice, variant, speed (words per minute) and pitch (0 to 99). */
export const ESPEAK_VOICES: Record<SpeechVoice, { voice: string; speed: number; pitch: number }> = {
  nova: { voice: 'en-us+f3', speed: 170, pitch: 60 },
  shimmer: { voice: 'en-us+f4', speed: 165, pitch: 70 },
  alloy: { voice: 'en-us+m3', speed: 170, pitch: 50 },
  echo: { voice: 'en-us+m1', speed: 165, pitch: 40 },
  fable: { voice: 'en-gb+m4', speed: 160, pitch: 55 },
  onyx: { voice: 'en-us+m7', speed: 155, pitch: 25 },
};

/** The worker's file: beside this module in the sources, beside main.js in the build. */
function workerFile(): URL {
  const candidates = [new URL('./espeak.worker.mjs', import.meta.url), new URL('./espeak.worker.js', import.meta.url)];
  const found = candidates.find((u) => existsSync(fileURLToPath(u)));
  if (!found) throw new Error('The espeak-ng worker was not found');
  return found;
}

type Job = { resolve: (wav: Buffer) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

/**
 * espeak-ng in one worker thread, started on first use; requests queue in the worker. A worker that fails or
 * a request that takes longer than `timeoutMs` ends the worker (the next request starts a new one).
 */
export function espeakEngine({ timeoutMs }: { timeoutMs: number }): SpeechSynthesizer {
  let worker: Worker | undefined;
  const jobs = new Map<number, Job>();
  let nextId = 1;

  const failAll = (err: Error) => {
    for (const job of jobs.values()) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    jobs.clear();
  };
  const stop = () => {
    const w = worker;
    worker = undefined;
    if (w) void w.terminate();
  };
  const start = () => {
    const w = new Worker(workerFile());
    w.unref();
    w.on('message', (m: { id: number; wav?: Uint8Array; error?: string }) => {
      const job = jobs.get(m.id);
      if (!job) return;
      jobs.delete(m.id);
      clearTimeout(job.timer);
      if (m.wav) job.resolve(Buffer.from(m.wav.buffer, m.wav.byteOffset, m.wav.byteLength));
      else job.reject(new SpeechEngineError(`espeak-ng failed: ${m.error ?? 'no audio'}`));
    });
    w.on('error', (err) => {
      if (worker === w) worker = undefined;
      failAll(new SpeechEngineError(`espeak-ng worker failed: ${err.message}`));
    });
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      failAll(new SpeechEngineError('espeak-ng worker stopped'));
    });
    return w;
  };

  return {
    name: 'espeak',
    async synthesize(text: string, voice: SpeechVoice): Promise<SpeechAudio> {
      worker ??= start();
      const id = nextId++;
      const settings = ESPEAK_VOICES[voice];
      const wav = await new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          jobs.delete(id);
          reject(new SpeechEngineError('espeak-ng took too long'));
          stop();
        }, timeoutMs);
        jobs.set(id, { resolve, reject, timer });
        worker!.postMessage({ id, text, ...settings });
      });
      return { audio: wav, contentType: 'audio/wav' };
    },
    close: async () => {
      failAll(new SpeechEngineError('speech engine closed'));
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
