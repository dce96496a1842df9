// Renders a component the way the app does: a fresh query client with the app's defaults, a router and the toaster.
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../components/ui/toaster';
import { queryClient as appQueryClient } from '../lib/query-client';

/** The current path and query, readable by label, so a test can see where a component navigated. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Current path">{pathname}</output>
      <output aria-label="Current query">{search}</output>
    </>
  );
}

type Options = {
  /** Where the component is mounted (default '/'). */
  path?: string;
  /** Other pages the component may navigate to, by path. */
  pages?: Record<string, ReactNode>;
  /** The address opened, when it carries a query (default `path`): '/chat?review=1'. */
  entry?: string;
};

export function renderWithProviders(ui: ReactElement, { path = '/', pages = {}, entry = path }: Options = {}) {
  // A new client per test: cached queries must not carry over; the defaults are the app's own (no retries, never stale).
  const queryClient = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(pages).map(([p, page]) => (
            <Route key={p} path={p} element={page} />
          ))}
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

export type FetchCall = { url: string; method: string; body: unknown };

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces the global fetch with `answer` and records every call (URL, method, parsed JSON body).
 * The project restores the real fetch after each test (unstubGlobals).
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { url, method: init?.method ?? 'GET', body };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
