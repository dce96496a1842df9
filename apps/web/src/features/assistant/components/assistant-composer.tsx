import { forwardRef, useId, type KeyboardEvent } from 'react';
import { Loader2, SendHorizontal } from 'lucide-react';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { cn } from '@/lib/cn';
import { isBlank } from '../lib/conversation';

type Props = { value: string; onChange: (value: string) => void; onSend: () => void; busy: boolean };

/**
 * The question box: Enter sends, Shift+Enter starts a new line. Sending is blocked on blank text or while a reply is
 * pending (spec 001 section 5); the button stays focusable (aria-disabled) and says why it does nothing.
 */
export const AssistantComposer = forwardRef<HTMLTextAreaElement, Props>(({ value, onChange, onSend, busy }, ref) => {
  const id = useId();
  const blank = isBlank(value);
  const blocked = blank || busy;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter confirms an IME candidate (Japanese, Chinese...) and must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked) onSend();
  };

  return (
    <form
      className="flex shrink-0 items-end gap-2 bg-white px-3 pb-3 pt-2.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Ask the assistant
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={1}
        value={value}
        maxLength={ASSISTANT_LIMITS.questionMax}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask a quick question..."
        autoComplete="off"
        enterKeyHint="send"
        // 16px on phones: iOS zooms into smaller text fields.
        className="max-h-24 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 field-sizing-content placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 sm:text-sm"
      />
      <button
        type="submit"
        aria-label="Send question"
        aria-disabled={blocked}
        title={busy ? 'Waiting for the answer' : blank ? 'Type a question first' : 'Send question'}
        className={cn(
          'grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          blocked && 'cursor-not-allowed bg-brand-600/55 hover:bg-brand-600/55',
        )}
      >
        {busy ? (
          <Loader2 className="h-4.5 w-4.5 motion-safe:animate-spin" aria-hidden />
        ) : (
          <SendHorizontal className="h-4.5 w-4.5" aria-hidden />
        )}
      </button>
    </form>
  );
});
AssistantComposer.displayName = 'AssistantComposer';
