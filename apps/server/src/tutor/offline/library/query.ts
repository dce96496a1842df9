// How learners actually type, folded to the words the library is written in: chat spelling
// ('wats', 'u', 'pls'), filler that names no topic ('what even is', 'can u explain', 'i dont get'),
// a light stemmer so 'atoms' and 'atom' are one word to the search, and edit distance for typos.

/** Chat spellings and abbreviations, whole words only. Content words are corrected later, by edit distance. */
const CHAT: Record<string, string> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  ur: 'your',
  youre: "you're",
  r: 'are',
  y: 'why',
  n: 'and',
  w: 'with',
  pls: 'please',
  plz: 'please',
  plx: 'please',
  pleez: 'please',
  thx: 'thanks',
  ty: 'thanks',
  wat: 'what',
  wut: 'what',
  wot: 'what',
  wht: 'what',
  wats: "what's",
  whats: "what's",
  wots: "what's",
  watz: "what's",
  hw: 'how',
  hows: "how's",
  whys: "why's",
  wheres: "where's",
  whos: "who's",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  im: "i'm",
  ive: "i've",
  idk: "i don't know",
  dunno: "don't know",
  gimme: 'give me',
  lemme: 'let me',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  kinda: 'kind of',
  sorta: 'sort of',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  becuz: 'because',
  bcoz: 'because',
  abt: 'about',
  diff: 'difference',
  bout: 'about',
  thru: 'through',
  tho: 'though',
  b4: 'before',
  ppl: 'people',
  sth: 'something',
  smth: 'something',
  eqn: 'equation',
  eqns: 'equations',
  eq: 'equation',
  q: 'question',
  qs: 'questions',
  sci: 'science',
  bio: 'biology',
  chem: 'chemistry',
  phys: 'physics',
  lit: 'literature',
  hist: 'history',
  geo: 'geography',
  num: 'number',
  nums: 'numbers',
  numbr: 'number',
  numbrs: 'numbers',
  pic: 'picture',
  info: 'information',
  ww1: 'world war one',
  ww2: 'world war two',
  wwi: 'world war one',
  wwii: 'world war two',
};

/** Phrases that only carry the asking ('what even is', 'can you explain'), removed before searching. */
const FILLER = [
  /\bwhat (?:even|exactly|actually|really) (?:is|are|was|were|does|do)\b/g,
  /\b(?:can|could|would|will) you (?:please )?(?:explain|tell me|teach me|show me|help me (?:understand|with))\b/g,
  /\bi (?:still )?(?:don't|do not|can't|cannot) (?:get|understand|figure out|work out)\b/g,
  /\bi(?:'m| am) (?:confused|stuck|lost) (?:about|on|with)\b/g,
  /\b(?:in|with) (?:plain|simple|easy|your own) (?:words|english|terms)\b/g,
  /\b(?:like|as if) i(?:'m| am) (?:five|5|a kid|a child|new to this|learning it for the first time)\b/g,
  /\b(?:walk|talk|take) me through\b/g,
  /\bgo over\b/g,
  /\b(?:the )?(?:meaning|definition) of\b/g,
  /\bwhat(?:'s| is) the deal with\b/g,
  /\b(?:and )?why (?:does|do|did) (?:it|this|that|they) (?:matter|count)\b/g,
  /\b(?:and )?why (?:is|are|was|were) (?:it|this|that|they) (?:important|useful|needed)\b/g,
];

/** Lower case, straight quotes, no accents, chat spelling expanded ('can u quiz me pls' -> 'can you quiz me please'). */
export function expandChat(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[a-z0-9']+/g, (w) => CHAT[w] ?? w);
}

/** Lower case, straight quotes, chat spelling expanded and filler removed. */
export function normaliseQuery(text: string): string {
  let t = expandChat(text);
  for (const f of FILLER) t = t.replace(f, ' ');
  // 'what does photosynthesis mean?' asks about photosynthesis; 'the mean' of some numbers stays.
  t = t.replace(/\b(what (?:does|do|did)\b.*?)\s+mean\b(?=\s*\??\s*$)/, '$1');
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * A light stemmer, applied to the library and to questions alike: plurals, a final silent e, and
 * British or American spelling ('colour'/'color', 'centre'/'center', '-ise'/'-ize'). Stems need not
 * be words; they only need to agree ('phases' and 'phase' both give 'phas'). Endings that change the
 * meaning ('training' is not 'trains') are left alone: a card lists those forms in its keywords.
 */
export function stem(word: string): string {
  let t = word;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 4 && /(?:ches|shes|sses|xes|zes|ses)$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith('s') && !/(?:ss|us|is)$/.test(t)) t = t.slice(0, -1);
  if (t.length >= 5 && /(?:[^aeiou])re$/.test(t)) t = `${t.slice(0, -2)}er`;
  if (t.length >= 6 && t.endsWith('our')) t = `${t.slice(0, -3)}or`;
  if (t.length > 3 && t.endsWith('e') && !t.endsWith('ee')) t = t.slice(0, -1);
  if (t.length >= 5 && /i[sz](?:e|ed|es|ing|ation)?$/.test(t)) t = t.replace(/iz(e|ed|es|ing|ation)?$/, 'is$1');
  return t;
}

/** Edit distance with adjacent swaps counted once ('recieve'), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * Typos allowed in a word of this length: none below 5 letters ('hole' is not a typo of 'whole'),
 * one up to 7, two from 8 ('fotosynthesis', 'pythagorus', 'mitocondria').
 */
export function typoAllowance(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}
