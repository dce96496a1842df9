// Full-text search over topic cards with minisearch: typo-tolerant (fuzzy 0.2), prefix matching,
// title and keywords boosted, the learner's current subject preferred. A weak match is no match, so
// the offline tutor says honestly when a question is outside its library.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { TopicCard } from './types.ts';

export type CardHit = { card: TopicCard; score: number; /** Share of the query's words that matched. */ coverage: number };

const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    "it's me my of on or our please so some than that the their them then there these they this those to was we were " +
    'what whats what\'s when where which who whom why will with would you your yours about explain tell teach show ' +
    'learn learning understand mean means meaning define definition help want need know work works working let lets ' +
    "let's give get got make makes just really more much many also like thing things something stuff use used using " +
    'write writing do does did done am im i\'m ok okay hi hello hey thanks thank should shall may might must'
  ).split(/\s+/),
);

/** Generic question words that are searchable but do not name a topic ('what causes rain'). */
const WEAK = new Set(['cause', 'caused', 'causes', 'happen', 'happens', 'happened', 'form', 'start', 'started', 'begin', 'began', 'end', 'ended', 'important', 'difference', 'between', 'example', 'type', 'kind', 'way', 'first', 'step', 'life', 'world', 'people', 'time', 'good', 'best', 'better', 'easy', 'simple', 'basic', 'idea']);

/** Lower case, no punctuation, no stop words, a light plural fold ('equations' -> 'equation'). */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[^a-z0-9']/g, '').replace(/'s$/, '');
  if (t.length < 2 || STOP.has(t)) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && t.endsWith('s') && !/(?:ss|us|is)$/.test(t)) return t.slice(0, -1);
  return t;
}

type Doc = { id: string; title: string; keywords: string; concepts: string; body: string; subjectId: number };

export type CardSearch = {
  search(query: string, subjectId?: number): CardHit[];
  best(query: string, subjectId?: number): CardHit | null;
  byId(id: string): TopicCard | undefined;
  all(): readonly TopicCard[];
};

/** Build the search over a set of cards (duplicate ids: the first card wins). */
export function createCardSearch(cards: readonly TopicCard[]): CardSearch {
  const byId = new Map<string, TopicCard>();
  for (const card of cards) if (!byId.has(card.id)) byId.set(card.id, card);
  const index = new MiniSearch<Doc>({
    fields: ['title', 'keywords', 'concepts', 'body'],
    storeFields: ['subjectId'],
    processTerm,
    searchOptions: { boost: { title: 3, keywords: 2, concepts: 1, body: 0.5 }, fuzzy: 0.2, prefix: true, combineWith: 'OR' },
  });
  index.addAll(
    [...byId.values()].map((c) => ({
      id: c.id,
      title: c.title,
      keywords: c.keywords.join(' '),
      concepts: c.keyConcepts.join(' '),
      body: c.explanation.teen,
      subjectId: c.subjectId,
    })),
  );

  function search(query: string, subjectId?: number): CardHit[] {
    const terms = query.split(/[\s\-/]+/).map(processTerm).filter((t): t is string => !!t);
    if (terms.length === 0) return [];
    const topical = terms.filter((t) => !WEAK.has(t));
    const results: SearchResult[] = index.search(terms.join(' '), {
      boostTerm: (term) => (WEAK.has(term) ? 0.3 : 1),
      boostDocument: (_id, _term, stored) => (subjectId !== undefined && stored?.subjectId === subjectId ? 1.3 : 1),
    });
    return results
      .map((r) => {
        const card = byId.get(String(r.id));
        if (!card) return null;
        // A query word counts as matched when it hit the title or keywords, not only the body text.
        // Typos count for longer words only: 'hole' is not a typo of 'whole', 'fotosynthesis' is one of 'photosynthesis'.
        const strong = topical.filter((q) => r.terms.some((t) => (r.match[t] ?? []).some((f) => f === 'title' || f === 'keywords') && (t.startsWith(q) || (q.startsWith(t) && t.length >= 4) || (q.length >= 6 && near(t, q)))));
        return { card, score: r.score, coverage: topical.length ? strong.length / topical.length : 0 };
      })
      .filter((h): h is CardHit => h !== null)
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  }

  return {
    search,
    best(query, subjectId) {
      const [top] = search(query, subjectId);
      if (!top) return null;
      // The topic words must name the card (title or keywords): all of one or two, 60% of more.
      return top.coverage >= 0.6 ? top : null;
    },
    byId: (id) => byId.get(id),
    all: () => [...byId.values()],
  };
}

/** Edit distance at most 20% of the length (the fuzziness of the search itself). */
function near(a: string, b: string): boolean {
  const max = Math.floor(Math.max(a.length, b.length) * 0.2);
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length] <= max;
}
