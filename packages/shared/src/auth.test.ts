import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_MESSAGES, LoginSchema, RegisterFormSchema, RegisterSchema } from './auth';

const valid = { username: 'ada_l', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' };
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

describe('registration rules', () => {
  it('accepts a valid form and never sends confirmPassword', () => {
    expect(RegisterFormSchema.safeParse(valid).success).toBe(true);
    expect(RegisterSchema.parse(valid)).toEqual({ username: 'ada_l', email: 'ada@example.com', password: 'analytical' });
  });

  it('has the username bounds at 3 and 30', () => {
    expect(messages(RegisterSchema.safeParse({ ...valid, username: 'ab' }))).toEqual([`username: ${AUTH_MESSAGES.usernameMin}`]);
    expect(RegisterSchema.safeParse({ ...valid, username: 'abc' }).success).toBe(true);
    expect(RegisterSchema.safeParse({ ...valid, username: 'a'.repeat(30) }).success).toBe(true);
    expect(messages(RegisterSchema.safeParse({ ...valid, username: 'a'.repeat(31) }))).toEqual([`username: ${AUTH_MESSAGES.usernameMax}`]);
  });

  it('has the password minimum at 8', () => {
    expect(messages(RegisterSchema.safeParse({ ...valid, password: '1234567' }))).toEqual([`password: ${AUTH_MESSAGES.passwordMin}`]);
    expect(RegisterSchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });

  it("puts 'Passwords don't match' on the confirm field", () => {
    expect(messages(RegisterFormSchema.safeParse({ ...valid, confirmPassword: 'other' }))).toEqual([
      `confirmPassword: ${AUTH_MESSAGES.passwordsDontMatch}`,
    ]);
  });

  it('rejects addresses that are not e-mail', () => {
    for (const email of ['', 'plain', 'a@', '@b.com', 'a b@c.com']) {
      expect(messages(RegisterSchema.safeParse({ ...valid, email }))).toEqual([`email: ${AUTH_MESSAGES.emailInvalid}`]);
    }
  });

  it('never accepts a username containing @, so login by username or e-mail is unambiguous', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 30 }), (name) => {
        const ok = RegisterSchema.safeParse({ ...valid, username: name }).success;
        if (name.includes('@')) expect(ok).toBe(false);
      }),
    );
  });
});

describe('login rules', () => {
  it('requires both fields with the specified messages', () => {
    expect(messages(LoginSchema.safeParse({ login: '', password: '' }))).toEqual([
      `login: ${AUTH_MESSAGES.loginRequired}`,
      `password: ${AUTH_MESSAGES.passwordRequired}`,
    ]);
    expect(LoginSchema.parse({ login: '  ada  ', password: 'x' }).login).toBe('ada');
  });
});
