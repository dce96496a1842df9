import { useState } from 'react';
import { Lightbulb, LifeBuoy, MessageCircle, Search, SearchX } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FAQS, HELP_CATEGORIES, PRO_TIP } from '../lib/faqs';
import { searchFaqs } from '../lib/search-faqs';
import { FaqItem } from './faq-item';

export const HELP_COPY = {
  title: 'Help Center',
  searchLabel: 'Search the questions',
  noMatch: (query: string) => `No questions match “${query.trim()}”.`,
  matches: (n: number, total: number) => `${n} of ${total} questions match.`,
} as const;

function StartChat({ className }: { className?: string }) {
  return (
    <AppLink to="/chat" className={buttonClass('primary', 'md', className)}>
      <MessageCircle className="h-4 w-4" aria-hidden /> Start Chat
    </AppLink>
  );
}

/** /help (spec 002 section 2): the questions by category, a search over them, Start Chat and a pro tip. Open to visitors. */
export function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const shown = searchFaqs(FAQS, query);
  const searching = query.trim() !== '';
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="text-center">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
          <LifeBuoy className="h-7 w-7" />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900">{HELP_COPY.title}</h1>
        <p className="mt-2 text-ink-700">Answers to common questions about learning with your AI tutor.</p>
      </div>

      <div role="search" className="mx-auto mt-8 max-w-xl">
        <label htmlFor="help-search" className="sr-only">
          {HELP_COPY.searchLabel}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-500" aria-hidden />
          <Input
            id="help-search"
            type="search"
            placeholder="Search for a question or a word"
            autoComplete="off"
            className="h-12 pl-10 text-base"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      {/* Announced as the learner types: how many questions match, or that none does. */}
      <p role="status" aria-label="Search results" className={searching ? 'mt-3 text-center text-sm font-medium text-ink-700' : 'sr-only'}>
        {searching ? (shown.length > 0 ? HELP_COPY.matches(shown.length, FAQS.length) : HELP_COPY.noMatch(query)) : ''}
      </p>

      {shown.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-line-300 bg-surface p-8 text-center">
          <SearchX className="mx-auto h-10 w-10 text-ink-400" aria-hidden />
          <p className="mt-3 text-ink-700">Try other words, or ask your AI tutor.</p>
          <StartChat className="mt-5" />
        </div>
      ) : (
        <div className="mt-8 space-y-8">
          {HELP_CATEGORIES.map((category) => {
            const questions = shown.filter((f) => f.category === category);
            if (questions.length === 0) return null;
            const headingId = `help-${category.toLowerCase().replace(/\W+/g, '-')}`;
            return (
              <section key={category} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                  {category}
                </h2>
                <ul className="mt-3 space-y-3">
                  {questions.map((faq) => (
                    <FaqItem key={faq.id} faq={faq} open={open.has(faq.id)} onToggle={() => toggle(faq.id)} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}

      <aside aria-labelledby="help-pro-tip" className="mt-10 flex gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-inset ring-amber-200">
        <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <h2 id="help-pro-tip" className="font-semibold text-amber-950">
            Pro tip
          </h2>
          <p className="mt-1 text-amber-950">{PRO_TIP}</p>
        </div>
      </aside>

      <section
        aria-labelledby="help-still-need"
        className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-line-200 bg-surface p-6 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700" aria-hidden>
          <MessageCircle className="h-6 w-6" />
        </span>
        <div className="flex-1">
          <h2 id="help-still-need" className="font-semibold text-ink-900">
            Still have a question?
          </h2>
          <p className="mt-1 text-ink-700">Your AI tutor can explain anything in your subjects, step by step.</p>
        </div>
        <StartChat className="w-full sm:w-auto" />
      </section>
    </div>
  );
}
