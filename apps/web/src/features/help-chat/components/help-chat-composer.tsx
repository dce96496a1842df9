import { forwardRef, useId, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { cn } from '@/lib/cn';
import { canSend } from '../lib/help-replies';

type Props = { value: string; onChange: (value: string) => void; onSend: () => void };

/** Text box and send button. Enter sends; Shift+Enter starts a new line. */
export const HelpChatComposer = forwardRef<HTMLTextAreaElement, Props>(({ value, onChange, onSend }, ref) => {
  const ready = canSend(value);
  const inputId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter confirms an IME candidate (Japanese, Chinese...) and must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Type your question
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your question..."
        autoComplete="off"
        enterKeyHint="send"
        className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 field-sizing-content placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30"
      />
      {/* Not disabled: a disabled button would drop out of the tab order; an empty send simply does nothing. */}
      <button
        type="submit"
        aria-label="Send message"
        className={cn(
          'grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          !ready && 'opacity-60',
        )}
      >
        <Send className="h-4 w-4" aria-hidden />
      </button>
    </form>
  );
});
HelpChatComposer.displayName = 'HelpChatComposer';
