import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

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
  /** Requests per minute per IP for login, register and guest creation. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  TUTOR_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'ollama', 'openai-compatible']).default('offline'),
  /** Folder holding the built web app; the server serves it when it exists. */
  WEB_DIST_DIR: z.string().optional(),
});

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
  authRateLimitPerMinute: number;
  admin?: { username: string; password: string; email?: string };
  tutorProvider: z.infer<typeof EnvSchema>['TUTOR_PROVIDER'];
  webDistDir?: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) || (!e.ADMIN_USERNAME && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
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
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    betaBanner: e.BETA_BANNER,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL } : undefined,
    tutorProvider: e.TUTOR_PROVIDER,
    webDistDir: e.WEB_DIST_DIR,
  };
}
