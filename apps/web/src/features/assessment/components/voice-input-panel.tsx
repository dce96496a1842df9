import { Mic, MicOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VoiceStatus } from '../hooks/use-voice-input';

type Props = {
  id: string;
  status: VoiceStatus;
  transcript: string;
  matchedLabel: string | null;
  onListen: () => void;
  onStop: () => void;
};

const HINT = 'Say an answer, such as the words of an option or "option two".';

/** What the microphone heard and which answer it chose; announced politely to screen readers. */
export function VoiceInputPanel({ id, status, transcript, matchedLabel, onListen, onStop }: Props) {
  const listening = status === 'listening';
  let message = HINT;
  if (listening) message = 'Listening... say your answer now.';
  else if (status === 'heard')
    message = matchedLabel ? `Selected: ${matchedLabel}` : "Sorry, that didn't match an answer. Try saying one of the options.";
  else if (status === 'no-speech') message = "I didn't hear anything. Try again when you're ready.";
  else if (status === 'error') message = 'Voice input stopped. You can try again or choose an answer yourself.';

  return (
    <div id={id} className="mt-5 rounded-xl border border-brand-200 bg-brand-50/70 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={
            listening
              ? 'grid h-10 w-10 animate-pulse place-items-center rounded-full bg-red-600 text-white'
              : 'grid h-10 w-10 place-items-center rounded-full bg-brand-600 text-white'
          }
          aria-hidden
        >
          <Mic className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1 basis-48" aria-live="polite">
          <p className="text-sm font-medium text-ink-900">{message}</p>
          {transcript && <p className="mt-0.5 truncate text-sm text-ink-700">Heard: "{transcript}"</p>}
        </div>
        {listening ? (
          <Button variant="secondary" size="sm" className="w-full sm:w-auto" onClick={onStop}>
            <MicOff className="h-4 w-4" aria-hidden /> Stop listening
          </Button>
        ) : (
          <Button variant="secondary" size="sm" className="w-full sm:w-auto" onClick={onListen}>
            <Mic className="h-4 w-4" aria-hidden /> {status === 'idle' ? 'Start listening' : 'Listen again'}
          </Button>
        )}
      </div>
    </div>
  );
}
