import { forwardRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The corners the floating widgets share, above whatever the page keeps at the bottom of the screen
 * (--bottom-clearance, lib/bottom-clearance.ts): the help chat on the right, the learning assistant on the left, in one
 * row, so neither covers the other. z-50 on the right: the help chat's panel wins over the assistant's (z-40).
 */
export const FLOATING_CORNERS = {
  right:
    'fixed bottom-[calc(1rem+var(--bottom-clearance,0px))] right-4 z-50 sm:bottom-[calc(1.5rem+var(--bottom-clearance,0px))] sm:right-6',
  left: 'fixed bottom-[calc(1rem+var(--bottom-clearance,0px))] left-4 z-40 sm:bottom-[calc(1.5rem+var(--bottom-clearance,0px))] sm:left-6',
} as const;

const TONES = {
  brand: 'bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600',
  violet: 'bg-violet-700 hover:bg-violet-800 focus-visible:outline-violet-700',
} as const;

type Props = {
  /** The button's name ('Open help chat'). */
  label: string;
  corner: keyof typeof FLOATING_CORNERS;
  tone: keyof typeof TONES;
  onOpen: () => void;
  /** The icon, hidden from screen readers (the label names the button). */
  children: ReactNode;
};

/** The round button that opens a floating widget's dialog; the widget moves focus back to it when the dialog closes. */
export const FloatingLauncher = forwardRef<HTMLButtonElement, Props>(({ label, corner, tone, onOpen, children }, ref) => (
  <button
    ref={ref}
    type="button"
    aria-label={label}
    aria-haspopup="dialog"
    onClick={onOpen}
    className={cn(
      FLOATING_CORNERS[corner],
      'grid h-14 w-14 place-items-center rounded-full text-white shadow-xl transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
      TONES[tone],
    )}
  >
    {children}
  </button>
));
FloatingLauncher.displayName = 'FloatingLauncher';
