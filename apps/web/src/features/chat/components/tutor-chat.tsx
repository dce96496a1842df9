import { useState, type ReactNode } from 'react';
import { ArrowLeftRight, ListChecks, MessageSquare, Mic, Target, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { Subject } from '@brightpath/shared/subjects';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TutorConversationProvider } from '../hooks/tutor-conversation';
import { VoicePanel } from './voice-panel';
import { ChatPanel } from './chat-panel';
import type { ChatAudio, ChatPrefill } from './chat-conversation';
import { OfflineBadge } from './offline-badge';

export const CHAT_MODES = ['chat', 'voice', 'structured'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

type Props = {
  subject: Subject;
  age: number | null;
  /** A skill from the skill tree to focus on (/chat?skill=), sent with each message. */
  skill?: string;
  /** The skill's name when it is a skill of the skill tree (the chip names it, not its id). */
  skillName?: string;
  /** The server runs the offline tutor (GET /api/config). */
  offline: boolean;
  mode: ChatMode;
  onModeChange: (mode: ChatMode) => void;
  onChangeSubject: () => void;
  onClearSkill: () => void;
  /** The page's height: the viewport less the header (and the beta banner). */
  heightClass: string;
  /** The Structured tab's lesson (composed by the route), given the way to put a question in the Chat tab's message box. */
  structured: (ask: (text: string) => void) => ReactNode;
  /** The learner's audio settings (spec 002 section 2): replies read aloud in the Chat tab, and the volume of the voice. */
  audio?: ChatAudio;
};

const trigger =
  'inline-flex items-center gap-1.5 border-b-2 border-transparent px-3 pb-2.5 pt-1.5 text-sm font-medium text-ink-600 transition-colors hover:text-ink-900 focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';
const panel = 'flex min-h-0 flex-1 flex-col focus-visible:outline-none data-[state=inactive]:hidden';

/** The chat page with a subject (spec 001 section 2): title, mode tabs, 'Change Subject'. */
export function TutorChat({
  subject,
  age,
  skill,
  skillName,
  offline,
  mode,
  onModeChange,
  onChangeSubject,
  onClearSkill,
  heightClass,
  structured,
  audio,
}: Props) {
  const [prefill, setPrefill] = useState<ChatPrefill | null>(null);
  const ask = (text: string) => {
    setPrefill((p) => ({ text, id: (p?.id ?? 0) + 1 }));
    onModeChange('chat');
  };
  return (
    <Tabs.Root value={mode} onValueChange={(v) => onModeChange(v as ChatMode)} className={cn('flex flex-col', heightClass)}>
      <div className="shrink-0 border-b border-line-200 bg-surface">
        <div className="mx-auto w-full max-w-3xl px-3 pt-3 sm:px-6 sm:pt-5">
          {/* Phones: the title on its own line, the badges and 'Change Subject' under it. */}
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5">
            <h1 className="col-span-2 text-lg font-bold leading-tight tracking-tight text-ink-900 sm:col-span-1 sm:text-2xl">
              AI Tutor - {subject.name}
            </h1>
            <Button
              variant="secondary"
              size="sm"
              className="col-start-2 row-start-2 shrink-0 px-2.5 sm:row-start-1 sm:px-3"
              onClick={onChangeSubject}
            >
              <ArrowLeftRight className="h-4 w-4" aria-hidden /> Change Subject
            </Button>
            {(offline || skill) && (
              <div className="col-start-1 row-start-2 flex min-w-0 flex-wrap items-center gap-2">
                {offline && <OfflineBadge />}
                {skill && (
                  <span className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2 pr-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
                    <Target className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    <span className="truncate">Focus: {skillName ?? skill}</span>
                    <button
                      type="button"
                      onClick={onClearSkill}
                      aria-label={`Stop focusing on ${skillName ?? skill}`}
                      className="grid h-5 w-5 shrink-0 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <X className="h-3 w-3" aria-hidden />
                    </button>
                  </span>
                )}
              </div>
            )}
          </div>
          <Tabs.List aria-label="Tutor mode" className="-mb-px mt-2 flex gap-1 sm:mt-3">
            <Tabs.Trigger value="chat" className={trigger}>
              <MessageSquare className="h-4 w-4" aria-hidden /> Chat
            </Tabs.Trigger>
            <Tabs.Trigger value="voice" className={trigger}>
              <Mic className="h-4 w-4" aria-hidden /> Voice
            </Tabs.Trigger>
            <Tabs.Trigger value="structured" className={trigger}>
              <ListChecks className="h-4 w-4" aria-hidden /> Structured
            </Tabs.Trigger>
          </Tabs.List>
        </div>
      </div>

      <TutorConversationProvider subject={subject} age={age} skill={skill}>
        {/* Kept mounted while another tab shows, so a reply being written is not lost. */}
        <Tabs.Content value="chat" forceMount className={panel}>
          {/* Applied once the Chat tab shows (the mode is in the URL), so the message box can take focus. */}
          <ChatPanel subject={subject} age={age} prefill={mode === 'chat' ? prefill : null} audio={audio} />
        </Tabs.Content>
        <Tabs.Content value="voice" className={panel}>
          <VoicePanel subject={subject} volume={audio?.volume} />
        </Tabs.Content>
      </TutorConversationProvider>
      <Tabs.Content value="structured" className={panel}>
        {structured(ask)}
      </Tabs.Content>
    </Tabs.Root>
  );
}
