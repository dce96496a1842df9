import { z } from 'zod';
import { TUTOR_PROVIDERS, TutorProviderSchema, type TutorProvider } from '@brightpath/shared/chat';
import { SPEECH_ENGINES, type SpeechEngine } from '@brightpath/shared/speech';
import { HELPLINE_COUNTRIES, type HelplineCountry } from './tutor/safety/safety-replies.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An unset variable and an empty one (`KEY=` in a .env file) mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// The provider list lives in @brightpath/shared/chat; re-exported here for the server code that reads it with the config.
export { TUTOR_PROVIDERS, type TutorProvider };

/** The model each provider uses when TUTOR_MODEL is not set. */
export const DEFAULT_TUTOR_MODELS: Record<TutorProvider, string> = {
  offline: 'brightpath-offline',
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  ollama: 'llama3.2',
  // llama.cpp ignores the name and LM Studio serves its loaded model; vLLM needs TUTOR_MODEL set to the served name.
  'openai-compatible': 'local-model',
};

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secure cookies: auto sets them whenever the request came over HTTPS. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  /** Trust X-Forwarded-* from a reverse proxy. */
  TRUST_PROXY: bool,
  /** Extra origins allowed to send state-changing requests, comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  BETA_BANNER: bool,
  /** An alpha testing server: /test-complete exists (docs/decisions/039). */
  ALPHA_TESTING: bool,
  /** Requests per minute per IP for login, register and guest creation. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Requests per minute per administrator: reads of the console (lists, details), and actions (changes). */
  ADMIN_READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  ADMIN_ACTION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  /** Unset: offline, or openai-compatible when OPENAI_COMPATIBLE_BASE_URL is set. */
  TUTOR_PROVIDER: optional(TutorProviderSchema),
  TUTOR_MODEL: optional(z.string().trim().min(1).max(200)),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url()),
  ANTHROPIC_API_KEY: optional(z.string()),
  OLLAMA_BASE_URL: optional(z.url()).transform((v) => v ?? 'http://localhost:11434/api'),
  OPENAI_COMPATIBLE_BASE_URL: optional(z.url()),
  OPENAI_COMPATIBLE_API_KEY: optional(z.string()),
  /** Per provider call; a reply not finished in time gets the apology. */
  TUTOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Tutor messages per learner per minute, and per rolling 24 hours. */
  TUTOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  TUTOR_DAILY_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Speech: OpenAI's speech endpoint when chosen or when OPENAI_API_KEY is set, else espeak-ng offline. */
  TTS_PROVIDER: optional(z.enum(SPEECH_ENGINES)),
  TTS_MODEL: optional(z.string().trim().min(1).max(200)),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Structured lessons a learner may start per minute. */
  LESSON_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Questions to the floating assistant per learner per minute (its suggestions may be asked for three times as often). */
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Speech requests per learner per minute. */
  SPEECH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** The speech cache under DATA_DIR/speech-cache: its largest size in megabytes, oldest answers dropped first. */
  SPEECH_CACHE_MAX_MB: z.coerce.number().min(0).max(100_000).default(200),
  /** Folder holding the built web app; the server serves it when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** Stripe's secret key (sk_live_... or sk_test_...); without it payments run in the built-in test mode. */
  STRIPE_SECRET_KEY: optional(z.string().trim().min(1)),
  /** The signing secret of the webhook endpoint (whsec_...): required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optional(z.string().trim().min(1)),
  /** How old a webhook's signed timestamp may be, in seconds (Stripe's default tolerance is 300). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Where the Stripe SDK sends its requests (host, port and protocol): a local fake Stripe in tests; unset: api.stripe.com. */
  STRIPE_API_URL: optional(z.url()),
  /** Test mode only: POST /api/billing/test-clock/advance ends the caller's billing period (the e2e journeys' clock). */
  BILLING_TEST_CLOCK: bool,
  /** Whose helplines the tutor's safety replies give: UK, US, or INTERNATIONAL (both, and findahelpline.com). */
  HELPLINE_COUNTRY: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(HELPLINE_COUNTRIES))
    .default('INTERNATIONAL'),
});

export type SpeechConfig = {
  engine: SpeechEngine;
  model: string;
  timeoutMs: number;
  ratePerMinute: number;
  cacheMaxBytes: number;
  openai: { apiKey?: string; baseUrl?: string };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  logLevel: string;
  cookieSecure: boolean | 'auto';
  trustProxy: boolean;
  allowedOrigins: string[];
  betaBanner: boolean;
  /** ALPHA_TESTING=true: POST /api/alpha/test-complete and the /test-complete page exist. */
  alphaTesting: boolean;
  authRateLimitPerMinute: number;
  /** The administration console's limits per administrator and minute (DESIGN.md section 5). */
  adminRateLimit: { readsPerMinute: number; actionsPerMinute: number };
  admin?: { username: string; password: string; email?: string };
  tutorProvider: TutorProvider;
  tutor: TutorConfig;
  speech: SpeechConfig;
  lessonRatePerMinute: number;
  assistantRatePerMinute: number;
  webDistDir?: string;
  /** HELPLINE_COUNTRY: the helplines the tutor's safety replies give. */
  safety: { helplineCountry: HelplineCountry };
  billing: BillingConfig;
};

/**
 * Payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test mode (modules/billing), which runs the
 * same event handler with no payment provider at all.
 */
export type BillingConfig = {
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    webhookToleranceSeconds: number;
    /** The SDK's host, port and protocol (a fake Stripe in tests); unset: Stripe's own. */
    api?: { host: string; port: number; protocol: 'http' | 'https' };
  };
  /** Test mode only: the route that ends the caller's billing period (BILLING_TEST_CLOCK). */
  testClock: boolean;
};

export type TutorConfig = {
  provider: TutorProvider;
  model: string;
  timeoutMs: number;
  ratePerMinute: number;
  dailyLimit: number;
  openai: { apiKey?: string; baseUrl?: string };
  anthropic: { apiKey?: string };
  ollama: { baseUrl: string };
  openaiCompatible: { baseUrl?: string; apiKey?: string };
};

export class ConfigError extends Error {}

/** The tutor provider in use: TUTOR_PROVIDER, else openai-compatible when its address is set, else offline. */
function tutorProviderOf(env: NodeJS.ProcessEnv): TutorProvider | undefined {
  const chosen = env.TUTOR_PROVIDER || undefined;
  if (chosen) {
    const known = TutorProviderSchema.safeParse(chosen);
    return known.success ? known.data : undefined;
  }
  return env.OPENAI_COMPATIBLE_BASE_URL ? 'openai-compatible' : 'offline';
}

/**
 * Rules across variables, read from the raw environment so they are listed together with the schema's
 * complaints: a provider chosen without what it needs, and the admin pair.
 */
function crossProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const provider = tutorProviderOf(env);
  const need = (name: string) => (env[name] ? [] : [`  ${name}: required when the tutor provider is ${provider}`]);
  if (provider === 'openai') problems.push(...need('OPENAI_API_KEY'));
  if (provider === 'anthropic') problems.push(...need('ANTHROPIC_API_KEY'));
  if (provider === 'openai-compatible') problems.push(...need('OPENAI_COMPATIBLE_BASE_URL'));
  if (env.TTS_PROVIDER === 'openai' && !env.OPENAI_API_KEY) problems.push('  OPENAI_API_KEY: required when TTS_PROVIDER is openai');
  if (!env.ADMIN_USERNAME !== !env.ADMIN_PASSWORD) problems.push('  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  // A payment provider whose events cannot be verified must not run: every webhook would be refused.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) problems.push('  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  if (env.STRIPE_SECRET_KEY && ['true', '1'].includes(env.BILLING_TEST_CLOCK ?? ''))
    problems.push('  BILLING_TEST_CLOCK: only for test mode (without STRIPE_SECRET_KEY)');
  return problems;
}

/** Parses the environment once; fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...crossProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  const e = parsed.data;
  const provider = tutorProviderOf(env)!;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    poolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    betaBanner: e.BETA_BANNER,
    alphaTesting: e.ALPHA_TESTING,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    adminRateLimit: { readsPerMinute: e.ADMIN_READ_RATE_LIMIT_PER_MINUTE, actionsPerMinute: e.ADMIN_ACTION_RATE_LIMIT_PER_MINUTE },
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL } : undefined,
    tutorProvider: provider,
    tutor: {
      provider,
      model: e.TUTOR_MODEL ?? DEFAULT_TUTOR_MODELS[provider],
      timeoutMs: e.TUTOR_TIMEOUT_MS,
      ratePerMinute: e.TUTOR_RATE_LIMIT_PER_MINUTE,
      dailyLimit: e.TUTOR_DAILY_LIMIT,
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL },
      anthropic: { apiKey: e.ANTHROPIC_API_KEY },
      ollama: { baseUrl: e.OLLAMA_BASE_URL },
      openaiCompatible: { baseUrl: e.OPENAI_COMPATIBLE_BASE_URL, apiKey: e.OPENAI_COMPATIBLE_API_KEY },
    },
    lessonRatePerMinute: e.LESSON_RATE_LIMIT_PER_MINUTE,
    assistantRatePerMinute: e.ASSISTANT_RATE_LIMIT_PER_MINUTE,
    speech: {
      engine: e.TTS_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'espeak'),
      model: e.TTS_MODEL ?? 'tts-1',
      timeoutMs: e.TTS_TIMEOUT_MS,
      ratePerMinute: e.SPEECH_RATE_LIMIT_PER_MINUTE,
      cacheMaxBytes: Math.round(e.SPEECH_CACHE_MAX_MB * 1024 * 1024),
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL },
    },
    webDistDir: e.WEB_DIST_DIR,
    safety: { helplineCountry: e.HELPLINE_COUNTRY },
    billing: {
      stripe: e.STRIPE_SECRET_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            webhookToleranceSeconds: e.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
            api: e.STRIPE_API_URL ? stripeApiOf(e.STRIPE_API_URL) : undefined,
          }
        : undefined,
      testClock: e.BILLING_TEST_CLOCK,
    },
  };
}

/** STRIPE_API_URL as the SDK's host, port and protocol. */
function stripeApiOf(url: string): NonNullable<BillingConfig['stripe']>['api'] {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}
