import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';

type Props = {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
};

/** One setting that is on or off: its name and what it does, and a switch named by them. */
export function SettingSwitch({ label, description, checked, onCheckedChange, className }: Props) {
  const id = useId();
  return (
    <div className={cn('flex items-center justify-between gap-4 py-3', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="block font-medium text-ink-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-600">
            {description}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-surface-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="pointer-events-none block h-5 w-5 translate-x-0.5 rounded-full bg-on-solid shadow ring-0 transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
