import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseTurn, revealsAnswer, trimReveal } from './pedagogy.ts';
import { PASS_THROUGH_BATCH, ReplyGate, TextQueue, wordChunks } from './stream-gate.ts';

const locked = analyseTurn([], 'solve 2x + 3 = 7');
const DRAFTS = [
  'Good question! Subtract 3 from both sides to get 2x = 4. Then divide by 2, so x = 2. Check: 2(2) + 3 = 7.',
  'Let us think.\nFirst, what undoes + 3?\nThe answer is 2.',
  'What could you do first? Try it and tell me.',
];

/** Cut a text at the given positions. */
function cut(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const p of points) {
    pieces.push(text.slice(from, p));
    from = p;
  }
  pieces.push(text.slice(from));
  return pieces.filter(Boolean);
}

describe('ReplyGate (buffered)', () => {
  it('never shows a revealing sentence, however the stream is chunked, and shows what trimming keeps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DRAFTS), fc.array(fc.nat(), { maxLength: 12 }), (draft, cuts) => {
        let emitted = '';
        const gate = new ReplyGate(
          'buffered',
          (shown, piece) => (revealsAnswer(shown + piece, locked) ? 'reveal' : 'ok'),
          (t) => (emitted += t),
        );
        for (const piece of cut(draft, cuts)) if (!gate.push(piece)) break;
        gate.finish();
        expect(emitted).toBe(gate.shown);
        expect(revealsAnswer(emitted, locked)).toBe(false);
        // Trimming the whole draft keeps exactly the sentences the gate let through.
        expect(trimReveal(draft, locked).startsWith(emitted.trimEnd())).toBe(true);
        if (!revealsAnswer(draft, locked)) expect(emitted).toBe(draft);
      }),
    );
  });
});

describe('ReplyGate (pass-through)', () => {
  it('forwards whole words as they come and everything at the end', () => {
    const out: string[] = [];
    const gate = new ReplyGate(
      'pass-through',
      () => 'ok',
      (t) => out.push(t),
    );
    gate.push('Hel');
    expect(out).toEqual([]);
    gate.push('lo wor');
    expect(out).toEqual(['Hello ']);
    gate.push('ld.');
    gate.finish();
    expect(out.join('')).toBe('Hello world.');
  });

  it('shows the first words at once, then checks a few words at a time', () => {
    const checked: string[] = [];
    const out: string[] = [];
    const gate = new ReplyGate(
      'pass-through',
      (_s, piece) => (checked.push(piece), 'ok'),
      (t) => out.push(t),
    );
    for (const word of 'What do you already know about this topic? Tell me one idea and we will build on it.'.match(/\S+\s*/g)!)
      gate.push(word);
    gate.finish();
    expect(out[0]).toBe('What ');
    expect(out.join('')).toBe('What do you already know about this topic? Tell me one idea and we will build on it.');
    // 18 words, checked in a handful of pieces rather than 18.
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.slice(1, -1).every((p) => p.length >= PASS_THROUGH_BATCH)).toBe(true);
  });

  it('stops on an unsafe piece', () => {
    const gate = new ReplyGate(
      'pass-through',
      (_s, piece) => (/bomb/.test(piece) ? 'unsafe' : 'ok'),
      () => {},
    );
    expect(gate.push('Here is how to ')).toBe(true);
    // Gathered with the next words before its check: never shown, and the draft stops.
    expect(gate.push('build a bomb ')).toBe(true);
    expect(gate.push('with things from the shed ')).toBe(false);
    expect(gate.stopped).toBe('unsafe');
    expect(gate.shown).toBe('Here is how to ');
  });
});

describe('TextQueue and wordChunks', () => {
  it('delivers pushed chunks in order to a late reader, then ends', async () => {
    const q = new TextQueue();
    for (const chunk of wordChunks('one two three four five six seven', 3)) q.push(chunk);
    q.end();
    const got: string[] = [];
    for await (const chunk of q) got.push(chunk);
    expect(got).toEqual(['one two three ', 'four five six ', 'seven']);
  });

  it('wakes a waiting reader', async () => {
    const q = new TextQueue();
    const reading = (async () => {
      let all = '';
      for await (const chunk of q) all += chunk;
      return all;
    })();
    q.push('a ');
    q.push('b');
    q.end();
    expect(await reading).toBe('a b');
  });
});
