import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeechAudio } from './speech.types.ts';

const EXTENSIONS: Record<string, string> = { 'audio/wav': 'wav', 'audio/mpeg': 'mp3' };
const TYPES: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg' };

type Entry = { file: string; bytes: number; usedAt: number };

/**
 * Spoken answers on disk, by engine, model, voice and text (a SHA-256 of them names the file), at most
 * `maxBytes` in all: the least recently used go first. A file that cannot be read or written is a miss, never
 * an error: the cache only saves work.
 */
export function speechCache(dir: string, maxBytes: number) {
  const entries = new Map<string, Entry>();
  let total = 0;
  let loaded: Promise<void> | undefined;

  // What an earlier run left, once.
  const load = () =>
    (loaded ??= (async () => {
      await mkdir(dir, { recursive: true });
      for (const name of await readdir(dir)) {
        const [key, ext] = name.split('.');
        if (!key || !ext || !TYPES[ext]) continue;
        const s = await stat(join(dir, name)).catch(() => null);
        if (!s) continue;
        entries.set(key, { file: name, bytes: s.size, usedAt: s.mtimeMs });
        total += s.size;
      }
    })().catch(() => {}));

  const drop = async (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    total -= e.bytes;
    await unlink(join(dir, e.file)).catch(() => {});
  };

  return {
    key: (parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex'),

    async get(key: string): Promise<SpeechAudio | null> {
      await load();
      const e = entries.get(key);
      if (!e) return null;
      try {
        const audio = await readFile(join(dir, e.file));
        e.usedAt = Date.now();
        void utimes(join(dir, e.file), new Date(), new Date()).catch(() => {});
        return { audio, contentType: TYPES[e.file.split('.')[1]!]! };
      } catch {
        await drop(key);
        return null;
      }
    },

    async set(key: string, value: SpeechAudio): Promise<void> {
      const ext = EXTENSIONS[value.contentType];
      if (!ext || value.audio.length > maxBytes) return;
      await load();
      const file = `${key}.${ext}`;
      try {
        // Written whole, then renamed: a reader never sees half a file.
        const tmp = join(dir, `${file}.${process.pid}.tmp`);
        await writeFile(tmp, value.audio);
        await rename(tmp, join(dir, file));
      } catch {
        return;
      }
      const old = entries.get(key);
      if (old) {
        total -= old.bytes;
        if (old.file !== file) await unlink(join(dir, old.file)).catch(() => {});
      }
      entries.set(key, { file, bytes: value.audio.length, usedAt: Date.now() });
      total += value.audio.length;
      if (total <= maxBytes) return;
      for (const [k] of [...entries].sort((a, b) => a[1].usedAt - b[1].usedAt)) {
        if (total <= maxBytes) break;
        await drop(k);
      }
    },
  };
}
