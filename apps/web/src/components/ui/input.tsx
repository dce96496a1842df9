import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, ...props }, ref) => (
  <input
    ref={ref}
    className={cn(
      'block h-10 w-full rounded-lg border border-line-300 bg-surface px-3 text-sm text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-500',
      className,
    )}
    {...props}
  />
));
Input.displayName = 'Input';
