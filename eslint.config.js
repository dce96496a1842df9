// ESLint for the whole tree. Besides the usual TypeScript and React rules, the import rules below are the
// project's boundaries (docs/decisions/015-enforced-boundaries.md):
// - web: a feature never imports another feature; components/ and lib/ import no feature and not app/;
// - server: a module never imports another module's repository or table definitions; plugins/, lib/, db/
//   and tutor/ import no module; a module uses another only through its <module>.api.ts (and a table
//   definition may reference another module's table); lib/ and db/ import no plugin; a module's test support builds
//   the app through test/helpers.ts; no import cycles anywhere (TypeScript files included: see the settings below);
// - the apps never import each other, and packages/shared imports neither.
// apps/server/src/test/boundaries.test.ts lints a probe breaking each of these and checks that lint refuses it.
// The feature and module lists are read from the folders, so a new feature or module is covered at once.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const web = './apps/web/src';
const server = './apps/server/src';
const features = dirs(`${web}/features`);
const modules = dirs(`${server}/modules`);

/** Web boundaries: features are islands that app/ composes. */
const webZones = [
  ...features.map((f) => ({
    target: `${web}/features/${f}`,
    from: `${web}/features`,
    except: [`./${f}`],
    message: 'A feature never imports another feature: move the shared piece to components/ or lib/, or compose both in app/.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ are shared by every feature and import none of them.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import app/: app/ composes features.' },
];

/** The tutor's rooms, lowest first: each uses only the rooms before it. */
const TUTOR_ROOMS = [
  ['math', 'The maths engine stands alone: every other room of the tutor uses it, never the other way.'],
  ['safety', 'The safety rules and model run for every provider and use only the maths engine.'],
  ['guards', "The reply's guards use the maths engine and the safety rules, never the offline tutor or the pipeline."],
  ['offline', 'The offline tutor is a model like any provider: it never uses the pipeline that calls it, nor service.ts.'],
  ['pipeline', 'The pipeline is built by service.ts, never the other way.'],
];
function tutorZones() {
  const path = (room) => `${server}/tutor/${room}`;
  const above = (i) => [...TUTOR_ROOMS.slice(i + 1).map(([room]) => path(room)), `${server}/tutor/service.ts`];
  return [
    ...TUTOR_ROOMS.map(([room, message], i) => ({ target: path(room), from: above(i), message })),
    {
      target: [`${server}/tutor/types.ts`, `${server}/tutor/reading-level.ts`],
      from: [path('offline'), path('pipeline'), `${server}/tutor/service.ts`],
      message: "The tutor's contract (types.ts, reading-level.ts) is used by every room and uses none above the guards.",
    },
  ];
}

/** Server boundaries: a module owns its tables and its repository; others call its service. */
const serverZones = [
  ...modules.map((m) => ({
    target: `${server}/modules/${m}`,
    from: `${server}/modules`,
    except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/${o}.api.ts`)],
    message: "A module uses another module only through that module's <module>.api.ts, never its repository, tables, service or routes.",
  })),
  {
    target: [`${server}/plugins`, `${server}/lib`, `${server}/db`, `${server}/tutor`],
    from: `${server}/modules`,
    message: 'plugins/, lib/, db/ and tutor/ depend on no module: pass what they need in from the module.',
  },
  {
    target: [`${server}/lib`, `${server}/db`],
    from: `${server}/plugins`,
    message: 'lib/ and db/ sit below the Fastify plugins: a plugin uses them, never the other way.',
  },
  // The tutor's rooms run one way: math <- safety <- guards <- offline <- pipeline <- service.ts (docs/decisions/016,
  // tutor/README.md). types.ts and reading-level.ts, at the root, are the contract every room may use.
  ...tutorZones(),
];

/** The layers of the repository: the two apps never import each other, and packages/shared imports neither. */
const appZones = [
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP only; shared contracts live in packages/shared.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server never imports the web app; shared contracts live in packages/shared.',
  },
  {
    target: './packages/shared',
    from: './apps',
    message: 'packages/shared is imported by both apps and imports neither: move what both need into it.',
  },
];

/** A module's test support sets up data through the shared helpers (test/helpers.ts), not by composing the app. */
const testZones = [
  {
    target: `${server}/modules/**/*.test-support.ts`,
    from: `${server}/app.ts`,
    message: "A module's test support builds the app through test/helpers.ts (testApp), which owns the app's composition for tests.",
  },
];

/** Table definitions may name another module's table in a foreign key, and nothing else of it. */
const tableZones = serverZones.map((zone) =>
  typeof zone.target === 'string' && zone.target.startsWith(`${server}/modules/`)
    ? { ...zone, except: [...zone.except, ...modules.map((o) => `./${o}/${o}.tables.ts`)] }
    : zone,
);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'bench/.work/**', 'playwright-report/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js files for the rules that follow imports (no-cycle): every .ts and
      // .tsx file would be skipped and a cycle between them would pass.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/shared/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // A dynamic import() is loaded on demand, after every module it could cycle back to has run: the screen records
      // (apps/web/src/app/screens.ts) load each screen's code lazily, and that code may use the layout that reads them.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...webZones, ...serverZones] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // Type information where it pays: a promise nobody awaits loses its error.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/server/src/modules/*/*.tables.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...webZones, ...tableZones] }] },
  },
  {
    // An owner is made from the signed-in session (the auth module) or an administrator's access decision
    // (lib/ownership.ts adminOnly), never from any other number: see lib/ownership.ts.
    files: ['apps/server/src/**/*.ts'],
    // The billing module's event handler reads the owner back from the record of a verified payment event (its file says how).
    ignores: [
      'apps/server/src/modules/auth/**',
      'apps/server/src/modules/billing/billing.events.ts',
      '**/*.test.ts',
      '**/*.test-support.ts',
      '**/*.pg-test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/ownership.ts'],
              importNames: ['asOwner'],
              message:
                'An owner comes from the signed-in session (auth.api.ts requireUser), an access decision (adminOnly) or a verified payment event (billing.events.ts), not from a number.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach across modules to set up data (a user, a conversation); the product code may not.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.test-support.ts',
      '**/*.pg-test.ts',
      'apps/*/src/test/**',
      'apps/server/test/**',
      'e2e/**',
      'bench/**',
    ],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...webZones, ...testZones] }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
