// Questions about the screens themselves, answered from the shared screen descriptions
// (packages/shared/src/assistant-screens.ts): what a figure counts and where it is ('how do I find my streak?'),
// where a feature is ('where do I change my subjects?', 'how do I start a lesson?'). Only built screens are named.
import type { AgeGroup } from '@brightpath/shared/age';
import {
  FIGURE_IDS,
  FIGURE_SOURCE,
  LEARNER_FIGURES,
  SCREEN_FEATURES,
  SCREENS,
  type FigureId,
  type ScreenDescription,
  type ScreenFeature,
  type ScreenFigure,
} from '@brightpath/shared/assistant-screens';
import { join } from '../phrases.ts';
import { screenOf } from './pages.ts';

/** Whole words or phrases, case-insensitive, from the descriptions' regular-expression sources. */
const phrases = (sources: string[]) =>
  sources.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'iu') : null;

const FIGURE_WORDS = FIGURE_IDS.map((id) => ({ id, re: phrases(LEARNER_FIGURES[id].words) }));
const FEATURE_WORDS = SCREEN_FEATURES.map((f) => ({ feature: f, re: phrases(f.words) }));

/** The learner wants to do something or get somewhere: a feature, not a figure's meaning. */
const WANTS_TO =
  /\b(?:start|begin|open|change|add|remove|delete|switch|use|take|turn on|set|pick|choose|go to|get to|do|try|edit|update|run|launch|make)\b/i;
/** The learner asks where something is or how to reach it. */
const ASKS_WHERE =
  /\b(?:where|how (?:do|can|should|could|would) (?:i|we|you)|how to|find|which (?:page|button|tab|menu)|is there|can i|get to|go to|see|show me|look at|open)\b/i;
/** The learner asks about something: what it is, means, counts or where it is. */
const ASKS_ABOUT =
  /\b(?:what|how|why|where|which|when|mean|means|meaning|count|counts|counted|calculated|worked out|read|find|see|explain|show|shows|tell me|is|does|did)\b|\?/i;

/** The figure a question is about, if any. */
function figureAsked(question: string): FigureId | null {
  return FIGURE_WORDS.find(({ re }) => re?.test(question))?.id ?? null;
}

function featureAsked(question: string): ScreenFeature | null {
  return FEATURE_WORDS.find(({ re }) => re?.test(question))?.feature ?? null;
}

/** Where a figure is shown, on this screen first, else on the first built screen that shows it. */
function figurePlace(id: FigureId, here: ScreenDescription | null): { screen: ScreenDescription; figure: ScreenFigure } | null {
  const screens = here ? [here, ...Object.values(SCREENS).filter((s) => s !== here)] : Object.values(SCREENS);
  for (const screen of screens) {
    const figure = screen.figures.find((f) => f.figure === id);
    if (figure) return { screen, figure };
  }
  return null;
}

/** What a figure counts and where it is. */
function figureAnswer(id: FigureId, here: ScreenDescription | null, group: AgeGroup): string | null {
  const place = figurePlace(id, here);
  if (!place) return null;
  const { screen, figure } = place;
  const meaning = LEARNER_FIGURES[id];
  const where =
    screen === here
      ? `On this page, **${figure.label}** is ${figure.where}.`
      : `**${figure.label}** is on the ${screen.title}, ${figure.where}. To get there, use ${screen.reach}.`;
  return group === 'child' ? join(where, meaning.child) : join(where, meaning.meaning, FIGURE_SOURCE);
}

function featureAnswer(feature: ScreenFeature, here: ScreenDescription | null): string {
  return (here && feature.on[here.id]) ?? feature.how;
}

/**
 * The answer to a question about the screens, or null when the question is not about them. A learner who wants to
 * do something is told where; one who asks about a figure is told what it counts and where it is.
 */
export function screenAnswer(question: string, path: string, group: AgeGroup): string | null {
  const here = screenOf(path);
  const figure = figureAsked(question);
  const feature = featureAsked(question);
  const wants = WANTS_TO.test(question) && ASKS_WHERE.test(question);
  if (feature && (wants || (!figure && ASKS_WHERE.test(question)))) return featureAnswer(feature, here);
  if (figure && ASKS_ABOUT.test(question)) return figureAnswer(figure, here, group);
  return null;
}

/**
 * The same descriptions as a provider's context: the screen the learner is on (what it is for, its figures with what
 * they count, its buttons and where they lead), where every feature is, and the only pages that exist.
 */
export function screenContext(path: string): string[] {
  const here = screenOf(path);
  const lines: string[] = [];
  if (here) {
    lines.push(`The screen: ${here.title} (${here.path}). ${here.purpose.older}`);
    if (here.parts) lines.push(`- Its tabs or modes: ${here.parts.join(', ')}.`);
    for (const f of here.figures) lines.push(`- Figure '${f.label}' (${f.where}): ${LEARNER_FIGURES[f.figure].meaning}`);
    for (const a of here.actions) lines.push(`- Button '${a.label}': ${a.does}${a.to ? ` (opens ${a.to})` : ''}.`);
    if (here.figures.length) lines.push(`- Where the figures come from: ${FIGURE_SOURCE}`);
  } else {
    lines.push('The screen: a page that is not built yet; point the learner to the Learning Dashboard.');
  }
  lines.push('', 'Where things are (use these directions, in these words):');
  for (const f of SCREEN_FEATURES) lines.push(`- ${f.id}: ${featureAnswer(f, here)}`);
  lines.push(
    '',
    `The only pages that exist: ${Object.values(SCREENS)
      .map((s) => `${s.title} (${s.path})`)
      .join('; ')}. Never send the learner to any other page.`,
  );
  return lines;
}
