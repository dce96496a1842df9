import { forwardRef, useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Loader2, SendHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called only with text to send: never when the box is blank or a reply is pending. */
  onSend: () => void;
  /** A reply is being written: sending waits for it, and the button shows a spinner. */
  busy?: boolean;
  /** The box's name for screen readers ('Message', 'Ask the assistant'). */
  label: string;
  placeholder: string;
  maxLength?: number;
  /** The send button's name ('Send message'), and its title when it would send. */
  sendLabel: string;
  /** Why the button does nothing: while a reply is pending, and while the box is blank. */
  waitTitle: string;
  blankTitle: string;
  /** The text under the box that describes it (a hint, characters left); given its id for aria-describedby. */
  hint?: (id: string) => ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** Where the composer sits: the form's own classes, the row around the box and the button, the box's. */
  classes: { form?: string; row: string; field: string };
};

/**
 * The one message box of the app (the tutor chat, the floating assistant, the help chat; spec 001 sections 2 and 5):
 * Enter sends, Shift+Enter starts a new line, and Enter confirming an IME candidate does nothing. Sending is blocked
 * when the text is blank or a reply is pending; the button stays focusable (aria-disabled, a disabled button would
 * leave the tab order) and its title says why it does nothing.
 */
export const MessageComposer = forwardRef<HTMLTextAreaElement, Props>(
  (
    { value, onChange, onSend, busy = false, label, placeholder, maxLength, sendLabel, waitTitle, blankTitle, hint, formRef, classes },
    ref,
  ) => {
    const id = useId();
    const blank = value.trim() === '';
    const blocked = blank || busy;
    const send = () => {
      if (!blocked) onSend();
    };

    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      // isComposing: Enter confirms an IME candidate (Japanese, Chinese...) and must not send.
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      send();
    };

    return (
      <form
        ref={formRef}
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className={classes.row}>
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <textarea
            ref={ref}
            id={id}
            rows={1}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            aria-describedby={hint ? `${id}-hint` : undefined}
            autoComplete="off"
            enterKeyHint="send"
            className={cn('min-h-10 flex-1 resize-none field-sizing-content placeholder:text-ink-500', classes.field)}
          />
          <button
            type="submit"
            aria-label={sendLabel}
            aria-disabled={blocked}
            title={busy ? waitTitle : blank ? blankTitle : sendLabel}
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
        </div>
        {hint?.(`${id}-hint`)}
      </form>
    );
  },
);
MessageComposer.displayName = 'MessageComposer';
