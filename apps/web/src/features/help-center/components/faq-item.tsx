import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Faq } from '../lib/faqs';

type Props = { faq: Faq; open: boolean; onToggle: () => void };

/**
 * One question as a disclosure (WAI-ARIA disclosure pattern): a button in a heading, with aria-expanded and
 * aria-controls, that shows or hides its answer. Enter and Space work as on any button.
 */
export function FaqItem({ faq, open, onToggle }: Props) {
  const id = useId();
  const panelId = `${id}-answer`;
  return (
    <li className="rounded-xl border border-line-200 bg-surface shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center justify-between gap-4 rounded-xl px-4 py-3 text-left font-medium text-ink-900 transition-colors hover:bg-surface-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
        >
          <span>{faq.question}</span>
          <ChevronDown
            className={cn('h-5 w-5 shrink-0 text-ink-500 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="space-y-3 border-t border-line-100 px-4 pb-4 pt-3 text-ink-700 sm:px-5">
        {faq.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
