// The curricula name each skill's icon as data (packages/shared/src/content/curricula); the skill tree draws it with
// lucide-react, so every name must be an icon of the installed package, or the node would show no icon.
import { iconNames } from 'lucide-react/dynamic';
import { describe, expect, it } from 'vitest';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';

describe('skill icons', () => {
  it('are lucide-react icon names', () => {
    const known = new Set<string>(iconNames);
    const missing = SKILL_TREE_SUBJECTS.flatMap((s) =>
      CURRICULA[s.name].filter((k) => !known.has(k.icon)).map((k) => `${k.id}: ${k.icon}`),
    );
    expect(missing).toEqual([]);
  });

  it('would catch a name lucide-react does not have', () => {
    expect(iconNames).toContain('calculator');
    expect(iconNames).not.toContain('parabola');
  });
});
