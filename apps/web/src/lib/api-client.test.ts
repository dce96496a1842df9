import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson, ApiRequestError, errorMessage, getQueryFn, readApiError } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: string, status: number, statusText = '') => new Response(body, { status, statusText });

function stubFetch(res: Response) {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => res),
  );
}

describe('readApiError', () => {
  it('keeps the status, the parsed JSON body and the specified "{status}: {body text}" message', async () => {
    const text = JSON.stringify({
      code: 'VALIDATION',
      message: 'Age must be a number',
      issues: [{ path: 'age', message: 'Age must be a number' }],
    });
    const err = await readApiError(answer(text, 400));
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.status).toBe(400);
    expect(err.message).toBe(`400: ${text}`);
    expect(err.body).toEqual({
      code: 'VALIDATION',
      message: 'Age must be a number',
      issues: [{ path: 'age', message: 'Age must be a number' }],
    });
  });

  it('has no body for an answer that is not a JSON object (a proxy page, a bare string)', async () => {
    const html = await readApiError(answer('<h1>Bad gateway</h1>', 502));
    expect(html).toMatchObject({ status: 502, body: null, message: '502: <h1>Bad gateway</h1>' });
    const bare = await readApiError(answer('"Slow down"', 429));
    expect(bare).toMatchObject({ status: 429, body: null });
  });

  it('uses the status text when the body is empty', async () => {
    const err = await readApiError(answer('', 503, 'Service Unavailable'));
    expect(err.message).toBe('503: Service Unavailable');
    expect(err.body).toBeNull();
  });
});

describe('the JSON helpers', () => {
  it('apiJson rejects a non-2xx answer with the typed error, whose message a person can read', async () => {
    stubFetch(answer(JSON.stringify({ code: 'PLAN_LIMIT', message: 'You have used this month’s sessions' }), 403));
    const err = await apiJson('POST', '/api/subject-requests', { name: 'Astronomy' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT' } });
    expect(errorMessage(err)).toBe('You have used this month’s sessions');
  });

  it('the query function rejects with the typed error, or answers null for a 401 when asked to', async () => {
    stubFetch(answer(JSON.stringify({ message: 'Sign in' }), 401));
    const query = { queryKey: ['/api/auth/me'] } as unknown as Parameters<ReturnType<typeof getQueryFn>>[0];
    await expect(getQueryFn({ on401: 'returnNull' })(query)).resolves.toBeNull();

    stubFetch(answer(JSON.stringify({ message: 'Sign in' }), 401));
    const err = await Promise.resolve(getQueryFn({ on401: 'throw' })(query)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 401, body: { message: 'Sign in' } });
  });

  it('errorMessage has nothing to say about a failure that is not an API answer', () => {
    expect(errorMessage(new Error('offline'))).toBeUndefined();
  });
});
