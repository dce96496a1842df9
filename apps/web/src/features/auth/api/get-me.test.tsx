import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/test/render';
import { useMe } from './get-me';

function renderUseMe() {
  const qc = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return renderHook(() => useMe(), { wrapper });
}

const ADA = { id: 7, username: 'ada', isGuest: false, onboardingComplete: true, firstName: 'Ada', age: 12 };

describe('useMe', () => {
  it('learns from the session probe that a visitor is signed out, without a call that answers 401', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/auth/session' ? json({ user: null }) : json({ message: 'Please sign in to continue.' }, 401),
    );
    const { result } = renderUseMe();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/session']);
  });

  it('answers the signed-in account the probe names', async () => {
    stubFetch(({ url }) => (url === '/api/auth/session' ? json({ user: ADA }) : json({ message: 'Not found' }, 404)));
    const { result } = renderUseMe();
    await waitFor(() => expect(result.current.data).toEqual(ADA));
  });
});
