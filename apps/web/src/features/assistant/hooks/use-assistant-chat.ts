import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { plainText } from '@brightpath/shared/plain-text';
import { useAskAssistant } from '../api/ask-assistant';
import { failureReply, isBlank, turnId, type AssistantTurn } from '../lib/conversation';
import type { PageContext } from '../lib/page-context';
import { requestContext } from '../lib/request-context';

/**
 * The widget's conversation, kept in memory while the learner moves between learner pages. One question at a time:
 * sending is blocked on blank text or while a reply is pending (spec 001 section 5).
 */
export function useAssistantChat(page: PageContext) {
  const client = useQueryClient();
  const ask = useAskAssistant();
  const [turns, setTurns] = useState<AssistantTurn[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // The mutation's own pending flag arrives with the next render; a double click in between must not send twice.
  const busyRef = useRef(false);

  const finish = useCallback((question: string, reply: string, content: string, status: 'done' | 'failed') => {
    busyRef.current = false;
    setTurns((current) =>
      current.map((turn) => {
        if (turn.id === reply) return { ...turn, content, status };
        // A question left unanswered is shown but not sent back as history, like its apology.
        if (turn.id === question && status === 'failed') return { ...turn, status };
        return turn;
      }),
    );
    // Read once, when the reply is complete (DESIGN.md: announce the finished reply, not each step).
    setAnnouncement(`Assistant: ${plainText(content)}`);
  }, []);

  /** Returns false when the question may not be sent now. */
  const send = (text: string) => {
    if (isBlank(text) || busyRef.current) return false;
    busyRef.current = true;
    const question = text.trim().slice(0, ASSISTANT_LIMITS.questionMax);
    const context = requestContext(page, turns, client);
    const asked: AssistantTurn = { id: turnId(), role: 'user', content: question, status: 'done' };
    const reply: AssistantTurn = { id: turnId(), role: 'assistant', content: '', status: 'pending' };
    setTurns((current) => [...current, asked, reply]);
    setAnnouncement('');
    ask.mutate(
      { question, context },
      {
        onSuccess: (answer) => finish(asked.id, reply.id, answer.response, 'done'),
        onError: (err) => {
          console.error('The learning assistant could not answer', err);
          finish(asked.id, reply.id, failureReply(err), 'failed');
        },
      },
    );
    return true;
  };

  return { turns, send, busy: ask.isPending, announcement };
}
