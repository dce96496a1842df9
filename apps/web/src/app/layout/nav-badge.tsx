/** A short word beside a menu link's label (My Plan's plan name); the link is named with both: 'My Plan: Premium'. */
export function NavBadge({ text }: { text: string | null }) {
  if (!text) return null;
  return <span className="ml-1.5 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{text}</span>;
}
