import { describe, expect, it } from 'vitest';
import { completeSentences, cutForSpeech, speakable, SPEECH_TEXT_MAX, SpeechRequestSchema } from './speech.ts';

describe('speakable', () => {
  it('drops markdown marks and keeps the words', () => {
    expect(speakable('## Fractions\n**Great** work, _really_. See [the card](/cards/1) and `x`.')).toBe(
      'Fractions Great work, really. See the card and x.',
    );
    expect(speakable('- first step\n- second step')).toBe('first step. second step.');
  });

  it('reads fractions, powers, roots, operators and relations as words', () => {
    expect(speakable('$\\frac{3}{4} + \\frac{1}{8} = \\frac{7}{8}$')).toBe('3 over 4 plus 1 over 8 equals 7 over 8');
    expect(speakable('x^2 + 2x - 15 = 0')).toBe('x squared plus 2x minus 15 equals 0');
    expect(speakable('a³ and y^{10}')).toBe('a cubed and y to the power of 10');
    expect(speakable('\\sqrt{16} = 4, and 6 × 7 = 42, 12 ÷ 3 = 4')).toBe(
      'the square root of 16 equals 4, and 6 times 7 equals 42, 12 divided by 3 equals 4',
    );
    expect(speakable('35% of 240, x ≤ 3, 3/4')).toBe('35 percent of 240, x is less than or equal to 3, 3 over 4');
  });

  it('leaves plain prose as it is', () => {
    expect(speakable('Photosynthesis turns light into food.  It happens in leaves.')).toBe(
      'Photosynthesis turns light into food. It happens in leaves.',
    );
  });
});

describe('cutForSpeech', () => {
  it(`cuts text over ${SPEECH_TEXT_MAX} characters to ${SPEECH_TEXT_MAX} and an ellipsis`, () => {
    expect(cutForSpeech('a'.repeat(SPEECH_TEXT_MAX))).toBe('a'.repeat(SPEECH_TEXT_MAX));
    expect(cutForSpeech('a'.repeat(SPEECH_TEXT_MAX + 1))).toBe(`${'a'.repeat(SPEECH_TEXT_MAX)}…`);
  });
});

describe('SpeechRequestSchema', () => {
  it('takes the six voices, nova by default, and refuses an empty text or another voice', () => {
    expect(SpeechRequestSchema.parse({ text: 'Hi' })).toEqual({ text: 'Hi', voice: 'nova' });
    expect(SpeechRequestSchema.parse({ text: 'Hi', voice: 'shimmer' }).voice).toBe('shimmer');
    expect(SpeechRequestSchema.safeParse({ text: '', voice: 'nova' }).success).toBe(false);
    expect(SpeechRequestSchema.safeParse({ text: 'Hi', voice: 'robot' }).error?.issues[0]?.message).toBe(
      'Voice must be one of nova, alloy, echo, fable, onyx, shimmer',
    );
  });
});

describe('completeSentences', () => {
  it('gives the finished sentences of a streaming reply and keeps the unfinished rest', () => {
    expect(completeSentences('Good question! A verb is an action word. For exam')).toEqual({
      sentences: ['Good question!', 'A verb is an action word.'],
      rest: ' For exam',
    });
  });

  it('does not split inside a number, after an abbreviation, or inside inline maths', () => {
    expect(completeSentences('Pi is about 3.14 and more. Next')).toEqual({ sentences: ['Pi is about 3.14 and more.'], rest: ' Next' });
    expect(completeSentences('Use a unit, e.g. Metres, to measure. Then')).toEqual({
      sentences: ['Use a unit, e.g. Metres, to measure.'],
      rest: ' Then',
    });
    expect(completeSentences('We get $x = 2. Then y = 3$ here. And')).toEqual({
      sentences: ['We get $x = 2. Then y = 3$ here.'],
      rest: ' And',
    });
    expect(completeSentences('So \\(a. B\\) holds. Now')).toEqual({ sentences: ['So \\(a. B\\) holds.'], rest: ' Now' });
  });

  it('waits for what follows the last full stop before ending a sentence there, and ends one at a line break', () => {
    expect(completeSentences('It is 3.')).toEqual({ sentences: [], rest: 'It is 3.' });
    expect(completeSentences('Step one\nStep two')).toEqual({ sentences: ['Step one'], rest: 'Step two' });
  });
});
