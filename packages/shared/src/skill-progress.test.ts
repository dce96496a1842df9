import { describe, expect, it } from 'vitest';
import { SKILL_LOCKED_TOAST, SKILL_PROGRESS_MESSAGES } from './skill-progress';

describe('the Skill Locked words', () => {
  it('are the toast of spec 002 section 8, its title and text making the server message', () => {
    expect(SKILL_LOCKED_TOAST).toEqual({
      title: 'Skill Locked',
      description: 'Complete the prerequisite skills first to unlock this skill.',
    });
    expect(`${SKILL_LOCKED_TOAST.title}: ${SKILL_LOCKED_TOAST.description}`).toBe(SKILL_PROGRESS_MESSAGES.locked);
  });
});
