// npm start: builds the web app and the server when their sources are newer than the build, then serves both on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return max;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const shared = newest('packages/shared');
if (builtAt('apps/web/dist/index.html') < Math.max(shared, newest('apps/web'))) {
  console.log('Building the web app...');
  execSync('npm run build -w @brightpath/web', { stdio: 'inherit' });
}
if (builtAt('apps/server/dist/main.js') < Math.max(shared, newest('apps/server/src'), newest('apps/server/drizzle'))) {
  console.log('Building the server...');
  execSync('npm run build -w @brightpath/server', { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
