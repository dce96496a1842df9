import { describe, it, expect } from 'vitest';
import {
  FALLBACK_REPLY,
  HELP_ANSWERS,
  KEYWORD_GROUPS,
  SUGGESTED_QUESTIONS,
  canSend,
  createExchange,
  createWelcomeMessage,
  getHelpReply,
} from './help-replies';

const allAnswers = Object.values(HELP_ANSWERS);

describe('suggested questions', () => {
  it('lists the eight questions in the order of the spec', () => {
    expect(SUGGESTED_QUESTIONS).toEqual([
      'How do I get started?',
      "What's included in the free plan?",
      'How does AI tutoring work?',
      'How do I change my learning style?',
      'How do I use voice features?',
      'What subjects are available?',
      'How does pricing work?',
      "I'm having trouble logging in",
    ]);
  });

  it('starts with one assistant welcome offering the first four questions', () => {
    const welcome = createWelcomeMessage();
    expect(welcome.role).toBe('assistant');
    expect(welcome.content.length).toBeGreaterThan(0);
    expect(welcome.suggestions).toEqual(SUGGESTED_QUESTIONS.slice(0, 4));
    expect(welcome.timestamp).toBeInstanceOf(Date);
    expect(welcome.id).toBeTruthy();
  });
});

describe('getHelpReply: known questions', () => {
  const expected = [
    HELP_ANSWERS.gettingStarted,
    HELP_ANSWERS.freePlan,
    HELP_ANSWERS.aiTutoring,
    HELP_ANSWERS.learningStyle,
    HELP_ANSWERS.voice,
    HELP_ANSWERS.subjects,
    HELP_ANSWERS.pricing,
    HELP_ANSWERS.loginHelp,
  ];

  it.each(SUGGESTED_QUESTIONS.map((q, i) => [q, i] as const))('%s gets its own answer', (question, i) => {
    expect(getHelpReply(question)).toEqual(expected[i]);
  });

  it('gives each of the eight questions a different answer', () => {
    const contents = SUGGESTED_QUESTIONS.map((q) => getHelpReply(q).content);
    expect(new Set(contents).size).toBe(8);
  });

  it('matches a known question before any keyword', () => {
    // "plan" is a pricing keyword, but the free plan question has its own answer.
    expect(getHelpReply("What's included in the free plan?")).toEqual(HELP_ANSWERS.freePlan);
    // "subjects" would also hit the subjects keyword; "get started" the start keyword.
    expect(getHelpReply('How do I use voice features?')).toEqual(HELP_ANSWERS.voice);
    expect(getHelpReply('How do I change my learning style?')).toEqual(HELP_ANSWERS.learningStyle);
    // "logging" contains no login keyword: only the known question routes it.
    expect(getHelpReply("I'm having trouble logging in")).toEqual(HELP_ANSWERS.loginHelp);
  });

  it('matches a known question contained in a longer text, in any case', () => {
    expect(getHelpReply("Hi! WHAT'S INCLUDED IN THE FREE PLAN? thanks")).toEqual(HELP_ANSWERS.freePlan);
    expect(getHelpReply('how does ai tutoring work?')).toEqual(HELP_ANSWERS.aiTutoring);
  });

  it('accepts a typed question without its question mark or with a curly apostrophe', () => {
    expect(getHelpReply("what's included in the free plan")).toEqual(HELP_ANSWERS.freePlan);
    expect(getHelpReply('I\u2019m having trouble logging in')).toEqual(HELP_ANSWERS.loginHelp);
  });
});

describe('getHelpReply: keyword groups', () => {
  const cases: Array<[string, (typeof allAnswers)[number]]> = [
    ['price', HELP_ANSWERS.pricing],
    ['cost', HELP_ANSWERS.pricing],
    ['plan', HELP_ANSWERS.pricing],
    ['start', HELP_ANSWERS.gettingStarted],
    ['begin', HELP_ANSWERS.gettingStarted],
    ['setup', HELP_ANSWERS.gettingStarted],
    ['voice', HELP_ANSWERS.voice],
    ['speak', HELP_ANSWERS.voice],
    ['audio', HELP_ANSWERS.voice],
    ['subject', HELP_ANSWERS.subjects],
    ['topic', HELP_ANSWERS.subjects],
    ['course', HELP_ANSWERS.subjects],
    ['login', HELP_ANSWERS.loginHelp],
    ['password', HELP_ANSWERS.loginHelp],
    ['access', HELP_ANSWERS.loginHelp],
  ];

  it('covers exactly the keywords of the spec, in order', () => {
    expect(KEYWORD_GROUPS.map((g) => g.keywords)).toEqual([
      ['price', 'cost', 'plan'],
      ['start', 'begin', 'setup'],
      ['voice', 'speak', 'audio'],
      ['subject', 'topic', 'course'],
      ['login', 'password', 'access'],
    ]);
  });

  it.each(cases)('"%s" routes to its answer', (keyword, answer) => {
    expect(getHelpReply(`tell me about ${keyword} please`)).toEqual(answer);
  });

  it('ignores case', () => {
    expect(getHelpReply('How much does it COST?')).toEqual(HELP_ANSWERS.pricing);
    expect(getHelpReply('I Forgot My PassWord')).toEqual(HELP_ANSWERS.loginHelp);
    expect(getHelpReply('Can I SPEAK to my tutor')).toEqual(HELP_ANSWERS.voice);
  });

  it('tries the groups in order: pricing before getting started before voice before subjects before login', () => {
    expect(getHelpReply('what does it cost to start')).toEqual(HELP_ANSWERS.pricing);
    expect(getHelpReply('begin with voice')).toEqual(HELP_ANSWERS.gettingStarted);
    expect(getHelpReply('audio for a topic')).toEqual(HELP_ANSWERS.voice);
    expect(getHelpReply('course password')).toEqual(HELP_ANSWERS.subjects);
  });
});

describe('getHelpReply: fallback', () => {
  it('says it would be happy to help and lists exactly the first six questions', () => {
    const reply = getHelpReply('What is the meaning of life?');
    expect(reply).toEqual(FALLBACK_REPLY);
    expect(reply.content).toMatch(/happy to help/i);
    expect(reply.suggestions).toEqual(SUGGESTED_QUESTIONS.slice(0, 6));
    for (const q of SUGGESTED_QUESTIONS.slice(0, 6)) expect(reply.content).toContain(q);
    for (const q of SUGGESTED_QUESTIONS.slice(6)) expect(reply.content).not.toContain(q);
  });

  it('returns a fresh copy so callers cannot change the canned answers', () => {
    getHelpReply('hello').suggestions.push('changed');
    expect(getHelpReply('hello').suggestions).toHaveLength(6);
  });
});

describe('canned answers', () => {
  it('state the plan claims verbatim', () => {
    const pricing = HELP_ANSWERS.pricing.content;
    expect(pricing).toContain('3 tutoring sessions per month');
    expect(pricing).toContain('core subjects (Math, Science, English)');
    expect(pricing).toContain('basic motivation tracking and text chat');
    expect(pricing).toContain('$9.99 per month');
    expect(pricing).toContain('$19.99 per month');
    expect(pricing).toContain('$29.99 per month');
    expect(pricing).toContain('No contracts, cancel anytime.');
    expect(HELP_ANSWERS.freePlan.content).toContain('3 tutoring sessions per month');
    expect(HELP_ANSWERS.voice.content).toMatch(/Premium .*Pro/);
  });

  it('carry no plan numbers other than the canned ones', () => {
    for (const answer of [...allAnswers, FALLBACK_REPLY]) {
      for (const price of answer.content.match(/\$\d+(\.\d+)?/g) ?? []) expect(['$9.99', '$19.99', '$29.99']).toContain(price);
      for (const sessions of answer.content.match(/\d+ (tutoring )?sessions?/g) ?? []) expect(sessions).toBe('3 tutoring sessions');
    }
  });

  it('describe the three subject groups', () => {
    const subjects = HELP_ANSWERS.subjects.content;
    expect(subjects).toContain('Academic: Math, Science, English, History, Languages');
    expect(subjects).toContain('Life Skills: financial literacy, study techniques, time management');
    expect(subjects).toContain('Professional: career guidance, interview prep, communication');
  });

  it('offer follow-up questions that are suggested questions other than the one answered', () => {
    SUGGESTED_QUESTIONS.forEach((q) => {
      const { suggestions } = getHelpReply(q);
      expect(suggestions.length).toBeGreaterThanOrEqual(2);
      expect(suggestions).not.toContain(q);
      for (const s of suggestions) expect(SUGGESTED_QUESTIONS).toContain(s);
    });
  });
});

describe('sending', () => {
  it('rejects empty and whitespace-only input', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   ')).toBe(false);
    expect(canSend('\n\t \n')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
    expect(createExchange('  \n ')).toBeNull();
  });

  it('creates the user message and the assistant reply together', () => {
    const now = new Date('2025-01-01T10:00:00Z');
    const exchange = createExchange('  How much does it cost?  ', now);
    expect(exchange).not.toBeNull();
    const [user, reply] = exchange!;
    expect(user).toMatchObject({ role: 'user', content: 'How much does it cost?', timestamp: now });
    expect(user.suggestions).toBeUndefined();
    expect(reply).toMatchObject({
      role: 'assistant',
      content: HELP_ANSWERS.pricing.content,
      suggestions: HELP_ANSWERS.pricing.suggestions,
    });
    expect(user.id).not.toBe(reply.id);
  });
});
