import { FamilyPage } from '@/features/family/components/family-page';

/** /family (under RequireAccount): the Family plan as the caller sees it: its owner, a member, or neither. */
export default function FamilyRoute() {
  return <FamilyPage />;
}
