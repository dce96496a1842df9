/**
 * The browser's speech synthesis and speech recognition, in English (spec 000 section 7).
 * Both are optional browser features: callers check support and tell the learner when one is missing.
 */
export const SPEECH_LANG = 'en-US';

export function canSpeak() {
  return typeof window !== 'undefined' && !!window.speechSynthesis && typeof window.SpeechSynthesisUtterance === 'function';
}

/** How the browser reads aloud: voice mode speaks at 0.9 (spec 001 section 9); the default is the browser's. */
export type SpeakOptions = { rate?: number; pitch?: number; volume?: number };

/**
 * Reads the text aloud; returns a function that stops it. `onEnd` runs however speech stops, so the UI never
 * stays stuck in 'speaking'; with the browser's error name when speech failed ('interrupted' and 'canceled',
 * which a stop causes, are not failures).
 */
export function speak(text: string, onEnd?: (error?: string) => void, options: SpeakOptions = {}): () => void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG;
  if (options.rate !== undefined) utterance.rate = options.rate;
  if (options.pitch !== undefined) utterance.pitch = options.pitch;
  if (options.volume !== undefined) utterance.volume = options.volume;
  let ended = false;
  const end = (error?: string) => {
    if (ended) return;
    ended = true;
    onEnd?.(error);
  };
  utterance.onend = () => end();
  utterance.onerror = (event) => {
    const error = (event as { error?: string }).error;
    end(error && error !== 'interrupted' && error !== 'canceled' ? error : undefined);
  };
  synth.speak(utterance);
  return () => {
    synth.cancel();
    end();
  };
}

/** The part of the Web Speech API recognition interface we use (not in TypeScript's DOM types). */
export type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};

type RecognitionCtor = new () => SpeechRecognitionLike;

export function speechRecognition(): SpeechRecognitionLike | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  const Ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  if (!Ctor) return null;
  const r = new Ctor();
  r.lang = SPEECH_LANG;
  return r;
}

export const canRecognizeSpeech = () => {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as Record<string, unknown>;
  return typeof w.SpeechRecognition === 'function' || typeof w.webkitSpeechRecognition === 'function';
};

/** Recognition errors that mean the microphone was refused. */
export const isPermissionError = (error: string) => error === 'not-allowed' || error === 'service-not-allowed';
