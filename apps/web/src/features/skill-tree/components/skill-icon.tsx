import { BookOpen } from 'lucide-react';
import { SKILL_ICONS } from '../lib/skill-icons';

/** A skill's icon, decorative (its name beside it is what is read). */
export function SkillIcon({ name, className }: { name: string; className?: string }) {
  const Icon = SKILL_ICONS[name] ?? BookOpen;
  return <Icon className={className} aria-hidden />;
}
