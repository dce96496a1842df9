import type { ReactNode } from 'react';
import { Tooltip as T } from 'radix-ui';

/** Tooltip with the specified delays (700 ms, skip 300 ms); loaded only by the screens that use one. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Provider delayDuration={700} skipDelayDuration={300}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content sideOffset={6} className="z-50 rounded-md bg-ink-900 px-2.5 py-1.5 text-xs text-surface shadow-md">
            {content}
            <T.Arrow className="fill-ink-900" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
