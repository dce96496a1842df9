import { z } from 'zod';
import { text } from './fields';

/** Specified limits (spec 000 section 9). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** scrypt input is bounded so a huge password cannot be used to burn CPU. */
export const PASSWORD_MAX = 256;

export const AUTH_MESSAGES = {
  loginRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 30 characters',
  usernameChars: 'Username can only contain letters, numbers, dots, hyphens and underscores',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 256 characters',
  passwordsDontMatch: "Passwords don't match",
  loginFailed: 'Invalid username/email or password',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email address already exists',
  alreadyRegistered: 'You are already signed in with a registered account',
  /** The admin login's refusal of a correct learner login (spec 002 section 6): no session is made for it. */
  adminRequired: 'Admin privileges required for alpha testing',
  /** Sign-in refused: an administrator suspended the account (docs/decisions/040). */
  suspended: 'This account is suspended. Please contact support.',
  /** Sign-in refused: the account waits for an administrator's approval (docs/decisions/040). */
  pending: 'This account is waiting for an administrator to approve it. Please try again later or contact support.',
} as const;

export const LoginSchema = z.object({
  login: text(AUTH_MESSAGES.loginRequired).trim().min(1, AUTH_MESSAGES.loginRequired).max(254, AUTH_MESSAGES.loginRequired),
  password: text(AUTH_MESSAGES.passwordRequired).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
  /**
   * The admin login (/admin-login): sign in only an administrator. A correct login of any other account answers 403
   * ADMIN_REQUIRED and signs nobody in, leaving the browser's current session as it was.
   */
  requireAdmin: z.boolean().optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const UsernameSchema = text(AUTH_MESSAGES.usernameMin)
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameChars);

export const EmailSchema = text(AUTH_MESSAGES.emailInvalid)
  .trim()
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

export const PasswordSchema = text(AUTH_MESSAGES.passwordMin)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** What the register call sends: confirmPassword never leaves the form. */
export const RegisterSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type Register = z.infer<typeof RegisterSchema>;

export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: text(),
}).refine((v) => v.password === v.confirmPassword, {
  message: AUTH_MESSAGES.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const RoleSchema = z.enum(['learner', 'admin']);
export const PlanIdSchema = z.enum(['free', 'basic', 'premium', 'pro', 'family']);
export const UserStatusSchema = z.enum(['active', 'suspended', 'pending']);

/** The current-user record (GET /api/auth/me and the login/register answers). */
export const MeSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  age: z.number().int().nullable(),
  role: RoleSchema,
  plan: PlanIdSchema,
  status: UserStatusSchema,
  isGuest: z.boolean(),
  onboardingComplete: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

export const CheckAccessSchema = z.object({ isAdmin: z.boolean() });
export type CheckAccess = z.infer<typeof CheckAccessSchema>;
