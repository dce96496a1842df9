import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** @/… is the app's src/, as in each app's tsconfig.json. */
const srcOf = (app: 'server' | 'web') => ({
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL(`./apps/${app}/src/`, import.meta.url)) }],
});

// Unit tests (shared rules, web pure logic), web component tests (jsdom) and server tests. Server tests run on PGlite,
// or on PostgreSQL when TEST_DATABASE_URL is set (the test runner does both).
export default defineConfig({
  test: {
    // The web request helper logs every call at debug level (spec 000 section 7); in test output those lines only hide failures.
    onConsoleLog: (log) => !log.startsWith('[api]'),
    projects: [
      {
        resolve: srcOf('web'),
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
      {
        resolve: srcOf('web'),
        test: {
          name: 'web',
          // Components rendered with their providers in a browser-like DOM; *.test.ts stays in 'unit' (node).
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A stubbed fetch or a spied Math.random never leaks into the next test.
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        resolve: srcOf('server'),
        test: {
          name: 'server',
          environment: 'node',
          // *.pg-test.ts need a real PostgreSQL server (a lost connection, a failover): the PostgreSQL stage only.
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            ...(process.env.TEST_DATABASE_URL ? ['apps/server/src/**/*.pg-test.ts'] : []),
          ],
          // The tutor's evaluations (the safety model rebuilt, the safety sets scored) touch no database: once, on the
          // PGlite run, is enough.
          exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? ['apps/server/test/eval/**'] : [])],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker imports the server once, not once per file: a file builds its own app and database, and no
          // server test mocks a module or stubs a global. On 15 files of chat, progress and skills: import 28 s
          // instead of 152 s, the files done in 148 s instead of 278 s (the same busy machine, one after the other).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
