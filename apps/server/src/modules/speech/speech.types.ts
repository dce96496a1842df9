import type { SpeechEngine, SpeechVoice } from '@brightpath/shared/speech';

export type SpeechAudio = { audio: Buffer; contentType: string };

/** The engine could not speak (a provider error, a timeout, a failed worker): the web falls back to the browser's voice. */
export class SpeechEngineError extends Error {}

export type SpeechSynthesizer = {
  name: SpeechEngine;
  synthesize: (text: string, voice: SpeechVoice) => Promise<SpeechAudio>;
  close: () => Promise<void>;
};
