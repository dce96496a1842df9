import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// The second server is the beta and alpha testing one: BETA_BANNER and ALPHA_TESTING (/test-complete) are on.
// E2E_PORT moves both servers (PORT and PORT + 1), so that two checkouts can run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BETA_PORT = PORT + 1;
process.env.E2E_BETA_URL = `http://localhost:${BETA_PORT}`;
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;

// Once, in the main process: a production build and fresh data folders for the servers under test.
if (!isWorker && !process.env.E2E_PREPARED) {
  process.env.E2E_PREPARED = '1';
  execSync('node scripts/build.mjs', { stdio: 'inherit' });
  rmSync('.tmp/e2e', { recursive: true, force: true });
}
// An administrator made for this run only, shared with the workers through the environment.
process.env.E2E_ADMIN_USERNAME ??= 'e2e_admin';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: `.tmp/e2e/data-${port}`,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // Test mode (no Stripe key) with its clock: a journey can end a billing period (POST /api/billing/test-clock/advance).
  BILLING_TEST_CLOCK: 'true',
  ...extra,
});

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  outputDir: '.tmp/playwright-output',
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: serverEnv(PORT, { ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME, ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${BETA_PORT}/api/health`,
      env: serverEnv(BETA_PORT, { BETA_BANNER: 'true', ALPHA_TESTING: 'true' }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
