import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's boundaries are ESLint rules (eslint.config.js, docs/decisions/015); these cases prove the
// rules still fire, so switching one off or breaking its paths fails the suite and not only a review.
// Without a trailing slash: given '/work/x/' as its cwd, ESLint names files '/work/x//apps/…' to the resolver, which then
// finds no tsconfig for them and resolves no @/ alias (the zones would pass every aliased import).
const root = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');
const eslint = new ESLint({
  cwd: root,
  // The snippets are not on disk, so no type information: only the import rules matter here.
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

async function boundaryErrors(filePath: string, code: string, rule = 'import-x/no-restricted-paths') {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('the import rules', () => {
  it('refuse a web feature importing another feature', async () => {
    const errors = await boundaryErrors('apps/web/src/features/chat/lib/probe.ts', "export { login } from '../../auth/api/login';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature never imports another feature/);
  });

  it('refuse components/ importing a feature, and allow a feature importing components/', async () => {
    expect(await boundaryErrors('apps/web/src/components/ui/probe.ts', "export { login } from '../../features/auth/api/login';\n")).toEqual(
      [expect.stringMatching(/components\/ and lib\/ are shared/)],
    );
    expect(
      await boundaryErrors('apps/web/src/features/auth/lib/probe.ts', "export { Button } from '../../../components/ui/button';\n"),
    ).toEqual([]);
  });

  it("refuse a server module importing another module's repository or tables", async () => {
    const repository = await boundaryErrors(
      'apps/server/src/modules/chat/probe.ts',
      "export { profilesRepository } from '../profiles/profiles.repository.ts';\n",
    );
    expect(repository).toEqual([expect.stringMatching(/only through that module's <module>.api.ts/)]);
    const tables = await boundaryErrors(
      'apps/server/src/modules/chat/probe.ts',
      "export { learnerProfiles } from '../profiles/profiles.tables.ts';\n",
    );
    expect(tables).toHaveLength(1);
  });

  it("allow a module to use another module's api, and a table to reference another module's table", async () => {
    expect(
      await boundaryErrors('apps/server/src/modules/chat/probe.ts', "export { profileFactsOf } from '../profiles/profiles.api.ts';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('apps/server/src/modules/chat/probe.tables.ts', "export { users } from '../auth/auth.tables.ts';\n"),
    ).toEqual([]);
  });

  it('refuse plugins/ importing a module', async () => {
    expect(
      await boundaryErrors('apps/server/src/plugins/probe.ts', "export { requireUser } from '../modules/auth/auth.api.ts';\n"),
    ).toEqual([expect.stringMatching(/depend on no module/)]);
  });

  it("keep the tutor's rooms one way: math <- safety <- guards <- offline <- pipeline <- service.ts", async () => {
    expect(await boundaryErrors('apps/server/src/tutor/guards/probe.ts', "export { solveMathProblem } from '../math/solve.ts';\n")).toEqual(
      [],
    );
    expect(
      await boundaryErrors('apps/server/src/tutor/guards/probe.ts', "export { createOfflineModel } from '../offline/model.ts';\n"),
    ).toEqual([expect.stringMatching(/never the offline tutor or the pipeline/)]);
    expect(await boundaryErrors('apps/server/src/tutor/math/probe.ts', "export { guardDraft } from '../guards/pedagogy.ts';\n")).toEqual([
      expect.stringMatching(/The maths engine stands alone/),
    ]);
    expect(await boundaryErrors('apps/server/src/tutor/safety/probe.ts', "export { intentOf } from '../guards/intent.ts';\n")).toEqual([
      expect.stringMatching(/use only the maths engine/),
    ]);
    expect(
      await boundaryErrors('apps/server/src/tutor/offline/probe.ts', "export { runTutorTurn } from '@/tutor/pipeline/tutor.ts';\n"),
    ).toEqual([expect.stringMatching(/never uses the pipeline that calls it/)]);
    expect(
      await boundaryErrors('apps/server/src/tutor/pipeline/probe.ts', "export { createTutorService } from '../service.ts';\n"),
    ).toEqual([expect.stringMatching(/built by service.ts, never the other way/)]);
    expect(await boundaryErrors('apps/server/src/tutor/types.ts', "export type { TutorService } from './service.ts';\n")).toEqual([
      expect.stringMatching(/The tutor's contract/),
    ]);
    expect(
      await boundaryErrors('apps/server/src/tutor/offline/probe.ts', "export { moderateInput } from '../safety/safety.ts';\n"),
    ).toEqual([]);
  });

  it('refuse lib/ importing plugins/, and a module test support composing the app', async () => {
    expect(await boundaryErrors('apps/server/src/lib/probe.ts', "export { registerErrorHandler } from '../plugins/errors.ts';\n")).toEqual([
      expect.stringMatching(/lib\/ and db\/ sit below the Fastify plugins/),
    ]);
    expect(
      await boundaryErrors('apps/server/src/modules/chat/probe.test-support.ts', "export { buildApp } from '../../app.ts';\n"),
    ).toEqual([expect.stringMatching(/builds the app through test\/helpers.ts/)]);
  });

  it('keep the web and the server apart, and packages/shared free of both', async () => {
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', "export { loadConfig } from '../../../server/src/config.ts';\n")).toEqual([
      expect.stringMatching(/The web app talks to the server over HTTP only/),
    ]);
    expect(await boundaryErrors('apps/server/src/lib/probe.ts', "export { cn } from '../../../web/src/lib/cn.ts';\n")).toEqual([
      expect.stringMatching(/The server never imports the web app/),
    ]);
    expect(
      await boundaryErrors('packages/shared/src/probe.ts', "export { loadConfig } from '../../../apps/server/src/config.ts';\n"),
    ).toEqual([expect.stringMatching(/packages\/shared is imported by both apps and imports neither/)]);
  });

  it('follow @/ aliases as they follow relative paths (docs/decisions/026)', async () => {
    expect(await boundaryErrors('apps/server/src/lib/probe.ts', "export { registerErrorHandler } from '@/plugins/errors.ts';\n")).toEqual([
      expect.stringMatching(/lib\/ and db\/ sit below the Fastify plugins/),
    ]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/chat/probe.ts',
        "export { profilesRepository } from '@/modules/profiles/profiles.repository.ts';\n",
      ),
    ).toEqual([expect.stringMatching(/only through that module's <module>.api.ts/)]);
    expect(await boundaryErrors('apps/web/src/components/ui/probe.ts', "export { login } from '@/features/auth/api/login';\n")).toEqual([
      expect.stringMatching(/components\/ and lib\/ are shared/),
    ]);
    const owner = "import { asOwner } from '@/lib/ownership.ts';\nexport const owner = asOwner(7);\n";
    expect(await boundaryErrors('apps/server/src/modules/chat/probe.ts', owner, 'no-restricted-imports')).toEqual([
      expect.stringMatching(/An owner comes from the signed-in session/),
    ]);
  });

  it('refuse making an owner out of a number outside the auth module (lib/ownership.ts)', async () => {
    const code = "import { asOwner } from '../../lib/ownership.ts';\nexport const owner = asOwner(7);\n";
    expect(await boundaryErrors('apps/server/src/modules/chat/probe.ts', code, 'no-restricted-imports')).toEqual([
      expect.stringMatching(/An owner comes from the signed-in session/),
    ]);
    expect(await boundaryErrors('apps/server/src/modules/auth/probe.ts', code, 'no-restricted-imports')).toEqual([]);
  });
});

describe('the cycle rule', () => {
  // A cycle is found by following imports between real files: the probe is written into the tree, linted, removed.
  const dir = join(root, `apps/server/src/lib/cycle-probe-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a cycle between TypeScript files (import-x parsed only .js files until its extensions were set)', async () => {
    const write = (name: string, text: string) => {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const a = write('a.ts', "import { b } from './b.ts';\nexport const a = () => b();\n");
    write('b.ts', "import { c } from './c.ts';\nexport const b = () => c();\n");
    // The last link is an @/ alias: the resolver follows it like a relative path.
    write('c.ts', `import { a } from '@/lib/cycle-probe-${process.pid}/a.ts';\nexport const c = (): unknown => a;\n`);
    const [result] = await eslint.lintFiles([a]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);
});
