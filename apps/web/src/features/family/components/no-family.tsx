import { Check, Users } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { FAMILY_COPY } from '../lib/family-copy';

const COPY = FAMILY_COPY.none;

/** The Family plan explained, for a learner in no family, with the way to choose it. */
export function NoFamily() {
  return (
    <div className="mt-8">
      <SectionCard title="One plan for the whole family" icon={Users} description={COPY.intro}>
        <ul className="space-y-2">
          {COPY.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-sm text-ink-800">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <AppLink to="/pricing" className={buttonClass('primary', 'md')}>
            {COPY.cta}
          </AppLink>
          <p className="text-sm text-ink-600">{COPY.joinHint}</p>
        </div>
      </SectionCard>
    </div>
  );
}
