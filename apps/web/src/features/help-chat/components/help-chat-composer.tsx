import { forwardRef } from 'react';
import { MessageComposer } from '@/components/ui/message-composer';

type Props = { value: string; onChange: (value: string) => void; onSend: () => void };

/** The help chat's text box: the app's message box (components/ui/message-composer.tsx). Its replies are instant. */
export const HelpChatComposer = forwardRef<HTMLTextAreaElement, Props>((props, ref) => (
  <MessageComposer
    ref={ref}
    {...props}
    label="Type your question"
    placeholder="Type your question..."
    sendLabel="Send message"
    waitTitle="Waiting for the reply"
    blankTitle="Type a question first"
    classes={{
      form: 'border-t border-line-200 bg-surface p-3',
      row: 'flex items-end gap-2',
      field:
        'max-h-28 rounded-xl border border-line-300 bg-surface px-3 py-2 text-base text-ink-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 sm:text-sm',
    }}
  />
));
HelpChatComposer.displayName = 'HelpChatComposer';
