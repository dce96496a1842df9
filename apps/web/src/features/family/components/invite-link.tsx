import { useId, useRef, useState } from 'react';
import { Copy, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FamilyInvite } from '../api/create-invite';
import { FAMILY_COPY, formatMoment } from '../lib/family-copy';

const COPY = FAMILY_COPY.owner;

/** The invitation just made: its link to copy (to the clipboard, or selected when the browser refuses) and its expiry. */
export function InviteLink({ invite, icon: Icon }: { invite: FamilyInvite; icon: LucideIcon }) {
  const inputId = useId();
  const helpId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.url);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Icon className="h-4 w-4 text-brand-700" aria-hidden /> {COPY.linkTitle}
      </h3>
      <label htmlFor={inputId} className="sr-only">
        {COPY.linkLabel}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Input
          ref={field}
          id={inputId}
          readOnly
          value={invite.url}
          aria-describedby={helpId}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden /> {COPY.copy}
        </Button>
      </div>
      <p id={helpId} className="mt-2 text-sm text-ink-700">
        {COPY.linkHelp} {COPY.expires(formatMoment(invite.expiresAt))}
      </p>
      <p role="status" className="mt-1 text-sm font-medium text-brand-800">
        {copied === 'yes' ? COPY.copied : copied === 'failed' ? COPY.copyFailed : ''}
      </p>
    </div>
  );
}
