import { forwardRef } from 'react';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { MessageComposer } from '@/components/ui/message-composer';

type Props = { value: string; onChange: (value: string) => void; onSend: () => void; busy: boolean };

/** The assistant's question box: the app's message box (components/ui/message-composer.tsx) at the foot of the panel. */
export const AssistantComposer = forwardRef<HTMLTextAreaElement, Props>((props, ref) => (
  <MessageComposer
    ref={ref}
    {...props}
    label="Ask the assistant"
    placeholder="Ask a quick question..."
    maxLength={ASSISTANT_LIMITS.questionMax}
    sendLabel="Send question"
    waitTitle="Waiting for the answer"
    blankTitle="Type a question first"
    classes={{
      form: 'shrink-0 bg-surface px-3 pb-3 pt-2.5',
      row: 'flex items-end gap-2',
      // 16px on phones: iOS zooms into smaller text fields.
      field:
        'max-h-24 rounded-xl border border-line-300 bg-surface px-3 py-2 text-base text-ink-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 sm:text-sm',
    }}
  />
));
AssistantComposer.displayName = 'AssistantComposer';
