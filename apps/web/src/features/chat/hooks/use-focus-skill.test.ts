import { describe, expect, it } from 'vitest';
import { findFocusSkill } from './use-focus-skill';

describe('findFocusSkill', () => {
  it('names a curriculum skill, with its catalogue subject and first lesson topic', async () => {
    expect(await findFocusSkill('math-counting')).toEqual({ id: 'math-counting', name: 'Counting', subjectId: 1, lessonTopic: 'counting' });
  });

  it('is null for free text a link carries (shown as it is)', async () => {
    expect(await findFocusSkill('long division')).toBeNull();
  });
});
