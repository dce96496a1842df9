import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTestApp, learner, type ChatTestApp } from '../chat/chat.test-support.ts';
import { ORIGIN } from '@/test/helpers.ts';

// What goes over the wire compressed: the web app's files as the build compressed them, JSON answers of 1 KiB and
// more; never the tutor's event stream (each event must leave as it comes), never what a client did not ask for.
const web = mkdtempSync(join(tmpdir(), 'bp-web-'));
const script = `console.log(${JSON.stringify('a learner '.repeat(400))});\n`;
let t: ChatTestApp;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Brightpath</title><div id="root"></div>');
  writeFileSync(join(web, 'assets/app-1.js'), script);
  writeFileSync(join(web, 'assets/app-1.js.br'), brotliCompressSync(script));
  writeFileSync(join(web, 'assets/app-1.js.gz'), gzipSync(script));
  t = await chatTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const fetchAs = (url: string, encoding?: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) } });

describe('compression', () => {
  it("sends the build's brotli or gzip file of a script, by what the client accepts", async () => {
    const br = await fetchAs('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await fetchAs('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await fetchAs('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a JSON answer of 1 KiB or more, and leaves a small one as it is', async () => {
    const big = await fetchAs('/api/docs/json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const small = await fetchAs('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it("never compresses the tutor's event stream", async () => {
    const who = await learner(t.app, 15);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/tutor',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: who.cookie, 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({ stream: true, subjectId: 1, userMessage: 'what is a prime number?' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('event: done');
  });
});
