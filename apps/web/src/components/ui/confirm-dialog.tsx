import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClass } from '@/components/ui/button';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** The words of the confirming button, and while its request runs. */
  confirm: string;
  busy: string;
  /** The words of the button that keeps things as they are. */
  keep: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
};

/**
 * A question before a change the learner cannot simply undo (a subscription cancelled, a family member removed); it
 * stays open, its buttons waiting, until the server has answered.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirm,
  busy,
  keep,
  pending,
  destructive = false,
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-ink-700">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('ghost', 'md')} disabled={pending}>
              {keep}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open until the server has answered. */}
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={pending}>
              {pending ? busy : confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
