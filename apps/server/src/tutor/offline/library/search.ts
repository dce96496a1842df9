// Full-text search over topic cards with minisearch, tuned to how learners type: chat spelling and
// filler folded away (query.ts), a light stemmer on both sides, misspelt words corrected against the
// library's own vocabulary, fuzzy and prefix matching, title and keywords boosted, the learner's
// current subject preferred. A weak match is no match, so the offline tutor says honestly when a
// question is outside its library instead of explaining a random card.
import MiniSearch, { type SearchResult } from 'minisearch';
import { editDistance, normaliseQuery, stem, typoAllowance } from './query.ts';
import type { TopicCard } from './types.ts';

export type CardHit = { card: TopicCard; score: number; /** Share of the query's words that matched. */ coverage: number };

const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    "it's me my of on or our please so some than that the their them then there these they this those to was we were " +
    "what whats what's when where which who whom why will with would you your yours about explain tell teach show " +
    'learn learning understand means meaning define definition describe help want need know work works working let lets ' +
    "let's give get got make makes just really more much many also like thing things something stuff use used using " +
    "write writing do does did done am im i'm ok okay hi hello hey thanks thank should shall may might must " +
    'even actually basically exactly quite very kind sort bit little again still though anyone someone somebody anybody ' +
    "don't doesn't didn't isn't aren't can't cannot won't i've i'd you're he she his her him us " +
    'yeah yes yep um uh hmm oh omg lol pls plz wat wats u ur go going goes gone through walk over out plain words ' +
    'confused stuck lost simply simpler easier quickly briefly'
  )
    .trim()
    .split(/\s+/),
);

/** Generic question words that are searchable but do not name a topic ('what causes rain'). */
const WEAK = new Set(
  [
    'cause',
    'caused',
    'causes',
    'happen',
    'happens',
    'happened',
    'form',
    'start',
    'started',
    'begin',
    'began',
    'end',
    'ended',
    'important',
    'difference',
    'between',
    'example',
    'type',
    'kind',
    'way',
    'first',
    'step',
    'life',
    'world',
    'people',
    'time',
    'good',
    'best',
    'better',
    'basic',
    'simple',
    'easy',
    'idea',
    'quick',
    'work',
    'real',
    'everyday',
    'question',
    'problem',
    'answer',
    'fact',
    'thing',
    'part',
  ].map(stem),
);

/** Lower case, no punctuation, no stop words, stemmed ('equations' -> 'equation', 'colours' -> 'color'). */
export function processTerm(term: string): string | null {
  const t = term
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9']/g, '')
    .replace(/'s$/, '');
  if (t.length < 2 || STOP.has(t)) return null;
  const s = stem(t.replace(/'/g, ''));
  return s.length < 2 ? null : s;
}

/** A learner's question as search terms: normalised, filler removed, stop words dropped, stemmed. */
export function queryTerms(query: string): string[] {
  return normaliseQuery(query)
    .split(/[\s\-/,.;:!?()"]+/)
    .map(processTerm)
    .filter((t): t is string => !!t);
}

type Doc = { id: string; title: string; keywords: string; concepts: string; body: string; subjectId: number };

export type CardSearch = {
  search(query: string, subjectId?: number): CardHit[];
  best(query: string, subjectId?: number): CardHit | null;
  byId(id: string): TopicCard | undefined;
  all(): readonly TopicCard[];
};

const FIELDS = ['title', 'keywords', 'concepts', 'body'] as const;

/** Build the search over a set of cards (duplicate ids: the first card wins). */
export function createCardSearch(cards: readonly TopicCard[]): CardSearch {
  const byId = new Map<string, TopicCard>();
  for (const card of cards) if (!byId.has(card.id)) byId.set(card.id, card);
  const docs: Doc[] = [...byId.values()].map((c) => ({
    id: c.id,
    title: c.title,
    keywords: c.keywords.join(' '),
    concepts: c.keyConcepts.join(' '),
    body: c.explanation.teen,
    subjectId: c.subjectId,
  }));
  const index = new MiniSearch<Doc>({
    fields: [...FIELDS],
    storeFields: ['subjectId'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, concepts: 1, body: 0.5 },
      // Typos scale with the word: none under 5 letters, one up to 7, two from 8.
      fuzzy: (term) => typoAllowance(term.length) || false,
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(docs);

  // Every word of the library with how often it occurs: a word found here is not a typo.
  const vocabulary = new Map<string, number>();
  for (const doc of docs) {
    for (const field of FIELDS) {
      for (const raw of doc[field].split(/[\s\-/,.;:!?()"]+/)) {
        const t = processTerm(raw);
        if (t) vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
      }
    }
  }
  const byInitial = new Map<string, string[]>();
  for (const word of vocabulary.keys()) {
    const list = byInitial.get(word[0]) ?? [];
    list.push(word);
    byInitial.set(word[0], list);
  }

  /**
   * The library word a misspelt one stands for, or the word itself. Short words must keep their first
   * and last letters ('numbr' -> 'number', but 'train' is not 'trait'); long ones may differ anywhere
   * ('fotosynthesis' -> 'photosynthesis').
   */
  function correct(word: string): string {
    if (vocabulary.has(word) || /\d/.test(word)) return word;
    const allowed = typoAllowance(word.length);
    if (!allowed) return word;
    const pool = word.length >= 8 ? [...vocabulary.keys()] : (byInitial.get(word[0]) ?? []);
    let best: { word: string; distance: number; count: number } | null = null;
    for (const candidate of pool) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      if (word.length < 8 && candidate[candidate.length - 1] !== word[word.length - 1]) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance > allowed) continue;
      const count = vocabulary.get(candidate) ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: candidate, distance, count };
    }
    return best?.word ?? word;
  }

  function search(query: string, subjectId?: number): CardHit[] {
    const terms = [...new Set(queryTerms(query).map(correct))];
    if (terms.length === 0) return [];
    // A number names no card ('the factors of 12' is about factors): it neither counts for nor against coverage.
    const topical = terms.filter((t) => !WEAK.has(t) && !/^\d+(?:\.\d+)?$/.test(t));
    const known = (q: string) => vocabulary.has(q);
    const results: SearchResult[] = index.search(terms.join(' '), {
      processTerm: (t) => t,
      boostTerm: (term) => (WEAK.has(term) ? 0.3 : 1),
      boostDocument: (_id, _term, stored) => (subjectId !== undefined && stored?.subjectId === subjectId ? 1.3 : 1),
    });
    return results
      .map((r) => {
        const card = byId.get(String(r.id));
        if (!card) return null;
        // A query word counts as matched when it hit the title or keywords, not only the body text:
        // the same word, a longer form of a long word ('electric' -> 'electricity'), or, for a word the library
        // does not know, a near spelling of it.
        const named = (t: string) => (r.match[t] ?? []).some((f) => f === 'title' || f === 'keywords');
        const matches = (q: string, t: string) =>
          t === q ||
          (q.length >= 6 && t.startsWith(q)) ||
          (t.length >= 4 && q.startsWith(t) && q.length - t.length <= 3) ||
          (!known(q) && near(t, q));
        const strong = topical.filter((q) => r.terms.some((t) => named(t) && matches(q, t)));
        // Of those, the words in the card's title: 'the factors of 12' is the card titled 'Factors and multiples'
        // before the one on prime numbers that lists factors among its keywords (and 12 in its text).
        const titled = topical.filter((q) => r.terms.some((t) => (r.match[t] ?? []).includes('title') && matches(q, t)));
        return { card, score: r.score, coverage: topical.length ? strong.length / topical.length : 0, titled: titled.length };
      })
      .filter((h): h is CardHit & { titled: number } => h !== null)
      .sort((a, b) => b.coverage - a.coverage || b.titled - a.titled || b.score - a.score)
      .map(({ titled: _titled, ...hit }) => hit);
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

/** Within the typos allowed for the longer of the two words. */
function near(a: string, b: string): boolean {
  const max = typoAllowance(Math.max(a.length, b.length));
  return max > 0 && editDistance(a, b, max) <= max;
}
