import { describe, expect, it } from 'vitest';
import type { LearnerContext, Turn } from '../types.ts';
import { pendingCheck } from './concept-tutor.ts';
import { respond } from './engine.ts';
import { cardsForSubject, getCard } from './library/index.ts';
import { detectRequest, type RequestKind } from './requests.ts';
import { learnerOf, SUBJECTS } from '../test-support.ts';

const learner = (age: number, subject: LearnerContext['subject'] = SUBJECTS.maths) => learnerOf(age, subject);

function converse(context: LearnerContext, messages: string[]): { replies: string[]; turns: Turn[] } {
  const turns: Turn[] = [];
  const replies = messages.map((message) => {
    turns.push({ role: 'user', content: message });
    const reply = respond({ turns, context });
    turns.push({ role: 'assistant', content: reply });
    return reply;
  });
  return { replies, turns };
}

/** The check question the last reply asked. */
const asked = (turns: Turn[]) => pendingCheck(turns)?.question;

describe('detectRequest', () => {
  it.each<[string, RequestKind]>([
    ['Can you quiz me with 3 easy questions?', 'quiz'],
    ['Test my understanding with a short quiz', 'quiz'],
    ['Give me a practice problem in Mathematics', 'practice'],
    ['Give me a fraction problem to try', 'practice'],
    ['How should I plan my Mathematics revision?', 'study-plan'],
    ['Help me get ready for my Mathematics exam', 'study-plan'],
    ['How can I remember things better for my next test?', 'memory'],
    ["I'm stuck on my Mathematics homework. Can you help me think it through?", 'homework-help'],
    ['Why do we learn Mathematics at school?', 'purpose'],
    ['What are the most important concepts in Mathematics?', 'overview'],
    ['How is Mathematics used in real life?', 'real-life'],
    ['Which Mathematics topic should I study next?', 'next-topic'],
    ["What's the coolest thing about Mathematics?", 'fact'],
  ])('%s -> %s', (message, kind) => {
    expect(detectRequest(message, learner(16))?.kind).toBe(kind);
  });

  it('reads the topics a request names, each part on its own', () => {
    const r = detectRequest('Quiz me on cells and DNA', learner(30, SUBJECTS.science));
    expect(r?.topics.map((c) => c.id)).toEqual(expect.arrayContaining(['science-cells', 'science-dna-genes']));
    expect(detectRequest('Give me a practice problem in Mathematics', learner(16))?.topics).toEqual([]);
  });

  it.each(['what is photosynthesis?', 'solve 2x + 3 = 7', 'help me write a thesis statement', 'hi', 'carbon dioxide'])(
    'is not a request: %s',
    (message) => {
      expect(detectRequest(message, learner(16, SUBJECTS.science))).toBeNull();
    },
  );
});

describe('quizzes', () => {
  it('asks three questions one at a time, grades each by the card, then gives the score', () => {
    const context = learner(15, SUBJECTS.science);
    const turns: Turn[] = [{ role: 'user', content: 'Can you quiz me with 3 easy questions?' }];
    let reply = respond({ turns, context });
    expect(reply).toMatch(/\*\*Question 1 of 3\*\*/);
    for (const n of [2, 3]) {
      turns.push({ role: 'assistant', content: reply });
      const q = asked(turns)!;
      turns.push({ role: 'user', content: q.acceptable[0] });
      reply = respond({ turns, context });
      expect(reply).toMatch(/^(?:That's right!|Yes, exactly!|Correct, nice work\.)/);
      expect(reply).toContain(`**Question ${n} of 3**`);
    }
    turns.push({ role: 'assistant', content: reply }, { role: 'user', content: "I don't know" });
    reply = respond({ turns, context });
    expect(reply).toMatch(/you got 2 of 3 right/);
  });

  it('quizzes on the topics named', () => {
    const { replies, turns } = converse(learner(30, SUBJECTS.science), ['Quiz me on cells and DNA']);
    expect(replies[0]).toMatch(/\*\*Cells\*\*/);
    expect(replies[0]).toMatch(/\*\*DNA, genes and inheritance\*\*/);
    expect(['science-cells', 'science-dna-genes']).toContain(pendingCheck(turns)?.card.id);
  });

  it('quizzes on what was covered so far', () => {
    const { replies, turns } = converse(learner(16, SUBJECTS.science), [
      'what is gravity?',
      'gravity',
      "Quiz me on what I've learned so far",
    ]);
    expect(replies[2]).toMatch(/\*\*Gravity\*\*/);
    expect(pendingCheck(turns)?.card.id).toBe('science-gravity');
  });
});

describe('practice', () => {
  it('gives a child an easy maths problem to work out, with the answer withheld', () => {
    const { replies, turns } = converse(learner(9), ['Give me a practice problem in Mathematics']);
    const p = pendingCheck(turns)!;
    expect(p.card.level).toBe('basic');
    expect(p.question.question).toMatch(/\d/);
    expect(replies[0]).not.toContain(p.question.answer);
  });

  it('gives an adult who asks for a challenge an advanced problem', () => {
    const { turns } = converse(learner(30), ['Give me a challenging Mathematics problem to work through']);
    expect(pendingCheck(turns)?.card.level).toBe('advanced');
  });

  it('practises the topic named, and grades the answer', () => {
    const { replies, turns } = converse(learner(14), ['Give me a fraction problem to try', '3/4']);
    expect(pendingCheck(turns.slice(0, 2))?.card.id).toBe('math-fractions');
    expect(replies[1]).not.toMatch(/^Not quite/);
  });

  it('works in every subject', () => {
    for (const subject of Object.values(SUBJECTS)) {
      const { turns } = converse(learner(16, subject), [`Give me a practice problem in ${subject.name}`]);
      expect(pendingCheck(turns)?.card.subjectId, subject.name).toBe(subject.id);
    }
  });
});

describe('subject-wide answers', () => {
  it("plans revision from the subject's own topics", () => {
    const { replies } = converse(learner(16, SUBJECTS.history), ['How should I plan my History & Social Studies revision?']);
    expect(replies[0]).toMatch(/plan/);
    expect(replies[0]).toContain(`**${cardsForSubject(4)[0].title}**`);
    expect(replies[0]).toMatch(/\?$/);
  });

  it('explains active recall for "how can I remember things better", in any subject', () => {
    const { replies } = converse(learner(12, SUBJECTS.cooking), ['How can I remember things better for my next test?']);
    expect(replies[0]).toContain(getCard('study-active-recall')!.checkQuestions[0].question);
  });

  it('lists the big ideas and takes "yes" as starting with the first', () => {
    const { replies } = converse(learner(30, SUBJECTS.reading), [
      'What fundamentals of Reading & Language Arts should I master first?',
      'yes',
    ]);
    expect(replies[0]).toMatch(/say yes and we'll start with \*\*(.+?)\*\*/);
    const title = replies[0].match(/we'll start with \*\*(.+?)\*\*/)![1];
    expect(replies[1]).toContain(`**${title}**`);
  });

  it('asks for the homework question instead of guessing at it', () => {
    const { replies } = converse(learner(10), [
      "I'm stuck on my Mathematics homework. Can you help me think it through?",
      'solve 2x + 3 = 7',
    ]);
    expect(replies[0]).toMatch(/Send me the question/);
    expect(replies[1]).toMatch(/2x \+ 3 = 7/);
  });

  it('answers a named topic with its card, real-world example included', () => {
    const { replies } = converse(learner(30), ['Explain derivatives with a real-world example']);
    expect(replies[0]).toContain('**Derivatives (an introduction)**');
    expect(replies[0]).toContain(getCard('math-derivatives')!.realWorldExample);
  });

  it('never offers "maths problems" outside Mathematics', () => {
    for (const subject of [SUBJECTS.science, SUBJECTS.reading, SUBJECTS.history, SUBJECTS.cooking]) {
      for (const age of [9, 16, 30]) {
        const { replies } = converse(learner(age, subject), [
          "I'm stuck on a homework question. Can you guide me without giving the answer away?",
          'who won the 2018 world cup?',
        ]);
        for (const reply of replies) expect(reply).not.toMatch(/maths|sums to work out/i);
      }
    }
  });
});
