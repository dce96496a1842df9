import { describe, expect, it } from 'vitest';
import type { Subject } from '@brightpath/shared/subjects';
import { groupSubjects } from './group-subjects';

const s = (id: number, category: string): Subject => ({
  id,
  name: `S${id}`,
  description: '',
  category,
  icon: 'calculator',
  minAge: 4,
  maxAge: 120,
});

describe('groupSubjects', () => {
  it('keeps the catalogue order of categories, unknown ones last, subjects by id', () => {
    const groups = groupSubjects([
      s(9, 'Life Skills'),
      s(3, 'Zeta'),
      s(2, 'Academic'),
      s(1, 'Academic'),
      s(4, 'Custom'),
      s(5, 'Professional'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Academic', 'Life Skills', 'Professional', 'Custom', 'Zeta']);
    expect(groups[0]!.subjects.map((x) => x.id)).toEqual([1, 2]);
  });

  it('gives no group for no subjects', () => {
    expect(groupSubjects([])).toEqual([]);
  });
});
