import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from 'radix-ui';
import { Maximize2, Minimize2, Sparkles, X } from 'lucide-react';
import { ASSISTANT_CHIPS, type AssistantSuggestion } from '@brightpath/shared/assistant';
import { cn } from '@/lib/cn';
import { useSuggestions } from '../api/get-suggestions';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useWideScreen } from '@/lib/use-wide-screen';
import { ASSISTANT_ROOM, setAssistantRoom } from '../lib/assistant-room';
import { pageContext } from '../lib/page-context';
import { readWidgetState, saveWidgetState, type WidgetState } from '../lib/widget-state';
import { FloatingLauncher } from '@/components/ui/floating-launcher';
import { AssistantComposer } from './assistant-composer';
import { AssistantMessages } from './assistant-messages';
import { SuggestionList, suggestionQuestion } from './suggestion-list';

// Wide screens (lg and up): the panel sits at the bottom left, beside the page, which keeps room for it
// (lib/assistant-room.ts), 320 or 384 px wide; the top keeps 6rem free for the header (and the beta banner).
const panelPlace = 'fixed bottom-6 left-6 z-40 max-h-[calc(100dvh-7.5rem)]';
// Narrower screens: a modal sheet from the bottom, over a dimmed page that cannot be used meanwhile.
const sheetPlace =
  'fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1rem)] rounded-b-none border-x-0 border-b-0 pb-[env(safe-area-inset-bottom)] sm:inset-x-6 sm:bottom-6 sm:rounded-b-2xl sm:border-x sm:border-b';
const headerButton =
  'grid h-8 w-8 place-items-center rounded-lg text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const chipClass =
  'rounded-full border border-brand-200 bg-brand-50 px-2 py-1.5 text-xs font-medium text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The floating AI learning assistant (spec 001 section 2): collapsed (w-80 by h-96), expanded (w-96 by 600px) or
 * closed (the launcher only), remembered for the session. It answers quick questions with the page's context, offers
 * smart suggestions for the page and three quick-question chips. On a wide screen it is a non-modal dialog beside the
 * page, which keeps room for it; on a narrower one a modal sheet (focus kept inside, Escape and Close, focus back to
 * the launcher), opened only by the learner, never by a page load.
 */
export function AssistantWidget() {
  const location = useLocation();
  const page = useMemo(() => pageContext(location.pathname, location.search), [location.pathname, location.search]);
  const [state, setState] = useState<WidgetState>(readWidgetState);
  const wide = useWideScreen();
  // A modal sheet is opened by the learner in this visit, never by a page that loads with the panel remembered open.
  const [openedHere, setOpenedHere] = useState(false);
  const [input, setInput] = useState('');
  const chat = useAssistantChat(page);
  const suggestions = useSuggestions(page, state !== 'closed');
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Focus moves only after the learner acts, never when a page loads with the panel already open.
  const moveFocus = useRef<'input' | 'launcher' | null>(null);

  const change = (next: WidgetState, focus: 'input' | 'launcher' | null = null) => {
    moveFocus.current = focus;
    saveWidgetState(next);
    setState(next);
    setOpenedHere(next !== 'closed');
  };

  const shown: WidgetState = wide || openedHere ? state : 'closed';
  useEffect(() => {
    setAssistantRoom(wide && shown !== 'closed' ? ASSISTANT_ROOM[shown] : null);
  }, [wide, shown]);
  useEffect(() => () => setAssistantRoom(null), []);

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'input') inputRef.current?.focus();
    if (target === 'launcher') launcherRef.current?.focus();
  }, [shown]);

  // The latest question at the top of the view, with as much of its answer as fits: a long answer is read from its
  // start. Scrolled inside the panel only (scrollIntoView would move the page behind it too).
  const last = chat.turns[chat.turns.length - 1];
  useLayoutEffect(() => {
    const box = scrollRef.current;
    const question = box?.querySelector<HTMLElement>('[data-latest-question]');
    if (box && question) box.scrollTop = question.offsetTop - 12;
  }, [last?.id, last?.status, shown]);

  const ask = (question: string) => {
    if (chat.send(question)) setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!wide || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    // One step back: expanded to collapsed, collapsed to closed.
    if (state === 'expanded') change('collapsed');
    else change('closed', 'launcher');
  };

  if (shown === 'closed') {
    return (
      <FloatingLauncher
        ref={launcherRef}
        label="Open learning assistant"
        corner="left"
        tone="violet"
        onOpen={() => change('collapsed', 'input')}
      >
        <Sparkles className="h-6 w-6" aria-hidden />
      </FloatingLauncher>
    );
  }

  const expanded = shown === 'expanded';
  const suggestionState = suggestions.isPending ? 'loading' : suggestions.isError ? 'error' : 'ready';
  const frame = cn(
    'flex flex-col overflow-hidden rounded-2xl border border-line-200 bg-surface shadow-xl',
    'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
  );
  const heading = (
    <h2 id={titleId} className={cn('truncate font-semibold', expanded ? 'text-base' : 'text-sm')}>
      AI Learning Assistant
    </h2>
  );
  const body = (title: ReactNode) => (
    <>
      <div className="flex shrink-0 items-center justify-between gap-2 bg-violet-700 py-2.5 pl-3.5 pr-2 text-white">
        <div className="flex min-w-0 items-center gap-2">
          <Sparkles className="h-5 w-5 shrink-0" aria-hidden />
          {title}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            aria-label={expanded ? 'Collapse assistant' : 'Expand assistant'}
            onClick={() => change(expanded ? 'collapsed' : 'expanded')}
            className={headerButton}
          >
            {expanded ? <Minimize2 className="h-4.5 w-4.5" aria-hidden /> : <Maximize2 className="h-4.5 w-4.5" aria-hidden />}
          </button>
          <button type="button" aria-label="Close assistant" onClick={() => change('closed', 'launcher')} className={headerButton}>
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>

      <div
        ref={scrollRef}
        role="region"
        aria-label="Suggestions and answers"
        // Focusable so keyboard users can scroll a long answer.
        tabIndex={0}
        className="relative min-h-0 flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {chat.turns.length === 0 && <p className="text-sm text-ink-700">Ask a quick question about this page, or pick a suggestion.</p>}
        <SuggestionList
          suggestions={suggestions.data?.suggestions}
          state={suggestionState}
          busy={chat.busy}
          roomy={expanded}
          onPick={(suggestion: AssistantSuggestion) => ask(suggestionQuestion(suggestion))}
        />
        <AssistantMessages turns={chat.turns} />
      </div>

      <ul aria-label="Quick questions" className="flex shrink-0 flex-wrap gap-1.5 border-t border-line-200 px-3 pt-2.5">
        {ASSISTANT_CHIPS.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              aria-disabled={chat.busy}
              onClick={() => {
                if (!chat.busy) ask(chip.question);
              }}
              className={cn(chipClass, chat.busy && 'cursor-not-allowed opacity-70 hover:border-brand-200 hover:bg-brand-50')}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
      <AssistantComposer ref={inputRef} value={input} onChange={setInput} onSend={() => ask(input)} busy={chat.busy} />

      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
    </>
  );

  if (wide) {
    return (
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className={cn(panelPlace, frame, expanded ? 'h-[600px] w-96' : 'h-96 w-80')}
      >
        {body(heading)}
      </section>
    );
  }
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) change('closed', 'launcher');
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          // The launcher comes back in place of the sheet and takes the focus (the effect above).
          onCloseAutoFocus={(event) => event.preventDefault()}
          className={cn(sheetPlace, frame, expanded ? 'h-[calc(100dvh-1rem)]' : 'h-[min(34rem,calc(100dvh-1rem))]')}
        >
          {body(<Dialog.Title asChild>{heading}</Dialog.Title>)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
