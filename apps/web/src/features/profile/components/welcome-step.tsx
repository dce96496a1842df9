import { MessagesSquare, Sparkles, TrendingUp } from 'lucide-react';

const BLURBS = [
  { icon: Sparkles, title: 'Lessons made for you', text: 'Your tutor adapts to your age, your goals and the way you like to learn.' },
  { icon: MessagesSquare, title: 'Learn by text or voice', text: 'Ask anything, any time, and get patient step-by-step help.' },
  { icon: TrendingUp, title: 'See your progress', text: 'Track what you have mastered and stay motivated along the way.' },
];

export function WelcomeStep() {
  return (
    <div className="space-y-6">
      <p className="text-ink-700">
        A few quick questions help us set up your learning space. It takes about two minutes, and you can change your answers later.
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BLURBS.map((b) => (
          <li key={b.title} className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
            <span className="mb-3 grid h-10 w-10 place-items-center rounded-lg bg-brand-600 text-white">
              <b.icon className="h-5 w-5" aria-hidden />
            </span>
            <h2 className="font-semibold text-ink-900">{b.title}</h2>
            <p className="mt-1 text-sm text-ink-700">{b.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
