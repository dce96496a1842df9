// Bundles the server into dist/main.js: our own code (and packages/shared) inlined, npm packages left external.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync('dist', { recursive: true, force: true });
await build({
  // The offline speech engine and the embedded database run in worker threads: their files sit beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'espeak.worker': 'src/modules/speech/espeak.worker.mjs',
    'pglite.worker': 'src/db/pglite.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // packages/shared is TypeScript source: bundle it rather than leave it to Node.
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@brightpath\/shared\// }, (args) => ({
          path: fileURLToPath(new URL(`../../packages/shared/src/${args.path.slice('@brightpath/shared/'.length)}.ts`, import.meta.url)),
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
// The safety model's weights are read at run time beside main.js (tutor/safety/classifier/model.ts readWeights).
cpSync('src/tutor/safety/classifier/weights', 'dist/weights', { recursive: true });
console.log('server built: apps/server/dist');
