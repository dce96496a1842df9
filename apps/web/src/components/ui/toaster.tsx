import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismiss, useToasts } from './use-toast';

/**
 * Radix Toast: 5000 ms, swipe right 50 px, F8 focuses the area; top on small screens, bottom right on larger,
 * above the help button and whatever the page keeps at the bottom (--bottom-clearance).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.type}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            'toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
            t.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
            t.className,
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="text-sm">{t.description}</Toast.Description>}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close"
            className={cn(
              'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2',
              t.variant === 'destructive' ? 'text-white' : 'text-slate-600',
            )}
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed left-0 right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:bottom-[calc(5.5rem+var(--bottom-clearance,0px))] sm:left-auto sm:right-0 sm:top-auto sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
