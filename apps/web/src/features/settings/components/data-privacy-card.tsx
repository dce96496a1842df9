import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { Download, LogOut, ShieldCheck, Trash2 } from 'lucide-react';
import { DELETE_CONFIRMATION_WORD, DeleteAccountDataSchema } from '@brightpath/shared/account-data';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { forgetSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useDeleteAccountData } from '../api/delete-account-data';
import { useExportData } from '../api/export-data';
import { useLogoutAndReset } from '../api/logout-and-reset';
import { DATA_PRIVACY, DELETE_REDIRECT_MS } from '../lib/data-privacy';

const DIALOG =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl';

/**
 * Settings' Data & Privacy card (spec 002 sections 2 and 4): Export downloads everything the account holds; Logout &
 * Reset ends the session and clears the browser; Delete All Data, once the learner types the word, deletes the account
 * and everything in it on the server, says 'Data Cleared' and goes to / after 2 seconds (docs/decisions/032). `guest`:
 * the signed-in account is a guest's, which cannot be reached again once logged out: the card says so first.
 */
export function DataPrivacyCard({ guest = false }: { guest?: boolean }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const exporter = useExportData();
  const logout = useLogoutAndReset();
  const remover = useDeleteAccountData();
  const [dialog, setDialog] = useState<'logout' | 'delete' | null>(null);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Leaving the page before the redirect still forgets the deleted account in this tab.
  useEffect(
    () => () => {
      if (redirect.current === undefined) return;
      clearTimeout(redirect.current);
      forgetSession(qc, { everything: true });
    },
    [qc],
  );

  const exportData = async () => {
    try {
      await exporter.mutateAsync();
      toast({ ...DATA_PRIVACY.export.done });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: DATA_PRIVACY.export.failed.title,
        description: errorMessage(err) ?? DATA_PRIVACY.export.failed.description,
      });
    }
  };

  const logoutAndReset = async () => {
    setLogoutFailed(false);
    try {
      await logout.mutateAsync();
    } catch (err) {
      console.error('Logout failed', err);
      setDialog(null);
      setLogoutFailed(true);
      return;
    }
    setDialog(null);
    forgetSession(qc, { everything: true });
    toast({ ...DATA_PRIVACY.logout.done });
    void navigate('/');
  };

  const deleteEverything = async (confirmation: string) => {
    try {
      await remover.mutateAsync({ confirmation });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: DATA_PRIVACY.delete.failed.title,
        description: errorMessage(err) ?? DATA_PRIVACY.delete.failed.description,
      });
      return;
    }
    setDialog(null);
    setLeaving(true);
    storage.clearAll();
    toast({ ...DATA_PRIVACY.delete.done });
    // The account is gone and the session with it; the page stays while the toast is read, then the home page.
    redirect.current = setTimeout(() => {
      redirect.current = undefined;
      forgetSession(qc, { everything: true });
      void navigate('/');
    }, DELETE_REDIRECT_MS);
  };

  const busy = leaving || exporter.isPending || logout.isPending || remover.isPending;

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <ShieldCheck className="h-5 w-5 text-brand-600" aria-hidden /> {DATA_PRIVACY.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{DATA_PRIVACY.description}</p>

      <div className="mt-4 divide-y divide-line-200">
        <Row title={DATA_PRIVACY.export.label} text={DATA_PRIVACY.export.text}>
          <Button variant="secondary" onClick={() => void exportData()} disabled={busy}>
            <Download className="h-4 w-4" aria-hidden />
            {exporter.isPending ? DATA_PRIVACY.export.busy : DATA_PRIVACY.export.button}
          </Button>
        </Row>

        <Row
          title={DATA_PRIVACY.logout.label}
          text={`${DATA_PRIVACY.logout.text} ${guest ? DATA_PRIVACY.logout.guestText : DATA_PRIVACY.logout.kept}`}
        >
          <Button variant="secondary" onClick={() => setDialog('logout')} disabled={busy}>
            <LogOut className="h-4 w-4" aria-hidden />
            {DATA_PRIVACY.logout.button}
          </Button>
        </Row>
        {logoutFailed && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {DATA_PRIVACY.logout.failed}
          </p>
        )}

        <Row title={DATA_PRIVACY.delete.label} text={DATA_PRIVACY.delete.text}>
          <Button variant="destructive" onClick={() => setDialog('delete')} disabled={busy}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {DATA_PRIVACY.delete.button}
          </Button>
        </Row>
      </div>
      <p role="status" className="text-sm font-medium text-ink-700">
        {leaving ? DATA_PRIVACY.delete.leaving : ''}
      </p>

      <LogoutDialog
        guest={guest}
        open={dialog === 'logout'}
        onOpenChange={(open) => setDialog(open ? 'logout' : null)}
        pending={logout.isPending}
        onConfirm={() => void logoutAndReset()}
      />
      <DeleteDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        pending={remover.isPending}
        onConfirm={(word) => void deleteEverything(word)}
      />
    </Card>
  );
}

function Row({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
        <p className="mt-0.5 text-sm text-ink-600">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; pending: boolean };

function LogoutDialog({ guest, open, onOpenChange, pending, onConfirm }: DialogProps & { guest: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <AlertDialog.Content className={DIALOG}>
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">{DATA_PRIVACY.logout.confirmTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-700">
            {DATA_PRIVACY.logout.confirmText}
            {guest && <strong className="mt-2 block font-semibold text-ink-900">{DATA_PRIVACY.logout.guestText}</strong>}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('ghost', 'md')} disabled={pending}>
              {DATA_PRIVACY.logout.cancel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open until the server has answered. */}
            <Button variant="primary" onClick={onConfirm} disabled={pending}>
              {pending ? DATA_PRIVACY.logout.busy : DATA_PRIVACY.logout.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function DeleteDialog({ open, onOpenChange, pending, onConfirm }: DialogProps & { onConfirm: (word: string) => void }) {
  const [word, setWord] = useState('');
  const inputId = useId();
  const hintId = useId();
  // The same rule the server applies (shared/account-data.ts): the word, exactly.
  const confirmed = DeleteAccountDataSchema.safeParse({ confirmation: word }).success;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !pending) onConfirm(word);
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setWord('');
        onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <AlertDialog.Content className={DIALOG}>
          <form onSubmit={submit}>
            <AlertDialog.Title className="text-lg font-semibold text-ink-900">{DATA_PRIVACY.delete.confirmTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-700">{DATA_PRIVACY.delete.confirmText}</AlertDialog.Description>
            <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-ink-900">
              {DATA_PRIVACY.delete.wordLabel}
            </label>
            <Input
              id={inputId}
              className="mt-1"
              value={word}
              onChange={(e) => setWord(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={hintId}
              disabled={pending}
            />
            <p id={hintId} className="mt-1 text-xs text-ink-600">
              Letters in capitals: {DELETE_CONFIRMATION_WORD}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('ghost', 'md')} disabled={pending}>
                {DATA_PRIVACY.delete.cancel}
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {pending ? DATA_PRIVACY.delete.busy : DATA_PRIVACY.delete.confirm}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
