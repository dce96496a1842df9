// The words learners wrap around a problem: chat abbreviations ('pls', 'u', 'w/'), a worksheet label
// in front ('q3:', 'homework q3:', 'ex 4)', '1.'), and framing or filler after it ('how do i solve
// this', 'can you help', '= ?', 'for x'). Works on prepareText's output (lower-case ASCII) and only
// ever removes words that carry no maths, so the strict tokenizer still decides what is maths.

/** Chat spellings → the words the intent patterns know. 'u' only next to a verb: u is also a variable. */
const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\b(?:pl[sz]+|plox|pleez|pleas+e*|pwease|pweez)\b/g, 'please'],
  [/\b(?:wiv|wif)\b/g, 'with'],
  [/\b(?:cn|cann)\b/g, 'can'],
  [/\b(?:cud|cld)\b/g, 'could'],
  [/\b(?:thx|thnx|tnx|ty|thank u|thanku)\b/g, 'thanks'],
  [/\b(can|could|would|will|do|did|are|r|if|thank|help|tell|show|let|have|when)\s+u\b/g, '$1 you'],
  [/\bu\s+(?=(?:solve|help|show|explain|do|tell|check|work|get|find|know|please|simplify|differentiate|calculate)\b)/g, 'you '],
  [/\bur\b/g, 'your'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s|[a-z])/g, 'with '],
  [/\bidk\b/g, "i don't know"],
  [/\b(?:dunno|duno)\b/g, "don't know"],
  [/\b(?:im|i m)\b/g, "i'm"],
  [/\b(do|does|is|are|can|could|would|should|did|have|was)nt\b/g, "$1n't"],
  [/\bcant\b/g, "can't"],
  [/\b(?:wat|wot|wut)\b/g, 'what'],
  [/\b(?:wats|whats|wuts)\b/g, "what's"],
  [/\bhw\b/g, 'homework'],
  [/\b(?:eqn|eq|equ)\b/g, 'equation'],
  [/\bans\b/g, 'answer'],
  [/\bhow 2\b/g, 'how to'],
  [/\bsolv\b/g, 'solve'],
  [/\b(?:simplfy|simplyfy|simpify)\b/g, 'simplify'],
];

/** A worksheet label at the start: 'q3:', 'homework q3:', 'ex 4)', 'question 2 -', '1.', 'a)', '(b)'. */
const SHEET = '(?:my |the )?(?:maths? |math )?(?:home ?work|worksheet)';
const LABEL = new RegExp(
  '^(?:' +
    [
      `(?:${SHEET}\\s+)?(?:exercise|ex|question|qn|q|problem|prob|task|no|number|#)\\s*\\.?\\s*\\d{1,3}(?:\\.\\d{1,3})?[a-z]?\\s*(?:[:.)\\-–]\\s*|\\s+)`,
      `${SHEET}\\s*\\d{1,3}(?:\\.\\d{1,3})?[a-z]?\\s*[:.)\\-–]\\s*`,
      `${SHEET}\\s*[:\\-–]\\s*`,
      '\\(?[a-h]\\)\\s*',
      '[a-h]\\.\\s+',
      '\\(\\d{1,2}\\)\\s*',
      '\\d{1,2}[.)]\\s+',
    ].join('|') +
    ')',
);

const NOUN = '(?: this| the)?(?: one| question| problem| equation| sum| expression)?[\\s,:.-]*';

/** Greetings, pleas and framing before the problem; the longer phrases first, single words last. */
const LEADING = new RegExp(
  '^(?:' +
    [
      '(?:(?:can|could|would) you |please )?(?:show|tell|teach) me how (?:to|you|i) (?=solve|work out|simplify|differentiate|calculate|find|expand|do\\b)',
      '(?:are you|r you) able to ',
      '(?:can you |could you |please )?check (?:my|this|the) (?:working|work|answer|solution)(?: for| to| on)?(?: this)?[\\s,:.-]*',
      '(?:my |our |the )?(?:teacher|tutor|mum|mom|dad|book|textbook|worksheet) (?:gave|set|asked|wants) (?:us|me)(?: to (?:do|solve|work out))?(?: this)?(?: one)?[\\s,:.-]*',
      // 'we have to solve ...' keeps its verb; 'we have to do 45 ÷ 9' loses the 'do'.
      '(?:we|i) (?:have|got|need) to (?:do\\s+|answer\\s+)?(?=solve\\b|work out\\b|find\\b|simplify\\b|\\S*\\d)',
      'i (?:got|have) (?:this|a question|a problem|one)?(?: for (?:homework|hw|class))?[\\s,:.-]*(?=\\S*[\\d(])',
      "(?:i )?(?:don't|do not|dont) (?:know|get|understand) how (?:to|you) (?:do|solve|work out|calculate|simplify)\\s+",
      'how (?:do|would|can|should) (?:i|you|we) (?:do|work out|calculate|find|get)\\s+(?=\\S*\\d)',
      `(?:i'm|i am|im) (?:stuck|confused|lost)(?: on| with)?${NOUN}`,
      `(?:i )?(?:need|want) (?:some )?help(?: with| on)?${NOUN}`,
      `(?:can|could|would|will) you (?:please )?help(?: me)?(?: with| on)?${NOUN}`,
      `(?:stuck|help(?: me)?) (?:on|with)${NOUN}`,
      "(?:this one|next one|this|here it is|here's one|the question is|the problem is|question|problem)\\s*:\\s*",
      '(?:hi|hey|hello|hiya|yo|ok|okay|so|um+|uh+|hmm+|right|sorry|please|help me|help|thanks|then|next|and|also|now|after that|and then|like|well|basically|quick question)\\b[\\s,!.:-]*',
    ].join('|') +
    ')',
);

/** Framing after the problem, with the punctuation that joins it on. */
const TRAILING = new RegExp(
  '(?:[\\s,;:.!?-]+|^)(?:' +
    [
      'please(?: help(?: me)?)?',
      'thanks(?: (?:a lot|so much))?',
      'cheers',
      'asap',
      'lol',
      'help(?: me)?(?: please)?',
      "(?:i'm|i am) stuck",
      "(?:and )?(?:i )?(?:still )?(?:don't|do not) (?:get|understand|know)(?: (?:it|this|how|what to do))?",
      'for (?:my )?(?:homework|class|school|tomorrow|maths|math|a test|an exam)',
      "i don't know how(?: to do (?:it|this))?",
      'no idea how',
      '(?:how|what) (?:do|should|would|can) (?:i|you|we) (?:do|solve|work out|answer|start|approach|simplify) (?:this|it|that|this one|these|them)(?: one)?(?: please)?',
      'how (?:do|should|would|can) (?:i|you|we) (?:do|solve|work) (?:this|it)(?: out)?',
      'how (?:to|do i) (?:do|solve) (?:this|it)',
      'how do (?:i|you) (?:solve|do) (?:this|it)',
      '(?:can|could|would|will) you (?:please )?(?:help|explain|show me)(?: me)?(?: with (?:this|it|that))?(?: please)?',
      'any (?:help|ideas|hints?)',
      "what(?:'s| is) the (?:answer|solution)",
      'what do i do',
      'where do i (?:start|begin)',
      'for me',
      'explain(?: (?:it|this|that|the steps))?(?: please)?',
      '(?:can you |please )?check (?:it|this|my (?:working|work|answer))',
      'step by step',
      'show (?:me )?(?:the |your )?(?:working|work|steps)',
      '(?:is )?(?:that|this) (?:right|correct)',
      '=\\s*\\?*',
      '\\?+',
    ].join('|') +
    ')$',
);

/** 'pls solve' / 'solve for x' / 'for x' at the end: the request belongs in front of the maths. */
const TRAILING_SOLVE =
  /(?:[\s,;:.!?-]+)(?:please\s+)?(?:solve|find)(?:\s+(?:it|this|that|the equation|for\s+([a-z])|([a-z])))?(?:\s+please)?$/;
const TRAILING_FOR = /(?:[\s,;:.!?-]+)for\s+([a-z])$/;
/** 'simplify' or 'differentiate' after the maths moves in front of it. */
const TRAILING_VERB =
  /(?:[\s,;:.!?-]+)(?:please\s+|can you\s+|now\s+)?(simplify|expand(?: and simplify)?|differentiate)(?:\s+(?:it|this|that))?(?:\s+please)?$/;

/** Words between a request verb and the maths: 'solve the following equation: ...'. */
const NOUN_AFTER_VERB =
  /^((?:solve|simplify|expand|factorise|factorize|differentiate|work out|calculate|evaluate|find)(?: for [a-z])?)\s+(?:the |this |these |my )?(?:following |next )?(?:equation|expression|sum|problem|question|calculation)s?\s*:?\s*/;

/** Chat abbreviations spelled out (on prepared, lower-case text). */
export function expandAbbreviations(t: string): string {
  let out = t;
  for (const [re, to] of ABBREVIATIONS) out = out.replace(re, to);
  return out.replace(/\s+/g, ' ').trim();
}

export interface Framed {
  /** The maths with its request words ('solve 2x + 3 = 7', '35% of 240'). */
  text: string;
  /** A request to solve stood after the maths ('... pls solve', '... for x'). */
  solve: boolean;
  /** The unknown named after the maths ('for x', 'solve for y'). */
  variable?: string;
}

/**
 * The problem without the words around it: 'homework q3: 35% of 240 = ?' → '35% of 240';
 * 'x^2 - 9 = 0 pls solve' → solve 'x^2 - 9 = 0'; '2x + 1 = 7 for x, can you help' → solve for x '2x + 1 = 7'.
 * Text that is not framed comes back unchanged.
 */
export function stripFraming(prepared: string): Framed {
  let t = expandAbbreviations(prepared);
  // Leading greetings and labels, in any order ('hi, homework q3: ...', 'q3: can you help with ...').
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t.replace(LEADING, '').replace(LABEL, '').trim();
    if (t === before) break;
  }
  let solve = false;
  let variable: string | undefined;
  // 'what are the roots of x^2 - 4x + 3 = 0': a request to solve, said with the noun.
  const roots = t.match(
    /^(?:(?:find|what are|what's|what is|give me|calculate|work out)\s+)?(?:all\s+)?(?:the\s+)?(?:roots?|solutions?|zeros|zeroes)\s+(?:of|to|for)\s+/,
  );
  if (roots) {
    solve = true;
    t = t.slice(roots[0].length);
  }
  for (let i = 0; i < 5; i++) {
    const before = t;
    t = t.replace(TRAILING, '').trim();
    const asked = t.match(TRAILING_SOLVE);
    if (asked && !solve) {
      solve = true;
      variable = asked[1] ?? asked[2];
      t = t.slice(0, asked.index).trim();
    }
    const verb = t.match(TRAILING_VERB);
    if (verb && !solve && !/^(?:simplify|expand|differentiate)\b/.test(t)) t = `${verb[1]} ${t.slice(0, verb.index).trim()}`;
    const forVar = t.match(TRAILING_FOR);
    if (forVar && !variable && t.includes('=')) {
      solve = true;
      variable = forVar[1];
      t = t.slice(0, forVar.index).trim();
    }
    if (t === before) break;
  }
  return { text: t.replace(NOUN_AFTER_VERB, '$1 ').trim(), solve, ...(variable ? { variable } : {}) };
}

/** Drop 'the equation' and friends between a request verb and the maths ('solve the equation 2x = 4'). */
export function dropNoun(t: string): string {
  return t.replace(NOUN_AFTER_VERB, '$1 ').trim();
}

/** Separators between several problems in one message: lines, ';', 'and', enumerators ('2)', 'b)', 'q2:'). */
const SEPARATORS =
  /\n+|;|\s+(?:and|&|also|then|plus also)\s+(?=\S)|,(?!\d{3}(?!\d))\s*(?:and\s+)?|\s+(?=(?:\(?[a-h]\)|\(\d{1,2}\)|\d{1,2}[.)]|(?:q|ex|question|problem)\.?\s?\d{1,2}[a-z]?\s*[:.)])\s)/i;

/** The request verb of a chunk, to give to the chunks after it ('solve 2x = 4 and 3x = 9'). */
const VERB =
  /^(?:solve(?: for [a-z])?|simplify|expand and simplify|expand|differentiate|find the derivative of|the derivative of|derivative of|d\/d[a-z]|work out|calculate|evaluate|what is|what's)\b/;

/** Candidate chunks of a message that may hold several problems, in the order written (at most 8). */
export function splitProblems(raw: string): string[] {
  const separators = new RegExp(SEPARATORS.source, 'gi');
  const chunks: string[] = [];
  let from = 0;
  for (const m of raw.matchAll(separators)) {
    const at = m.index ?? 0;
    // Never split inside brackets: the 3) in '2(x + 3) - x' closes a bracket, it does not number a problem.
    let depth = 0;
    // A label's lone ')' ('1) ...') closes nothing: the depth never goes below zero.
    for (const ch of raw.slice(0, at)) depth = Math.max(0, depth + (ch === '(' ? 1 : ch === ')' ? -1 : 0));
    if (depth !== 0 || at < from) continue;
    chunks.push(raw.slice(from, at));
    from = at + m[0].length;
  }
  chunks.push(raw.slice(from));
  return chunks
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 8);
}

/** The request verb a chunk starts with, if any. */
export function requestVerb(prepared: string): string | null {
  return prepared.match(VERB)?.[0] ?? null;
}
