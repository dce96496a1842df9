import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

/**
 * The console's dialogs: a title, what it is about, its content, scrolling within the screen on a phone; Escape and
 * the close button close it, and focus returns to what opened it (Radix Dialog).
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-5 shadow-xl sm:p-6 ${wide ? 'max-w-2xl' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-ink-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="grid h-9 w-9 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-surface-100 focus-visible:outline-2 focus-visible:outline-brand-600">
              <X className="h-5 w-5" aria-hidden />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
