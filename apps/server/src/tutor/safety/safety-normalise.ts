// Text as the safety rules read it. Learners disguise words, on purpose or not: look-alike letters from
// other alphabets, leetspeak ('k1ll'), spaced-out letters ('h o w  t o'), chat spelling ('wanna', 'u',
// '2nite') and misspellings ('sucide'). The rules are written once, against one plain spelling, and
// read two versions of every message: `plain` (folded, lower case, apostrophes dropped) and `canon`
// (plain with all of the above undone). `blobs` are spaced-out runs whose word breaks were lost.

/** Letters from other alphabets that look like Latin ones (after NFKC, which already folds 𝐟 and ｆ). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ո: 'n',
  ս: 'u',
  ց: 'g',
  օ: 'o',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ſ: 's',
  ɑ: 'a',
  ɩ: 'i',
  ʟ: 'l',
};
// eslint-disable-next-line no-control-regex -- \u0000 only starts the ASCII range; every character outside it is looked up.
const NON_ASCII = /[^\u0000-\u007f]/g;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;

/** Lower case, one alphabet, no accents, no invisible characters, straight apostrophes. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(INVISIBLE, '')
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(NON_ASCII, (c) => CONFUSABLES[c] ?? c);
}

/** 'don't' -> 'dont', 'dad's' -> 'dads', 'self-harm' -> 'self harm'; whitespace collapsed. */
function flatten(t: string): string {
  return t
    .replace(/([a-z])'([a-z])/g, '$1$2')
    .replace(/([a-z])-(?=[a-z])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

// A run of at least three single characters separated by spaces or by . - _ * (e.g. 's.u.i.c.i.d.e').
const SPACED_RUN = /(?<![\p{L}\p{N}])[\p{L}\p{N}@$!](?:(?: {1,4}|[.\-_*·] ?)[\p{L}\p{N}@$!](?![\p{L}\p{N}])){2,}/gu;

/**
 * Joins spaced-out letters. Where a run uses a wider gap between words than between letters
 * ('h o w  t o'), the words are kept apart; otherwise the run becomes one blob ('killmyself').
 */
function despace(t: string, blobs: string[]): string {
  if (!/[\p{L}\p{N}@$!](?: |[.\-_*·] ?)[\p{L}\p{N}@$!](?: |[.\-_*·] ?)[\p{L}\p{N}@$!]/u.test(t)) return t;
  return t.replace(SPACED_RUN, (run) => {
    const chars = run.match(/[\p{L}\p{N}@$!]/gu) ?? [];
    const gaps = run
      .split(/[\p{L}\p{N}@$!]/u)
      .slice(1, -1)
      .map((g) => g.length);
    const narrow = Math.min(...gaps);
    const blob = chars.join('');
    if (blob.length >= 3) blobs.push(blob);
    return chars.map((c, i) => (i > 0 && gaps[i - 1] > narrow ? ` ${c}` : c)).join('');
  });
}

/** Chat spelling, word for word. */
const CHAT: Record<string, string> = {
  '1': 'i',
  bom: 'bomb',
  bommb: 'bomb',
  u: 'you',
  ur: 'your',
  ure: 'youre',
  r: 'are',
  ya: 'you',
  b: 'be',
  n: 'and',
  '2': 'to',
  '4': 'for',
  w: 'with',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  hafta: 'have to',
  finna: 'going to',
  kinda: 'kind of',
  lemme: 'let me',
  gimme: 'give me',
  dunno: 'dont know',
  wud: 'would',
  cud: 'could',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  bcuz: 'because',
  pls: 'please',
  plz: 'please',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  '2day': 'today',
  '4ever': 'forever',
  b4: 'before',
  ppl: 'people',
  sum1: 'someone',
  some1: 'someone',
  any1: 'anyone',
  no1: 'no one',
  every1: 'everyone',
  evry1: 'everyone',
  abt: 'about',
  bout: 'about',
  thru: 'through',
  bf: 'boyfriend',
  gf: 'girlfriend',
  sis: 'sister',
  bro: 'brother',
  wat: 'what',
  wht: 'what',
  hw: 'homework',
  smth: 'something',
  sth: 'something',
  nd: 'and',
  h8: 'hate',
  h8s: 'hates',
  l8r: 'later',
  gr8: 'great',
  m8: 'mate',
  kil: 'kill',
  kys: 'kys',
  myslef: 'myself',
  mysef: 'myself',
  meself: 'myself',
  mysel: 'myself',
  myselfe: 'myself',
  sefl: 'self',
  slef: 'self',
  stepdad: 'step dad',
  stepmum: 'step mum',
  stepmom: 'step mom',
  stepfather: 'step father',
  stepmother: 'step mother',
  ded: 'dead',
  dieing: 'dying',
  eatin: 'eating',
  noone: 'no one',
  nobdy: 'nobody',
  ppls: 'peoples',
  bcoz: 'because',
};
/** Dropped g's: 'thinkin' -> 'thinking'. */
const DROPPED_G =
  /^(?:think|feel|go|noth|someth|try|do|gett|cutt|hurt|kill|tak|mak|say|look|want|liv|dy|start|eat|starv|puk|plann|tell|hitt|touch|com|runn|talk|sitt|lett|stabb|shoot|bleed|cry)in$/;

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };
/** Tokens that are maths or measures ('3x', 'q4', '2nd', '10kg'), left alone unless they spell a listed word. */
const MATHS_LIKE = /^(?:[a-z]?\d+[a-z]?|\d+(?:st|nd|rd|th|s|am|pm|kg|km|cm|mm|mg|ml|hr|hrs|min|mins|yo|yr|yrs|mph|px|gb|mb))$/;
const LEET_WORDS = new Set(
  (
    'die dead kill kms sex gun cut hit rape bomb meth weed nude porn how now near new hot her him his the two too for are our ' +
    'she see dye me my to go no so do it is at an on in of up us we he be by or out off own one won eat ate fat'
  ).split(' '),
);

function deLeet(core: string): string {
  if (!/[a-z]/.test(core) || !/[0134579@$!|]/.test(core) || /[=+*/^<>]/.test(core)) return core;
  const out = core.replace(/[0134579@$!|]/g, (c) => LEET[c] ?? c);
  // '53x' and '3x' are maths; 's3x', 'h0w' and 'd13' start with a letter and may be words.
  if (MATHS_LIKE.test(core)) return /^[a-z]/.test(core) && LEET_WORDS.has(out) ? out : core;
  return out;
}

// Misspellings of the words that matter most, found by symmetric deletion (edit distance 1): cheap
// (a few map look-ups per long word) and exact about what it corrects.
const FUZZY_WORDS = [
  'suicide',
  'suicidal',
  'myself',
  'explosive',
  'explosives',
  'molotov',
  'anorexic',
  'anorexia',
  'bulimia',
  'bulimic',
  'overdose',
  'poison',
  'grenade',
  'murder',
  'paracetamol',
  'tylenol',
  'laxative',
  'laxatives',
  'napalm',
  'thermite',
  'cyanide',
  'ammonia',
  'unalive',
  'disappear',
  'gunpowder',
  'detonator',
  'strangle',
  'suffocate',
  'stabbing',
  'molested',
  'pedophile',
  'paedophile',
  'anymore',
  'everyone',
  'thinking',
  'starving',
  'purging',
  'skinny',
  'cutting',
  'hurting',
  'killing',
  'throat',
  'school',
  'teacher',
  'pointless',
  'worthless',
  'burden',
  'chlorine',
];
/** Real words one edit away from a listed word: never 'corrected'. */
const FUZZY_KEEP = new Set([
  'prison',
  'poisson',
  'overdone',
  'strange',
  'stranger',
  'murmur',
  'throats',
  'thinning',
  'skinned',
  'shinny',
  'putting',
  'hunting',
  'hurling',
  'filling',
  'killings',
  'billing',
  'willing',
  'milling',
  'chilling',
  'tilling',
  'schools',
  'schooled',
  'teachers',
  'burdens',
  'burdened',
  'pointers',
  'thinkings',
  'starring',
  'staring',
  'purring',
  'anyhow',
  'kitting',
  'knitting',
  'butting',
  'gutting',
  'jutting',
  'nutting',
  'rutting',
  'everyones',
  'murders',
  'murdered',
  'murderer',
  'poisons',
  'poisoned',
  'suicides',
  'myselfs',
  'bursting',
  'sorting',
]);
const FUZZY = new Map<string, string>();
for (const w of FUZZY_WORDS) {
  if (!FUZZY.has(w)) FUZZY.set(w, w);
  for (let i = 0; i < w.length; i++) {
    const d = w.slice(0, i) + w.slice(i + 1);
    if (!FUZZY.has(d)) FUZZY.set(d, w);
  }
}

function correct(word: string): string {
  if (word.length < 5 || FUZZY_KEEP.has(word) || !/^[a-z]+$/.test(word)) return word;
  const direct = FUZZY.get(word);
  if (direct && Math.abs(direct.length - word.length) <= 1) return direct;
  for (let i = 0; i < word.length; i++) {
    const hit = FUZZY.get(word.slice(0, i) + word.slice(i + 1));
    if (hit && Math.abs(hit.length - word.length) <= 1) return hit;
  }
  return word;
}

const PLAIN_WORD = /^[a-z]+$/;

function canonWord(token: string, fuzzy: boolean): string {
  // Most words are plain letters: the quick path.
  if (PLAIN_WORD.test(token)) {
    const chat = CHAT[token];
    if (chat !== undefined) return chat;
    const word = DROPPED_G.test(token) ? `${token}g` : token;
    return fuzzy ? correct(word) : word;
  }
  // Keep surrounding punctuation; leet characters inside a word are part of it.
  const m = /^([^a-z0-9@$!|]*)(.*?)([^a-z0-9]*)$/.exec(token);
  if (!m) return token;
  const [, lead, body, trail] = m;
  let core = body;
  const chat = CHAT[core];
  if (chat !== undefined) return lead + chat + trail;
  core = deLeet(core);
  if (CHAT[core] !== undefined) return lead + CHAT[core] + trail;
  if (DROPPED_G.test(core)) core += 'g';
  return lead + (fuzzy ? correct(core) : core) + trail;
}

export type NormalisedText = {
  /** Folded, lower case, apostrophes dropped, hyphens as spaces, single spaces. */
  plain: string;
  /** `plain` with spaced letters joined, leetspeak, chat spelling and misspellings undone. */
  canon: string;
  /** Spaced-out runs joined without word breaks, e.g. 'killmyself'. */
  blobs: string[];
};

/** `fuzzy: false` skips the misspelling step (tutor replies are spelled correctly; it is the costliest step). */
export function normalise(text: string, options: { fuzzy?: boolean } = {}): NormalisedText {
  const fuzzy = options.fuzzy ?? true;
  const folded = fold(text);
  const plain = flatten(folded);
  const blobs: string[] = [];
  const joined = flatten(despace(folded, blobs));
  const canon = joined
    .split(' ')
    .map((w) => canonWord(w, fuzzy))
    .join(' ')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\b(?:im|i am) (?:going to|gonna) to\b/g, 'im going to');
  return { plain, canon, blobs };
}
