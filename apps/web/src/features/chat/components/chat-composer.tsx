import { forwardRef, useRef, type ReactNode } from 'react';
import { CHAT_LIMITS } from '@brightpath/shared/chat';
import { useBottomClearance } from '@/lib/bottom-clearance';
import { MessageComposer } from '@/components/ui/message-composer';

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
 * The tutor's message box: the app's message box (components/ui/message-composer.tsx) with a hint line under it
 * (Enter and Shift+Enter, or the characters left near the limit) and the page's actions beside the hint.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, Props>(({ value, onChange, onSend, pending, placeholder, actions }, ref) => {
  // The help chat and the toasts float above the message box, never over the send button.
  const formRef = useRef<HTMLFormElement>(null);
  useBottomClearance(formRef);

  return (
    <MessageComposer
      ref={ref}
      formRef={formRef}
      value={value}
      onChange={onChange}
      onSend={onSend}
      busy={pending}
      label="Message"
      placeholder={placeholder}
      maxLength={CHAT_LIMITS.messageMax}
      sendLabel="Send message"
      waitTitle="Waiting for the reply"
      blankTitle="Type a message first"
      classes={{
        row: 'flex items-end gap-2 rounded-2xl border border-line-300 bg-surface p-1.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30',
        // 16px on phones: iOS zooms into smaller text fields.
        field: 'max-h-40 bg-transparent px-2.5 py-2 text-base text-ink-900 focus:outline-none sm:text-sm',
      }}
      hint={(hintId) => (
        <div className="mt-1 flex items-center justify-between gap-3 px-1 text-xs text-ink-600 sm:mt-1.5 sm:min-h-8">
          <p id={hintId} className="min-w-0">
            {value.length >= WARN_AT ? (
              <span className="font-medium text-amber-800">{CHAT_LIMITS.messageMax - value.length} characters left</span>
            ) : (
              // Phone keyboards have no Shift+Enter habit; the hint still describes the box to screen readers there.
              <span className="max-sm:sr-only">Press Enter to send, Shift+Enter for a new line</span>
            )}
          </p>
          {actions}
        </div>
      )}
    />
  );
});
ChatComposer.displayName = 'ChatComposer';
