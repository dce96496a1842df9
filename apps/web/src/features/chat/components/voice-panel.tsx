import { useId, useRef, useState } from 'react';
import { Headphones, Loader2, Mic, MicOff, Square, Volume2 } from 'lucide-react';
import { SPEECH_VOICES, type SpeechVoice } from '@brightpath/shared/speech';
import type { Subject } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useBottomClearance } from '@/lib/bottom-clearance';
import { cn } from '@/lib/cn';
import { useVoicePreference } from '../api/speech';
import { useTutorConversation, type TutorChatState } from '../hooks/tutor-conversation';
import { useVoiceConversation, type VoiceStatus } from '../hooks/use-voice-conversation';
import { VOICE_NOTICES, VOICE_STATUS, VOICE_TEXT } from '../lib/voice-messages';
import { ChatComposer } from './chat-composer';
import { ConversationError } from './chat-panel';
import { MessageList } from './message-list';
import { LoadingState } from '@/components/ui/state-panel';

/** The six voices (spec 001 sections 2 and 9), each with how it sounds. */
export const VOICE_LABELS: Record<SpeechVoice, string> = {
  nova: 'Nova (warm and friendly)',
  alloy: 'Alloy (calm and even)',
  echo: 'Echo (clear and steady)',
  fable: 'Fable (storyteller)',
  onyx: 'Onyx (deep)',
  shimmer: 'Shimmer (bright)',
};

/** Voice mode (spec 001 section 2): the learner's voice picker, the microphone, hands-free mode and the conversation. */
export function VoicePanel({ subject, volume = 1 }: { subject: Subject; volume?: number }) {
  const conversation = useTutorConversation();
  if (conversation.state === 'loading') return <LoadingState label="Loading your conversation..." showLabel className="flex-1" />;
  if (conversation.state === 'error') return <ConversationError onRetry={conversation.retry} />;
  return <VoiceConversation subject={subject} chat={conversation.chat} volume={volume} />;
}

function VoiceConversation({ subject, chat, volume }: { subject: Subject; chat: TutorChatState; volume: number }) {
  const { voice, choose } = useVoicePreference();
  const v = useVoiceConversation({ chat, voice, volume });
  const barRef = useRef<HTMLDivElement>(null);
  useBottomClearance(barRef);

  return (
    <>
      <MessageList
        items={chat.items}
        pending={chat.pending}
        label={`Conversation with your ${subject.name} tutor`}
        empty={<VoiceWelcome subjectName={subject.name} supported={v.recognitionSupported} />}
      />
      <div ref={barRef} className="shrink-0 border-t border-line-200 bg-surface-50/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
        {/* Phones and tablets: room on the right for the floating help button. */}
        <div className="mx-auto w-full max-w-3xl space-y-3 pl-3 pr-[5rem] sm:pl-6 sm:pr-[5.5rem] lg:pr-6">
          <VoiceControls voice={voice} onVoice={choose} v={v} />
          {v.recognitionSupported ? <Microphone v={v} /> : <TypedQuestion v={v} />}
          {v.browserVoice && <p className="text-xs text-ink-600">{VOICE_NOTICES.browserVoice.description}</p>}
        </div>
      </div>
    </>
  );
}

type Voice = ReturnType<typeof useVoiceConversation>;

function VoiceControls({ voice, onVoice, v }: { voice: SpeechVoice; onVoice: (voice: SpeechVoice) => void; v: Voice }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1 basis-44">
        <label htmlFor={`${id}-voice`} className="mb-1 block text-xs font-medium text-ink-700">
          Tutor&apos;s voice
        </label>
        <Select id={`${id}-voice`} value={voice} onChange={(e) => onVoice(e.target.value as SpeechVoice)} className="h-9">
          {SPEECH_VOICES.map((name) => (
            <option key={name} value={name}>
              {VOICE_LABELS[name]}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant={v.handsFree ? 'primary' : 'secondary'}
        size="sm"
        className="h-9"
        aria-pressed={v.handsFree}
        // Without recognition the button still answers: it says why it cannot start.
        onClick={() =>
          v.recognitionSupported ? void v.toggleHandsFree() : toast({ variant: 'destructive', ...VOICE_NOTICES.unsupported })
        }
      >
        <Headphones className="h-4 w-4" aria-hidden />
        {v.handsFree ? VOICE_TEXT.handsFreeOn : VOICE_TEXT.start}
      </Button>
    </div>
  );
}

const STATUS_TEXT: Record<VoiceStatus, string> = {
  idle: '',
  listening: VOICE_STATUS.listening,
  thinking: VOICE_STATUS.thinking,
  speaking: VOICE_STATUS.speaking,
};

function Microphone({ v }: { v: Voice }) {
  const listening = v.status === 'listening';
  const thinking = v.status === 'thinking';
  const speaking = v.status === 'speaking';
  const idleHint = v.handsFree
    ? "Conversation mode is on: I'll listen again after each answer."
    : 'Press the microphone and ask your question out loud.';
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={() => void v.talk()}
        aria-disabled={thinking || undefined}
        aria-label={listening ? 'Stop listening' : speaking ? 'Interrupt and ask' : 'Ask by voice'}
        className={cn(
          'relative grid h-14 w-14 shrink-0 place-items-center rounded-full text-white shadow-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          listening ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700',
          thinking && 'cursor-not-allowed opacity-60',
        )}
      >
        {listening && <span className="absolute inset-0 animate-ping rounded-full bg-red-400/40 motion-reduce:hidden" aria-hidden />}
        {thinking ? (
          <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
        ) : listening ? (
          <MicOff className="h-6 w-6" aria-hidden />
        ) : (
          <Mic className="h-6 w-6" aria-hidden />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <p role="status" aria-live="polite" data-voice-status className="text-sm font-semibold text-ink-900">
          {STATUS_TEXT[v.status] || <span className="font-normal text-ink-600">{idleHint}</span>}
        </p>
        {v.heard && (listening || thinking) && (
          <p className="truncate text-sm text-ink-600" aria-label="What I heard">
            &ldquo;{v.heard}&rdquo;
          </p>
        )}
      </div>
      {speaking && (
        <Button variant="secondary" size="sm" onClick={v.stopSpeaking} className="shrink-0">
          <Square className="h-4 w-4" aria-hidden /> {VOICE_TEXT.stopSpeaking}
        </Button>
      )}
    </div>
  );
}

/** The simpler panel for browsers without speech recognition: type the question, hear the answer. */
function TypedQuestion({ v }: { v: Voice }) {
  const [text, setText] = useState('');
  const speaking = v.status === 'speaking';
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
        <MicOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>
          {VOICE_TEXT.unsupportedCard} <span className="text-amber-800">Type your question and your tutor will answer out loud.</span>
        </p>
      </div>
      <ChatComposer
        value={text}
        onChange={setText}
        onSend={() => v.askTyped(text) && setText('')}
        pending={v.status === 'thinking'}
        placeholder="Type a question to hear the answer..."
        actions={
          <span className="flex items-center gap-2">
            {v.status !== 'idle' && (
              <span role="status" aria-live="polite" data-voice-status className="text-xs font-medium text-ink-700">
                {STATUS_TEXT[v.status]}
              </span>
            )}
            {speaking && (
              <Button variant="ghost" size="sm" className="h-7 shrink-0 px-2 text-xs" onClick={v.stopSpeaking}>
                <Square className="h-3.5 w-3.5" aria-hidden /> {VOICE_TEXT.stopSpeaking}
              </Button>
            )}
          </span>
        }
      />
    </div>
  );
}

function VoiceWelcome({ subjectName, supported }: { subjectName: string; supported: boolean }) {
  return (
    <div className="mx-auto max-w-md py-6 text-center sm:py-10">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
        <Volume2 className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">Talk with your {subjectName} tutor</h2>
      <p className="mt-2 text-sm text-ink-700">
        {supported
          ? 'Ask a question out loud and hear the answer. Turn on Start Voice Chat to keep talking hands-free; say "stop conversation" to end.'
          : 'Type a question below and your tutor will read its answer aloud.'}
      </p>
    </div>
  );
}
