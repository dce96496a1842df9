import { describe, expect, it } from 'vitest';
import { analyseTurn } from './pedagogy.ts';
import { correctAnswerInstruction, finalClaims, verifiedSolution, wrongClaim } from './stated-answer.ts';

const solved = (problem: string) => verifiedSolution(analyseTurn([], problem))!;

describe('finalClaims', () => {
  it('reads the final answers a reply states, as people write them', () => {
    expect(finalClaims('So the answer is **x = 2**. Does that make sense?')).toEqual(['x = 2']);
    expect(finalClaims('Subtract 3 from both sides, which gives 2x = 4, so x = 2.')).toEqual(['x = 2']);
    expect(finalClaims('The solutions are $x = 3$ and $x = -5$.')).toEqual(['x = 3 and x = -5']);
    expect(finalClaims('Yes, 56 is right!')).toEqual(['56']);
    expect(finalClaims('The result comes to 11/12, because the denominators match.')).toEqual(['11/12']);
  });

  it('leaves out working, questions and values the tutor says are wrong', () => {
    expect(finalClaims('First subtract 3 from both sides: 2x = 4. What do you get next?')).toEqual([]);
    expect(finalClaims('So x = 3 is not right: check the first step.')).toEqual([]);
    expect(finalClaims("So x = 3 doesn't work. Try again.")).toEqual([]);
    expect(finalClaims('What is the answer, do you think?')).toEqual([]);
  });
});

describe('wrongClaim', () => {
  const linear = solved('solve 2x + 3 = 7');

  it('finds a wrong stated answer and accepts every right form of it', () => {
    expect(wrongClaim('So the answer is x = 3.', linear)).toBe('x = 3');
    expect(wrongClaim('So the answer is x = 2.', linear)).toBeNull();
    expect(wrongClaim('The answer is 4/2.', linear)).toBeNull();
    expect(wrongClaim('Therefore x = 2.0, well done.', linear)).toBeNull();
  });

  it('grades quadratics and arithmetic by rules', () => {
    const quadratic = solved('solve x^2 - 5x + 6 = 0');
    expect(wrongClaim('The solutions are x = 2 and x = 3.', quadratic)).toBeNull();
    expect(wrongClaim('The solutions are x = 2 and x = 4.', quadratic)).not.toBeNull();
    const product = solved('what is 7 × 8');
    expect(wrongClaim('The answer is 54.', product)).toBe('54');
    expect(wrongClaim('Yes, 56 is right!', product)).toBeNull();
  });
});

describe('correctAnswerInstruction', () => {
  it('gives the verified answer once it may be released, and asks for none while it is withheld', () => {
    const opened = [
      { role: 'user' as const, content: 'solve 2x + 3 = 7' },
      { role: 'assistant' as const, content: 'What would undo the + 3?' },
    ];
    const released = analyseTurn(opened, 'move on');
    expect(released.answerAllowed).toBe(true);
    expect(correctAnswerInstruction(released, 'x = 3')).toContain('The verified answer is');
    const locked = analyseTurn(opened, 'is it 3?');
    expect(locked.answerAllowed).toBe(false);
    const instruction = correctAnswerInstruction(locked, 'x = 3');
    expect(instruction).toContain('without stating any value');
    expect(instruction).not.toContain('verified answer');
  });
});
