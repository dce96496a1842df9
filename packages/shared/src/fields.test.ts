import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type z } from 'zod';
import { LoginSchema, RegisterFormSchema, RegisterSchema } from './auth';
import { AssessmentSubmissionSchema } from './assessment';
import { ChatTutorRequestSchema, CreateConversationSchema, CreateTutoringSessionSchema } from './chat';
import { DB_ID_MAX, dbId, dbIdParam, FIELD_MESSAGES, text } from './fields';
import { ModerationEventsQuerySchema } from './moderation';
import { ProfileInputSchema } from './profile';
import { SubjectRequestInputSchema, UserSubjectInputSchema, UserSubjectSelectionSchema } from './subjects';

const issues = (r: z.ZodSafeParseResult<unknown>) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('text', () => {
  it('refuses the NUL character wherever it is, with its own message', () => {
    for (const s of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b', ' \u0000 ']) {
      expect(issues(text().safeParse(s))).toEqual([`: ${FIELD_MESSAGES.nul}`]);
    }
  });

  it('accepts any other string, whatever its characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => !s.includes('\u0000')),
        (s) => text().safeParse(s).success,
      ),
    );
    for (const s of ['', '\u0001', 'café ☕ 😀', '\\u0000', '%00', '\uFFFD']) expect(text().safeParse(s).success).toBe(true);
  });

  it("keeps the field's own message for a missing or non-string value", () => {
    expect(issues(text('Please type a message').safeParse(undefined))).toEqual([': Please type a message']);
    expect(issues(text('Please type a message').safeParse(42))).toEqual([': Please type a message']);
  });

  it('chains like a string: trimmed, bounded, with the other checks kept', () => {
    const name = text('Name required').trim().min(1, 'Name required').max(5, 'Too long');
    expect(name.parse('  ab  ')).toBe('ab');
    expect(issues(name.safeParse('   '))).toEqual([': Name required']);
    expect(issues(name.safeParse('abcdef'))).toEqual([': Too long']);
    expect(issues(name.safeParse('a\u0000'))).toEqual([`: ${FIELD_MESSAGES.nul}`]);
  });
});

describe('dbId', () => {
  it('accepts 1 to 2,147,483,647 and refuses the next id up with a message', () => {
    expect(dbId().safeParse(1).success).toBe(true);
    expect(dbId().safeParse(DB_ID_MAX).success).toBe(true);
    expect(issues(dbId().safeParse(DB_ID_MAX + 1))).toEqual([`: ${FIELD_MESSAGES.idTooLarge}`]);
    expect(issues(dbId().safeParse(Number.MAX_SAFE_INTEGER))).toEqual([`: ${FIELD_MESSAGES.idTooLarge}`]);
  });

  it('refuses zero, negatives, fractions and non-numbers', () => {
    for (const v of [0, -1, 1.5, '1', null, Number.NaN, Number.POSITIVE_INFINITY]) expect(dbId().safeParse(v).success).toBe(false);
  });

  it('uses one message for every check when given a string, or the given ones', () => {
    for (const v of ['x', 0, 1.5, DB_ID_MAX + 1]) expect(issues(dbId('Pick one').safeParse(v))).toEqual([': Pick one']);
    const subject = dbId({ type: 'Choose', positive: 'Choose' });
    expect(issues(subject.safeParse('x'))).toEqual([': Choose']);
    expect(issues(subject.safeParse(0))).toEqual([': Choose']);
    expect(issues(subject.safeParse(DB_ID_MAX + 1))).toEqual([`: ${FIELD_MESSAGES.idTooLarge}`]);
  });

  it('coerces path and query text, with the id message by default', () => {
    expect(dbIdParam().parse('42')).toBe(42);
    for (const v of ['abc', '0', '-3', '1.5', String(DB_ID_MAX + 1), '1\u0000']) {
      expect(issues(dbIdParam().safeParse(v))).toEqual([`: ${FIELD_MESSAGES.id}`]);
    }
  });
});

// Every request schema of the package, with a valid value and its text and id fields: each field is
// tried with a NUL, and each id with the first id past PostgreSQL's integer.
const REQUESTS: { name: string; schema: z.ZodType; valid: Record<string, unknown>; texts: string[][]; ids: string[][] }[] = [
  { name: 'login', schema: LoginSchema, valid: { login: 'ada', password: 'secret-pass' }, texts: [['login'], ['password']], ids: [] },
  {
    name: 'register',
    schema: RegisterSchema,
    valid: { username: 'ada_l', email: 'ada@example.com', password: 'analytical' },
    texts: [['username'], ['email'], ['password']],
    ids: [],
  },
  {
    name: 'register form',
    schema: RegisterFormSchema,
    valid: { username: 'ada_l', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' },
    texts: [['confirmPassword']],
    ids: [],
  },
  {
    name: 'assessment',
    schema: AssessmentSubmissionSchema,
    valid: { username: 'Ada', responses: [{ questionId: 'q1', answer: 'a' }] },
    texts: [['username'], ['responses', '0', 'questionId'], ['responses', '0', 'answer']],
    ids: [],
  },
  {
    name: 'tutor message',
    schema: ChatTutorRequestSchema,
    valid: {
      userMessage: 'hi',
      subjectId: 1,
      conversationId: 2,
      skill: 'fractions',
      conversationHistory: [{ role: 'user', content: 'hello' }],
    },
    texts: [['userMessage'], ['skill'], ['conversationHistory', '0', 'content']],
    ids: [['subjectId'], ['conversationId']],
  },
  { name: 'new conversation', schema: CreateConversationSchema, valid: { subjectId: 1 }, texts: [], ids: [['subjectId']] },
  {
    name: 'tutoring session',
    schema: CreateTutoringSessionSchema,
    valid: { userId: 1, subjectId: 1, concepts: ['x'], realWorldExamples: ['y'] },
    texts: [
      ['concepts', '0'],
      ['realWorldExamples', '0'],
    ],
    ids: [['userId'], ['subjectId']],
  },
  {
    name: 'profile',
    schema: ProfileInputSchema,
    valid: {
      firstName: 'Ada',
      lastName: 'L',
      age: 20,
      email: 'ada@example.com',
      educationLevel: 'college',
      learningStyle: 'visual',
      subjects: ['Mathematics'],
      primaryGoals: ['Improve grades'],
      careerGoals: ['Teacher'],
      hobbies: 'chess',
      preferredPace: 'moderate',
      difficultyPreference: 'adaptive',
      motivationStyle: 'encouraging',
      sessionLength: '15',
    },
    texts: [
      ['firstName'],
      ['lastName'],
      ['email'],
      ['hobbies'],
      ['preferredPace'],
      ['difficultyPreference'],
      ['motivationStyle'],
      ['sessionLength'],
      ['subjects', '0'],
      ['primaryGoals', '0'],
      ['careerGoals', '0'],
    ],
    ids: [],
  },
  {
    name: 'subject choice',
    schema: UserSubjectInputSchema,
    valid: { userId: 1, subjectId: 1 },
    texts: [],
    ids: [['userId'], ['subjectId']],
  },
  {
    name: 'subject selection',
    schema: UserSubjectSelectionSchema,
    valid: { subjects: [{ subjectId: 1 }] },
    texts: [],
    ids: [['subjects', '0', 'subjectId']],
  },
  {
    name: 'subject request',
    schema: SubjectRequestInputSchema,
    valid: { name: 'Chess', description: 'Openings' },
    texts: [['name'], ['description']],
    ids: [],
  },
];

/** A copy of `value` with the field at `path` replaced by `replace(old)`. */
function withField(value: Record<string, unknown>, path: string[], replace: (old: unknown) => unknown) {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  at[last] = replace(at[last]);
  return copy;
}

describe.each(REQUESTS)('the $name request', ({ schema, valid, texts, ids }) => {
  it('accepts its valid example', () => {
    expect(issues(schema.safeParse(valid))).toEqual([]);
  });

  it.each(texts.map((path) => [path.join('.'), path] as const))('refuses a NUL in %s', (_, path) => {
    const r = schema.safeParse(withField(valid, path, (old) => `${String(old)}\u0000`));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain(path.join('.'));
  });

  it.each(ids.map((path) => [path.join('.'), path] as const))('refuses the id 2147483648 in %s', (_, path) => {
    expect(schema.safeParse(withField(valid, path, () => DB_ID_MAX)).success).toBe(true);
    expect(issues(schema.safeParse(withField(valid, path, () => DB_ID_MAX + 1)))).toEqual([
      `${path.join('.')}: ${FIELD_MESSAGES.idTooLarge}`,
    ]);
  });
});

describe('the moderation events query', () => {
  it('keeps its messages for ids past the integer range', () => {
    expect(issues(ModerationEventsQuerySchema.safeParse({ before: String(DB_ID_MAX + 1) }))).toEqual([
      'before: before must be an event id',
    ]);
    expect(issues(ModerationEventsQuerySchema.safeParse({ userId: String(DB_ID_MAX + 1) }))).toEqual([
      'userId: userId must be a learner id',
    ]);
    expect(ModerationEventsQuerySchema.parse({ before: String(DB_ID_MAX), userId: '7' })).toMatchObject({ before: DB_ID_MAX, userId: 7 });
  });
});
