// Slurs and explicit sexual words, matched by the obscenity library: its English word list comes
// with look-alike letters, leetspeak and repeated letters already handled ('n1gg3r', 'ʃ𝐟ʃὗƈk'). We
// keep only the words that mean hate or explicit sex; everyday swearing is not a safety category,
// and words with a second, ordinary meaning are left out (a dyke is also a sea wall, 'ejaculate' and
// 'semen' are puberty lessons, 'negro' is in the name of the Negro Leagues).
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { SafetyCategory } from './safety-lexicon.ts';

const SLURS = new Set([
  'abo',
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'fag',
  'kike',
  'nigger',
  'retard',
  'tranny',
]);
const EXPLICIT = new Set([
  'blowjob',
  'handjob',
  'hentai',
  'porn',
  'orgasm',
  'masturbate',
  'gangbang',
  'dildo',
  'deepthroat',
  'doggystyle',
  'fellatio',
  'jizz',
  'lubejob',
  'buttplug',
  'double penetration',
  'finger bang',
]);
const WHITELIST = ['retardant', 'retardation', 'retarded growth', 'chink in', 'chinks in', 'fagus', 'snigger'];

type Meta = { originalWord: string };

// One matcher for both lists (one pass over the text), compiled at first use.
let compiled: { data: DataSet<Meta>; matcher: RegExpMatcher } | undefined;

function build() {
  const data = new DataSet<Meta>().addAll(englishDataset).removePhrasesIf((p) => {
    const word = p.metadata?.originalWord ?? '';
    return !SLURS.has(word) && !EXPLICIT.has(word);
  });
  const built = data.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...WHITELIST],
    ...englishRecommendedTransformers,
  });
  return { data, matcher };
}

/** 'hate' for a slur, 'sexual' for an explicit word, null otherwise. */
export function obscenityCategory(text: string): SafetyCategory | null {
  compiled ??= build();
  if (!compiled.matcher.hasMatch(text)) return null;
  const words = compiled.matcher
    .getAllMatches(text)
    .map((m) => compiled!.data.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '');
  return words.some((w) => SLURS.has(w)) ? 'hate' : 'sexual';
}
