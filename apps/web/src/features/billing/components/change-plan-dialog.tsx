import { formatCents, type Plan, type PlanId } from '@brightpath/shared/billing';
import { PLAN_NAMES } from '@brightpath/shared/plan-names';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const CHANGE_PLAN = {
  title: (plan: string) => `Move to the ${plan} plan?`,
  text: (from: string, to: string, price: string) =>
    `Your ${from} subscription changes to ${to} at ${price} a month. You pay only the difference for the rest of this period (prorated), on your next bill; there is no second subscription.`,
  confirm: 'Change Plan',
  busy: 'Changing...',
  keep: 'Keep My Plan',
} as const;

type Props = {
  plan: Plan | null;
  from: PlanId | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** A subscriber choosing another paid plan confirms the change, which is prorated (issue 24). */
export function ChangePlanDialog({ plan, from, pending, onOpenChange, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={onOpenChange}
      title={plan ? CHANGE_PLAN.title(plan.name) : ''}
      confirm={CHANGE_PLAN.confirm}
      busy={CHANGE_PLAN.busy}
      keep={CHANGE_PLAN.keep}
      pending={pending}
      onConfirm={onConfirm}
    >
      {plan && from && <p>{CHANGE_PLAN.text(PLAN_NAMES[from], plan.name, formatCents(plan.priceCents))}</p>}
    </ConfirmDialog>
  );
}
