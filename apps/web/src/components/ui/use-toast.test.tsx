import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, dismissOlderThan, toast, useToasts } from './use-toast';

describe('dismissOlderThan (a navigation)', () => {
  afterEach(() => {
    act(() => dismiss());
    vi.useRealTimers();
  });

  it('closes a toast shown longer ago than the limit, and keeps one shown just before', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    act(() => void toast({ title: 'Saved' }));
    vi.setSystemTime(new Date('2026-03-02T10:00:02.001Z'));
    act(() => dismissOlderThan(2000));
    expect(result.current.map((t) => [t.title, t.open])).toEqual([['Saved', false]]);

    act(() => void toast({ title: 'Login successful!' }));
    vi.setSystemTime(new Date('2026-03-02T10:00:03.900Z'));
    act(() => dismissOlderThan(2000));
    expect(result.current.map((t) => [t.title, t.open])).toEqual([['Login successful!', true]]);
  });
});
