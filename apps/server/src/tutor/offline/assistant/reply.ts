// The floating assistant's offline brain: a brief answer (a few sentences, at most ASSISTANT_LIMITS.answerWordsMax
// words) from the card library, the maths engine and the learner's own records, using the page the learner is on.
// Pure: the same question, page, turns and records always get the same answer. Safety is not decided here: the
// pipeline (tutor.ts) screens the question before and the answer after, as for every provider.
import type { AgeGroup } from '@brightpath/shared/age';
import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { isGreeting, isThanks } from '@/tutor/guards/intent.ts';
import { hintFor, isBareValue, parseMathProblem, solveMathProblem } from '@/tutor/math/index.ts';
import { wordCount } from '@/tutor/reading-level.ts';
import { ALL_CARDS, findCard, getCard } from '../library/index.ts';
import type { TopicCard } from '../library/types.ts';
import { fitForChild, join, listOf, lowerFirst, math, sentences } from '../phrases.ts';
import { learnerSubject, pageCard, subjectPath, type PageCard } from './cards.ts';
import { nextSteps } from './next-steps.ts';
import { PAGE_NAMES, pageGuide, pageKind } from './pages.ts';
import { screenAnswer } from './screen-answers.ts';
import { studyTip, tipOrder } from './tips.ts';
import type { AssistantInput } from './types.ts';

const MAX_WORDS = ASSISTANT_LIMITS.answerWordsMax;

const TIPS =
  /\btips?\b|\bhow (?:can|do|should|could) i (?:study|revise|learn|remember|memori[sz]e|focus|concentrate|stop procrastinating|get better at studying)\b|\b(?:study|revise|learn) (?:better|smarter|faster|more)\b|\b(?:concentrat\w*|procrastinat\w*|memori[sz]\w*|revision|cramming)\b/i;
const NEXT =
  /\bnext\b|\bwhat (?:should|can|could) i (?:study|learn|do|work on|practi[sc]e)\b|\bwhere (?:should|do|can) i (?:start|begin)\b|\brecommend\w*\b/i;
const SIMPLY =
  /\b(?:simpl[ey]|simpler|easier|easy words|plain (?:english|words)|eli5|like i'?m (?:five|5|a kid)|(?:don'?t|do not) (?:get|understand)|confus\w*)\b|\bexplain (?:this|it|that|my (?:current )?topic|the topic)\b/i;
const PAGE_HELP =
  /\b(?:this page|this screen|this tab|what can i do here|what is (?:this|it) for|how (?:does|do i use) (?:this|it)|how does (?:this|it) work|what am i looking at|where am i)\b/i;
/** A question about what was just said: 'that', 'it', 'this' (once the page's own words are taken out). */
const REFERS_BACK = /\b(?:that|it|this|again)\b/i;
/** 'my current topic', 'this topic': the page's topic, not words to search the library for. */
const PAGE_TOPIC_WORDS = /\b(?:my|the|this|our)\s+(?:current\s+)?(?:topic|subject|lesson|page)\b|\bcurrent\b/gi;

/** The assistant's answer to the learner's question on this page. */
export function assistantReply(input: AssistantInput): string {
  const question = input.question.trim();
  const reply =
    mathsAnswer(input, question) ??
    (isThanks(question) ? thanks(input.ageGroup) : null) ??
    (TIPS.test(question) ? studyTips(input) : null) ??
    (NEXT.test(question) ? whatNext(input) : null) ??
    screenAnswer(question, input.page.path, input.ageGroup) ??
    (SIMPLY.test(question) ? explainSimply(input, question) : null) ??
    (PAGE_HELP.test(question) ? pageHelp(input) : null) ??
    conceptAnswer(input, question) ??
    (isGreeting(question) ? greeting(input) : null) ??
    whatICanDo(input);
  return briefly(reply);
}

/**
 * At most `max` words: whole lines and sentences are kept while they fit (at least the first sentence). For the
 * offline answers this is a safety net; a provider's long reply is cut the same way.
 */
export function briefly(text: string, max: number = MAX_WORDS): string {
  if (wordCount(text) <= max) return text.trim();
  const out: string[] = [];
  let words = 0;
  for (const line of text.trim().split('\n')) {
    const kept: string[] = [];
    for (const sentence of line.trim() ? sentences(line) : ['']) {
      const n = wordCount(sentence);
      if (words + n > max && words > 0) break;
      kept.push(sentence);
      words += n;
    }
    if (kept.length === 0 && line.trim()) break;
    out.push(kept.join(' '));
    if (words >= max) break;
  }
  return out.join('\n').trim();
}

const child = (group: AgeGroup) => group === 'child';

function thanks(group: AgeGroup): string {
  return child(group) ? "You're welcome! Ask me any time." : "You're welcome. Ask me any time you need a hand.";
}

/** A maths problem: the first hint from the maths engine (never the answer), and the tutor chat for the rest. */
function mathsAnswer(input: AssistantInput, question: string): string | null {
  const problem = parseMathProblem(question);
  if (!problem || isBareValue(problem)) return null;
  const solution = solveMathProblem(problem);
  const where = input.page.subject?.id === 1 ? 'the tutor chat' : 'the tutor chat in Mathematics';
  const shown = solution.kind === 'measure' ? solution.problem.display : math(solution.problem.display);
  if (!solution.check.passed)
    return child(input.ageGroup)
      ? `That one needs careful work. Open ${where} and we can do it step by step.`
      : `I couldn't check that one quickly, so I won't guess. Open ${where} to work through it step by step.`;
  const hint = hintFor(solution, 0);
  return child(input.ageGroup)
    ? join(`Let's look at ${shown}.`, hint, `Have a go, then check your steps in ${where}.`)
    : join(
        `Let's work on ${shown}.`,
        `A hint for the first step: ${hint}`,
        `Have a go, then open ${where}: it checks each step and shows the full working after two tries.`,
      );
}

/** Three study tips for this learner, skipping any the widget has just given. */
function studyTips(input: AssistantInput): string {
  const { learner, ageGroup: group } = input;
  const said = input.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const order = tipOrder(learner, input.page).map((id) => studyTip(id, group));
  const fresh = order.filter((tip) => !said.some((s) => s.includes(`**${tip.title}:**`)));
  const tips = (fresh.length >= 2 ? fresh : order).slice(0, 3);
  const lead =
    learner.sessions === 0
      ? child(group)
        ? 'Here are three ways to learn well from the start:'
        : 'Three techniques that work, to start you off well:'
      : child(group)
        ? `You have had ${learner.sessions === 1 ? '1 session' : `${learner.sessions} sessions`}. Here are three tips:`
        : `You have ${learner.sessions === 1 ? '1 tutoring session' : `${learner.sessions} tutoring sessions`} behind you. Three techniques to get more from them:`;
  return `${lead}\n${tips.map((t) => `- **${t.title}:** ${t.text}`).join('\n')}`;
}

/** The two or three most important next steps from the learner's records. */
function whatNext(input: AssistantInput): string {
  const steps = nextSteps(input).slice(0, 3);
  const lead = child(input.ageGroup) ? 'Here is what to do next:' : 'Based on your progress so far, here is what I would do next:';
  return `${lead}\n${steps.map((s, i) => `${i + 1}. **${s.title}:** ${s.text}`).join('\n')}`;
}

/** The card a vague follow-up ('explain it more simply') is about: the one the widget's last answer named. */
function cardFromHistory(input: AssistantInput): TopicCard | null {
  for (const turn of [...input.history].reverse()) {
    if (turn.role === 'assistant') {
      const title = turn.content.match(/\*\*([^*]+)\*\*/)?.[1];
      const card = title ? findCardByTitle(title) : null;
      if (card) return card;
    } else {
      const hit = findCard(turn.content, input.page.subject?.id);
      if (hit) return hit.card;
    }
  }
  return null;
}

const findCardByTitle = (title: string): TopicCard | null => ALL_CARDS.find((c) => c.title === title) ?? null;

/** The topic to explain: one named in the question, else the page's (or the learner's) current card. */
function cardToExplain(input: AssistantInput, question: string): (PageCard & { missed: boolean }) | null {
  const own = question.replace(PAGE_TOPIC_WORDS, ' ');
  // 'Say that more simply' is about the widget's last answer, not a search for the word 'say'.
  const before = REFERS_BACK.test(own) ? cardFromHistory(input) : null;
  if (before) return { card: before, from: 'topic', subject: input.page.subject, missed: false };
  const named = findCard(own, input.page.subject?.id);
  if (named) return { card: named.card, from: 'topic', subject: input.page.subject, missed: false };
  const onPage = pageCard(input.page, input.ageGroup, input.learner, 'current');
  // The page names a topic the library has no card on: say so, then explain a big idea of its subject.
  const missed = !!input.page.topic && onPage?.from !== 'topic';
  if (onPage?.from === 'topic') return { ...onPage, missed };
  const earlier = cardFromHistory(input);
  if (earlier && !missed) return { card: earlier, from: 'topic', subject: input.page.subject, missed };
  return onPage ? { ...onPage, missed } : null;
}

/** 'Explain Simply': the card at its simplest reading level, whatever the learner's age. */
function explainSimply(input: AssistantInput, question: string): string {
  const found = cardToExplain(input, question);
  if (!found) return noTopicYet(input);
  const { card, from, subject, missed } = found;
  const title = `**${card.title}**`;
  const lead = missed
    ? `I don't have notes on that exact topic yet. Here is a big idea from ${subject?.name ?? 'your subject'}, ${title}, in simple words:`
    : from === 'topic'
      ? `Here is ${title} in simple words:`
      : `You are studying ${subject?.name ?? 'this subject'}. Here is one of its big ideas, ${title}, in simple words:`;
  const after = child(input.ageGroup)
    ? 'Want an example? Ask the tutor in the chat.'
    : 'For a worked example and a quick check, ask the tutor in the chat.';
  return fitForChild(lead, card.explanation.child, `\n\n${after}`, child(input.ageGroup) ? 80 : MAX_WORDS);
}

/** Topics to name when the learner has no subject yet: one each from the first subjects, easy to read. */
const STARTER_TOPICS = ['math-fractions', 'science-water-cycle', 'science-sound'];

/** No topic anywhere: name a few the learner could ask about. */
function noTopicYet(input: AssistantInput): string {
  const subject = input.page.subject ?? learnerSubject(input.learner);
  const examples = subject ? subjectPath(subject.id, input.ageGroup).slice(0, 3) : [];
  const cards = examples.length ? examples : STARTER_TOPICS.map((id) => getCard(id)).filter((c): c is TopicCard => !!c);
  const some = listOf(cards.map((c) => lowerFirst(c.title)));
  return child(input.ageGroup)
    ? `Tell me the topic, and I will make it simple. You could ask about ${some}.`
    : `Which topic would you like explained? Name it, for example ${some}, and I'll explain it in simple words.`;
}

/** A question about a topic the library has: the idea in a few sentences at the learner's reading level. */
function conceptAnswer(input: AssistantInput, question: string): string | null {
  const hit = findCard(question, input.page.subject?.id ?? learnerSubject(input.learner)?.id);
  if (!hit) return null;
  const card = hit.card;
  const group = input.ageGroup;
  // The teen wording for adults too: the panel is for a quick answer, the tutor chat for the full one.
  const explanation = sentences(card.explanation[child(group) ? 'child' : 'teen'])
    .slice(0, 3)
    .join(' ');
  const after = child(group)
    ? 'Want to learn more? Ask the tutor in the chat.'
    : 'The tutor chat can take you further, with a worked example and a quick check.';
  return fitForChild(`**${card.title}:**`, explanation, `\n\n${after}`, child(group) ? 80 : MAX_WORDS);
}

/** 'What is this page?': what the page is for, and one thing to try there from the learner's records. */
function pageHelp(input: AssistantInput): string {
  const kind = pageKind(input.page.path);
  const guide = pageGuide(kind, input.ageGroup);
  const step = nextSteps(input)[0];
  const tryThis = step ? `${child(input.ageGroup) ? 'Next for you' : 'A good next step'}: **${step.title}**. ${step.text}` : '';
  const subject = kind === 'chat' && input.page.subject ? `You are in ${input.page.subject.name}.` : '';
  return join(guide, subject, tryThis);
}

function greeting(input: AssistantInput): string {
  const where = PAGE_NAMES[pageKind(input.page.path)];
  return child(input.ageGroup)
    ? `Hi! I'm your learning assistant. Ask me for study tips, what to learn next, or to explain a topic simply.`
    : `Hello! I'm your learning assistant on the ${where} page. Ask me for study tips, what to study next, or a simple explanation of a topic.`;
}

/** A question outside what the assistant knows: say so, and what it can do here. */
function whatICanDo(input: AssistantInput): string {
  const card = pageCard(input.page, input.ageGroup, input.learner, 'current');
  const topic = card ? `explain ${lowerFirst(card.card.title)} simply` : 'explain a topic simply';
  const where = input.page.subject ? `the tutor chat in ${input.page.subject.name}` : 'the tutor chat';
  return child(input.ageGroup)
    ? `I'm not sure about that one. I can tell you about this page, give study tips, tell you what to learn next, or ${topic}. For bigger questions, ask ${where}.`
    : `I don't know enough to answer that well here. I can tell you what this page shows and where things are, give study tips, suggest what to study next, or ${topic}. For longer questions, ${where} can go into depth.`;
}
