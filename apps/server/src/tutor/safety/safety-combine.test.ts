// How the learned model and the precise rules combine (safety/safety.ts `combine`), on verdicts written out here so
// that the policy is tested whatever the committed weights say.
import { describe, expect, it } from 'vitest';
import type { ModelVerdict } from './classifier/model.ts';
import { combine, type Verdict } from './safety.ts';

const model = (score: number, label: string, support = 0, supportLabel = 'self-harm'): ModelVerdict => ({
  label,
  score,
  support,
  supportLabel,
});
const rule = (category: NonNullable<Verdict>['category'], strength: 'strong' | 'borderline' = 'strong'): Verdict => ({
  category,
  severity: 'high',
  strength,
});
const FLAG = 0.5;

describe('combine: the model and the rules', () => {
  it('lets a precise rule name the category when the model agrees or is unsure', () => {
    expect(combine(rule('weapons'), model(0.9, 'weapons'), FLAG)).toEqual(rule('weapons'));
    expect(combine(rule('weapons'), model(0.2, 'none'), FLAG)).toEqual(rule('weapons'));
  });

  it('lets the model overrule a refusal only a rule wanted when it is sure the message is ordinary', () => {
    expect(combine(rule('violence'), model(0.03, 'none'), FLAG)).toBeNull();
    expect(combine(rule('personal-data'), model(0.05, 'none'), FLAG)).toBeNull();
  });

  it('never overrules a rule for a learner who needs support, a jailbreak or sexual content involving minors', () => {
    expect(combine(rule('self-harm'), model(0.01, 'none'), FLAG)).toEqual(rule('self-harm'));
    expect(combine(rule('jailbreak'), model(0.01, 'none'), FLAG)).toEqual(rule('jailbreak'));
    expect(combine(rule('sexual-minors'), model(0.01, 'none'), FLAG)).toEqual(rule('sexual-minors'));
  });

  it('flags what no rule caught once the model is sure, with the category it found', () => {
    expect(combine(null, model(0.8, 'dangerous'), FLAG)).toMatchObject({ category: 'dangerous', strength: 'strong' });
    expect(combine(null, model(0.3, 'dangerous'), FLAG)).toBeNull();
  });

  it('answers a learner who may be at risk with support, not a refusal', () => {
    expect(combine(null, model(0.9, 'violence', 0.45, 'bullying'), FLAG)).toMatchObject({ category: 'bullying' });
    expect(combine(null, model(0.9, 'violence', 0.1, 'bullying'), FLAG)).toMatchObject({ category: 'violence' });
  });

  it('turns a rule’s refusal into support when the model is sure the learner is the one being hurt', () => {
    expect(combine(rule('hate'), model(0.95, 'bullying', 0.8, 'bullying'), FLAG)).toMatchObject({ category: 'bullying' });
    expect(combine(rule('hate'), model(0.95, 'hate', 0.1, 'bullying'), FLAG)).toMatchObject({ category: 'hate' });
  });

  it('gives a rule’s "abuse" the reply that fits when the model finds grooming or sextortion', () => {
    expect(combine(rule('abuse'), model(0.97, 'sextortion', 0.9, 'sextortion'), FLAG)).toMatchObject({ category: 'sextortion' });
    expect(combine(rule('abuse'), model(0.97, 'self-harm', 0.9, 'self-harm'), FLAG)).toMatchObject({ category: 'abuse' });
  });

  it('keeps a child’s borderline word a gentle redirect unless the model is sure', () => {
    expect(combine(rule('violence', 'borderline'), model(0.2, 'none'), FLAG)).toMatchObject({ strength: 'borderline' });
    expect(combine(rule('violence', 'borderline'), model(0.01, 'none'), FLAG)).toMatchObject({ strength: 'borderline' });
    expect(combine(rule('violence', 'borderline'), model(0.9, 'abuse', 0.9, 'abuse'), FLAG)).toMatchObject({
      category: 'abuse',
      strength: 'strong',
    });
  });

  it('lets the model overrule a condition a child named in a study frame only when it is sure the message is a lesson', () => {
    const topic: Verdict = { category: 'eating-disorder', severity: 'medium', strength: 'strong', topic: true };
    expect(combine(topic, model(0.02, 'none'), FLAG)).toBeNull();
    expect(combine(topic, model(0.3, 'eating-disorder', 0.3, 'eating-disorder'), FLAG)).toEqual(topic);
  });
});
