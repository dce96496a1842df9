import { ChevronDown } from 'lucide-react';

export const ACCOUNT_BUTTON =
  'flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-ink-800 hover:bg-surface-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** What the account menu's button shows: the learner's initial and name. */
export function AccountButtonFace({ name }: { name: string }) {
  return (
    <>
      <span className="grid h-8 w-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" aria-hidden>
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="max-w-32 truncate">{name}</span>
      <ChevronDown className="h-4 w-4 text-ink-500" aria-hidden />
    </>
  );
}
