import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronUp, MessageCircle, Minus, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHelpChat } from '../hooks/use-help-chat';
import { FloatingLauncher, FLOATING_CORNERS } from '@/components/ui/floating-launcher';
import { HelpChatComposer } from './help-chat-composer';
import { HelpChatMessages } from './help-chat-messages';

type WidgetState = 'closed' | 'open' | 'minimised';

const headerButton =
  'grid h-8 w-8 place-items-center rounded-lg text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Floating help and support chat, on every page (spec 001 sections 2 and 4). Replies are canned and produced
 * locally; nothing is sent to the server. A non-modal dialog: the page behind stays usable.
 */
export function HelpChatWidget() {
  const [state, setState] = useState<WidgetState>('closed');
  const [input, setInput] = useState('');
  const { messages, send } = useHelpChat();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const returnFocus = useRef(false);

  // Focus follows the state: the input when the body shows, the launcher after closing (not on first render).
  useEffect(() => {
    if (state === 'open') inputRef.current?.focus();
    if (state === 'closed' && returnFocus.current) {
      returnFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [state]);

  const close = () => {
    returnFocus.current = true;
    setState('closed');
  };

  const submit = (text: string) => {
    if (send(text)) setInput('');
  };

  const onSuggestion = (question: string) => {
    setInput(question);
    submit(question);
    // The clicked chip disappears with the new reply; keep focus in the panel.
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };

  if (state === 'closed') {
    return (
      <FloatingLauncher ref={launcherRef} label="Open help chat" corner="right" tone="brand" onOpen={() => setState('open')}>
        <MessageCircle className="h-6 w-6" aria-hidden />
      </FloatingLauncher>
    );
  }

  const minimised = state === 'minimised';
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cn(
        FLOATING_CORNERS.right,
        'flex w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-line-200 bg-surface shadow-xl sm:w-96',
        'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
        !minimised && 'h-[500px] max-h-[calc(100dvh-6rem-var(--bottom-clearance,0px))]',
      )}
    >
      <header className="flex shrink-0 items-center justify-between gap-2 bg-brand-600 py-3 pl-4 pr-3 text-white">
        <div className="flex items-center gap-2">
          <MessageCircle className="h-5 w-5" aria-hidden />
          <h2 id={titleId} className="text-base font-semibold">
            Help & Support
          </h2>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={minimised ? 'Restore help chat' : 'Minimize help chat'}
            onClick={() => setState(minimised ? 'open' : 'minimised')}
            className={headerButton}
          >
            {minimised ? <ChevronUp className="h-5 w-5" aria-hidden /> : <Minus className="h-5 w-5" aria-hidden />}
          </button>
          <button type="button" aria-label="Close help chat" onClick={close} className={headerButton}>
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </header>
      {!minimised && (
        <>
          <HelpChatMessages messages={messages} onSuggestion={onSuggestion} />
          <HelpChatComposer ref={inputRef} value={input} onChange={setInput} onSend={() => submit(input)} />
        </>
      )}
    </section>
  );
}
