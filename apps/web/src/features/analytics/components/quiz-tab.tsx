import { lazy } from 'react';
import { BarChart3, CircleHelp, Percent, Timer, Target } from 'lucide-react';
import type { QuizPerformance } from '@brightpath/shared/analytics';
import { AppLink } from '@/components/ui/app-link';
import { ChartFigure } from '@/components/ui/chart-figure';
import { Progress as ProgressBar } from '@/components/ui/progress';
import { SectionCard } from '@/components/ui/section-card';
import { inRange, periodLabel } from '../lib/format';
import { LESSON_LINK } from '../lib/links';
import { Figures, type Figure } from './figures';

const QuizTrendChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.QuizTrendChart })));

/** Seconds to one decimal: '4.0 s'. */
const seconds = (s: number) => `${s.toFixed(1)} s`;

/**
 * The Quiz Performance tab (spec 002 sections 2 and 3): the lessons' quiz questions answered in the range, each once by
 * its first try as the lessons count them (docs/decisions/029): attempts, accuracy, average time, per period and per subject.
 */
export function QuizTab({ data }: { data: QuizPerformance }) {
  const figures: Figure[] = [
    {
      key: 'attempts',
      label: 'Questions Answered',
      value: String(data.totalAttempts),
      icon: CircleHelp,
      tone: 'bg-brand-100 text-brand-700',
    },
    { key: 'accuracy', label: 'Accuracy', value: `${data.accuracy}%`, icon: Percent, tone: 'bg-emerald-100 text-emerald-700' },
    { key: 'time', label: 'Average Time', value: seconds(data.averageTime), icon: Timer, tone: 'bg-sky-100 text-sky-700' },
  ];
  const per = data.trendUnit === 'day' ? 'day' : 'month';
  return (
    <div className="space-y-6">
      <section aria-labelledby="quiz-figures-heading">
        <h2 id="quiz-figures-heading" className="sr-only">
          Quiz performance {inRange(data.timeRange)}
        </h2>
        <Figures figures={figures} />
        <p className="mt-3 text-sm text-ink-600">
          Each quiz question counts once, by your first try, as in your lessons: a second try that gets it right is not counted right.
        </p>
      </section>
      {data.totalAttempts === 0 ? (
        <div className="rounded-2xl border border-dashed border-line-300 bg-surface p-6 text-sm text-ink-600">
          <p>No quiz answers {inRange(data.timeRange)}. Each structured lesson ends with a short quiz.</p>
          <AppLink
            to={LESSON_LINK}
            className="mt-2 inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Start a lesson
          </AppLink>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard
            title="Answers Over Time"
            icon={BarChart3}
            tone="bg-sky-100 text-sky-700"
            description={`Questions answered per ${per}, right or not at the first try.`}
          >
            <ChartFigure
              label={`Quiz answers per ${per}, ${inRange(data.timeRange)}`}
              height={220}
              chart={<QuizTrendChart points={data.trend} unit={data.trendUnit} range={data.timeRange} />}
              table={
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{data.trendUnit === 'day' ? 'Day' : 'Month'}</th>
                      <th scope="col">Answered</th>
                      <th scope="col">Right at the first try</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.trend.map((p) => (
                      <tr key={p.period}>
                        <th scope="row">{periodLabel(p.period, data.trendUnit, data.timeRange).long}</th>
                        <td>{p.attempts}</td>
                        <td>{p.correct}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              }
            />
          </SectionCard>
          <SectionCard title="By Subject" icon={Target} tone="bg-emerald-100 text-emerald-700">
            <ul className="space-y-4">
              {data.bySubject.map((s) => (
                <li key={s.subjectId ?? 'general'}>
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-ink-900">{s.name}</span>
                    <span className="text-sm tabular-nums text-ink-700">
                      {s.accuracy}%{' '}
                      <span className="text-ink-600">
                        ({s.correct} of {s.answered} right)
                      </span>
                    </span>
                  </div>
                  <ProgressBar
                    value={s.accuracy}
                    max={100}
                    label={`${s.name} quiz accuracy`}
                    valueText={`${s.accuracy}%, ${s.correct} of ${s.answered} right at the first try`}
                    className="mt-1.5"
                  />
                </li>
              ))}
            </ul>
          </SectionCard>
        </div>
      )}
    </div>
  );
}
