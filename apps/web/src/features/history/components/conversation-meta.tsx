import { CalendarDays, Clock } from 'lucide-react';
import { SubjectIcon } from '@/components/subject-icon';
import { formatDay, formatDuration } from '../lib/format';

type Props = { subject: string; subjectIcon?: string; date: string; duration?: number };

/** A conversation's subject, date and (when known) duration, in one line that wraps on a phone. */
export function ConversationMeta({ subject, subjectIcon, date, duration }: Props) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Subject</dt>
        <SubjectIcon icon={subjectIcon ?? 'book-open'} className="h-4 w-4 text-brand-600" />
        <dd className="font-medium text-ink-800">{subject}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Date</dt>
        <CalendarDays className="h-4 w-4" aria-hidden />
        <dd>
          <time dateTime={date}>{formatDay(date)}</time>
        </dd>
      </div>
      {duration !== undefined && (
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">Duration</dt>
          <Clock className="h-4 w-4" aria-hidden />
          <dd>{formatDuration(duration)}</dd>
        </div>
      )}
    </dl>
  );
}
