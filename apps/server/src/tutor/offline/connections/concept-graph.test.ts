import { describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS, CONNECTION_TYPES, connectionKey } from '@brightpath/shared/connections';
import { ALL_CARDS } from '../library/index.ts';
import { SUBJECT_IDS } from '../library/card-schema.ts';
import { analogiesIn, conceptText, contrastIn, createConceptGraph, type SkillGraphNode } from './concept-graph.ts';

const graph = createConceptGraph(ALL_CARDS);

describe('the offline concept graph', () => {
  it.each(Object.entries(SUBJECT_IDS))('gives typed, deduplicated connections for a concept of %s', (_, subjectId) => {
    const card = ALL_CARDS.find((c) => c.subjectId === subjectId)!;
    const { concept, links } = graph.linksFor(card.title.toLowerCase(), subjectId);
    expect(concept).toBe(card.title);
    expect(links.length).toBeGreaterThanOrEqual(3);
    const keys = links.map(connectionKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const link of links) {
      expect(CONNECTION_TYPES).toContain(link.connectionType);
      expect(link.strength).toBeGreaterThanOrEqual(1);
      expect(link.strength).toBeLessThanOrEqual(5);
      expect(link.fromConcept.toLowerCase()).not.toBe(link.toConcept.toLowerCase());
      expect(link.fromConcept.length).toBeLessThanOrEqual(CONNECTION_LIMITS.conceptMax);
      expect(link.toConcept.length).toBeLessThanOrEqual(CONNECTION_LIMITS.conceptMax);
      expect(link.context.length).toBeGreaterThan(0);
      expect(link.subject).toBe(subjectId);
      // Every link touches the concept, except a contrast inside it (its key idea 'needs versus wants').
      if (link.connectionType !== 'contrast') expect([link.fromConcept, link.toConcept]).toContain(card.title);
    }
    const types = links.map((l) => l.connectionType);
    expect(types).toContain('example');
    expect(types).toContain('application');
  });

  it('chooses each type by its rule', () => {
    const find = (concept: string, subject: number) => graph.linksFor(concept, subject).links;
    // A related card at an earlier level is a prerequisite; at a later level it builds on the concept.
    expect(find('main idea', 3)).toContainEqual(
      expect.objectContaining({
        fromConcept: 'Non-fiction text features',
        toConcept: 'Main idea and supporting details',
        connectionType: 'prerequisite',
        strength: 3,
      }),
    );
    const linear = find('linear equations', 1);
    expect(linear).toContainEqual(
      expect.objectContaining({
        fromConcept: 'Quadratic equations',
        toConcept: 'Linear equations',
        connectionType: 'builds_on',
        strength: 3,
      }),
    );
    // Same level, both cards naming each other: related, 3.
    expect(linear).toContainEqual(
      expect.objectContaining({
        fromConcept: 'Linear equations',
        toConcept: 'Order of operations',
        connectionType: 'related',
        strength: 3,
      }),
    );
    // The worked example, the real-world use, and what the explanation likens it to.
    expect(linear).toContainEqual(expect.objectContaining({ fromConcept: 'Solve 2x + 3 = 11.', connectionType: 'example', strength: 3 }));
    expect(linear).toContainEqual(expect.objectContaining({ fromConcept: 'Linear equations', connectionType: 'application', strength: 3 }));
    expect(linear).toContainEqual(
      expect.objectContaining({ fromConcept: 'A balance', toConcept: 'Linear equations', connectionType: 'analogy', strength: 2 }),
    );
    // A key idea 'X versus Y', and a title that is a choice.
    expect(find('budgeting', 6)).toContainEqual(
      expect.objectContaining({ fromConcept: 'Needs', toConcept: 'Wants', connectionType: 'contrast', strength: 3 }),
    );
    expect(find('sat or act', 5)).toContainEqual(
      expect.objectContaining({ fromConcept: 'SAT', toConcept: 'ACT', connectionType: 'contrast', strength: 4 }),
    );
  });

  it('puts the strongest link of each type first, so a capped list keeps the variety', () => {
    const { links } = graph.linksFor('linear equations', 1);
    const head = links.slice(0, new Set(links.map((l) => l.connectionType)).size);
    expect(new Set(head.map((l) => l.connectionType)).size).toBe(head.length);
    expect(head.map((l) => l.connectionType)).toContain('analogy');
  });

  it('finds the concept by a keyword or a misspelling, and nothing for words it does not know', () => {
    expect(graph.linksFor('percent', 1).concept).toBe('Percentages');
    expect(graph.linksFor('photosynthsis', 2).concept).toBe('Photosynthesis');
    expect(graph.linksFor('qwxzv plorbt')).toEqual({ concept: null, links: [] });
  });

  it("links a curriculum's skills by their prerequisites and the topic cards that practise them", () => {
    const skills: SkillGraphNode[] = [
      { id: 'counting', name: 'Counting', prerequisites: [], practice: { topicCards: [] } },
      { id: 'addition', name: 'Addition', prerequisites: ['counting'], practice: { topicCards: ['math-place-value'] } },
      { id: 'multiplying', name: 'Multiplying', prerequisites: ['addition'], practice: { topicCards: ['math-multiplication'] } },
    ];
    const withSkills = createConceptGraph(ALL_CARDS, new Map([[1, skills]]));
    const { concept, links } = withSkills.linksFor('addition', 1);
    expect(concept).toBe('Addition');
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fromConcept: 'Counting',
          toConcept: 'Addition',
          connectionType: 'prerequisite',
          strength: 5,
          subject: 1,
        }),
        expect.objectContaining({ fromConcept: 'Multiplying', toConcept: 'Addition', connectionType: 'builds_on', strength: 4 }),
        expect.objectContaining({ fromConcept: 'Addition', toConcept: 'Place value', connectionType: 'related', strength: 4 }),
      ]),
    );
    // A card names the skills that practise it.
    expect(withSkills.linksFor('place value', 1).links).toContainEqual(
      expect.objectContaining({ fromConcept: 'Addition', toConcept: 'Place value', connectionType: 'related', strength: 4 }),
    );
  });
});

describe('the rules read from the cards', () => {
  it('reads what an explanation likens its topic to', () => {
    expect(analogiesIn('An equation is like a balance, and both sides weigh the same. Like terms are not.')).toEqual([
      { likeness: 'a balance', sentence: 'An equation is like a balance, and both sides weigh the same.' },
    ]);
  });

  it("reads 'X versus Y' and a title that is a choice", () => {
    expect(contrastIn('Simple versus compound interest')).toEqual(['Simple', 'compound interest']);
    expect(contrastIn('SAT or ACT?', { titleChoice: true })).toEqual(['SAT', 'ACT']);
    expect(contrastIn('SAT or ACT?')).toBeNull();
    expect(contrastIn('Percent means out of 100')).toBeNull();
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    expect(conceptText('one two three four', 12)).toBe('one two…');
    expect(conceptText('  short   text ')).toBe('short text');
  });
});
