// The import rules of eslint.config.js check what they say: a probe file breaking each rule is written into the tree,
// linted with the project's own configuration, and removed. A rule that stopped resolving TypeScript (import-x skipped
// every .ts file until its extensions were set) or a zone that stopped matching would let its probe through.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const probe = `lint-probe-${process.pid}`;
const written = [];

function write(path, text) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(
    path
      .split('/')
      .slice(0, path.split('/').indexOf(probe) + 1)
      .join('/') || path,
  );
  return file;
}

afterAll(() => {
  for (const path of new Set(written)) rmSync(join(root, path), { recursive: true, force: true });
});

const eslint = new ESLint({ cwd: root });
async function problems(file) {
  const [result] = await eslint.lintFiles([file]);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the import rules', () => {
  it('finds a cycle between TypeScript files', async () => {
    const dir = `apps/server/src/lib/${probe}`;
    const a = write(`${dir}/a.ts`, "import { b } from './b.ts';\nexport const a = () => b();\n");
    write(`${dir}/b.ts`, "import { c } from './c.ts';\nexport const b = () => c();\n");
    write(`${dir}/c.ts`, "import { a } from './a.ts';\nexport const c = (): unknown => a;\n");
    expect(await problems(a)).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  }, 60_000);

  it('refuses making an owner out of a number outside the auth module', async () => {
    const file = write(
      `apps/server/src/modules/chat/${probe}/x.ts`,
      "import { asOwner } from '../../../lib/ownership.ts';\nexport const owner = asOwner(7);\n",
    );
    expect((await problems(file)).join('\n')).toContain('no-restricted-imports');
  }, 60_000);

  it.each([
    ['lib/ importing plugins/', `apps/server/src/lib/${probe}/x.ts`, '../../plugins/errors.ts', 'lib/ and db/ sit below'],
    [
      'a module test support composing the app',
      `apps/server/src/modules/chat/${probe}/x.test-support.ts`,
      '../../../app.ts',
      "A module's test support",
    ],
    [
      'the web importing the server',
      `apps/web/src/lib/${probe}/x.ts`,
      '../../../../server/src/config.ts',
      'The web app talks to the server',
    ],
    ['the server importing the web', `apps/server/src/lib/${probe}/y.ts`, '../../../../web/src/lib/cn.ts', 'The server never imports'],
    [
      'packages/shared importing an app',
      `packages/shared/src/${probe}/x.ts`,
      '../../../../apps/server/src/config.ts',
      'packages/shared is imported',
    ],
  ])(
    'refuses %s',
    async (_, path, target, message) => {
      const file = write(path, `import * as probe from '${target}';\nexport const used = probe;\n`);
      expect(await problems(file)).toContainEqual(expect.stringContaining(`import-x/no-restricted-paths: Unexpected path "${target}"`));
      expect((await problems(file)).join('\n')).toContain(message);
    },
    60_000,
  );
});
