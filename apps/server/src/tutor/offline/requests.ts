// What a learner asks of a subject as a whole rather than of one topic: 'quiz me', 'give me a practice
// problem', 'what are the most important ideas?', 'why do we learn this?', 'how should I plan my
// revision?', 'I'm stuck on my homework'. The chat's conversation starters are such requests, and
// every one of them gets a real answer built from the subject's own topic cards.
import type { LearnerContext, Turn } from '../types.ts';
import { explainCard, HOW_ABOUT, OFFER, START_WITH } from './concept-tutor.ts';
import { cardsForSubject, findCard, getCard } from './library/index.ts';
import { expandChat } from './library/query.ts';
import type { TopicCard } from './library/types.ts';
import { fitForChild, join, listOf, lowerFirst, readableFor } from './phrases.ts';
import { byLevel, pickQuestion, practiceQuestion, relatedQuestion, saidText, startQuiz, type Difficulty } from './practice.ts';
import { subjectNote } from './subject-notes.ts';

export type RequestKind =
  'memory' | 'homework-help' | 'quiz' | 'practice' | 'study-plan' | 'purpose' | 'next-topic' | 'fact' | 'intro' | 'overview' | 'real-life';

export type LearnerRequest = {
  kind: RequestKind;
  /** Topic cards the request names ('quiz me on cells and DNA'), best first. */
  topics: TopicCard[];
  difficulty: Difficulty;
  /** The learner's words, for the wording of the reply ('step by step', 'busy schedule'). */
  text: string;
};

// Checked in this order: the first that matches decides. 'SUBJECT' stands for the subject's own name.
const KINDS: Array<[RequestKind, RegExp]> = [
  [
    'memory',
    /\b(?:remember (?:things|stuff|it|more|facts|what i (?:learn|read|study))|remember (?:\w+ )?better|memori[sz]e|improve my memory|keep forgetting|forget (?:things|everything|stuff))\b/,
  ],
  [
    'homework-help',
    /\b(?:stuck on|stuck with|i'?m stuck|i am stuck|help me think|guide me|check my (?:working|work|answer|solution|steps)|help me (?:solve|with my|do my) |homework)\b/,
  ],
  ['quiz', /\b(?:quiz|test) (?:me|my|us)\b|\b(?:a|short|quick|little|mini|small) (?:quiz|test)\b|\bquiz\b/],
  [
    'practice',
    /\bpracti[cs]e (?:problem|question|exercise|sum)s?\b|\b(?:give|set|send|show|make) (?:me|us) (?:a|an|one|some|another|\d+|a few|two|three)\b(?: \S+){0,3} (?:problem|question|exercise|equation|sum|challenge|puzzle)s?\b|\bi (?:want|would like|'d like) to practi[cs]e\b|\bcan i (?:have|get|try) (?:a|an|some) (?:\S+ )?(?:problem|question)s?\b/,
  ],
  [
    'study-plan',
    /\b(?:revision|revise|revising|study plan|study schedule|plan my|(?:get ready|prepare|study|revise) for (?:my|the|an|a|our) (?:SUBJECT )?(?:exams?|tests?|finals|gcses?|sats?)|busy schedule|fit SUBJECT (?:study|studying|learning) into)\b/,
  ],
  [
    'purpose',
    /\bwhy (?:do|should|must|would) (?:we|i|people|kids|students|you) (?:learn|study|need|bother with|do) SUBJECT\b|\bwhat(?:'s| is) the point of (?:learning )?SUBJECT\b|\bwhy (?:is )?SUBJECT (?:is )?(?:important|useful)\b/,
  ],
  [
    'next-topic',
    /\b(?:which|what) (?:SUBJECT )?topic\b|\bsuggest (?:a |some |one |me a )?(?:good |new |SUBJECT )?topics?\b|\bwhat (?:should|can|could) (?:i|we) (?:learn|study|explore|look at) (?:next|now|today)\b|\b(?:fun|good|interesting) (?:SUBJECT )?topic\b/,
  ],
  [
    'fact',
    /\b(?:coolest|surprising|interesting|amazing|weird|fun|cool) (?:fact|thing|things)\b|\bfun fact\b|\bdid you know\b|\bcoolest thing\b|\btell me something (?:cool|interesting|surprising|fun|amazing)\b/,
  ],
  [
    'intro',
    /\bexplain SUBJECT\b|\b(?:a|one|the) (?:key|core|big|main|basic) (?:idea|concept)\b(?! of)|\bfor the first time\b|\bbasics of SUBJECT\b|\bintroduc(?:e me to|tion to) SUBJECT\b|^(?:what is|tell me about) SUBJECT\W*$/,
  ],
  [
    'overview',
    /\b(?:most important|main|key|core|big|basic) (?:concepts|ideas|topics|things|skills)\b|\bfundamentals?\b|\bwhere (?:should|do|can) i (?:start|begin)\b|\brefresh my\b|\bwhat (?:topics|can you (?:teach|help with))\b/,
  ],
  [
    'real-life',
    /\b(?:real life|real-life|real world|real-world|everyday life|daily life|apply to (?:work|everyday|life|real)|used (?:in|for) (?:real|everyday|daily|life|work|jobs))\b/,
  ],
];

/** Words that belong to the request, not to a topic: removed before looking for the topic it names. */
const REQUEST_WORDS = new RegExp(
  `\\b(?:${[
    'quiz|test|tests|practi[cs]e|problems?|questions?|exercises?|sums?|puzzles?|challenge|challenging|hard|harder|tricky|tough|difficult',
    'easy|easier|simple|fun|funny|quick|short|little|mini|small|few|some|one|another|new|random|three|two|five|\\d+',
    'give|set|send|show|make|try|solve|work|working|through|understanding|knowledge|learned|learnt|learning|so far|revision|revise',
    'plan|study|studying|exams?|schedule|busy|ready|prepare|remember|better|next|last|topics?|explore|together|suggest|depth|week',
    'coolest|cool|surprising|interesting|amazing|weird|facts?|things?|stuff|real|everyday|daily|life|world|jobs?|used|use|apply|point',
    'important|useful|matter|bother|why|how|where|when|which|who|what|school|key|ideas?|core|concepts?|basics?|big|main|step by step',
    'first time|fundamentals|master|start|begin|refresh|homework|stuck|guide|answers?|away|without|giving|help|think|check|fit|into',
    "can|could|would|should|will|you|i|me|us|my|our|your|i'm|i've|i'd|want|like|please|let's|need|know|learn|teach|tell|explain",
    "to|a|an|the|on|in|of|with|about|for|up|at|as|by|from|if|or|so|do|does|did|is|are|was|were|be|it|its|it's|this|that|these|those",
    'way|ways|best|good|great|lot|more|most|much|very|really|just|also|today|time|day|get|go|am|have|has|had|there|we|they|them|SUBJECT',
  ].join('|')})\\b`,
  'g',
);

const clean = (message: string, subject: string) => {
  const name = expandChat(subject).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expandChat(message)
    .replace(new RegExp(`\\b${name}\\b`, 'g'), 'SUBJECT')
    .replace(/[^a-zA-Z0-9' ,&-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

/** The topic cards a request names, each part of 'cells and DNA' looked up on its own. */
function namedTopics(text: string, subjectId: number): TopicCard[] {
  const rest = text.replace(REQUEST_WORDS, ' ').replace(/\s+/g, ' ').trim();
  if (!rest) return [];
  const found: TopicCard[] = [];
  const whole = findCard(rest, subjectId)?.card;
  const parts = rest.split(/\s*(?:,|&|\band\b)\s*/).filter((p) => /[a-z]/.test(p));
  for (const card of [whole, ...parts.map((p) => findCard(p, subjectId)?.card)]) if (card && !found.includes(card)) found.push(card);
  return found;
}

/** A request about the subject as a whole (or a quiz or practice on named topics), if the message is one. */
export function detectRequest(message: string, context: LearnerContext): LearnerRequest | null {
  const text = clean(message, context.subject.name);
  if (!text || text.split(' ').length > 30) return null;
  const hit = KINDS.find(([, re]) => re.test(text));
  if (!hit) return null;
  const difficulty: Difficulty = /\b(?:challenging|hard|harder|tricky|tough|difficult|advanced)\b/.test(text)
    ? 'hard'
    : /\b(?:easy|easier|simple|fun|basic|beginner)\b/.test(text)
      ? 'easy'
      : 'normal';
  return { kind: hit[0], topics: namedTopics(text, context.subject.id), difficulty, text };
}

const isMaths = (c: LearnerContext) => c.subject.id === 1 || /math/i.test(c.subject.name);
const titled = (c: TopicCard) => `**${c.title}**`;

/** Cards the tutor has already explained or asked about in this conversation, most recent last. */
function cardsSeen(turns: Turn[], subjectId: number): TopicCard[] {
  const said = saidText(turns);
  return cardsForSubject(subjectId).filter(
    (c) => said.includes(`**${c.title.toLowerCase()}**`) || c.checkQuestions.some((q) => said.includes(q.question.toLowerCase())),
  );
}

/** A card to start from: named by the learner, else the first not yet explained, at the learner's level. */
function startCard(r: LearnerRequest, c: LearnerContext, turns: Turn[], difficulty: Difficulty = 'easy'): TopicCard | null {
  if (r.topics[0]) return r.topics[0];
  const said = saidText(turns);
  const cards = byLevel(cardsForSubject(c.subject.id), c.ageGroup, difficulty);
  return cards.find((card) => !said.includes(card.title.toLowerCase())) ?? cards[0] ?? null;
}

/** The reply to a request (label: the tutor's introduction in a first reply, or ''). */
export function requestReply(r: LearnerRequest, c: LearnerContext, turns: Turn[], label: string): string {
  const group = c.ageGroup;
  const subject = c.subject.name;
  const cards = cardsForSubject(c.subject.id);
  const note = subjectNote(c);
  const step = `${r.text} step by step`;

  // A request that names one topic ('explain derivatives with a real-world example', 'why does
  // photosynthesis matter?') is a question about that topic, answered from its card.
  const about = r.topics[0];
  if (about && ['intro', 'purpose', 'fact', 'real-life', 'overview'].includes(r.kind)) {
    return explainCard(about, group, turns, step, label, null, { realWorld: true });
  }

  switch (r.kind) {
    case 'memory': {
      const card = getCard('study-active-recall');
      if (!card) break;
      return explainCard(card, group, turns, r.text, label, null, {
        lead: group === 'child' ? 'Here is a great way to remember things.' : 'Good question: one method works better than any other.',
      });
    }
    case 'homework-help':
      return homeworkHelp(r, c, turns, label);
    case 'quiz': {
      const sofar = /\b(?:so far|learn(?:ed|t)|covered|done)\b/.test(r.text);
      const seen = sofar ? cardsSeen(turns, c.subject.id) : [];
      const pool = r.topics.length ? r.topics : seen.length ? seen : byLevel(cards, group, r.difficulty);
      const quiz =
        startQuiz(pool, group, turns, 3, r.topics.length ? '' : subject) ??
        startQuiz(byLevel(cards, group, r.difficulty), group, turns, 3, subject);
      const fresh =
        sofar && !seen.length && !r.topics.length ? "We haven't covered a topic together yet, so let's start with some basics." : '';
      if (quiz) return join(label, fresh, quiz);
      break;
    }
    case 'practice': {
      const pool = r.topics.length
        ? [
            ...r.topics,
            ...byLevel(
              r.topics.flatMap((t) => t.related.map((id) => getCard(id)).filter((x): x is TopicCard => !!x)),
              group,
              r.difficulty,
            ),
          ]
        : byLevel(cards, group, r.difficulty);
      const picked = pickQuestion(pool, turns, isMaths(c)) ?? (r.topics[0] ? relatedQuestion(r.topics[0], turns) : null);
      if (picked) return practiceQuestion(picked, group, label);
      break;
    }
    case 'study-plan':
      return studyPlan(r, c, label);
    case 'purpose': {
      const card = startCard(r, c, turns, 'normal');
      const example = card ? `For example, in **${card.title}**: ${card.realWorldExample}` : '';
      return join(
        label,
        note.why,
        group === 'child' ? '' : example,
        card ? `\n\n${OFFER(card.title)}` : `\n\nWhat would you like to learn in ${subject}?`,
      );
    }
    case 'next-topic': {
      const card = startCard({ ...r, topics: [] }, c, turns, r.difficulty === 'hard' ? 'hard' : 'normal');
      if (!card) break;
      const why = `It's about this: ${lowerFirst(card.keyConcepts[0].replace(/\.$/, ''))}.`;
      const plan = /\b(?:depth|week)\b/.test(r.text)
        ? `\n\nA plan for the week:\n1. Learn the key ideas: ${card.keyConcepts
            .slice(0, 3)
            .map((k) => k.replace(/\.$/, '').toLowerCase())
            .join(
              '; ',
            )}.\n2. Work through an example, step by step.\n3. Test yourself without notes, then check what you missed.\n4. At the end of the week, explain it in your own words.\n\n`
        : '';
      return join(label, `${HOW_ABOUT(card.title)}`, why, plan, 'Would you like to start with it?');
    }
    case 'fact': {
      const said = saidText(turns);
      const pool = byLevel(cards, group, 'normal');
      const fresh = pool.filter((x) => !said.includes(x.realWorldExample.slice(0, 40).toLowerCase()));
      const card = fresh.find((x) => readableFor(x.realWorldExample, group)) ?? fresh[0] ?? pool[0];
      if (!card) break;
      const lead = group === 'child' ? `Here's something cool from ${subject}.` : `Here's something from ${subject} you meet every day.`;
      return join(label, lead, card.realWorldExample, `\n\n${OFFER(card.title)}`);
    }
    case 'intro': {
      const card = startCard(r, c, turns, 'easy');
      if (!card) break;
      const lead = r.topics[0]
        ? ''
        : join(
            /\bfirst time\b|\bexplain SUBJECT\b/.test(r.text) ? note.about : '',
            `Let's start with one of the big ideas${/\bfirst time\b/.test(r.text) ? '' : ` in ${subject}`}.`,
          );
      return explainCard(card, group, turns, step, label, null, { lead, realWorld: /\breal/.test(r.text) });
    }
    case 'overview': {
      const pool = r.topics.length ? r.topics : byLevel(cards, group, 'easy').slice(0, group === 'child' ? 3 : 5);
      if (!pool.length) break;
      const lead =
        group === 'child'
          ? `Here are some big ideas in ${subject}:`
          : `Here are some of the most important ideas in ${subject}, a good order to learn them in:`;
      const items = pool
        .map((x) => (group === 'child' ? `- ${titled(x)}` : `- ${titled(x)}: ${x.keyConcepts[0].replace(/\.$/, '')}`))
        .join('\n');
      return join(label, lead, `\n${items}\n\n`, 'Which one would you like to start with?', START_WITH(pool[0].title));
    }
    case 'real-life': {
      const ordered = byLevel(cards, group, 'normal');
      const pool = [...ordered.filter((x) => readableFor(x.realWorldExample, group)), ...ordered]
        .filter((x, i, all) => all.indexOf(x) === i)
        .slice(0, group === 'child' ? 2 : 3);
      if (!pool.length) break;
      const items = pool.map((x) => `- ${titled(x)}: ${x.realWorldExample}`).join('\n');
      return join(
        label,
        `${subject} is all around you. A few examples:`,
        `\n${items}\n\n`,
        'Which of these would you like to learn more about?',
      );
    }
  }
  return join(label, `What would you like to work on in ${subject}? Tell me a topic, and what you already know about it.`);
}

function homeworkHelp(r: LearnerRequest, c: LearnerContext, turns: Turn[], label: string): string {
  const group = c.ageGroup;
  const checking = /\bcheck my\b/.test(r.text);
  const topic = r.topics[0];
  if (topic && !checking)
    return explainCard(topic, group, turns, `${r.text} step by step`, label, null, {
      lead: group === 'child' ? "Let's work it out together." : "Let's work through it together: here is the method first.",
    });
  const how = isMaths(c) ? 'You can type maths the way you write it, like 2x + 3 = 7.' : '';
  if (checking) {
    return join(
      label,
      `Of course. Send me the ${topic ? `${topic.title.toLowerCase()} ` : ''}problem and your working, one line at a time.`,
      "I'll check each step and show you where a slip happens, without doing it for you.",
      how,
      '\n\nWhat is the problem?',
    );
  }
  if (group === 'child') {
    return join(
      label,
      "Of course! Let's do it together, one step at a time.",
      'Send me the question just as it is written, and tell me what you tried.',
      how,
      '\n\nWhat does the question ask you to find?',
    );
  }
  return join(
    label,
    "Sure. I won't just hand you the answer, but I'll guide you one step at a time with hints and questions.",
    'Send me the question exactly as it is written, and tell me what you have tried so far, even if it did not work.',
    how,
    '\n\nTo start: what is the question asking you to find, and what information does it give you?',
  );
}

function studyPlan(r: LearnerRequest, c: LearnerContext, label: string): string {
  const group = c.ageGroup;
  const subject = c.subject.name;
  const topics = (r.topics.length ? r.topics : byLevel(cardsForSubject(c.subject.id), group, 'normal')).slice(0, 4);
  const list = topics.length ? listOf(topics.map(titled), 'and') : `the topics of ${subject}`;
  const busy = /\b(?:busy|fit)\b/.test(r.text);
  if (group === 'child') {
    return fitForChild(
      label,
      `Here is a plan for ${subject}. Pick one topic each day, such as ${list}. Study for 20 minutes, then take a short break. Close your notes and test yourself. Go back to each topic a few days later.`,
      '\n\nWhich topic feels hardest for you?',
    );
  }
  const steps = busy
    ? [
        `Pick one small topic per session: ${list}.`,
        'Book three or four short sessions a week (15 to 25 minutes), at times you already have, such as a commute or lunch.',
        'Spend each session testing yourself, not re-reading: questions, flashcards or explaining it aloud.',
        'Come back to each topic a few days later, so it sticks with little extra time.',
        'Keep a one-line note of what to do next, so each session starts at once.',
      ]
    : [
        `List your topics: ${list}, and any others on your course.`,
        'Rate each one: confident, unsure or lost. Start with the ones you are unsure about.',
        'Study in 25-minute blocks with 5-minute breaks, one topic per block.',
        'Test yourself instead of re-reading: practice questions, flashcards, or explaining it without notes.',
        'Revisit each topic a few days later, and again the week after, so it stays fresh for the exam.',
      ];
  const lead = busy ? `Here's how to fit ${subject} into a busy week:` : `Here's a simple plan for your ${subject} revision:`;
  const offer = topics.length
    ? `I can quiz you on any of these, or explain one. Which topic feels hardest right now?`
    : 'Which topic feels hardest right now?';
  return join(label, lead, `\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\n`, offer);
}
