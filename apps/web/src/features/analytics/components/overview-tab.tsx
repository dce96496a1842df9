import { lazy } from 'react';
import { ArrowRight, BookOpen, Sparkles, Target, ThumbsUp, TrendingUp } from 'lucide-react';
import {
  AREA_RULES,
  LEVEL_XP_STEP,
  XP_SOURCE_LABEL,
  type ProgressAnalytics,
  type RecentSession,
  type StudyArea,
} from '@brightpath/shared/analytics';
import { formatHoursMinutes } from '@brightpath/shared/learning-stats';
import { AppLink } from '@/components/ui/app-link';
import { ChartFigure } from '@/components/ui/chart-figure';
import { Progress as ProgressBar } from '@/components/ui/progress';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { formatShortDate, inRange, periodLabel } from '../lib/format';
import { LESSON_LINK } from '../lib/links';

const LearningTimeChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.LearningTimeChart })));

/** The Overview tab (spec 002 section 2): Strong Areas, Areas to Improve, Recent Sessions, with the range's learning time and the XP. */
export function OverviewTab({ data }: { data: ProgressAnalytics }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LearningTime data={data} />
      <XpCard data={data} />
      <Areas
        title="Strong Areas"
        icon={ThumbsUp}
        tone="bg-emerald-100 text-emerald-700"
        areas={data.strongAreas}
        barClass="[&>div]:bg-emerald-600 bg-emerald-100"
        empty={
          data.weakAreas.length > 0
            ? `No subject at ${AREA_RULES.strongPercent}% or more ${inRange(data.timeRange)} yet: keep practising with lesson quizzes.`
            : `Answer at least ${AREA_RULES.minAnswers} quiz questions in a subject's lessons to see your strong areas.`
        }
      />
      <Areas
        title="Areas to Improve"
        icon={Target}
        tone="bg-amber-100 text-amber-700"
        areas={data.weakAreas}
        barClass="[&>div]:bg-amber-500 bg-amber-100"
        empty={
          data.strongAreas.length > 0
            ? `Every subject of your quiz answers ${inRange(data.timeRange)} is at ${AREA_RULES.strongPercent}% or more. Well done!`
            : `Answer at least ${AREA_RULES.minAnswers} quiz questions in a subject's lessons to see where to improve.`
        }
      />
      <RecentSessions sessions={data.recentSessions} range={data.timeRange} className="lg:col-span-2" />
    </div>
  );
}

function LearningTime({ data }: { data: ProgressAnalytics }) {
  const total = data.trend.reduce((n, p) => n + p.minutes, 0);
  const per = data.trendUnit === 'day' ? 'day' : 'month';
  return (
    <SectionCard
      title="Learning Time"
      icon={TrendingUp}
      tone="bg-sky-100 text-sky-700"
      description={`${formatHoursMinutes(total)} ${inRange(data.timeRange)}: minutes per ${per} with your tutor, in lessons and with the study timer.`}
    >
      <ChartFigure
        label={`Minutes studied per ${per}, ${inRange(data.timeRange)}`}
        height={220}
        chart={<LearningTimeChart points={data.trend} unit={data.trendUnit} range={data.timeRange} />}
        table={
          <table>
            <thead>
              <tr>
                <th scope="col">{data.trendUnit === 'day' ? 'Day' : 'Month'}</th>
                <th scope="col">Minutes studied</th>
              </tr>
            </thead>
            <tbody>
              {data.trend.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{periodLabel(p.period, data.trendUnit, data.timeRange).long}</th>
                  <td>{p.minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </SectionCard>
  );
}

/** Where the XP came from, and how levels go: the rule itself, so the number can be checked. */
function XpCard({ data }: { data: ProgressAnalytics }) {
  const { level } = data;
  return (
    <SectionCard
      title="How You Earned Your XP"
      icon={Sparkles}
      description={`XP counts what you have done, all time. Each level takes its number times ${LEVEL_XP_STEP} XP: Level ${level.level} needs ${level.xpForNextLevel} XP, and ${level.xpToNextLevel} more take you to Level ${level.level + 1}.`}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">XP by what you did</caption>
        <thead>
          <tr className="text-left text-xs text-ink-600">
            <th scope="col" className="pb-2 font-medium">
              What you did
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-medium">
              Times
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-medium">
              XP each
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-medium">
              XP
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-100">
          {data.xpSources.map((s) => (
            <tr key={s.source}>
              <th scope="row" className="py-2 pr-2 text-left font-normal text-ink-700">
                {XP_SOURCE_LABEL[s.source]}
              </th>
              <td className="py-2 pl-3 text-right tabular-nums text-ink-700">{s.count}</td>
              <td className="py-2 pl-3 text-right tabular-nums text-ink-600">{s.each}</td>
              <td className="py-2 pl-3 text-right font-semibold tabular-nums text-ink-900">{s.xp}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line-200">
            <th scope="row" colSpan={3} className="pt-2 text-left font-semibold text-ink-900">
              Total
            </th>
            <td className="pt-2 pl-3 text-right font-bold tabular-nums text-ink-900">{data.totalXp}</td>
          </tr>
        </tfoot>
      </table>
    </SectionCard>
  );
}

function Areas({
  title,
  icon,
  tone,
  areas,
  barClass,
  empty,
}: {
  title: string;
  icon: typeof Target;
  tone: string;
  areas: StudyArea[];
  barClass: string;
  empty: string;
}) {
  return (
    <SectionCard title={title} icon={icon} tone={tone}>
      {areas.length === 0 ? (
        <p className="text-sm text-ink-600">{empty}</p>
      ) : (
        <ul className="space-y-4">
          {areas.map((a) => (
            <li key={a.subjectId ?? 'general'}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-ink-900">{a.name}</span>
                <span className="text-sm tabular-nums text-ink-700">
                  {a.accuracy}%{' '}
                  <span className="text-ink-600">
                    ({a.correct} of {a.answered} right)
                  </span>
                </span>
              </div>
              <ProgressBar
                value={a.accuracy}
                max={100}
                label={`${a.name} quiz accuracy`}
                valueText={`${a.accuracy}%, ${a.correct} of ${a.answered} right at the first try`}
                className={cn('mt-1.5', barClass)}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function RecentSessions({
  sessions,
  range,
  className,
}: {
  sessions: RecentSession[];
  range: ProgressAnalytics['timeRange'];
  className?: string;
}) {
  return (
    <SectionCard
      title="Recent Sessions"
      icon={BookOpen}
      className={className}
      description="Your latest structured lessons: each has five phases, from Listen to Quiz."
    >
      {sessions.length === 0 ? (
        <div className="text-sm text-ink-600">
          <p>No structured lessons {inRange(range)}.</p>
          <AppLink
            to={LESSON_LINK}
            className="mt-2 inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Start a lesson <ArrowRight className="h-4 w-4" aria-hidden />
          </AppLink>
        </div>
      ) : (
        <ul className="divide-y divide-line-100">
          {sessions.map((s) => {
            const done = s.status === 'completed';
            return (
              <li key={s.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-medium text-ink-900">{s.topic}</h3>
                  <p className="text-xs text-ink-600">{[s.subjectName, formatShortDate(s.startedAt)].filter(Boolean).join(' · ')}</p>
                </div>
                <div className="flex items-center gap-3 sm:w-64">
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                      done ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-800 ring-amber-200',
                    )}
                  >
                    {done ? 'Completed' : 'In progress'}
                  </span>
                  <ProgressBar
                    value={s.completedSteps}
                    max={s.totalSteps}
                    label={`${s.topic} steps`}
                    valueText={`${s.completedSteps} of ${s.totalSteps} steps`}
                  />
                  <span className="shrink-0 text-sm tabular-nums text-ink-700">
                    {s.completedSteps}/{s.totalSteps}
                    <span className="sr-only"> steps</span>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
