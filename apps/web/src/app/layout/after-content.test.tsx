import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useAfterContent } from './after-content';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A page whose content waits for a query, and the extras that wait for the content. */
function Page({ answer }: { answer: Promise<string> }) {
  const { data } = useQuery({ queryKey: ['content'], queryFn: () => answer });
  const extras = useAfterContent();
  return (
    <>
      <p>{data ?? 'Loading'}</p>
      {extras && <p>Extras</p>}
    </>
  );
}

describe('useAfterContent', () => {
  it('lets the extras load only once no query is loading and the browser is idle', async () => {
    // The browser's idle callbacks, those not cancelled.
    const idle = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => (idle.set(++next, run), next));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    let resolve!: (s: string) => void;
    renderWithProviders(<Page answer={new Promise((r) => (resolve = r))} />);
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    // Idle while the content loads: nothing waits on the idle moment.
    expect(idle.size).toBe(0);
    await act(async () => resolve('Content'));
    expect(await screen.findByText('Content')).toBeInTheDocument();
    expect(screen.queryByText('Extras')).not.toBeInTheDocument();
    expect(idle.size).toBe(1);
    act(() => [...idle.values()][0]!());
    expect(screen.getByText('Extras')).toBeInTheDocument();
  });

  it('lets them load at the latest after 4 seconds, however busy the page stays', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderWithProviders(<Page answer={new Promise(() => {})} />);
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.queryByText('Extras')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Extras')).toBeInTheDocument();
  });
});
