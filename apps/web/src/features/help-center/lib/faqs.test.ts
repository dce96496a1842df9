import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@brightpath/shared/achievements';
import { PLAN_SESSION_LIMITS } from '@brightpath/shared/chat';
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

  it('state the plans as the product enforces them', () => {
    const unlimited = Object.entries(PLAN_SESSION_LIMITS)
      .filter(([, limit]) => limit < 0)
      .map(([plan]) => plan);
    expect(unlimited).toEqual(['premium', 'pro', 'family']);
    expect(answerOf('plans')).toContain(`Free plan, which includes ${PLAN_SESSION_LIMITS.free} tutoring sessions a month`);
    expect(answerOf('plans')).toContain(`Basic includes ${PLAN_SESSION_LIMITS.basic};`);
    expect(answerOf('plans')).toContain('Premium, Pro and Family have no monthly limit');
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
