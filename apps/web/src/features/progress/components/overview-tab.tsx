import { ArrowRight, BookOpenCheck, BookX, Brain, CalendarDays, Clock, Flame, History, TrendingUp } from 'lucide-react';
import { formatHoursMinutes, type ProgressOverview } from '@brightpath/shared/learning-stats';
import type { Progress } from '@brightpath/shared/progress';
import type { WeeklyDay } from '@brightpath/shared/weekly-activity';
import { SubjectIcon } from '@/components/subject-icon';
import { cn } from '@/lib/cn';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { Progress as ProgressBar } from '@/components/ui/progress';
import { formatDateTime, formatDay, levelLabel, plural, relativeDay } from '../lib/format';
import { SectionCard, StatList, type Stat } from '@/components/ui/section-card';

type Props = {
  data: Progress;
  iconFor: (subjectId: number) => string | undefined;
};

/** The Overview tab: the four cards, Weekly Activity, Subject Progress and the Last Learning Session (spec 001 section 2). */
export function OverviewTab({ data, iconFor }: Props) {
  const { overview, weekly } = data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="progress-glance-heading">
        <h2 id="progress-glance-heading" className="sr-only">
          Your learning at a glance
        </h2>
        <StatList stats={overviewStats(overview)} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <WeeklyActivity days={weekly} className="lg:row-span-2" />
        <SubjectProgress subjects={overview.subjects} iconFor={iconFor} />
        <LastSession overview={overview} iconFor={iconFor} />
      </div>
    </div>
  );
}

function overviewStats(o: ProgressOverview): Stat[] {
  return [
    { key: 'sessions', label: 'Study Sessions', value: String(o.totalSessions), icon: BookOpenCheck, tone: 'bg-brand-100 text-brand-700' },
    { key: 'time', label: 'Time Studied', value: formatHoursMinutes(o.studyTime), icon: Clock, tone: 'bg-sky-100 text-sky-700' },
    { key: 'concepts', label: 'Concepts Learned', value: String(o.conceptsLearned), icon: Brain, tone: 'bg-emerald-100 text-emerald-700' },
    { key: 'streak', label: 'Study Streak', value: plural(o.streak, 'day', 'days'), icon: Flame, tone: 'bg-orange-100 text-orange-700' },
  ];
}

/**
 * The last 7 days as a column chart, today last: each column is the day's study time against the busiest day's.
 * An empty week is the same chart with its columns waiting to be filled. Each column is a list item that says
 * what the day held, so a screen reader reads the week as a list.
 */
function WeeklyActivity({ days, className }: { days: WeeklyDay[]; className?: string }) {
  const most = Math.max(1, ...days.map((d) => d.minutes));
  const quiet = days.every((d) => d.sessions === 0 && d.messages === 0 && d.minutes === 0);
  const today = days[days.length - 1];
  return (
    <SectionCard
      title="Weekly Activity"
      icon={CalendarDays}
      className={className}
      description="Your last 7 days: time studied (with your tutor, lessons and the study timer), sessions and messages."
    >
      <ol className="grid h-44 grid-cols-7 items-end gap-2" aria-describedby={quiet ? 'weekly-quiet' : undefined}>
        {days.map((d, i) => {
          const day = formatDay(d.date);
          const isToday = i === days.length - 1;
          const held = dayActivity(d);
          const height = d.minutes > 0 ? Math.max(6, Math.round((d.minutes * 100) / most)) : 0;
          return (
            <li key={d.date} className="flex h-full flex-col items-center justify-end gap-1.5">
              <span className="sr-only">
                {isToday ? `Today, ${day.long}` : day.long}: {held || 'No activity'}
              </span>
              <span aria-hidden className="text-xs font-medium text-ink-700">
                {d.minutes > 0 ? `${d.minutes}m` : ''}
              </span>
              <span aria-hidden className="flex w-full max-w-10 flex-1 items-end">
                {height > 0 ? (
                  <span className="w-full rounded-t-md bg-brand-600" style={{ height: `${height}%` }} />
                ) : (
                  <span
                    className={cn(
                      'h-full w-full rounded-md border-2 border-dashed',
                      isToday ? 'border-brand-300 bg-brand-50' : 'border-line-200',
                    )}
                  />
                )}
              </span>
              <span aria-hidden className={cn('text-xs font-medium', isToday ? 'text-brand-700' : 'text-ink-600')}>
                {isToday ? 'Today' : d.weekday}
              </span>
            </li>
          );
        })}
      </ol>
      <p id="weekly-quiet" className="mt-4 text-sm text-ink-600" aria-hidden={!quiet || undefined}>
        {quiet ? 'Nothing this week yet. A short session today starts a new streak.' : `Today: ${dayActivity(today!) || 'nothing yet'}.`}
      </p>
    </SectionCard>
  );
}

/** What a day held, its empty parts left out: '1 session · 3 messages sent · 25 min studied'; '' for a quiet day. */
function dayActivity(d: WeeklyDay): string {
  return [
    d.minutes > 0 && `${d.minutes} min studied`,
    d.sessions > 0 && plural(d.sessions, 'session', 'sessions'),
    d.messages > 0 && `${plural(d.messages, 'message', 'messages')} sent`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function SubjectProgress({ subjects, iconFor }: { subjects: ProgressOverview['subjects']; iconFor: Props['iconFor'] }) {
  return (
    <SectionCard
      title="Subject Progress"
      icon={TrendingUp}
      tone="bg-emerald-100 text-emerald-700"
      description="Five sessions fill the first half of a bar, five concepts learned in lesson quizzes the second."
    >
      {subjects.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-300 p-6 text-center">
          <BookX className="h-8 w-8 text-ink-400" aria-hidden />
          <p className="text-sm text-ink-600">Choose your subjects to follow their progress here.</p>
          <AppLink to="/subject-selection" className={buttonClass('secondary', 'sm')}>
            Choose subjects
          </AppLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {subjects.map((s) => (
            <li key={s.subjectId}>
              <div className="flex items-center gap-3">
                <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <SubjectIcon icon={iconFor(s.subjectId) ?? 'book-open'} className="h-5 w-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="truncate text-sm font-semibold text-ink-900">{s.name}</h3>
                    <span className="shrink-0 text-sm font-semibold text-ink-900">{s.progress}%</span>
                  </div>
                  <p className="text-xs text-ink-600">
                    <span className="sr-only">Level: </span>
                    {levelLabel(s.level)} · {plural(s.messages, 'message', 'messages')} exchanged
                  </p>
                </div>
              </div>
              <ProgressBar value={s.progress} max={100} label={`${s.name} progress`} className="mt-2" />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function LastSession({ overview, iconFor }: { overview: ProgressOverview; iconFor: Props['iconFor'] }) {
  const last = overview.lastSession;
  return (
    <SectionCard title="Last Learning Session" icon={History} tone="bg-sky-100 text-sky-700">
      {last ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
              <SubjectIcon icon={iconFor(last.subjectId) ?? 'book-open'} className="h-6 w-6" />
            </span>
            <div>
              <p className="font-semibold text-ink-900">{last.subjectName}</p>
              <p className="text-sm text-ink-600">
                <span className="capitalize">{relativeDay(last.startedAt)}</span> ·{' '}
                <time dateTime={last.startedAt}>{formatDateTime(last.startedAt)}</time>
              </p>
            </div>
          </div>
          <AppLink to={`/chat/${last.subjectId}`} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
            Continue Learning <ArrowRight className="h-4 w-4" aria-hidden />
          </AppLink>
        </div>
      ) : (
        <p className="text-sm text-ink-600">No tutoring session yet.</p>
      )}
    </SectionCard>
  );
}
