import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('removes markdown marks and maths delimiters', () => {
    expect(plainText('## Step 1\n\n**Great** start! What is $2x$ when \\(x = 3\\)?\n\n- one\n- [two](https://e.x)')).toBe(
      'Step 1\nGreat start! What is 2x when x = 3 ?\none\ntwo',
    );
  });

  it('keeps plain text as it is', () => {
    expect(plainText("I'm having trouble responding right now.")).toBe("I'm having trouble responding right now.");
  });
});
