import { describe, expect, it } from 'vitest';
import { isFollowUpRequest, isPracticeRequest, looksLikeAnswer } from './intent.ts';

describe('isPracticeRequest', () => {
  it.each([
    'another one',
    'one more pls',
    'give me another one to practise',
    'another example',
    'can i try another one?',
    'give me a different one',
    'more practice please',
    'another one like this',
  ])('%s', (text) => {
    expect(isPracticeRequest(text)).toBe(true);
  });

  it.each(['just tell me the answer', 'I give up', 'solve 2x + 3 = 7', 'x = 4', 'what is another word for sum?', 'another answer is 5'])(
    'not: %s',
    (text) => {
      expect(isPracticeRequest(text)).toBe(false);
    },
  );
});

describe('isFollowUpRequest', () => {
  it.each([
    "I still don't get it",
    'explain it more simply',
    'why?',
    'huh?',
    'what do you mean',
    "I'm confused",
    "i don't understand",
    'can you explain that differently?',
    'why is that wrong?',
  ])('%s', (text) => {
    expect(isFollowUpRequest(text)).toBe(true);
  });

  it.each(['x = 4', 'subtract 3 from both sides', 'another one', 'why is 2x + 3 = 7?', 'thanks'])('not: %s', (text) => {
    expect(isFollowUpRequest(text)).toBe(false);
  });
});

describe('looksLikeAnswer', () => {
  it('reads a number next to doubt as an answer, and a plea for help as not one', () => {
    expect(looksLikeAnswer('5? not sure')).toBe(true);
    expect(looksLikeAnswer("i don't know, is it 5?")).toBe(true);
    expect(looksLikeAnswer('i got x = 5 but not sure')).toBe(true);
    expect(looksLikeAnswer("I'm stuck on step 2")).toBe(false);
    expect(looksLikeAnswer('help with question 5')).toBe(false);
  });
});
