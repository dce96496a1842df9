import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { useLogout } from './logout';

describe('useLogout', () => {
  it("leaves nothing of the learner in the browser: their id, flags and running study timer, the tab's state", async () => {
    for (const key of STORAGE_KEYS) localStorage.setItem(key, key === 'studyTimer' ? '{"userId":7,"running":true}' : '7');
    sessionStorage.setItem('assistant-widget', 'open');
    localStorage.setItem('something-else', 'kept');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const qc = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current());
    expect(STORAGE_KEYS.filter((key) => localStorage.getItem(key) !== null)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('something-else')).toBe('kept');
  });
});
