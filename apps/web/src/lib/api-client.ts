import type { QueryFunction } from '@tanstack/react-query';

/** The JSON body of a failed call, as the server's error handler writes it (other fields, such as upgradeUrl, pass through). */
export type ApiErrorBody = { message?: string; code?: string; issues?: { path: string; message: string }[] };

/** An API failure: the message keeps the specified '{status}: {body text}' shape; body is the parsed JSON when there is some. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    public status: number,
    public body: ApiErrorBody | null,
  ) {
    super(message);
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a failed answer into the typed error. Every caller uses it: the JSON helpers below and the tutor's
 * stream, which cannot use them because its successful answer is not JSON.
 */
export async function readApiError(res: Response): Promise<ApiRequestError> {
  const text = (await res.text()) || res.statusText;
  return new ApiRequestError(`${res.status}: ${text}`, res.status, parseErrorBody(text));
}

async function throwIfResNotOk(res: Response) {
  if (!res.ok) throw await readApiError(res);
}

function assertJson(res: Response) {
  const type = res.headers.get('content-type');
  if (type && !type.includes('application/json')) throw new Error(`Expected JSON response but got ${type}`);
}

/** The one request helper (spec 000 section 7): JSON in, JSON out, the session cookie always sent. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  console.debug(`[api] ${method} ${url}`);
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data ?? {}) : undefined,
    credentials: 'include',
  });
  console.debug(`[api] ${method} ${url} -> ${res.status}`);
  await throwIfResNotOk(res);
  assertJson(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default query function: GET the first element of the query key. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const url = queryKey[0] as string;
    console.debug(`[api] GET ${url}`);
    const res = await fetch(url, { credentials: 'include' });
    console.debug(`[api] GET ${url} -> ${res.status}`);
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    assertJson(res);
    return (await res.json()) as T;
  };

/** The message a person should read from any failure. */
export function errorMessage(err: unknown): string | undefined {
  if (err instanceof ApiRequestError) return err.body?.message;
  return undefined;
}
