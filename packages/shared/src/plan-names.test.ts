import { describe, expect, it } from 'vitest';
import { PLAN_IDS, PLANS } from './billing.ts';
import { PLAN_NAMES, planLabel } from './plan-names.ts';

describe('the plan names', () => {
  it('are the catalogue’s, for every plan', () => {
    expect(Object.keys(PLAN_NAMES).sort()).toEqual([...PLAN_IDS].sort());
    for (const plan of PLANS) expect(PLAN_NAMES[plan.id]).toBe(plan.name);
  });

  it("label a plan as the profile shows it ('Free Plan')", () => {
    expect(planLabel('free')).toBe('Free Plan');
    expect(planLabel('family')).toBe('Family Plan');
  });
});
