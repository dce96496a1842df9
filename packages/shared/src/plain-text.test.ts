import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('removes markdown marks and maths delimiters', () => {
    expect(plainText('## Step 1\n\n**Great** start! What is $2x$ when \\(x = 3\\)?\n\n- one\n- [two](https://e.x)')).toBe(
      'Step 1\nGreat start! What is 2x when x = 3 ?\none\ntwo',
    );
  });

  it('leaves a times sign, an underscore in a word and an unpaired mark as they are', () => {
    expect(plainText('Is 3*4 = 12? Try `5*5`, snake_case, *stars* and _this_ or ~~not~~.')).toBe(
      'Is 3*4 = 12? Try 5*5, snake_case, stars and this or not.',
    );
  });

  it('keeps plain text as it is', () => {
    expect(plainText("I'm having trouble responding right now.")).toBe("I'm having trouble responding right now.");
  });
});
