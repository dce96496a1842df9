import { describe, expect, it } from 'vitest';
import { ALL_CARDS, findCard, getCard, searchCards } from './index.ts';
import { createCardSearch, processTerm } from './search.ts';

describe('the library', () => {
  it('holds the cards of every subject file, with unique ids', () => {
    const subjects = new Set(ALL_CARDS.map((c) => c.subjectId));
    for (const id of [1, 2, 3, 4, 5]) expect(subjects.has(id)).toBe(true);
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length);
  });

  it('resolves related ids to cards where they exist', () => {
    expect(getCard('science-photosynthesis')?.title).toBe('Photosynthesis');
  });
});

describe('searchCards / findCard', () => {
  it.each([
    ['what is photosynthesis?', 'science-photosynthesis'],
    ['help me write a thesis statement', 'reading-thesis-statements'],
    ['fotosynthesis', 'science-photosynthesis'],
    ['explain fractions', 'math-fractions'],
    ['what causes rain', 'science-water-cycle'],
    ['tell me about the romans', 'history-roman-empire'],
  ])('%s -> %s', (query, id) => {
    expect(findCard(query)?.card.id).toBe(id);
  });

  it.each(['who won the 2018 world cup?', 'how do black holes form?', 'what is the capital of France', 'tell me a joke', 'what is the meaning of life', 'quantum entanglement'])(
    'finds nothing for %s',
    (query) => {
      expect(findCard(query)).toBeNull();
    },
  );

  it('prefers the learner’s subject among equally good matches', () => {
    const cards = ALL_CARDS.slice(0, 2).map((c, i) => ({ ...c, id: `x-${i}`, subjectId: 100 + i, title: 'Shared topic', keywords: ['shared'] }));
    const search = createCardSearch(cards);
    expect(search.best('shared topic', 101)?.card.id).toBe('x-1');
    expect(search.best('shared topic', 100)?.card.id).toBe('x-0');
  });

  it('ignores stop words and folds plurals', () => {
    expect(processTerm('What')).toBeNull();
    expect(processTerm('equations')).toBe('equation');
    expect(processTerm('Batteries')).toBe('battery');
    expect(searchCards('the a of')).toEqual([]);
  });
});
