import { BookOpen, CheckCircle2, Clock, Layers, Library, StickyNote } from 'lucide-react';
import type { ContentInteractions } from '@brightpath/shared/analytics';
import { AppLink } from '@/components/ui/app-link';
import { Progress as ProgressBar } from '@/components/ui/progress';
import { SectionCard } from '@/components/ui/section-card';
import { formatSeconds, formatShortDate, inRange } from '../lib/format';
import { LESSON_LINK } from '../lib/links';
import { Figures, type Figure } from './figures';

const TYPE_LABEL = { lesson: 'Lesson', card: 'Topic card' } as const;

/**
 * The Content Engagement tab (spec 002 sections 2 and 3): the lessons opened in the range and the topic cards they
 * hold, how many were completed and the time spent, measured from the stored timestamps.
 */
export function ContentTab({ data }: { data: ContentInteractions }) {
  const figures: Figure[] = [
    { key: 'total', label: 'Interactions', value: String(data.totalInteractions), icon: Layers, tone: 'bg-brand-100 text-brand-700' },
    { key: 'done', label: 'Completed', value: String(data.completedContent), icon: CheckCircle2, tone: 'bg-emerald-100 text-emerald-700' },
    { key: 'time', label: 'Time Spent', value: formatSeconds(data.totalWatchTime), icon: Clock, tone: 'bg-sky-100 text-sky-700' },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="content-figures-heading">
        <h2 id="content-figures-heading" className="sr-only">
          Content engagement {inRange(data.timeRange)}
        </h2>
        <Figures figures={figures} />
      </section>
      <SectionCard
        title="Recent Interactions"
        icon={Library}
        description="A lesson is complete when all five phases are done; its topic cards are read once its Listen phase is done. Time counts from when a lesson opened to your last quiz answer in it, pauses of more than 10 minutes left out; a card's time is part of its lesson's."
      >
        {data.recentInteractions.length === 0 ? (
          <div className="text-sm text-ink-600">
            <p>No lessons or topic cards {inRange(data.timeRange)}.</p>
            <AppLink
              to={LESSON_LINK}
              className="mt-2 inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Start a lesson
            </AppLink>
          </div>
        ) : (
          <ul className="divide-y divide-line-100">
            {data.recentInteractions.map((i) => {
              const Icon = i.contentType === 'lesson' ? BookOpen : StickyNote;
              return (
                <li key={i.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <span className="mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-surface-100 text-ink-700" aria-hidden>
                      <Icon className="h-4 w-4" />
                    </span>
                    <div className="min-w-0">
                      <h3 className="truncate font-medium text-ink-900">{i.contentTitle}</h3>
                      <p className="text-xs text-ink-600">
                        {TYPE_LABEL[i.contentType]}
                        {i.contentType === 'card' ? ` in ${i.lessonTopic}` : i.subjectName ? ` · ${i.subjectName}` : ''} ·{' '}
                        {formatShortDate(i.at)}
                      </p>
                    </div>
                  </div>
                  <div className="flex items-center gap-3 sm:w-72">
                    <ProgressBar
                      value={i.completionPercentage}
                      max={100}
                      label={`${i.contentTitle} (${TYPE_LABEL[i.contentType].toLowerCase()}) completion`}
                      valueText={`${i.completionPercentage}% complete`}
                    />
                    <span className="w-12 shrink-0 text-right text-sm tabular-nums text-ink-700">{i.completionPercentage}%</span>
                    <span className="w-20 shrink-0 text-right text-sm tabular-nums text-ink-700">
                      {i.watchTime === null ? (
                        <>
                          <span aria-hidden>—</span>
                          <span className="sr-only">Time counted in its lesson</span>
                        </>
                      ) : (
                        <>
                          <span className="sr-only">Time spent: </span>
                          {formatSeconds(i.watchTime)}
                        </>
                      )}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
