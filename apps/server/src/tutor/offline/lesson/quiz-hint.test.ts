import { describe, expect, it } from 'vitest';
import { numberKey, quizHint, type QuizKey } from './quiz-key.ts';

// The hint after a wrong first answer: by rules, and never the answer itself.
describe('quizHint', () => {
  it('names the option a choice is not, never the right one', () => {
    const key: QuizKey = { kind: 'choice', optionId: 'b', label: 'Chlorophyll' };
    const options = [
      { id: 'a', label: 'Glucose' },
      { id: 'b', label: 'Chlorophyll' },
    ];
    const hint = quizHint(key, 'a', options);
    expect(hint).toBe('It is not "Glucose". Think about the key ideas again and try once more.');
    expect(hint).not.toContain('Chlorophyll');
  });

  it('says whether a number is too big or too small, or in the wrong form, and asks for a number when there is none', () => {
    const key = numberKey(0.75, '0.75', 'Write 3/4 as a decimal.');
    expect(quizHint(key, '0.8')).toBe('Your answer is too big. Check your working and try once more.');
    expect(quizHint(key, '0.5')).toBe('Your answer is too small. Check your working and try once more.');
    expect(quizHint(key, '3/4')).toBe('The value is right, but the question asks for it as a decimal. Try once more.');
    expect(quizHint(key, 'no idea')).toBe('Write your answer as a number, then try once more.');
  });

  it("gives the maths engine's hint for a problem, without its answer", () => {
    const key: QuizKey = { kind: 'expression', problem: 'Solve 2x + 3 = 11', expected: 'x = 4' };
    const hint = quizHint(key, 'x = 7');
    expect(hint.length).toBeGreaterThan(10);
    expect(hint).not.toMatch(/x\s*=\s*4\b/);
  });
});
