import { BookOpen, Calculator, DollarSign, FlaskConical, Landmark, Utensils, Wrench, type LucideIcon } from 'lucide-react';
import type { Subject } from '@brightpath/shared/subjects';

const ICONS: Record<Subject['icon'], LucideIcon> = {
  calculator: Calculator,
  flask: FlaskConical,
  'book-open': BookOpen,
  landmark: Landmark,
  'dollar-sign': DollarSign,
  utensils: Utensils,
  tools: Wrench,
};

export function SubjectIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon as Subject['icon']] ?? BookOpen;
  return <Icon className={className} aria-hidden />;
}
