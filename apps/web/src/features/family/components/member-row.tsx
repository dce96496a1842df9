import { useId, useState } from 'react';
import { ChevronDown, UserMinus } from 'lucide-react';
import type { Family } from '@brightpath/shared/billing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FAMILY_COPY, formatDay } from '../lib/family-copy';
import { MemberProgress } from './member-progress';

const COPY = FAMILY_COPY.owner;
export type Member = Family['members'][number];

/** A member in the owner's list: who they are, their progress summary when opened, and Remove (the list confirms it). */
export function MemberRow({ member, onRemove }: { member: Member; onRemove: () => void }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);

  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-900">{member.name}</h3>
          <p className="text-sm text-ink-600">
            {member.age !== null && `${COPY.age(member.age)} · `}
            {COPY.joined(formatDay(member.joinedAt))}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {/* Each member's buttons name the member: the visible words first, as a screen reader's user would say them. */}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${open ? COPY.hideProgress : COPY.showProgress} (${member.name})`}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown className={cn('h-4 w-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden />
            {open ? COPY.hideProgress : COPY.showProgress}
          </Button>
          <Button variant="ghost" size="sm" aria-label={`${COPY.remove} ${member.name}`} onClick={onRemove}>
            <UserMinus className="h-4 w-4" aria-hidden /> {COPY.remove}
          </Button>
        </div>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <MemberProgress userId={member.userId} />}
      </div>
    </li>
  );
}
