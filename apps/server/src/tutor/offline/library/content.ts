// Loads the topic cards from content/*.json once, when the library is first imported. The files are
// static JSON imports, so the server bundle (build.mjs) carries them and nothing is read from disk at
// run time. Every card is checked against the schema; a bad card stops the start with its file and id.
import { z } from 'zod';
import { cardContentSchema, contentFileSchema, SUBJECT_IDS, type TopicCard } from './card-schema.ts';
import mathematics from './content/mathematics.json' with { type: 'json' };
import science from './content/science.json' with { type: 'json' };
import readingLanguageArts from './content/reading-language-arts.json' with { type: 'json' };
import historySocialStudies from './content/history-social-studies.json' with { type: 'json' };
import collegePrep from './content/college-prep.json' with { type: 'json' };
import financialLiteracy from './content/financial-literacy.json' with { type: 'json' };
import studyTechniques from './content/study-techniques.json' with { type: 'json' };
import timeManagement from './content/time-management.json' with { type: 'json' };
import cookingNutrition from './content/cooking-nutrition.json' with { type: 'json' };
import practicalHomeSkills from './content/practical-home-skills.json' with { type: 'json' };
import careerGuidance from './content/career-guidance.json' with { type: 'json' };
import interviewPrep from './content/interview-prep.json' with { type: 'json' };
import communication from './content/communication.json' with { type: 'json' };
import programming from './content/programming.json' with { type: 'json' };
import art from './content/art.json' with { type: 'json' };

/** Every content file by name, in catalogue order (the order of ALL_CARDS and of cardsForSubject). */
export const CONTENT_FILES: Readonly<Record<string, unknown>> = {
  'mathematics.json': mathematics,
  'science.json': science,
  'reading-language-arts.json': readingLanguageArts,
  'history-social-studies.json': historySocialStudies,
  'college-prep.json': collegePrep,
  'financial-literacy.json': financialLiteracy,
  'study-techniques.json': studyTechniques,
  'time-management.json': timeManagement,
  'cooking-nutrition.json': cookingNutrition,
  'practical-home-skills.json': practicalHomeSkills,
  'career-guidance.json': careerGuidance,
  'interview-prep.json': interviewPrep,
  'communication.json': communication,
  'programming.json': programming,
  'art.json': art,
};

export class CardContentError extends Error {
  constructor(file: string, where: string, detail: string) {
    super(`Topic card library: content/${file}, ${where}:\n${detail}`);
    this.name = 'CardContentError';
  }
}

/** The cards of one content file, with the subject id its slug maps to; throws CardContentError. */
export function parseContentFile(file: string, data: unknown): TopicCard[] {
  const head = contentFileSchema.safeParse(data);
  if (!head.success) throw new CardContentError(file, 'file', z.prettifyError(head.error));
  const { subject, cards } = head.data;
  if (file !== `${subject}.json`)
    throw new CardContentError(file, 'file', `the subject is '${subject}', so the file must be named ${subject}.json`);
  const subjectId = SUBJECT_IDS[subject];
  return cards.map((raw, i) => {
    const card = cardContentSchema.safeParse(raw);
    if (!card.success) {
      const id = typeof (raw as { id?: unknown } | null)?.id === 'string' ? `card '${(raw as { id: string }).id}'` : `card #${i + 1}`;
      throw new CardContentError(file, id, z.prettifyError(card.error));
    }
    return { ...card.data, subjectId };
  });
}

/** Every card of every content file; card ids are unique across the library (getCard looks them up). */
export function loadCards(files: Readonly<Record<string, unknown>> = CONTENT_FILES): TopicCard[] {
  const seen = new Map<string, string>();
  const all: TopicCard[] = [];
  for (const [file, data] of Object.entries(files)) {
    for (const card of parseContentFile(file, data)) {
      const other = seen.get(card.id);
      if (other) throw new CardContentError(file, `card '${card.id}'`, `the id is already used in content/${other}`);
      seen.set(card.id, file);
      all.push(card);
    }
  }
  return all;
}
