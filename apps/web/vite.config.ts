import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes a .br (brotli at its best quality) and a .gz beside every script, stylesheet, page and SVG of the build,
 * once, so the server sends them as they are (@fastify/static preCompressed) rather than compressing per request.
 * Files under 1 KiB are left alone: compressing them saves less than the header costs.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'brightpath-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The icons only the skill tree draws (the curricula's, packages/shared/src/content/curricula, that no other screen
 * imports): left out of the shared icons file that the first load fetches, so they go with the skill tree's own code.
 * An icon another screen uses too stays in the shared file (split off, it would be a small file of its own, a request
 * more for that screen).
 */
const curriculaDir = fileURLToPath(new URL('../../packages/shared/src/content/curricula/', import.meta.url));
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
function lucideNamesOutsideSkillTree(dir: string, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!path.includes(join('features', 'skill-tree'))) lucideNamesOutsideSkillTree(path, out);
    } else if (/\.tsx?$/.test(entry.name)) {
      for (const m of readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
        for (const name of m[1]!.split(','))
          out.add(
            name
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]!
              .trim(),
          );
    }
  }
  return out;
}
const usedElsewhere = lucideNamesOutsideSkillTree(srcDir);
const SKILL_ONLY_ICON_FILES = new Set(
  readdirSync(curriculaDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(join(curriculaDir, f), 'utf8')) as { skills: { icon: string }[] }).skills.map((s) => s.icon))
    .filter((icon) => !usedElsewhere.has(pascal(icon)))
    .map((icon) => `${icon}.mjs`),
);
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const isSharedIcon = (id: string) => LUCIDE.test(id) && !SKILL_ONLY_ICON_FILES.has(id.split(/[\\/]/).pop() ?? '');

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // @/… is src/, as in tsconfig.json.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The icons in one file: split by the screens that share them they made some twenty files of about
          // 400 bytes each, every one a request and its headers on a first load.
          // The icons only the skill tree draws are left to go with its route.
          groups: [{ name: 'icons', test: isSharedIcon }],
        },
      },
    },
  },
});
