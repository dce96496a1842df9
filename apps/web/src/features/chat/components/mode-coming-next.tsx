import type { LucideIcon } from 'lucide-react';
import { MessageSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type Props = { icon: LucideIcon; title: string; text: string; onChat: () => void };

/** A mode that ships in a later release, said plainly, with the way back to Chat. */
export function ModeComingNext({ icon: Icon, title, text, onChat }: Props) {
  return (
    <div className="flex flex-1 items-start justify-center overflow-y-auto px-4 py-10 sm:py-16">
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto grid h-12 w-12 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
          <Icon className="h-6 w-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm text-slate-700">{text}</p>
        <Button className="mt-5" onClick={onChat}>
          <MessageSquare className="h-4 w-4" aria-hidden /> Go to Chat
        </Button>
      </div>
    </div>
  );
}
