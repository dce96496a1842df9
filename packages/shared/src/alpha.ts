// Alpha testing (spec 002 sections 2, 3, 4, 6, 7, 8 and 9; docs/decisions/039): the five test profiles, test accounts
// an administrator creates and opens, the alpha metrics, the automated API test and test completion.
import { z } from 'zod';

/** The test profile (spec 002 section 3): its learning style may be mixed, which the onboarding profile has no value for. */
export const TEST_LEARNING_STYLES = ['visual', 'kinesthetic', 'mixed', 'auditory'] as const;
export type TestLearningStyle = (typeof TEST_LEARNING_STYLES)[number];
export const TEST_ROLES = ['student', 'educator'] as const;

export type TestProfile = {
  id: string;
  name: string;
  username: string;
  /** A reserved domain (RFC 2606 .invalid): no mail is ever delivered to a test account. */
  email: string;
  age: number;
  interests: readonly string[];
  learningStyle: TestLearningStyle;
  role: (typeof TEST_ROLES)[number];
  /** What testing with this profile covers. */
  focus: string;
};

/**
 * The five test profiles: learners from middle school to adulthood and an educator checking the product, covering
 * every learning style of the specification and each of the tutor's three age bands (under 13, 13-17, 18+).
 */
export const TEST_PROFILES: readonly TestProfile[] = [
  {
    id: 'middle-school-visual',
    name: 'Maya Patel',
    username: 'alpha_maya',
    email: 'alpha_maya@brightpath.invalid',
    age: 12,
    interests: ['Mathematics', 'Science', 'Art'],
    learningStyle: 'visual',
    role: 'student',
    focus: 'Child reading level, short answers and diagrams in explanations.',
  },
  {
    id: 'high-school-kinesthetic',
    name: 'Leo Martins',
    username: 'alpha_leo',
    email: 'alpha_leo@brightpath.invalid',
    age: 16,
    interests: ['Programming', 'Mathematics'],
    learningStyle: 'kinesthetic',
    role: 'student',
    focus: 'Homework help: hints before answers, practice problems and the skill tree.',
  },
  {
    id: 'college-auditory',
    name: 'Aisha Bello',
    username: 'alpha_aisha',
    email: 'alpha_aisha@brightpath.invalid',
    age: 20,
    interests: ['Biology', 'Literature', 'Psychology'],
    learningStyle: 'auditory',
    role: 'student',
    focus: 'Voice conversations with the tutor and read-aloud replies.',
  },
  {
    id: 'adult-mixed',
    name: 'Daniel Kim',
    username: 'alpha_daniel',
    email: 'alpha_daniel@brightpath.invalid',
    age: 34,
    interests: ['Economics', 'History', 'Languages'],
    learningStyle: 'mixed',
    role: 'student',
    focus: 'An adult returning to study: structured lessons, history search and analytics.',
  },
  {
    id: 'educator-mixed',
    name: 'Grace Okafor',
    username: 'alpha_grace',
    email: 'alpha_grace@brightpath.invalid',
    age: 45,
    interests: ['Mathematics', 'Science', 'History'],
    learningStyle: 'mixed',
    role: 'educator',
    focus: 'A teacher judging lesson quality, safety replies and age-appropriate answers.',
  },
];

export const TEST_PROFILE_IDS = TEST_PROFILES.map((p) => p.id) as [string, ...string[]];
export const testProfile = (id: string): TestProfile | undefined => TEST_PROFILES.find((p) => p.id === id);

/** The specified texts (spec 002 sections 2, 5, 6 and 8) and ours around them. */
export const ALPHA_MESSAGES = {
  // Admin login.
  adminLoginTitle: 'Access Alpha Testing',
  missingInfoTitle: 'Missing Information',
  missingInfo: 'Please enter both username and password',
  loginFailedTitle: 'Login Failed',
  loginFailed: 'Invalid credentials or access denied',
  adminRequired: 'Admin privileges required for alpha testing',
  adminGrantedTitle: 'Admin Access Granted',
  accessCheckFailedTitle: 'Access Check Failed',
  accessCheckFailed: 'Unable to verify admin status',
  accessDeniedTitle: 'Access Denied',
  // Alpha testing.
  pageTitle: 'Alpha Testing Environment',
  testUserCreatedTitle: 'Test User Created',
  userCreationFailedTitle: 'User Creation Failed',
  userCreationFailed: 'This user may already exist. Try logging in instead.',
  loggedInTitle: 'Logged In',
  testLoginFailedTitle: 'Login Failed',
  testLoginFailed: 'Try creating the user first',
  automatedTestComplete: (ok: number, total: number) => `Automated Test Complete (${ok}/${total} interactions successful)`,
  notATestAccount: 'Only test accounts can be opened from alpha testing',
  noImpersonation: 'This browser is not acting as a test user',
  unknownProfile: 'Choose one of the five test profiles',
  // Test completion.
  testCompleteTitle: 'Test Complete',
} as const;

export const TestProfileIdSchema = z.enum(TEST_PROFILE_IDS, ALPHA_MESSAGES.unknownProfile);

/** POST /api/alpha/test-users and POST /api/alpha/test-users/login: which profile. */
export const TestProfileRequestSchema = z.object({ profileId: TestProfileIdSchema });
export type TestProfileRequest = z.infer<typeof TestProfileRequestSchema>;

/** The created test account, with its password: shown once, never stored in clear nor sent again. */
export const CreatedTestUserSchema = z.object({
  userId: z.number().int(),
  profileId: z.string(),
  username: z.string(),
  email: z.string(),
  password: z.string(),
});
export type CreatedTestUser = z.infer<typeof CreatedTestUserSchema>;

/** POST /api/alpha/test-users/login: the test account this browser now acts as. */
export const OpenedTestUserSchema = z.object({ userId: z.number().int(), username: z.string(), profileId: z.string() });
export type OpenedTestUser = z.infer<typeof OpenedTestUserSchema>;

/** The test accounts that exist, per profile (the setup view shows which can be opened). */
export const TestAccountSchema = z.object({
  profileId: z.string(),
  userId: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
});
export const TestAccountsSchema = z.object({ accounts: z.array(TestAccountSchema) });
export type TestAccount = z.infer<typeof TestAccountSchema>;

/** GET /api/alpha/impersonation: whether this browser's session is an administrator acting as a test user. */
export const ImpersonationSchema = z.object({
  active: z.boolean(),
  testUsername: z.string().nullable(),
  profileId: z.string().nullable(),
  adminUsername: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type Impersonation = z.infer<typeof ImpersonationSchema>;

/** POST /api/alpha/impersonation/end: restored is false when the administrator's own session had ended meanwhile. */
export const EndImpersonationSchema = z.object({ restored: z.boolean(), profileId: z.string().nullable() });
export type EndImpersonation = z.infer<typeof EndImpersonationSchema>;

/**
 * GET /api/alpha/metrics (docs/decisions/039 gives each definition): over learner accounts that are not guests,
 * test accounts included.
 */
export const AlphaMetricsSchema = z.object({
  /** Learner accounts (registered, not guests). */
  totalUsers: z.number().int(),
  /** Of those, active in the last 24 hours. */
  activeUsers: z.number().int(),
  /** Minutes with the tutor per tutoring session started in the last 30 days (gaps over 10 minutes not counted). */
  averageSessionDuration: z.number(),
  /** Of the learner accounts, the fraction that completed onboarding (0 to 1). */
  completionRate: z.number(),
  performanceMetrics: z.object({
    /** Seconds since this server process started. */
    uptimeSeconds: z.number().int(),
    startedAt: z.string(),
  }),
  measuredAt: z.string(),
});
export type AlphaMetrics = z.infer<typeof AlphaMetricsSchema>;

/** Alpha metrics polling (spec 002 section 9). */
export const ALPHA_METRICS_POLL_MS = 5000;
/** Test completion goes to the dashboard after this long (spec 002 section 9). */
export const TEST_COMPLETE_REDIRECT_MS = 2000;

/** The automated API test's calls (spec 002 section 7), in order. */
export const API_TEST_CALLS = [
  { method: 'GET', path: '/api/subjects' },
  { method: 'GET', path: '/api/tutoring-sessions' },
  { method: 'GET', path: '/api/chat/send' },
  { method: 'GET', path: '/api/analytics/progress' },
] as const;

/** POST /api/alpha/test-complete: the answer (created false: the account already had a profile, left as it was). */
export const TestCompleteSchema = z.object({ created: z.boolean(), userId: z.number().int() });
export type TestComplete = z.infer<typeof TestCompleteSchema>;

/** The profile /test-complete gives an account that has none. */
export const TEST_COMPLETE_PROFILE_ID = 'college-auditory';
