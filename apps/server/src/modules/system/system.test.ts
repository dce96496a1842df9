import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@/app.ts';
import { createTestApp, get, ORIGIN, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BETA_BANNER: 'true' });
});
afterAll(async () => {
  await t?.close();
});

describe('system routes', () => {
  it('GET /api/health checks the database', async () => {
    const res = await get(t.app, '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('GET /api/config is public and carries the beta banner flag', async () => {
    const res = await get(t.app, '/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productName: 'Brightpath', betaBanner: true, tutorProvider: 'offline' });
  });

  it('GET /api/config says setup is needed until an administrator exists', async () => {
    const app = await createTestApp();
    try {
      expect((await get(app.app, '/api/config')).json().setupNeeded).toBe(true);
      await upsertAdmin(app.database.db, { username: 'first_admin', password: 'a long enough password' });
      expect((await get(app.app, '/api/config')).json().setupNeeded).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await get(t.app, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/admin/check-access']));
  });

  it("names each module's tag once in the OpenAPI document, and every route carries the tag of a module", async () => {
    const doc = (await get(t.app, '/api/docs/json')).json() as {
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.tags).toEqual(MODULES.map((m) => m.tag));
    const declared = new Set(MODULES.map((m) => m.tag.name));
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(operations)) {
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(declared.has(op.tags![0]!), `${method} ${path}: ${op.tags}`).toBe(true);
      }
    }
  });

  it('answers JSON 404 for an unknown /api path, whatever the method', async () => {
    const res = await get(t.app, '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' });
    expect((await post(t.app, '/api/nothing/here', {})).statusCode).toBe(404);
  });
});

describe('security', () => {
  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'a', password: 'b' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
  });

  it('refuses a POST with no Origin, but accepts Sec-Fetch-Site: same-origin', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a form-encoded or text body with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'text/plain' },
      payload: 'login=a&password=b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large (the limit is 1 MiB).');
  });

  it('sends an enforced CSP and the other security headers', async () => {
    const res = await get(t.app, '/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("lets the page's own inline script run by its hash, and no other inline script ('unsafe-inline' never)", async () => {
    const web = mkdtempSync(join(tmpdir(), 'bp-web-'));
    const own = "document.documentElement.classList.add('dark');";
    writeFileSync(
      join(web, 'index.html'),
      `<!doctype html><head><script>${own}</script><script type="module" src="/assets/app.js"></script></head><div id="root"></div>`,
    );
    const app = await createTestApp({ WEB_DIST_DIR: web });
    try {
      const page = await get(app.app, '/settings');
      expect(page.statusCode).toBe(200);
      const scriptSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('script-src'));
      const hash = createHash('sha256').update(own).digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
      // Every answer carries the same policy.
      expect((await get(app.app, '/api/health')).headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    } finally {
      await app.close();
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('sends HSTS only in production', async () => {
    expect((await get(t.app, '/api/health')).headers['strict-transport-security']).toBeUndefined();
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await get(prod.app, '/api/health')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });

  it('hides internals in a 5xx answer', async () => {
    t.app.log.level = 'silent';
    const { cookie } = await registerUser(t.app);
    // Break the database under a route that needs it: the answer must not say how.
    const broken = await createTestApp();
    await broken.database.close();
    const res = await get(broken.app, '/api/health');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toMatch(/at |Error:|stack|\.ts/);
    await broken.app.close();
    expect(cookie).toBeTruthy();
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after repeated login attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () => post(limited.app, '/api/auth/login', { login: 'nobody', password: 'wrong-password' });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      // Guest creation and registration are limited as well.
      for (let i = 0; i < 3; i++) await post(limited.app, '/api/auth/guest');
      expect((await post(limited.app, '/api/auth/guest')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
