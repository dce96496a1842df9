// What a learner's message is trying to do, by rules: ask to move on, ask for help, propose a step,
// give an answer, or talk the tutor out of its rules. Shared by the pedagogy guard and the offline tutor.
import { JAILBREAK } from '../safety/safety-lexicon.ts';

const clean = (text: string) => text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();

/** An explicit request to see the answer or move on ('just tell me', 'I give up', 'show me the answer'). */
const MOVE_ON =
  /\b(?:just tell me|tell me the (?:answer|solution)|show me the (?:answer|solution|working|steps|full solution)|give me the (?:answer|solution)|what(?:'s| is) the (?:answer|solution)|(?:let's |lets |can we |please |we can )?move on|i give up|i gave up|i quit|skip (?:it|this)(?: one)?|next question|can (?:you|i) (?:just )?(?:tell|show|see) (?:me )?(?:the )?(?:answer|solution|full solution)|(?:please )?(?:just )?show me how (?:to do it|it's done|you do it))\b/;

const HELP =
  /\b(?:hint|help|stuck|don't know|dont know|do not know|idk|no idea|not sure|confused|don't (?:get|understand)|dont (?:get|understand)|how do i|what do i do|where do i start|what next|what now|what should i do|i'm lost|im lost)\b/;

/** A proposed operation: 'subtract 3?', 'I would divide both sides by 2', 'use the quadratic formula'. */
const PROPOSAL =
  /\b(?:add(?:ing)?|subtract(?:ing)?|take away|minus|divid(?:e|ing)|multiply(?:ing)?|times|square root|factor(?:ise|ize|ising|izing)?|expand(?:ing)?|move|bring|collect|cancel|swap|flip|use the (?:quadratic )?formula|common denominator|power rule|chain rule|product rule)\b/;

/** Cues that a message states an answer ('I got 4', 'is it 2?', 'x is 5', 'maybe 3'). */
const ANSWER_CUE =
  /=|\b(?:answer|i got|i get|i think|i guess|i believe|maybe|is it|it's|its|it is|equals|[a-z] is|no (?:real )?solutions?|solution is|that gives|so it's)\b/;

/** A fresh problem of the same kind: 'another one', 'one more', 'give me another to practise'. */
const PRACTICE =
  /\b(?:(?:give|set|send|show) me (?:another|one more|a new|a different|a similar|a fresh|more)(?: one| example| problem| question| sum| equation)?|(?:another|one more|a new|a different|a similar|a fresh|a harder|an easier|a bigger|a trickier) (?:one|example|problem|question|sum|equation|exercise)s?(?: (?:like (?:this|that)|to (?:practi[cs]e|try|do)))?|(?:can|could) i (?:try|do|have) (?:another|one more)|let me (?:try|do) (?:another|one more)|more practi[cs]e|practi[cs]e (?:another|more|one more)|(?:one|something) (?:more )?to practi[cs]e|more like (?:this|that))\b|^(?:another|another one|one more|again|next one|more)(?: (?:please|pls|plz))?[.!?]*$/;

/** Asking for the current step again, more simply: 'why?', 'I still don't get it', 'explain it more simply'. */
const FOLLOW_UP =
  /^(?:why|why\?+|how come|huh|what|what\?|eh)[?!.]*$|\b(?:why (?:is|does|do|did|would|should|that|this|it|not|can't|can i|do we|do you)|how come|(?:i )?still (?:don't|dont|do not) (?:get|understand|see)|(?:i )?(?:don't|dont|do not) (?:get|understand|see)(?: (?:it|this|that|why|how|what you mean))?|(?:explain|say|put) (?:it|that|this)?\s*(?:again|more simply|simpler|differently|another way|in (?:a )?(?:simpler|different|easier) (?:way|words)|in plain (?:english|words))|(?:more )?simpl(?:er|y)(?: please)?$|what do you mean|(?:that|it) (?:doesn't|does not|dont|don't) make sense|makes no sense|i'm confused|i am confused|i'm lost|i am lost|can you explain)\b/;

export function isJailbreak(text: string): boolean {
  const t = clean(text);
  return JAILBREAK.some((p) => p.test(t));
}

export function isMoveOnRequest(text: string): boolean {
  return !isJailbreak(text) && MOVE_ON.test(clean(text));
}

export function isHelpRequest(text: string): boolean {
  return HELP.test(clean(text));
}

/** A request for a fresh practice problem of the same kind (never a request to see the answer). */
export function isPracticeRequest(text: string): boolean {
  const t = clean(text);
  return PRACTICE.test(t) && !isMoveOnRequest(text) && !/\b(?:answer|solution)\b/.test(t);
}

/** A request to explain the current step again, more simply or with the reason why. */
export function isFollowUpRequest(text: string): boolean {
  const t = clean(text);
  return FOLLOW_UP.test(t) && t.split(' ').length <= 14 && !/\d\s*[-+*/=^]|=/.test(t);
}

/** A proposed next step rather than an answer ('subtract 3 from both sides?'). */
export function isStepProposal(text: string): boolean {
  const t = clean(text);
  return PROPOSAL.test(t) && !/=/.test(t) && !/\b(?:answer|i got|i get)\b/.test(t);
}

const NUMBER_WORDS =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)';
/** A number written in words as the whole answer: 'fifty six', 'x is four', "it's twelve". */
const SPELLED_ANSWER = new RegExp(
  `^(?:(?:it's|its|it is|is it|i think it's|i think|maybe|i got|the answer is|[a-z] is|[a-z] =)\\s+)?(?:minus |negative )?${NUMBER_WORDS}(?:[\\s-]+(?:and\\s+)?${NUMBER_WORDS})*[?!.]*$`,
);

/** Whether a message could be an answer to an open problem (graded by the maths rules only then). */
export function looksLikeAnswer(text: string): boolean {
  const t = clean(text);
  const words = t.split(' ').filter(Boolean).length;
  if (words > 25) return false;
  if (/=/.test(t)) return true;
  if (/\b(?:question|problem|exercise|homework)s?\b/.test(t)) return false;
  // 'not sure' or 'I don't know' next to a number is still an answer when the number leads or is
  // named as one ('5? not sure', 'i don't know, is it 5?'), and a plea for help otherwise.
  if (HELP.test(t) && !/^[-(]?\d|^[a-z] (?:=|is)|\b(?:is it|i got|i get|my answer|answer is|i think it's|i think it is|maybe)\b/.test(t))
    return false;
  if (/\bno (?:real )?solutions?\b|\bevery (?:number|value)\b|\binfinitely many\b/.test(t)) return true;
  if (SPELLED_ANSWER.test(t)) return true;
  if (!/\d/.test(t)) return false;
  return words <= 6 || ANSWER_CUE.test(t);
}

/** Yes, no and other short acknowledgements. */
export function isAffirmative(text: string): boolean {
  return /^(?:yes|yeah|yep|yup|sure|ok|okay|please|yes please|sounds good|let's do it|lets do it|go on|go ahead|why not|alright|all right|ok sure)\b[.! ]*$/.test(
    clean(text),
  );
}

export function isNegative(text: string): boolean {
  return /^(?:no|nope|nah|no thanks|not now|maybe later)\b[.! ]*$/.test(clean(text));
}

/** 'I don't know' and friends, as an answer to a check question. */
export function isDontKnow(text: string): boolean {
  return /^(?:i )?(?:don't know|dont know|do not know|idk|no idea|not sure|no clue|i'm not sure|im not sure|dunno|i have no idea|pass)\b/.test(
    clean(text).replace(/^(?:hmm+|um+|uh+|well),?\s*/, ''),
  );
}

export function isGreeting(text: string): boolean {
  return (
    /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|yo|greetings|sup|what's up|whats up)\b[\s!.,?a-z]*$/.test(
      clean(text),
    ) && clean(text).split(' ').length <= 5
  );
}

export function isThanks(text: string): boolean {
  return (
    /^(?:thanks|thank you|thx|ty|cheers|great|cool|awesome|nice|got it|i see|ok thanks|okay thanks|that helps|makes sense)\b[\s!.a-z]*$/.test(
      clean(text),
    ) && clean(text).split(' ').length <= 6
  );
}
