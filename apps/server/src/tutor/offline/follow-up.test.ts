import { describe, expect, it } from 'vitest';
import { checkReadingLevel } from '../reading-level.ts';
import type { LearnerContext, Turn } from '../types.ts';
import { explainCard, pendingCheck } from './concept-tutor.ts';
import { respond } from './engine.ts';
import { detectFollowUp, followUpReply, type FollowUp } from './follow-up.ts';
import { ALL_CARDS, getCard } from './library/index.ts';
import { learnerOf } from '../test-support.ts';

const SCIENCE = { id: 2, name: 'Science', category: 'Academic' };
const MATHS = { id: 1, name: 'Mathematics', category: 'Academic' };

const learner = (age: number, subject: LearnerContext['subject'] = SCIENCE) => learnerOf(age, subject);

/** A conversation through the offline engine (no pipeline): every reply, in order. */
function converse(context: LearnerContext, messages: string[]): string[] {
  const turns: Turn[] = [];
  return messages.map((message) => {
    turns.push({ role: 'user', content: message });
    const reply = respond({ turns, context });
    turns.push({ role: 'assistant', content: reply });
    return reply;
  });
}

describe('detectFollowUp', () => {
  it.each<[string, FollowUp]>([
    ['why?', 'why'],
    ['but why', 'why'],
    ['how come?', 'why'],
    ['another example', 'example'],
    ['can you give me an example pls', 'example'],
    ['give me another one to practise', 'practice'],
    ['another one', 'practice'],
    ['let me try', 'practice'],
    ["I still don't get it", 'stuck'],
    ['i dont understand', 'stuck'],
    ["I'm confused", 'stuck'],
    ['explain it more simply', 'simpler'],
    ['can u say it in simple words', 'simpler'],
    ['tell me more', 'more'],
  ])('%s -> %s', (message, kind) => {
    expect(detectFollowUp(message)).toBe(kind);
  });

  it.each([
    'what is photosynthesis?',
    'carbon dioxide',
    'yes',
    'hi',
    'solve 2x + 3 = 7',
    "I don't know",
    'why do leaves change colour in autumn and fall off the trees every year',
  ])('is not a follow-up: %s', (message) => {
    expect(detectFollowUp(message)).toBeNull();
  });
});

describe('follow-ups on the card just explained', () => {
  const card = getCard('science-photosynthesis')!;

  it('answers why, with a reason, and keeps the check question open', () => {
    const [first, why] = converse(learner(15), ['what is photosynthesis?', 'why?']);
    expect(first).toContain(card.checkQuestions[0].question);
    expect(why).toMatch(/Here is why/);
    expect(why).toContain('**Photosynthesis**');
    expect(why).toContain(card.checkQuestions[0].question);
  });

  it('gives a different worked example each time, never the same one twice', () => {
    const [, one, two, three] = converse(learner(30), ['what is photosynthesis?', 'another example', 'another example', 'another example']);
    expect(one).toContain(card.workedExample.problem);
    expect(two).not.toContain(card.workedExample.problem);
    expect(two).toContain(card.realWorldExample);
    expect(three).not.toContain(card.realWorldExample);
    expect(three).toMatch(/Answer:/);
  });

  it('gives a fresh practice question and withholds its answer; the next answer is graded by the card', () => {
    const [first, practice, graded] = converse(learner(15), ['what is photosynthesis?', 'give me another one to practise', 'oxygen']);
    const asked = card.checkQuestions.find((q) => practice.includes(q.question))!;
    expect(asked).toBeDefined();
    expect(first).not.toContain(asked.question);
    expect(practice).not.toContain(asked.answer);
    expect(graded).toMatch(/^(?:That's right!|Yes, exactly!|Correct, nice work\.)/);
  });

  it('does not grade "I still don\'t get it" as a wrong answer: it explains more simply and asks again', () => {
    const [, stuck] = converse(learner(30), ['what is photosynthesis?', "I still don't get it"]);
    expect(stuck).not.toMatch(/^Not quite/);
    expect(stuck).toContain(card.explanation.teen.slice(0, 40));
    expect(stuck).toContain(card.checkQuestions[0].question);
  });

  it('explains more simply one reading level down, then with something concrete', () => {
    const [, simpler, simplest] = converse(learner(15), ['what is photosynthesis?', 'explain it more simply', 'simpler please']);
    expect(simpler).toContain(card.explanation.child.slice(0, 40));
    expect(simplest).not.toContain(card.explanation.child.slice(0, 40));
    expect(simplest).toMatch(/another way/);
  });

  it('re-asking after a follow-up is not a try: one wrong answer still gets a clue', () => {
    const [, , wrong] = converse(learner(10), ['what is photosynthesis?', 'why?', 'banana']);
    expect(wrong).toMatch(/^Not quite/);
    expect(wrong).toMatch(/clue/);
    expect(wrong).not.toContain(card.checkQuestions[0].answer);
  });

  it('after a card, "another one" moves to a related card once its own questions are used up', () => {
    const turns: Turn[] = [{ role: 'user', content: 'what is photosynthesis?' }];
    let reply = respond({ turns, context: learner(15) });
    for (let i = 0; i < 3; i++) {
      turns.push({ role: 'assistant', content: reply }, { role: 'user', content: 'another one' });
      reply = respond({ turns, context: learner(15) });
    }
    expect(reply).toMatch(/related topic|all my questions/);
  });

  it('leaves an open maths problem to the maths tutor', () => {
    const [, , reply] = converse(learner(15, MATHS), ['explain fractions', 'solve 2x + 3 = 7', "I still don't get it"]);
    expect(reply).not.toMatch(/\*\*Fractions\*\*/);
  });

  it('answers a new topic as a new question, not as a follow-up on the old one', () => {
    const [, reply] = converse(learner(15), ['what is photosynthesis?', 'give me an example of a food chain']);
    expect(reply).toMatch(/Food chains and ecosystems/);
  });
});

describe("follow-up replies are readable at the learner's age", () => {
  it.each(['child', 'teen'] as const)('for a %s, on average, on every card', (group) => {
    const kinds: FollowUp[] = ['why', 'example', 'stuck', 'simpler', 'practice', 'more'];
    const target = group === 'child' ? 5.5 : 9;
    for (const kind of kinds) {
      const grades = ALL_CARDS.map((card) => {
        const turns: Turn[] = [
          { role: 'user', content: `what is ${card.title}?` },
          { role: 'assistant', content: explainCard(card, group, [], `what is ${card.title}?`, '', null) },
        ];
        const reply = followUpReply(kind, card, group, turns, '');
        expect(pendingCheck([...turns, { role: 'assistant', content: reply }]) !== null || /\?/.test(reply), `${card.id} ${kind}`).toBe(
          true,
        );
        return checkReadingLevel(reply, group).grade ?? 0;
      });
      const mean = grades.reduce((a, b) => a + b, 0) / grades.length;
      expect(mean, kind).toBeLessThanOrEqual(target);
    }
  });
});
