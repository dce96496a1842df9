// Builds the web app and the server only when their sources are newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return max;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.test.ts')) continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function ensureBuilt() {
  const at = (p) => join(root, p);
  const shared = newest(at('packages/shared'));
  if (builtAt(at('apps/web/dist/index.html')) < Math.max(shared, newest(at('apps/web')))) {
    console.log('Building the web app...');
    execSync('npm run build -w @brightpath/web', { stdio: 'inherit', cwd: root });
  }
  if (builtAt(at('apps/server/dist/main.js')) < Math.max(shared, newest(at('apps/server/src')), newest(at('apps/server/drizzle')))) {
    console.log('Building the server...');
    execSync('npm run build -w @brightpath/server', { stdio: 'inherit', cwd: root });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureBuilt();
