import { CloudOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Marks the built-in offline tutor (DESIGN.md section 4: it labels itself). */
export function OfflineBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-surface-100 px-2 py-0.5 text-xs font-medium text-ink-700 ring-1 ring-inset ring-line-200',
        className,
      )}
      title="Replies come from Brightpath's built-in tutor, which works without an AI provider."
    >
      <CloudOff className="h-3.5 w-3.5" aria-hidden />
      Offline tutor
    </span>
  );
}
