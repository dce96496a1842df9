import type { SpeechVoice } from '@brightpath/shared/speech';
import { SpeechEngineError, type SpeechAudio, type SpeechSynthesizer } from './speech.types.ts';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** OpenAI's speech endpoint (POST /audio/speech), MP3 out; OPENAI_BASE_URL points it elsewhere (a proxy, a test server). */
export function openaiSpeechEngine(opts: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number }): SpeechSynthesizer {
  const url = `${(opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/audio/speech`;
  return {
    name: 'openai',
    async synthesize(text: string, voice: SpeechVoice): Promise<SpeechAudio> {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ model: opts.model, voice, input: text, response_format: 'mp3' }),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        throw new SpeechEngineError(`OpenAI speech request failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!res.ok) throw new SpeechEngineError(`OpenAI speech answered ${res.status}`);
      const audio = Buffer.from(await res.arrayBuffer());
      if (audio.length === 0) throw new SpeechEngineError('OpenAI speech answered no audio');
      return { audio, contentType: 'audio/mpeg' };
    },
    close: async () => {},
  };
}
