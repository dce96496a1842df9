import type { ComponentProps, ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<typeof SectionCard>, 'header' | 'description'>;

/** A card of the profile screen: the app's section card, its title row as tall as the Edit button beside it. */
export const ProfileCard = (props: Props) => <SectionCard {...props} header="button" />;

/** A label and its value, in the card's description list. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-1 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** What a field shows when the learner has not filled it in. */
export function NotSet() {
  return <span className="text-ink-600 italic">Not set</span>;
}
