// Streaming plumbing of the guards: a text queue the HTTP side reads, and a gate that only lets text
// through once it has been checked. Buffered mode checks whole sentences (while an answer is withheld,
// and for children), so nothing revealing or unsafe is ever shown; pass-through mode forwards finished
// words, the first at once and then a few at a time, and keeps the last, unfinished word back.
import { splitSentences } from './pedagogy.ts';

/** Characters of finished words that pass-through mode gathers before a check, once the reply has begun. */
export const PASS_THROUGH_BATCH = 24;

/** A single-consumer async queue of text chunks. */
export class TextQueue implements AsyncIterable<string> {
  private items: string[] = [];
  private waiters: Array<(r: IteratorResult<string>) => void> = [];
  private done = false;

  push(text: string): void {
    if (this.done || !text) return;
    const waiter = this.waiters.shift();
    if (waiter) waiter({ value: text, done: false });
    else this.items.push(text);
  }

  end(): void {
    this.done = true;
    for (const waiter of this.waiters.splice(0)) waiter({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterator<string> {
    return {
      next: () => {
        const item = this.items.shift();
        if (item !== undefined) return Promise.resolve({ value: item, done: false });
        if (this.done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => this.waiters.push(resolve));
      },
      return: () => Promise.resolve({ value: undefined, done: true }),
    };
  }
}

/** Split a finished text into small word chunks (a few words each), keeping all whitespace. */
export function wordChunks(text: string, words = 3): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += words) chunks.push(tokens.slice(i, i + words).join(''));
  return chunks;
}

/**
 * 'ok' shows the piece; 'skip' drops it (a sentence asking for personal details); the others stop the
 * draft: 'reveal' (the withheld answer), 'wrong' (a wrong final answer), 'unsafe'.
 */
export type GateVerdict = 'ok' | 'skip' | 'reveal' | 'wrong' | 'unsafe';

export type GateCheck = (shownSoFar: string, piece: string) => GateVerdict;

export class ReplyGate {
  /** Everything shown so far. */
  shown = '';
  /** Everything the model produced (up to the stop). */
  raw = '';
  /** Where the sentence being shown began: a check needs the current sentence, not the whole reply. */
  private sentenceStart = 0;
  stopped: Exclude<GateVerdict, 'ok' | 'skip'> | null = null;
  private pending = '';

  constructor(
    private readonly mode: 'buffered' | 'pass-through',
    private readonly check: GateCheck,
    private readonly emit: (text: string) => void,
  ) {}

  /** Feed a model delta; returns false once the draft has been stopped. */
  push(delta: string): boolean {
    if (this.stopped) return false;
    this.raw += delta;
    this.pending += delta;
    if (this.mode === 'buffered') {
      const pieces = splitSentences(this.pending);
      // The last piece may be an unfinished sentence: keep it until more text (or the end) arrives.
      for (const sentence of pieces.slice(0, -1)) if (!this.offer(sentence)) return false;
      this.pending = pieces.length ? pieces[pieces.length - 1] : '';
      return true;
    }
    const cut = this.pending.search(/\S*$/);
    // The first words go out at once (the time to the first token); after that, words are checked and shown
    // a few at a time, so a reply streamed one word per chunk is not classified once per word.
    if (cut > 0 && (!this.shown || cut >= PASS_THROUGH_BATCH)) {
      const ready = this.pending.slice(0, cut);
      this.pending = this.pending.slice(cut);
      return this.offer(ready);
    }
    return true;
  }

  /** The draft ended: check and show what is left. */
  finish(): void {
    if (this.stopped || !this.pending) return;
    const rest = this.pending;
    this.pending = '';
    this.offer(rest);
  }

  /** The shown text the checks need: the last two sentences (a pattern may span one break), at most 400 characters. */
  get recent(): string {
    return this.shown.slice(this.sentenceStart);
  }

  /** Moves the start of `recent` to the beginning of the previous sentence once a new one has begun. */
  private advance(): void {
    const ends = [...this.shown.slice(this.sentenceStart).matchAll(/[.!?\n]+\s+/g)];
    if (ends.length >= 2) this.sentenceStart += ends[ends.length - 2]!.index! + ends[ends.length - 2]![0].length;
    if (this.shown.length - this.sentenceStart > 400) this.sentenceStart = this.shown.length - 400;
  }

  private offer(piece: string): boolean {
    const verdict = this.check(this.recent, piece);
    if (verdict === 'ok') {
      this.shown += piece;
      this.emit(piece);
      this.advance();
      return true;
    }
    if (verdict === 'skip') return true;
    this.stopped = verdict;
    return false;
  }
}
