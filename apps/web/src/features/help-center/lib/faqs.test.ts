import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@brightpath/shared/achievements';
import { DEFAULT_SESSION_LIMITS } from '@brightpath/shared/billing';
import { LESSON_PHASES } from '@brightpath/shared/lesson';
import { FAQS, HELP_CATEGORIES, type Faq } from './faqs';
import { searchFaqs } from './search-faqs';

const answerOf = (id: string) => FAQS.find((f) => f.id === id)!.answer.join(' ');

describe('the Help Center questions', () => {
  it('are ten, in the eight categories of spec 002, each category used', () => {
    expect(FAQS).toHaveLength(10);
    expect(new Set(FAQS.map((f) => f.id)).size).toBe(10);
    expect(HELP_CATEGORIES).toEqual([
      'Getting Started',
      'Features',
      'Voice Features',
      'Progress Tracking',
      'Personalization',
      'Subjects',
      'Learning Tips',
      'Best Practices',
    ]);
    expect(new Set(FAQS.map((f) => f.category))).toEqual(new Set(HELP_CATEGORIES));
  });

  it('state the plans as docs/decisions/037 reads them: included sessions, extra sessions and the monthly limit', () => {
    // The catalogue and the default limits they are written from.
    expect(DEFAULT_SESSION_LIMITS).toEqual({ free: 20, basic: 50, premium: -1, pro: -1, family: -1 });
    expect(answerOf('plans')).toContain('Free plan: it costs nothing, includes 3 tutoring sessions a month and lets you start up to 20.');
    expect(answerOf('plans')).toContain(
      'Basic ($9.99 a month) includes 20; sessions 21 to 50 are extra sessions at $0.50 each, and the month stops at 50, so extra sessions add at most $15.00.',
    );
    expect(answerOf('plans')).toContain('Premium ($19.99) includes 50, and each session past them costs $0.40, with no monthly limit.');
    expect(answerOf('plans')).toContain(
      'Pro ($29.99) and Family ($39.99, shared by up to 5 accounts) are unlimited, with no extra charges.',
    );
    // What the answer said before decision 037, no longer true: Basic went on past its limit, Premium had no overage.
    expect(answerOf('plans')).not.toMatch(/keeps going|Premium, Pro and Family have no monthly limit/);
  });

  it("name the lesson's phases in order, and the number of achievements", () => {
    expect(answerOf('structured-lesson')).toContain(`${LESSON_PHASES.length} phases in order: Listen (`);
    expect(answerOf('structured-lesson')).toMatch(/Listen \(.*\); Ask \(.*\); Talk \(.*\); Teach \(.*\); Quiz \(/);
    expect(answerOf('progress')).toContain(`${ACHIEVEMENTS.length} achievements, from First Steps to Master Student`);
  });
});

describe('searchFaqs', () => {
  const ids = (found: Faq[]) => found.map((f) => f.id);

  it('answers every question, in order, for a blank query', () => {
    expect(ids(searchFaqs(FAQS, ''))).toEqual(FAQS.map((f) => f.id));
    expect(ids(searchFaqs(FAQS, '   '))).toEqual(FAQS.map((f) => f.id));
  });

  it('finds words in the question, the answer and the category, whatever their case', () => {
    expect(ids(searchFaqs(FAQS, 'VOICE'))).toContain('voice');
    expect(ids(searchFaqs(FAQS, 'espeak'))).toEqual(['voice']);
    expect(ids(searchFaqs(FAQS, 'best practices'))).toEqual(['best-practices']);
  });

  it('needs every word of the query, each as part of a word', () => {
    expect(ids(searchFaqs(FAQS, 'export delete'))).toEqual(['privacy']);
    expect(ids(searchFaqs(FAQS, 'pomodoro zebra'))).toEqual([]);
    expect(ids(searchFaqs(FAQS, 'quadr'))).toEqual(['tutor']);
  });

  it('ignores accents and punctuation, and finds a word from its plural', () => {
    expect(ids(searchFaqs(FAQS, 'offline-tutor?'))).toEqual(ids(searchFaqs(FAQS, 'offline tutor')));
    expect(ids(searchFaqs(FAQS, 'Stréak'))).toEqual(ids(searchFaqs(FAQS, 'streak')));
    expect(ids(searchFaqs(FAQS, 'streaks'))).toEqual(['progress', 'best-practices']);
  });

  it('finds nothing for words no answer holds', () => {
    expect(searchFaqs(FAQS, 'xylophone')).toEqual([]);
  });
});
