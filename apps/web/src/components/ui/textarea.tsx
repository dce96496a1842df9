import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(({ className, ...props }, ref) => (
  <textarea
    ref={ref}
    className={cn(
      'block min-h-24 w-full rounded-lg border border-line-300 bg-surface px-3 py-2 text-sm text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-500',
      className,
    )}
    {...props}
  />
));
Textarea.displayName = 'Textarea';
