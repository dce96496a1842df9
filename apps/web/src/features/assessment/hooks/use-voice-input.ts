import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { isPermissionError, speechRecognition, type SpeechRecognitionLike } from '@/lib/speech';

export type VoiceStatus = 'idle' | 'listening' | 'heard' | 'no-speech' | 'error';

export const voiceUnsupportedToast = () =>
  toast({ variant: 'destructive', title: 'Voice input not supported', description: 'Your browser does not support speech recognition.' });

/** One utterance at a time from the browser's speech recognition (en-US), handed over as its alternatives. */
export function useVoiceInput(onHeard: (alternatives: string[]) => void) {
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const [transcript, setTranscript] = useState('');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const heard = useRef(onHeard);
  heard.current = onHeard;

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  /** Forget the last answer heard (a new question starts clean). */
  const reset = useCallback(() => {
    recognition.current?.abort();
    recognition.current = null;
    setStatus('idle');
    setTranscript('');
  }, []);

  const start = useCallback(() => {
    recognition.current?.abort();
    const r = speechRecognition();
    if (!r) {
      voiceUnsupportedToast();
      return false;
    }
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 3;
    let gotResult = false;
    r.onresult = (event) => {
      const result = event.results[event.resultIndex];
      if (!result) return;
      const alternatives = Array.from(result, (a) => a.transcript.trim()).filter(Boolean);
      gotResult = true;
      setTranscript(alternatives[0] ?? '');
      setStatus('heard');
      heard.current(alternatives);
    };
    r.onerror = (event) => {
      if (isPermissionError(event.error)) {
        toast({
          variant: 'destructive',
          title: 'Microphone access denied',
          description: 'Please allow microphone access to use voice input.',
        });
        setStatus('error');
      } else if (event.error === 'no-speech') setStatus('no-speech');
      else if (event.error !== 'aborted') setStatus('error');
    };
    r.onend = () => {
      if (recognition.current === r) recognition.current = null;
      setStatus((s) => (s === 'listening' ? (gotResult ? 'heard' : 'no-speech') : s));
    };
    recognition.current = r;
    try {
      r.start();
      setTranscript('');
      setStatus('listening');
    } catch (err) {
      console.error('Speech recognition did not start', err);
      setStatus('error');
    }
    return true;
  }, []);

  return { status, transcript, start, stop, reset };
}
