import { join } from 'node:path';
import type { SpeechVoice } from '@brightpath/shared/speech';
import type { Config } from '@/config.ts';
import { espeakEngine } from './espeak.ts';
import { openaiSpeechEngine } from './openai-speech.ts';
import { speechCache } from './speech-cache.ts';
import type { SpeechAudio, SpeechSynthesizer } from './speech.types.ts';

/** The engine the configuration chooses: OpenAI's voices with a key, espeak-ng offline otherwise. */
export function speechEngineFor(config: Config): SpeechSynthesizer {
  const s = config.speech;
  if (s.engine === 'openai' && s.openai.apiKey)
    return openaiSpeechEngine({ apiKey: s.openai.apiKey, baseUrl: s.openai.baseUrl, model: s.model, timeoutMs: s.timeoutMs });
  return espeakEngine({ timeoutMs: s.timeoutMs });
}

/** Speaks through the engine, answering from the cache when the same words were spoken in the same voice before. */
export function speechService(config: Config, engine: SpeechSynthesizer = speechEngineFor(config)) {
  const cache = speechCache(join(config.dataDir, 'speech-cache'), config.speech.cacheMaxBytes);
  const model = engine.name === 'openai' ? config.speech.model : 'espeak-ng';
  return {
    engine: engine.name,
    /** Null when the engine failed (logged by the caller's error path is not needed: the web falls back). */
    async speak(text: string, voice: SpeechVoice): Promise<(SpeechAudio & { hit: boolean }) | null> {
      const key = cache.key([engine.name, model, voice, text]);
      const cached = await cache.get(key);
      if (cached) return { ...cached, hit: true };
      let fresh: SpeechAudio;
      try {
        fresh = await engine.synthesize(text, voice);
      } catch {
        return null;
      }
      await cache.set(key, fresh);
      return { ...fresh, hit: false };
    },
    close: () => engine.close(),
  };
}
