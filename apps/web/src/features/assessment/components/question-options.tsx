import { RadioGroup } from 'radix-ui';
import type { AssessmentQuestion } from '@brightpath/shared/assessment';

/** The options of one question as a radio group (arrow keys move between them). */
export function QuestionOptions({
  question,
  value,
  onChange,
  labelledBy,
}: {
  question: AssessmentQuestion;
  value: string | undefined;
  onChange: (id: string) => void;
  labelledBy: string;
}) {
  return (
    <RadioGroup.Root value={value ?? ''} onValueChange={onChange} aria-labelledby={labelledBy} aria-required className="grid gap-2.5">
      {question.options.map((o, i) => (
        <RadioGroup.Item
          key={o.id}
          value={o.id}
          className="group flex min-h-12 w-full items-center gap-3 rounded-xl border-2 border-line-200 bg-surface px-4 py-3 text-left text-ink-800 transition-colors hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800"
        >
          <span
            className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-surface-100 text-sm font-semibold text-ink-700 group-data-[state=checked]:bg-brand-600 group-data-[state=checked]:text-white"
            aria-hidden
          >
            {String.fromCharCode(65 + i)}
          </span>
          <span className="flex-1 font-medium">{o.label}</span>
          <span
            className="grid h-5 w-5 shrink-0 place-items-center rounded-full border-2 border-line-300 group-data-[state=checked]:border-brand-600"
            aria-hidden
          >
            <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
