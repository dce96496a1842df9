import { describe, expect, it } from 'vitest';
import { CURRICULA } from '@brightpath/shared/curricula';
import { layoutSkills, NODE_SIZE } from './layout';

describe('layoutSkills', () => {
  it.each(['LR', 'TB'] as const)(
    'puts every skill of a level in one %s rank, the roots first, and no two boxes over each other',
    (direction) => {
      const skills = CURRICULA.Mathematics;
      const at = layoutSkills(skills, direction);
      const main = (id: string) => (direction === 'LR' ? at.get(id)!.x : at.get(id)!.y);
      const byLevel = new Map<number, Set<number>>();
      for (const s of skills) byLevel.set(s.level, (byLevel.get(s.level) ?? new Set()).add(Math.round(main(s.id))));
      for (const [, places] of byLevel) expect(places.size).toBe(1);
      const levels = [...byLevel.keys()].sort((a, b) => a - b);
      const places = levels.map((l) => [...byLevel.get(l)!][0]!);
      expect(places).toEqual([...places].sort((a, b) => a - b));
      for (const a of skills)
        for (const b of skills)
          if (a.id < b.id) {
            const [p, q] = [at.get(a.id)!, at.get(b.id)!];
            const apart = Math.abs(p.x - q.x) >= NODE_SIZE.width || Math.abs(p.y - q.y) >= NODE_SIZE.height;
            expect(apart, `${a.id} and ${b.id}`).toBe(true);
          }
    },
  );
});
