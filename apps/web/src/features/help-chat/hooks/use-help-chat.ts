import { useCallback, useState } from 'react';
import { createExchange, createWelcomeMessage, type HelpChatMessage } from '../lib/help-replies';

/** The conversation of the help chat: kept in memory for the life of the page, never sent anywhere. */
export function useHelpChat() {
  const [messages, setMessages] = useState<HelpChatMessage[]>(() => [createWelcomeMessage()]);

  /** Appends the learner's message and the canned reply at once; returns false when the text may not be sent. */
  const send = useCallback((text: string) => {
    const exchange = createExchange(text);
    if (!exchange) return false;
    setMessages((current) => [...current, ...exchange]);
    return true;
  }, []);

  return { messages, send };
}
