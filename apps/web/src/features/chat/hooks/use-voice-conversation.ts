import { useCallback, useEffect, useRef, useState } from 'react';
import { completeSentences, speakable, type SpeechVoice } from '@brightpath/shared/speech';
import { toast } from '@/components/ui/use-toast';
import { canRecognizeSpeech, canSpeak, speak, speechRecognition, type SpeechRecognitionLike } from '@/lib/speech';
import { fetchSpeech } from '../api/speech';
import { createSpeechQueue, playBlob, type SpeechQueue } from '../lib/speech-queue';
import { isStopCommand, recognitionErrorNotice, VOICE_NOTICES, VOICE_TEXT, type VoiceNotice } from '../lib/voice-messages';
import type { TutorChatState } from './tutor-conversation';

/** Recognition runs idle, listening, thinking (waiting for the reply), speaking (spec 001 section 4). */
export type VoiceStatus = 'idle' | 'listening' | 'thinking' | 'speaking';

/** Hands-free conversation mode listens again this long after the tutor stops speaking (spec 001 sections 4 and 9). */
export const RELISTEN_MS = 500;
/** The browser's voice, when it reads instead of the server's, speaks at 0.9 (spec 001 section 9). */
export const VOICE_RATE = 0.9;
/** Silent turns in a row that conversation mode waits through before it stops and says so. */
export const QUIET_TURNS_MAX = 3;

const notify = (notice: VoiceNotice, destructive = true) =>
  toast({ ...notice, ...(destructive ? { variant: 'destructive' as const } : {}) });

/**
 * The browser's voice as a promise: resolves when it has finished, rejects with its error. `volume` 0 to 1 (the
 * learner's Volume setting).
 */
export function speakWithBrowser(text: string, signal: AbortSignal, volume = 1): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return resolve();
    const stop = speak(
      text,
      (error) => {
        signal.removeEventListener('abort', stop);
        if (error) reject(new Error(error));
        else resolve();
      },
      { rate: VOICE_RATE, volume },
    );
    signal.addEventListener('abort', stop, { once: true });
  });
}

async function microphoneRefused(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    return status?.state === 'denied';
  } catch {
    // Browsers that cannot say: recognition itself reports a refusal.
    return false;
  }
}

type Options = {
  chat: TutorChatState;
  voice: SpeechVoice;
  /** How loud the tutor speaks, 0 to 1 (the learner's Volume setting, spec 002 section 2). */
  volume?: number;
};

/**
 * Voice mode (spec 001 sections 2 and 4; DESIGN.md section 4): the learner speaks (the browser's recognition,
 * en-US), the question goes through the tutor like a typed one (it appears in the conversation), and the reply is
 * spoken sentence by sentence while it streams, in the learner's voice from the server, else the browser's.
 * Asking again or Stop Speaking silences the tutor at once. Hands-free mode listens again after each answer.
 */
export function useVoiceConversation({ chat, voice, volume = 1 }: Options) {
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const [handsFree, setHandsFree] = useState(false);
  /** What recognition has heard so far of the current utterance. */
  const [heard, setHeard] = useState('');
  /** The last answer was read by the browser's voice because the tutor's failed. */
  const [browserVoice, setBrowserVoice] = useState(false);

  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const queue = useRef<SpeechQueue | null>(null);
  const relisten = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const quietTurns = useRef(0);
  const handsFreeRef = useRef(false);
  const statusRef = useRef<VoiceStatus>('idle');
  const voiceRef = useRef(voice);
  voiceRef.current = voice;
  const volumeRef = useRef(volume);
  volumeRef.current = volume;
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const listenRef = useRef<(quiet: boolean) => void>(() => {});
  /** A question asked while the previous reply was still being written (after Stop Speaking): asked when it ends. */
  const waiting = useRef<string | null>(null);

  const moveTo = useCallback((next: VoiceStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const stopRecognition = useCallback(() => {
    const r = recognition.current;
    recognition.current = null;
    if (r) {
      r.onresult = null;
      r.onerror = null;
      r.onend = null;
      r.abort();
    }
  }, []);

  const silence = useCallback(() => {
    queue.current?.stop();
    queue.current = null;
  }, []);

  const endConversationMode = useCallback((notice?: VoiceNotice) => {
    clearTimeout(relisten.current);
    handsFreeRef.current = false;
    setHandsFree(false);
    if (notice) notify(notice);
  }, []);

  /** The tutor has finished answering: in conversation mode, listen again shortly. */
  const answered = useCallback(() => {
    moveTo('idle');
    if (handsFreeRef.current) {
      clearTimeout(relisten.current);
      relisten.current = setTimeout(() => listenRef.current(true), RELISTEN_MS);
    }
  }, [moveTo]);

  const ask = useCallback(
    (question: string) => {
      silence();
      if (chatRef.current.isPending) {
        waiting.current = question;
        moveTo('thinking');
        return;
      }
      setBrowserVoice(false);
      let fallbackSaid = false;
      // One reply's speech (or, when the reply fails, its apology), the current queue until it is done or stopped.
      const speaker = () => {
        const next = createSpeechQueue({
          fetchAudio: (text, signal) => fetchSpeech(text, voiceRef.current, signal),
          playAudio: (audio, signal) => playBlob(audio, signal, volumeRef.current),
          ...(canSpeak()
            ? { speakWithBrowser: (text: string, signal: AbortSignal) => speakWithBrowser(text, signal, volumeRef.current) }
            : {}),
          onSpeaking: () => moveTo('speaking'),
          onDone: () => {
            if (queue.current === next) queue.current = null;
            answered();
          },
          onFallback: (error) => {
            console.warn("The tutor's voice failed; the browser reads instead", error);
            if (!fallbackSaid && canSpeak()) {
              notify(VOICE_NOTICES.browserVoice, false);
              setBrowserVoice(true);
            }
            fallbackSaid = true;
          },
          onSilent: (error) => {
            console.error('Neither voice could speak', error);
            notify(
              canSpeak()
                ? VOICE_NOTICES.speechError(error instanceof Error ? error.message : String(error))
                : VOICE_NOTICES.synthesisUnsupported,
            );
          },
        });
        queue.current = next;
        return next;
      };
      const q = speaker();
      // Only what can be heard is sent to speech: a line of markdown alone would be an empty request.
      const say = (sentence: string) => {
        if (speakable(sentence)) q.enqueue(sentence);
      };
      let unsaid = '';
      moveTo('thinking');
      const sent = chatRef.current.send(question, {
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
        onFail: (content) => {
          // The apology (or the limit notice) is said too: the learner is not looking at the screen.
          q.stop();
          const apology = speaker();
          apology.enqueue(content);
          apology.finish();
        },
      });
      if (!sent) {
        q.stop();
        queue.current = null;
        moveTo('idle');
      }
    },
    [answered, moveTo, silence],
  );

  const listen = useCallback(
    (quiet: boolean) => {
      clearTimeout(relisten.current);
      if (statusRef.current === 'thinking') return;
      // Barge-in: the learner talks, the tutor stops at once.
      silence();
      stopRecognition();
      const r = speechRecognition();
      if (!r) {
        notify(VOICE_NOTICES.unsupported);
        moveTo('idle');
        return;
      }
      r.continuous = false;
      r.interimResults = true;
      r.maxAlternatives = 1;
      let final = '';
      let failed = false;
      r.onresult = (event) => {
        let interim = '';
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i]!;
          const transcript = result[0]?.transcript ?? '';
          if (result.isFinal) final += transcript;
          else interim += transcript;
        }
        setHeard((final + interim).trim());
      };
      r.onerror = (event) => {
        failed = true;
        if (event.error === 'no-speech' && handsFreeRef.current && ++quietTurns.current < QUIET_TURNS_MAX) return;
        const notice = recognitionErrorNotice(event.error, handsFreeRef.current);
        if (handsFreeRef.current && notice) endConversationMode(notice);
        else if (notice) notify(notice);
      };
      r.onend = () => {
        if (recognition.current !== r) return;
        recognition.current = null;
        const utterance = final.trim();
        if (!utterance) {
          moveTo('idle');
          // Quiet, not an error: conversation mode listens again.
          if (handsFreeRef.current && (!failed || quietTurns.current > 0)) {
            relisten.current = setTimeout(() => listenRef.current(true), RELISTEN_MS);
          }
          return;
        }
        quietTurns.current = 0;
        if (handsFreeRef.current && isStopCommand(utterance)) {
          endConversationMode();
          notify({ title: VOICE_TEXT.conversationOff, description: 'Say or press Start Voice Chat to talk again.' }, false);
          moveTo('idle');
          return;
        }
        ask(utterance);
      };
      recognition.current = r;
      setHeard('');
      try {
        r.start();
        moveTo('listening');
        if (!quiet) notify({ title: VOICE_TEXT.listeningToast, description: 'Ask your question out loud.' }, false);
      } catch (error) {
        console.error('Speech recognition did not start', error);
        recognition.current = null;
        moveTo('idle');
        notify(recognitionErrorNotice('start', handsFreeRef.current)!);
      }
    },
    [ask, endConversationMode, moveTo, silence, stopRecognition],
  );
  listenRef.current = listen;

  /** The microphone button: ask one question (and interrupt the tutor if it is speaking). */
  const talk = useCallback(async () => {
    if (!canRecognizeSpeech()) return notify(VOICE_NOTICES.unsupported);
    if (statusRef.current === 'listening') {
      // Pressed again: that was the whole question.
      recognition.current?.stop();
      return;
    }
    if (await microphoneRefused()) return notify(VOICE_NOTICES.microphone);
    listen(false);
  }, [listen]);

  /** 'Start Voice Chat' / 'Hands-Free ON': conversation mode listens again after every answer. */
  const toggleHandsFree = useCallback(async () => {
    if (handsFreeRef.current) {
      endConversationMode();
      stopRecognition();
      silence();
      moveTo('idle');
      notify({ title: VOICE_TEXT.conversationOff, description: 'Press Start Voice Chat to talk hands-free again.' }, false);
      return;
    }
    if (!canRecognizeSpeech()) return notify(VOICE_NOTICES.unsupported);
    if (await microphoneRefused()) return notify(VOICE_NOTICES.microphone);
    handsFreeRef.current = true;
    quietTurns.current = 0;
    setHandsFree(true);
    notify(
      {
        title: VOICE_TEXT.conversationOn,
        description: "Talk naturally: I'll listen again after each answer. Say 'stop conversation' to end.",
      },
      false,
    );
    if (statusRef.current === 'idle') listen(true);
  }, [endConversationMode, listen, moveTo, silence, stopRecognition]);

  /** 'Stop Speaking': silence now; in conversation mode, listen again. */
  const stopSpeaking = useCallback(() => {
    waiting.current = null;
    silence();
    answered();
  }, [answered, silence]);

  /** A typed question, answered aloud (the panel for browsers without recognition). */
  const askTyped = useCallback(
    (question: string) => {
      if (statusRef.current === 'thinking' || !question.trim()) return false;
      ask(question);
      return true;
    },
    [ask],
  );

  useEffect(() => {
    if (chat.isPending || waiting.current === null) return;
    const question = waiting.current;
    waiting.current = null;
    ask(question);
  }, [chat.isPending, ask]);

  // Leaving voice mode (another tab, another page) stops listening and speaking.
  useEffect(
    () => () => {
      clearTimeout(relisten.current);
      handsFreeRef.current = false;
      stopRecognition();
      queue.current?.stop();
    },
    [stopRecognition],
  );

  return {
    status,
    handsFree,
    heard,
    browserVoice,
    talk,
    toggleHandsFree,
    stopSpeaking,
    askTyped,
    recognitionSupported: canRecognizeSpeech(),
  };
}
