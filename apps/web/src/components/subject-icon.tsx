import {
  BookOpen,
  Briefcase,
  Calculator,
  Clock,
  CodeXml,
  Compass,
  DollarSign,
  FlaskConical,
  GraduationCap,
  House,
  Landmark,
  Lightbulb,
  MessagesSquare,
  Palette,
  Utensils,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Subject } from '@brightpath/shared/subjects';

/** The catalogue's icon names and the lucide icons that draw them. */
const SUBJECT_ICON: Record<Subject['icon'], LucideIcon> = {
  calculator: Calculator,
  flask: FlaskConical,
  'book-open': BookOpen,
  landmark: Landmark,
  'dollar-sign': DollarSign,
  utensils: Utensils,
  tools: Wrench,
  'graduation-cap': GraduationCap,
  lightbulb: Lightbulb,
  clock: Clock,
  house: House,
  compass: Compass,
  briefcase: Briefcase,
  messages: MessagesSquare,
  code: CodeXml,
  palette: Palette,
};

/** A subject's icon, decorative (the subject's name beside it is what is read); an unknown name draws the open book. */
export function SubjectIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = SUBJECT_ICON[icon as Subject['icon']] ?? BookOpen;
  return <Icon className={className} aria-hidden />;
}
