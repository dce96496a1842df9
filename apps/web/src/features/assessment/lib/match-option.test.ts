import { describe, expect, it } from 'vitest';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { matchAlternatives, matchOption } from './match-option';

const options = [
  { id: 'visual', label: 'Looking at pictures and drawings' },
  { id: 'auditory', label: 'Listening to someone explain' },
  { id: 'kinesthetic', label: 'Trying it out with my hands' },
  { id: 'mixed', label: 'A bit of everything' },
];

describe('matchOption', () => {
  it('matches the whole label, whatever the case and punctuation', () => {
    expect(matchOption('Listening to someone explain.', options)?.id).toBe('auditory');
    expect(matchOption('a bit of EVERYTHING', options)?.id).toBe('mixed');
  });

  it('matches a position', () => {
    expect(matchOption('option two', options)?.id).toBe('auditory');
    expect(matchOption('number 3', options)?.id).toBe('kinesthetic');
    expect(matchOption('the first one', options)?.id).toBe('visual');
    expect(matchOption('fourth', options)?.id).toBe('mixed');
    expect(matchOption('option five', options)).toBeNull();
  });

  it('matches a label inside a sentence, and by most words', () => {
    expect(matchOption('I think a bit of everything please', options)?.id).toBe('mixed');
    expect(matchOption('pictures and drawings', options)?.id).toBe('visual');
    expect(matchOption('trying things with my hands', options)?.id).toBe('kinesthetic');
  });

  it('gives no match for unrelated or ambiguous speech', () => {
    expect(matchOption('', options)).toBeNull();
    expect(matchOption('what is the weather today', options)).toBeNull();
    expect(matchOption('a', options)).toBeNull();
  });

  it('takes the first alternative that matches', () => {
    expect(matchAlternatives(['blah', 'listening to someone explain'], options)?.id).toBe('auditory');
  });

  it('every option of every question set is matched by its own label', () => {
    for (const set of Object.values(QUESTION_SETS)) {
      for (const q of set) for (const o of q.options) expect(matchOption(o.label, q.options)?.id, `${q.id} ${o.label}`).toBe(o.id);
    }
  });
});
