// The offline auto-generation of learning connections (docs/decisions/035): a concept graph over what the product
// knows about concepts, the topic cards (their titles, keywords, levels, related cards, worked examples, real-world
// uses and explanations) and, once they exist, the curricula's skill graphs (each skill's prerequisites and the topic
// cards that practise it). The relation type of each link is chosen by rule; no model is asked.
import { CONNECTION_LIMITS, connectionKey, type ConnectionType } from '@brightpath/shared/connections';
import { CARD_LEVELS } from '../library/card-schema.ts';
import { createCardSearch } from '../library/search.ts';
import type { TopicCard } from '../library/types.ts';

/** A skill of a subject's curriculum, as much of it as the graph reads (packages/shared skills.ts holds the rest). */
export type SkillGraphNode = {
  id: string;
  name: string;
  /** Ids of the skills of the same curriculum that come first. */
  prerequisites: readonly string[];
  practice: { topicCards: readonly string[] };
};
/** Each subject's skill graph, by catalogue subject id. */
export type SkillGraphs = ReadonlyMap<number, readonly SkillGraphNode[]>;

/** A connection the graph proposes: read as "fromConcept <type> toConcept" (the decision record gives each direction). */
export type ConceptLink = {
  fromConcept: string;
  toConcept: string;
  connectionType: ConnectionType;
  strength: number;
  context: string;
  /** The subject it belongs to; null when the concept has none. */
  subject: number | null;
};

export type ConceptGraph = {
  /**
   * The concept the text names (a skill's name, else the best topic card, preferring `subjectId`) and its links,
   * strongest first, each (from, to, type) once; no node: null and none.
   */
  linksFor(concept: string, subjectId?: number | null): { concept: string | null; links: ConceptLink[] };
};

const LEVEL_RANK = Object.fromEntries(CARD_LEVELS.map((level, i) => [level, i])) as Record<(typeof CARD_LEVELS)[number], number>;
const levelOf = (card: TopicCard) => LEVEL_RANK[card.level ?? 'core'];

/** A text cut to fit a concept field, at a word where it can be. */
export function conceptText(text: string, max: number = CONNECTION_LIMITS.conceptMax): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** 'An equation is like a balance, and ...' -> 'a balance': what a card's explanation likens its topic to. */
export function analogiesIn(text: string): { likeness: string; sentence: string }[] {
  const found: { likeness: string; sentence: string }[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const match = /\bis like ([^,.;:!?]+)/i.exec(sentence);
    if (match) found.push({ likeness: match[1]!.trim(), sentence: sentence.trim() });
  }
  return found;
}

/** 'Needs versus wants' -> ['Needs', 'wants']; 'SAT or ACT?' (a title that is a choice) -> ['SAT', 'ACT']. */
export function contrastIn(text: string, { titleChoice = false } = {}): [string, string] | null {
  const versus = /^(.+?)\s+(?:versus|vs\.?)\s+(.+?)$/i.exec(text.trim());
  if (versus) return [versus[1]!.trim(), versus[2]!.replace(/[.?!]+$/, '').trim()];
  if (titleChoice) {
    const choice = /^([^,?]+?)\s+or\s+([^,?]+?)\?$/.exec(text.trim());
    if (choice) return [choice[1]!.trim(), choice[2]!.trim()];
  }
  return null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The links of one topic card, by the rules of docs/decisions/035. */
function cardLinks(card: TopicCard, cards: ReadonlyMap<string, TopicCard>, incoming: readonly TopicCard[]): ConceptLink[] {
  const links: ConceptLink[] = [];
  const link = (fromConcept: string, toConcept: string, connectionType: ConnectionType, strength: number, context: string) =>
    links.push({
      fromConcept: conceptText(fromConcept),
      toConcept: conceptText(toConcept),
      connectionType,
      strength,
      context: conceptText(context, CONNECTION_LIMITS.contextMax),
      subject: card.subjectId,
    });

  // Related cards: an earlier level is a prerequisite, a later one builds on the card, the same level is related
  // (stronger when both cards name each other). A card that names this one counts the same, one point weaker.
  const neighbours = [
    ...card.related.map((id) => ({ other: cards.get(id), named: true })),
    ...incoming.filter((c) => !card.related.includes(c.id)).map((other) => ({ other, named: false })),
  ];
  for (const { other, named } of neighbours) {
    if (!other || other.id === card.id) continue;
    const weaker = named ? 0 : 1;
    const mutual = named && other.related.includes(card.id);
    if (levelOf(other) < levelOf(card)) {
      link(other.title, card.title, 'prerequisite', 4 - weaker, `${other.title} is a more basic topic that ${card.title} draws on.`);
    } else if (levelOf(other) > levelOf(card)) {
      link(other.title, card.title, 'builds_on', 3 - weaker, `${other.title} is a more advanced topic that builds on ${card.title}.`);
    } else {
      link(card.title, other.title, 'related', (mutual ? 3 : 2) - weaker, `${card.title} and ${other.title} are closely related topics.`);
    }
  }

  const example = card.workedExample;
  link(example.problem, card.title, 'example', 3, `A worked example of ${card.title}. Answer: ${example.answer}`);
  link(card.title, card.realWorldExample, 'application', 3, `Where ${card.title} is used in everyday life.`);

  const explanations = [card.explanation.child, card.explanation.teen, card.explanation.adult].join(' ');
  for (const { likeness, sentence } of analogiesIn(explanations)) {
    link(capitalised(likeness), card.title, 'analogy', 2, sentence);
  }

  const titleChoice = contrastIn(card.title, { titleChoice: true });
  if (titleChoice) link(titleChoice[0], titleChoice[1], 'contrast', 4, `${card.title} compares the two.`);
  for (const idea of card.keyConcepts) {
    const pair = contrastIn(idea);
    if (pair) link(capitalised(pair[0]), capitalised(pair[1]), 'contrast', 3, `A key idea of ${card.title}: ${idea}.`);
  }
  return links;
}

/** The links of one skill of a curriculum: its prerequisites, the skills after it, and the cards that practise it. */
function skillLinks(
  skill: SkillGraphNode,
  subject: number,
  skills: readonly SkillGraphNode[],
  cards: ReadonlyMap<string, TopicCard>,
): ConceptLink[] {
  const byId = new Map(skills.map((s) => [s.id, s]));
  const links: ConceptLink[] = [];
  const link = (fromConcept: string, toConcept: string, connectionType: ConnectionType, strength: number, context: string) =>
    links.push({ fromConcept: conceptText(fromConcept), toConcept: conceptText(toConcept), connectionType, strength, context, subject });
  for (const id of skill.prerequisites) {
    const before = byId.get(id);
    if (before) link(before.name, skill.name, 'prerequisite', 5, `${before.name} is a prerequisite of ${skill.name} in the curriculum.`);
  }
  for (const after of skills) {
    if (after.prerequisites.includes(skill.id)) {
      link(after.name, skill.name, 'builds_on', 4, `${after.name} comes after ${skill.name} in the curriculum and builds on it.`);
    }
  }
  for (const id of skill.practice.topicCards) {
    const card = cards.get(id);
    if (card && card.title.toLowerCase() !== skill.name.toLowerCase()) {
      link(skill.name, card.title, 'related', 4, `The topic ${card.title} is practised in the skill ${skill.name}.`);
    }
  }
  return links;
}

/**
 * Each (from, to, type) once, never a concept linked to itself; the strongest link of each type first (so that a
 * capped list keeps the variety), then the rest, strongest first (the rules' order among equals).
 */
function settle(links: ConceptLink[]): ConceptLink[] {
  const seen = new Set<string>();
  const unique = links
    .map((link, i) => ({ link, i }))
    .sort((a, b) => b.link.strength - a.link.strength || a.i - b.i)
    .map(({ link }) => link)
    .filter((link) => {
      const key = connectionKey(link);
      if (link.fromConcept.toLowerCase() === link.toConcept.toLowerCase() || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const firstOfType = new Set<ConceptLink>();
  const types = new Set<ConnectionType>();
  for (const link of unique) {
    if (types.has(link.connectionType)) continue;
    types.add(link.connectionType);
    firstOfType.add(link);
  }
  return [...firstOfType, ...unique.filter((link) => !firstOfType.has(link))];
}

/** The graph over `cards` and the curricula's `skillGraphs` (none until the curricula are plugged in). */
export function createConceptGraph(cards: readonly TopicCard[], skillGraphs: SkillGraphs = new Map()): ConceptGraph {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const search = createCardSearch(cards);
  const incoming = new Map<string, TopicCard[]>();
  for (const card of cards) for (const id of card.related) incoming.set(id, [...(incoming.get(id) ?? []), card]);
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

  const skillNamed = (concept: string, subjectId?: number | null) => {
    const wanted = normal(concept);
    const subjects = [...skillGraphs.keys()].sort((a, b) => Number(b === subjectId) - Number(a === subjectId));
    for (const subject of subjects) {
      const skill = skillGraphs.get(subject)!.find((s) => normal(s.name) === wanted);
      if (skill) return { skill, subject };
    }
    return null;
  };
  const cardNamed = (concept: string, subjectId?: number | null): TopicCard | null => {
    const wanted = normal(concept);
    const exact = (c: TopicCard) => normal(c.title) === wanted || c.keywords.some((k) => normal(k) === wanted);
    const preferred = [...cards].sort((a, b) => Number(b.subjectId === subjectId) - Number(a.subjectId === subjectId));
    return preferred.find(exact) ?? search.best(concept, subjectId ?? undefined)?.card ?? null;
  };
  /** The skills whose practice uses a card, with their subjects. */
  const skillsPractising = (card: TopicCard) =>
    [...skillGraphs].flatMap(([subject, skills]) =>
      skills.filter((s) => s.practice.topicCards.includes(card.id)).map((skill) => ({ skill, subject })),
    );

  return {
    linksFor(concept, subjectId) {
      const named = skillNamed(concept, subjectId);
      if (named) {
        const skills = skillGraphs.get(named.subject)!;
        // The skill's place in its curriculum, and what the topic cards that practise it link to (examples, uses,
        // likenesses, related topics).
        const practised = named.skill.practice.topicCards.flatMap((id) => {
          const card = byId.get(id);
          return card ? cardLinks(card, byId, incoming.get(card.id) ?? []) : [];
        });
        return { concept: named.skill.name, links: settle([...skillLinks(named.skill, named.subject, skills, byId), ...practised]) };
      }
      const card = cardNamed(concept, subjectId);
      if (!card) return { concept: null, links: [] };
      const fromSkills = skillsPractising(card).map(({ skill, subject }): ConceptLink => ({
        fromConcept: conceptText(skill.name),
        toConcept: conceptText(card.title),
        connectionType: 'related',
        strength: 4,
        context: `The topic ${card.title} is practised in the skill ${skill.name}.`,
        subject,
      }));
      return { concept: card.title, links: settle([...cardLinks(card, byId, incoming.get(card.id) ?? []), ...fromSkills]) };
    },
  };
}
