import { describe, expect, it } from 'vitest';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';
import { SKILL_ICONS } from './skill-icons';

describe('the skill tree icons', () => {
  it('draw every icon the curricula name', () => {
    const missing = SKILL_TREE_SUBJECTS.flatMap((s) =>
      CURRICULA[s.name].filter((k) => !(k.icon in SKILL_ICONS)).map((k) => `${k.id}: ${k.icon}`),
    );
    expect(missing).toEqual([]);
  });
});
