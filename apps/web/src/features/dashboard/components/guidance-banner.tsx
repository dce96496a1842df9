import { Lightbulb, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The dismissible guidance banner: a first pointer around the dashboard, gone for good once dismissed. */
export function GuidanceBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section
      aria-label="Guidance"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 py-3 pl-4 pr-2 text-amber-950 shadow-sm"
    >
      <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
      <p className="flex-1 text-sm leading-6">
        <span className="font-semibold">Tip:</span> start with Today&apos;s Learning, or pick a session below that fits the time you have.
        Your stats grow after every conversation with your tutor.
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8 shrink-0 text-amber-900 hover:bg-amber-100"
        aria-label="Dismiss guidance"
        onClick={onDismiss}
      >
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </section>
  );
}
