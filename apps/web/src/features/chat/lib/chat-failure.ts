import { CHAT_MESSAGES } from '@brightpath/shared/chat';
import { SKILL_LOCKED_TOAST } from '@brightpath/shared/skill-progress';
import type { ToastInput } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';

/** What replaces the pending reply when sending fails, and the toast to show (if any). */
export type ChatFailure = {
  /** 'apology': the specified apology as the tutor's reply; 'notice': a message from the service (limits, sign-in). */
  kind: 'apology' | 'notice';
  content: string;
  link?: { to: string; label: string };
  toast?: ToastInput;
};

const FAILED_RESPONSE_TOAST: ToastInput = { variant: 'destructive', title: 'Error', description: CHAT_MESSAGES.failedResponse };

/** Only a path of this site may be linked from an error answer. */
const localPath = (url: unknown, fallback: string) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : fallback;

/**
 * Maps a failed send to what the learner sees (spec 001 section 8): the plan limit explains itself with a
 * link to the plans, a rate limit and a rejected message say what the server said, an ended session asks
 * to sign in; anything else (provider failure, network, a stream that broke) is the apology and the toast.
 */
export function describeChatFailure(error: unknown): ChatFailure {
  if (error instanceof ApiRequestError) {
    const body = (error.body ?? {}) as { message?: string; code?: string; upgradeUrl?: unknown };
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    if (error.status === 403 && body.code === 'PLAN_LIMIT') {
      return {
        kind: 'notice',
        content: message ?? 'You have used all the tutoring sessions of your plan this month.',
        link: { to: localPath(body.upgradeUrl, '/pricing'), label: 'See plans' },
      };
    }
    if (error.status === 429)
      return { kind: 'notice', content: message ?? 'You are sending messages too quickly. Please wait a moment and try again.' };
    if (error.status === 401)
      return {
        kind: 'notice',
        content: 'Your session has ended. Please sign in again to keep chatting.',
        link: { to: '/login', label: 'Sign in' },
      };
    if (error.status === 400 && message) return { kind: 'notice', content: message };
    // The skill the chat is focused on is still locked (a link from before, or its prerequisites changed).
    if (error.status === 409 && body.code === 'SKILL_LOCKED')
      return {
        kind: 'notice',
        content: SKILL_LOCKED_TOAST.description,
        link: { to: '/skill-tree', label: 'Back to the Skill Tree' },
        toast: { variant: 'destructive', ...SKILL_LOCKED_TOAST },
      };
  }
  return { kind: 'apology', content: CHAT_MESSAGES.apology, toast: FAILED_RESPONSE_TOAST };
}
