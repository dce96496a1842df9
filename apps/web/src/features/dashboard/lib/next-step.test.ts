import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';

const data = (subjects: boolean, chat: boolean, assessmentCompleted: boolean) => ({
  checklist: { profile: true, subjects, chat, complete: subjects && chat },
  assessmentCompleted,
});

describe('nextStep', () => {
  it.each([
    [data(false, false, false), false, 'subjects'],
    [data(true, false, false), false, 'chat'],
    [data(true, true, false), false, 'assessment'],
    [data(true, true, true), true, 'account'],
    [data(true, true, true), false, null],
  ])('%j (guest %s) leads to %s', (d, guest, id) => {
    expect(nextStep(d, guest)?.id ?? null).toBe(id);
  });
});
