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
import { SectionCard, StatList, type Stat } from './section-card';

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

/** The last 7 days as a list, today last; each day's bar is the learner's messages against the busiest day's. */
function WeeklyActivity({ days, className }: { days: WeeklyDay[]; className?: string }) {
  const most = Math.max(1, ...days.map((d) => d.messages));
  const quiet = days.every((d) => d.sessions === 0 && d.messages === 0 && d.minutes === 0);
  return (
    <SectionCard
      title="Weekly Activity"
      icon={CalendarDays}
      className={className}
      description="Your last 7 days: tutoring sessions, messages you sent and timed study."
    >
      {quiet && <p className="mb-3 text-sm text-slate-600">Nothing this week yet. A short session today starts a new streak.</p>}
      <ol className="space-y-2.5">
        {days.map((d, i) => {
          const day = formatDay(d.date);
          const today = i === days.length - 1;
          return (
            <li key={d.date} className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-3">
              <p className="text-sm leading-tight">
                <span className="sr-only">{today ? `Today, ${day.long}` : day.long}</span>
                <span aria-hidden className={cn('block font-medium', today ? 'text-brand-700' : 'text-slate-900')}>
                  {today ? 'Today' : d.weekday}
                </span>
                <span aria-hidden className="block text-xs text-slate-500">
                  {day.short}
                </span>
              </p>
              <div>
                <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${(d.messages * 100) / most}%` }} />
                </div>
                <p className={cn('mt-1 text-xs', dayActivity(d) ? 'text-slate-700' : 'text-slate-500')}>
                  {dayActivity(d) || 'No activity'}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}

/** What a day held, its empty parts left out: '1 session · 3 messages sent · 25 min timed'; '' for a quiet day. */
function dayActivity(d: WeeklyDay): string {
  return [
    d.sessions > 0 && plural(d.sessions, 'session', 'sessions'),
    d.messages > 0 && `${plural(d.messages, 'message', 'messages')} sent`,
    d.minutes > 0 && `${d.minutes} min timed`,
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
      description="Each bar fills as you and your tutor exchange messages in that subject."
    >
      {subjects.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <BookX className="h-8 w-8 text-slate-400" aria-hidden />
          <p className="text-sm text-slate-600">Choose your subjects to follow their progress here.</p>
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
                    <h3 className="truncate text-sm font-semibold text-slate-900">{s.name}</h3>
                    <span className="shrink-0 text-sm font-semibold text-slate-900">{s.progress}%</span>
                  </div>
                  <p className="text-xs text-slate-600">
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
              <p className="font-semibold text-slate-900">{last.subjectName}</p>
              <p className="text-sm text-slate-600">
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
        <p className="text-sm text-slate-600">No tutoring session yet.</p>
      )}
    </SectionCard>
  );
}
