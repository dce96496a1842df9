import { useCallback, useEffect, useRef, useState } from 'react';
import { completeSentences, speakable, type SpeechVoice } from '@brightpath/shared/speech';
import { toast } from '@/components/ui/use-toast';
import { canSpeak } from '@/lib/speech';
import { fetchSpeech } from '../api/speech';
import { createSpeechQueue, playBlob, type SpeechQueue } from '../lib/speech-queue';
import { VOICE_NOTICES } from '../lib/voice-messages';
import type { ReplyListener } from './use-tutor-chat';
import { speakWithBrowser } from './use-voice-conversation';

type Options = {
  /** The learner's Voice Responses setting (spec 002 section 2). */
  enabled: boolean;
  /** The voice they chose for the tutor. */
  voice: SpeechVoice;
  /** Their Volume setting, 0 to 1. */
  volume: number;
};

/**
 * Voice Responses in the Chat tab: each reply to a typed message is read aloud sentence by sentence as it streams
 * (DESIGN.md section 4), in the learner's voice from the server, else the browser's, at their volume. A new message,
 * Stop reading, turning the setting off or leaving the chat silences it at once.
 */
export function useReadAloud({ enabled, voice, volume }: Options) {
  const [speaking, setSpeaking] = useState(false);
  const queue = useRef<SpeechQueue | null>(null);
  const voiceRef = useRef(voice);
  voiceRef.current = voice;
  const volumeRef = useRef(volume);
  volumeRef.current = volume;

  const stop = useCallback(() => {
    queue.current?.stop();
    queue.current = null;
    setSpeaking(false);
  }, []);

  useEffect(() => {
    if (!enabled) stop();
  }, [enabled, stop]);
  useEffect(() => () => queue.current?.stop(), []);

  /** What follows the next reply: undefined while Voice Responses is off. */
  const listener = useCallback((): ReplyListener | undefined => {
    stop();
    if (!enabled) return undefined;
    let silentSaid = false;
    const q = createSpeechQueue({
      fetchAudio: (text, signal) => fetchSpeech(text, voiceRef.current, signal),
      playAudio: (audio, signal) => playBlob(audio, signal, volumeRef.current),
      ...(canSpeak() ? { speakWithBrowser: (text: string, signal: AbortSignal) => speakWithBrowser(text, signal, volumeRef.current) } : {}),
      onSpeaking: () => setSpeaking(true),
      onDone: () => {
        if (queue.current === q) {
          queue.current = null;
          setSpeaking(false);
        }
      },
      onFallback: (error) => console.warn("The tutor's voice failed; the browser reads instead", error),
      onSilent: (error) => {
        console.error('Neither voice could read the reply', error);
        if (silentSaid) return;
        silentSaid = true;
        const reason = error instanceof Error ? error.message : String(error);
        toast({ variant: 'destructive', ...(canSpeak() ? VOICE_NOTICES.speechError(reason) : VOICE_NOTICES.synthesisUnsupported) });
      },
    });
    queue.current = q;
    let unsaid = '';
    const say = (sentence: string) => {
      if (speakable(sentence)) q.enqueue(sentence);
    };
    return {
      onDelta: (delta) => {
        if (q.stopped) return;
        const { sentences, rest } = completeSentences(unsaid + delta);
        unsaid = rest;
        sentences.forEach(say);
      },
      onDone: () => {
        say(unsaid);
        unsaid = '';
        q.finish();
      },
      // The apology stays on screen; nothing is read.
      onFail: () => {
        if (queue.current === q) stop();
      },
    };
  }, [enabled, stop]);

  return { speaking, stop, listener };
}
