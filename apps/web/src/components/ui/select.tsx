import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A native select (keyboard and screen-reader behaviour for free), styled like Input. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(({ className, children, ...props }, ref) => (
  <div className="relative">
    <select
      ref={ref}
      className={cn(
        'block h-10 w-full appearance-none rounded-lg border border-line-300 bg-surface pl-3 pr-9 text-sm text-ink-900 shadow-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    >
      {children}
    </select>
    <ChevronDown className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500" aria-hidden />
  </div>
));
Select.displayName = 'Select';
