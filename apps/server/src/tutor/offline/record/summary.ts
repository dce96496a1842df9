// The offline answer to a question about the learner's own learning: a factual summary of their records (types.ts),
// nothing added that the records do not hold. Used when no provider is configured; the pipeline still checks it.
import type { LearningRecord, RecordConversation } from './types.ts';

const quote = (text: string) => `"${text}"`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function where(r: LearningRecord): string {
  return [r.window, r.subject ? `in ${r.subject}` : ''].filter(Boolean).join(' ');
}

function conversationLines(list: RecordConversation[]): string[] {
  return list.flatMap((c) => [`- ${quote(c.title)} (${c.subject}, ${c.date})`, ...c.quotes.map((q) => `  You wrote: ${quote(q)}`)]);
}

function lessonLine(l: LearningRecord['lessons'][number]): string {
  const name = `${quote(l.topic)}${l.subject ? ` (${l.subject}, ${l.date})` : ` (${l.date})`}`;
  if (l.answered === 0) return `- ${name}: ${l.completed ? 'finished' : 'begun'}, no quiz answers yet.`;
  const score = `${l.firstTryRight} of ${plural(l.answered, 'quiz question')} right at the first try`;
  return `- ${name}: ${score}${l.completed ? '' : ' (not finished yet)'}.`;
}

/** The summary, in short lines: what the records show for the window, subject and topic the question names. */
export function learningSummary(r: LearningRecord): string {
  const scope = where(r);
  const lines: string[] = [];
  const sessions = r.sessions.reduce((n, s) => n + s.count, 0);
  const nothing = sessions === 0 && r.conversations.length === 0 && r.lessons.length === 0;
  if (nothing) {
    return `Your Brightpath records show no tutoring sessions, conversations or lessons${scope ? ` ${scope}` : ''} yet. When you have studied with the tutor, ask again and I will sum it up from your records.`;
  }
  lines.push(`Here is what your Brightpath records show${scope ? ` ${scope}` : ''}.`);
  lines.push(
    `Tutoring sessions: ${sessions}${r.sessions.length > 1 || (r.sessions.length === 1 && !r.subject) ? ` (${r.sessions.map((s) => `${s.subject} ${s.count}`).join(', ')})` : ''}.`,
  );

  if (r.topic.length > 0) {
    const topic = r.topic.join(' ');
    if (r.topicMatches.length === 0) lines.push(`None of your messages${scope ? ` ${scope}` : ''} mention ${quote(topic)}.`);
    else {
      const spelt = r.closeSpellings ? ` (words spelt like ${quote(topic)})` : '';
      lines.push(`Your messages about ${quote(topic)}${spelt}, in ${plural(r.topicMatches.length, 'conversation')}:`);
      lines.push(...conversationLines(r.topicMatches));
    }
  }

  if (r.difficulty) {
    if (r.hardMatches.length > 0) {
      lines.push('Where you told the tutor something was hard or confusing:');
      lines.push(...conversationLines(r.hardMatches));
    } else lines.push('None of your messages say that something was hard or confusing.');
    const missed = r.lessons.filter((l) => l.missed.length > 0);
    if (missed.length > 0) {
      lines.push('Quiz questions you missed at the first try:');
      for (const l of missed) lines.push(`- ${quote(l.topic)}${l.subject ? ` (${l.subject})` : ''}: ${l.missed.map(quote).join('; ')}`);
    } else if (r.lessons.some((l) => l.answered > 0)) lines.push('You missed no quiz question at the first try.');
  }

  if (r.topic.length === 0 && !r.difficulty && r.conversations.length > 0) {
    lines.push('Your latest conversations:');
    for (const c of r.conversations)
      lines.push(`- ${quote(c.title)} (${c.subject}, ${c.date})${c.concepts.length ? `: ${c.concepts.join(', ')}` : ''}`);
  }
  if (r.lessons.length > 0 && !(r.difficulty && r.lessons.every((l) => l.missed.length === 0 && l.answered > 0))) {
    lines.push('Structured lessons:');
    lines.push(...r.lessons.map(lessonLine));
  }
  return lines.join('\n');
}
