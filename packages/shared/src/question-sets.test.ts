import { describe, expect, it } from 'vitest';
import { ASSESSMENT_CATEGORIES } from './assessment';
import { interestsFrom, learningStyleFrom, LEARNING_STYLE_OPTION_IDS, QUESTION_SETS, QuestionSetsSchema } from './question-sets';

const groups = ['child', 'teen', 'adult'] as const;

describe('question sets', () => {
  it('has question ids unique across every set, prefixed by the group', () => {
    const ids = groups.flatMap((g) => QUESTION_SETS[g].map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of groups) for (const q of QUESTION_SETS[g]) expect(q.id.startsWith(`${g}-`)).toBe(true);
  });

  it.each(groups)('%s set: 8 questions, 3 or 4 options with unique ids, two per category', (g) => {
    const set = QUESTION_SETS[g];
    expect(set).toHaveLength(8);
    for (const q of set) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(4);
      expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
      for (const o of q.options) expect(o.id.length).toBeLessThanOrEqual(40);
    }
    for (const c of ASSESSMENT_CATEGORIES) expect(set.filter((q) => q.category === c)).toHaveLength(2);
  });

  it.each(groups)('%s set has exactly one learning-style question with the four style ids', (g) => {
    const styleQuestions = QUESTION_SETS[g].filter((q) => q.options.some((o) => o.id === 'visual'));
    expect(styleQuestions).toHaveLength(1);
    expect(styleQuestions[0].category).toBe('learning-preferences');
    expect(styleQuestions[0].options.map((o) => o.id).sort()).toEqual([...LEARNING_STYLE_OPTION_IDS].sort());
  });

  it('the sets differ from each other', () => {
    const texts = groups.map((g) => QUESTION_SETS[g].map((q) => q.text).join('|'));
    expect(new Set(texts).size).toBe(3);
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const a = new Set(QUESTION_SETS[groups[i]].map((q) => q.text));
        expect(QUESTION_SETS[groups[j]].some((q) => a.has(q.text))).toBe(false);
      }
  });

  it('derives the learning style (mixed by default) and the interests labels', () => {
    const set = QUESTION_SETS.teen;
    expect(learningStyleFrom(set, { 'teen-1': 'kinesthetic' })).toBe('kinesthetic');
    expect(learningStyleFrom(set, new Map([['teen-1', 'auditory']]))).toBe('auditory');
    expect(learningStyleFrom(set, {})).toBe('mixed');
    expect(interestsFrom(set, { 'teen-3': 'arts', 'teen-4': 'tech', 'teen-5': 'grades' })).toEqual([
      'Art, music and drama',
      'Coding and technology',
    ]);
  });
});

describe('the question-set content file', () => {
  const copy = () =>
    JSON.parse(JSON.stringify(QUESTION_SETS)) as Record<string, { id: string; category: string; options: { id: string }[] }[]>;
  const problems = (data: unknown) => {
    const r = QuestionSetsSchema.safeParse(data);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('passes as written', () => {
    expect(problems(QUESTION_SETS)).toEqual([]);
  });

  it('is refused with a message naming the group when a set breaks a rule', () => {
    const short = copy();
    short.teen!.pop();
    expect(problems(short)).toContain('teen: has 7 questions, not 8');
    expect(problems(short)).toContain('teen: has 1 study-habits questions, not 2');

    const noStyle = copy();
    noStyle.child![0]!.options[0]!.id = 'pictures';
    expect(problems(noStyle).join()).toMatch(/child: needs exactly one learning-preferences question/);

    const wrongPrefix = copy();
    wrongPrefix.adult![2]!.id = 'teen-99';
    expect(problems(wrongPrefix)).toContain("adult: question teen-99 must start with 'adult-'");

    const repeatedOption = copy();
    repeatedOption.adult![3]!.options[1]!.id = repeatedOption.adult![3]!.options[0]!.id;
    expect(problems(repeatedOption)).toContain(`adult: question ${repeatedOption.adult![3]!.id} repeats an option id`);

    expect(problems({ ...copy(), elder: [] }).length).toBeGreaterThan(0);
  });
});
