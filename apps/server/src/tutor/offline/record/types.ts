// What a question about the learner's own learning is answered from (POST /api/conversations/ask-context): their
// records in the window and subject the question names, read by the chat module (the history search included), with
// names and dates already written for the learner. The offline summary (summary.ts) and a provider's instructions
// (modules/chat history.prompt.ts) read the same record.

/** A conversation of the learner's whose own messages matched, with those messages (the learner's words, cut). */
export type RecordConversation = { title: string; subject: string; date: string; quotes: string[] };

export type LearningRecord = {
  /** The window asked about, as the answer names it ('in the past 7 days'); empty for all of the learner's history. */
  window: string;
  /** The subject the question names, if any. */
  subject: string | null;
  /** The topic words the question asks about ('fractions'), searched in the learner's messages. */
  topic: string[];
  /** The topic's words as written matched nothing: the matches are of words spelt like them. */
  closeSpellings: boolean;
  /** The learner asks what they find hard. */
  difficulty: boolean;
  /** Tutoring sessions in the window, per subject, most first. */
  sessions: { subject: string; count: number }[];
  /** Conversations whose learner messages match the topic, best first. */
  topicMatches: RecordConversation[];
  /** Conversations where the learner wrote that something was hard (asked only for a difficulty question). */
  hardMatches: RecordConversation[];
  /** The latest conversations active in the window, with what they were about. */
  conversations: { title: string; subject: string; date: string; concepts: string[] }[];
  /** Structured lessons begun in the window, with their quiz's first tries. */
  lessons: {
    topic: string;
    subject: string | null;
    date: string;
    completed: boolean;
    answered: number;
    firstTryRight: number;
    missed: string[];
  }[];
};
