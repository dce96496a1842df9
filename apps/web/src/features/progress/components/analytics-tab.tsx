import { lazy } from 'react';
import { ArrowRight, Award, BarChart3, Gauge, Lightbulb, ThumbsUp, Target } from 'lucide-react';
import { formatHoursMinutes, MASTERY_BADGE_PERCENT, type SubjectMastery } from '@brightpath/shared/learning-stats';
import type { Progress } from '@brightpath/shared/progress';
import type { Recommendation, RecommendationId } from '@brightpath/shared/recommendations';
import type { WeeklyDay } from '@brightpath/shared/weekly-activity';
import { AppLink } from '@/components/ui/app-link';
import { ChartFigure } from '@/components/ui/chart-figure';
import { cn } from '@/lib/cn';
import { formatDay, plural, PRIORITY_LABEL } from '../lib/format';
import { SectionCard } from '@/components/ui/section-card';

const WeeklyProgressChart = lazy(() => import('./progress-charts').then((m) => ({ default: m.WeeklyProgressChart })));
const SubjectMasteryChart = lazy(() => import('./progress-charts').then((m) => ({ default: m.SubjectMasteryChart })));

/** The Analytics tab: Learning Overview, Subject Mastery, Weekly Progress, Personalized Recommendations (spec 001 section 2). */
export function AnalyticsTab({ data }: { data: Progress }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LearningOverview data={data} />
      <SubjectMasteryCard subjects={data.overview.subjects} />
      <WeeklyProgress days={data.weekly} />
      <Recommendations items={data.recommendations} />
    </div>
  );
}

function LearningOverview({ data }: { data: Progress }) {
  const { overview } = data;
  const studied = overview.subjects.filter((s) => s.sessions > 0).length;
  const figures = [
    { label: 'Time studied', value: formatHoursMinutes(overview.studyTime) },
    { label: 'Focus time', value: formatHoursMinutes(overview.focusTime) },
    { label: 'Study sessions', value: String(overview.totalSessions) },
    { label: 'Avg. session', value: `${overview.averageSession} min` },
    { label: 'Concepts learned', value: String(overview.conceptsLearned) },
    { label: 'Subjects studied', value: overview.subjects.length > 0 ? `${studied} of ${overview.subjects.length}` : '0' },
  ];
  return (
    <SectionCard
      title="Learning Overview"
      icon={Gauge}
      description="Time studied counts the minutes you were active with your tutor, in lessons and with the study timer; focus time is the part with your tutor and lessons."
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-surface-50 p-3 ring-1 ring-inset ring-line-200">
            <dt className="text-xs font-medium text-ink-600">{f.label}</dt>
            <dd className="mt-1 text-xl font-bold tracking-tight text-ink-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function SubjectMasteryCard({ subjects }: { subjects: SubjectMastery[] }) {
  const mastered = subjects.filter((s) => s.mastered);
  return (
    <SectionCard
      title="Subject Mastery"
      icon={Target}
      tone="bg-emerald-100 text-emerald-700"
      description={`Mastery is a subject's progress: five sessions fill half, five concepts learned in lesson quizzes the rest. A subject earns its badge at ${MASTERY_BADGE_PERCENT}%.`}
    >
      {subjects.length === 0 ? (
        <p className="text-sm text-ink-600">Choose your subjects to see your mastery of each.</p>
      ) : (
        <>
          <ChartFigure
            label="Mastery by subject"
            height={Math.max(130, subjects.length * 44 + 50)}
            chart={<SubjectMasteryChart subjects={subjects} badgeAt={MASTERY_BADGE_PERCENT} />}
            table={
              <table>
                <thead>
                  <tr>
                    <th scope="col">Subject</th>
                    <th scope="col">Mastery</th>
                    <th scope="col">Badge</th>
                  </tr>
                </thead>
                <tbody>
                  {subjects.map((s) => (
                    <tr key={s.subjectId}>
                      <th scope="row">{s.name}</th>
                      <td>{s.mastery}%</td>
                      <td>{s.mastered ? 'Mastered' : 'Not yet'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
          {mastered.length > 0 && (
            <ul aria-label="Mastery badges" className="mt-4 flex flex-wrap gap-2">
              {mastered.map((s) => (
                <li
                  key={s.subjectId}
                  className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200"
                >
                  <Award className="h-3.5 w-3.5" aria-hidden />
                  {s.name}: Mastered
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SectionCard>
  );
}

function WeeklyProgress({ days }: { days: WeeklyDay[] }) {
  const total = days.reduce((n, d) => ({ messages: n.messages + d.messages, sessions: n.sessions + d.sessions }), {
    messages: 0,
    sessions: 0,
  });
  return (
    <SectionCard
      title="Weekly Progress"
      icon={BarChart3}
      tone="bg-sky-100 text-sky-700"
      description={`This week: ${plural(total.sessions, 'session', 'sessions')} and ${plural(total.messages, 'message', 'messages')} sent.`}
    >
      <ChartFigure
        label="Messages sent and sessions per day, last 7 days"
        height={240}
        chart={<WeeklyProgressChart days={days} />}
        table={
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Sessions</th>
                <th scope="col">Messages sent</th>
                <th scope="col">Timed minutes</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDay(d.date).long}</th>
                  <td>{d.sessions}</td>
                  <td>{d.messages}</td>
                  <td>{d.minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </SectionCard>
  );
}

const PRIORITY_TONE: Record<Recommendation['priority'], string> = {
  high: 'bg-red-50 text-red-800 ring-red-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  low: 'bg-surface-100 text-ink-700 ring-line-200',
};

/** Where each recommendation can be acted on. */
const RECOMMENDATION_ACTION: Record<RecommendationId, { to: string; label: string }> = {
  'learning-habit': { to: '/chat', label: 'Start a session' },
  'explore-subjects': { to: '/subject-selection', label: 'Choose subjects' },
  'advanced-topics': { to: '/chat', label: 'Ask your tutor' },
};

function Recommendations({ items }: { items: Recommendation[] }) {
  return (
    <SectionCard title="Personalized Recommendations" icon={Lightbulb} tone="bg-amber-100 text-amber-700">
      {items.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
          <ThumbsUp className="h-5 w-5 shrink-0" aria-hidden />
          You are on a great path. Keep up your regular sessions!
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((r) => {
            const action = RECOMMENDATION_ACTION[r.id];
            return (
              <li key={r.id} className="rounded-xl border border-line-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-ink-900">{r.title}</h3>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', PRIORITY_TONE[r.priority])}>
                    {PRIORITY_LABEL[r.priority]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-ink-700">{r.description}</p>
                <AppLink
                  to={action.to}
                  className="mt-2 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  aria-label={`${action.label}: ${r.title}`}
                >
                  {action.label} <ArrowRight className="h-4 w-4" aria-hidden />
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
