import { defineConfig } from 'vitest/config';

// Unit tests (shared rules, web pure logic) and server tests. Server tests run on PGlite,
// or on PostgreSQL when TEST_DATABASE_URL is set (the test runner does both).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // *.pg-test.ts need a real PostgreSQL server (a lost connection, a failover): the PostgreSQL stage only.
          include: ['apps/server/src/**/*.test.ts', ...(process.env.TEST_DATABASE_URL ? ['apps/server/src/**/*.pg-test.ts'] : [])],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
