import { forwardRef, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Loader2, SendHorizontal } from 'lucide-react';
import { CHAT_LIMITS } from '@brightpath/shared/chat';
import { useBottomClearance } from '@/lib/bottom-clearance';
import { cn } from '@/lib/cn';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A reply is being written: sending waits for it. */
  pending: boolean;
  placeholder: string;
  /** Shown on the right of the hint line (the New conversation button). */
  actions?: ReactNode;
};

const WARN_AT = CHAT_LIMITS.messageMax - 400;

/**
 * The message box (spec 001 sections 2 and 5): Enter sends, Shift+Enter starts a new line; sending is
 * blocked when the text is blank or a reply is pending. The button stays focusable and says why it does nothing.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, Props>(({ value, onChange, onSend, pending, placeholder, actions }, ref) => {
  const id = useId();
  const blank = value.trim() === '';
  const blocked = blank || pending;
  // The help chat and the toasts float above the message box, never over the send button.
  const formRef = useRef<HTMLFormElement>(null);
  useBottomClearance(formRef);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter confirms an IME candidate (Japanese, Chinese...) and must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked) onSend();
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSend();
      }}
    >
      <div className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-1.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={1}
          value={value}
          maxLength={CHAT_LIMITS.messageMax}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="send"
          // 16px on phones: iOS zooms into smaller text fields.
          className="max-h-40 min-h-10 flex-1 resize-none bg-transparent px-2.5 py-2 text-base text-slate-900 field-sizing-content placeholder:text-slate-500 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          aria-label="Send message"
          aria-disabled={blocked}
          title={pending ? 'Waiting for the reply' : blank ? 'Type a message first' : 'Send message'}
          className={cn(
            'grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            blocked && 'cursor-not-allowed bg-brand-600/55 hover:bg-brand-600/55',
          )}
        >
          {pending ? <Loader2 className="h-4.5 w-4.5 animate-spin" aria-hidden /> : <SendHorizontal className="h-4.5 w-4.5" aria-hidden />}
        </button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3 px-1 text-xs text-slate-600 sm:mt-1.5 sm:min-h-8">
        <p id={`${id}-hint`} className="min-w-0">
          {value.length >= WARN_AT ? (
            <span className="font-medium text-amber-800">{CHAT_LIMITS.messageMax - value.length} characters left</span>
          ) : (
            // Phone keyboards have no Shift+Enter habit; the hint still describes the box to screen readers there.
            <span className="max-sm:sr-only">Press Enter to send, Shift+Enter for a new line</span>
          )}
        </p>
        {actions}
      </div>
    </form>
  );
});
ChatComposer.displayName = 'ChatComposer';
