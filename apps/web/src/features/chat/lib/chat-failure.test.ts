import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, PLAN_LIMIT_MESSAGE } from '@brightpath/shared/chat';
import { ApiRequestError } from '@/lib/api-client';
import { describeChatFailure } from './chat-failure';

const apiError = (status: number, body: Record<string, unknown> | null) =>
  new ApiRequestError(`${status}: ${JSON.stringify(body)}`, status, body);

describe('describeChatFailure', () => {
  it('the plan limit shows its message and links to the plans', () => {
    const f = describeChatFailure(apiError(403, { code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGE(20), upgradeUrl: '/pricing' }));
    expect(f).toEqual({ kind: 'notice', content: PLAN_LIMIT_MESSAGE(20), link: { to: '/pricing', label: 'See plans' } });
  });

  it('never links off the site from an error answer', () => {
    for (const upgradeUrl of ['https://evil.example', '//evil.example', 'javascript:alert(1)', 42]) {
      expect(describeChatFailure(apiError(403, { code: 'PLAN_LIMIT', message: 'x', upgradeUrl })).link?.to).toBe('/pricing');
    }
  });

  it('a skill still locked shows the Skill Locked toast and the way back to the skill tree', () => {
    const f = describeChatFailure(
      apiError(409, { code: 'SKILL_LOCKED', message: 'Skill Locked: Complete the prerequisite skills first to unlock this skill.' }),
    );
    expect(f).toEqual({
      kind: 'notice',
      content: 'Complete the prerequisite skills first to unlock this skill.',
      link: { to: '/skill-tree', label: 'Back to the Skill Tree' },
      toast: { variant: 'destructive', title: 'Skill Locked', description: 'Complete the prerequisite skills first to unlock this skill.' },
    });
  });

  it('a rate limit shows the server message', () => {
    expect(describeChatFailure(apiError(429, { code: 'RATE_LIMITED', message: 'Slow down: try again in 30 seconds.' }))).toEqual({
      kind: 'notice',
      content: 'Slow down: try again in 30 seconds.',
    });
    expect(describeChatFailure(apiError(429, null)).content).toMatch(/too quickly/);
  });

  it('an ended session asks to sign in', () => {
    expect(describeChatFailure(apiError(401, { message: 'Please sign in to continue.' })).link).toEqual({ to: '/login', label: 'Sign in' });
  });

  it('anything else is the apology with the specified toast', () => {
    for (const err of [
      apiError(502, { message: 'Bad gateway' }),
      apiError(403, { code: 'FORBIDDEN', message: 'no' }),
      new TypeError('Failed to fetch'),
      new Error('stream ended'),
    ]) {
      expect(describeChatFailure(err)).toEqual({
        kind: 'apology',
        content: CHAT_MESSAGES.apology,
        toast: { variant: 'destructive', title: 'Error', description: 'Failed to get AI response. Please try again.' },
      });
    }
  });
});
