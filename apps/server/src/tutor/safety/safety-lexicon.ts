// The vocabulary of our own safety classifier: categories, what happens for each, harmless idioms,
// personal data, attempts to talk the tutor out of its rules, and the frames that make a mention a
// study topic. The rules themselves are in safety-rules-*.ts. Every pattern here reads text as
// safety-normalise.ts leaves it: lower case, apostrophes dropped ('dont', 'im'), hyphens as spaces.
// JAILBREAK is also read by intent.ts on text that keeps its apostrophes, so it accepts both.

export const SAFETY_CATEGORIES = [
  'self-harm',
  'eating-disorder',
  'abuse',
  'grooming',
  'sextortion',
  'bullying',
  'extremism',
  'sexual-minors',
  'sexual',
  'threat',
  'violence',
  'weapons',
  'dangerous',
  'break-in',
  'drugs',
  'hate',
  'personal-data',
  'jailbreak',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type SafetyAction = 'none' | 'support' | 'refuse' | 'redirect' | 'remove-personal-data';

/** Categories answered with support (crisis or help lines), never a refusal: the learner needs help. */
export const SUPPORT_CATEGORIES: ReadonlySet<SafetyCategory> = new Set([
  'self-harm',
  'eating-disorder',
  'abuse',
  'grooming',
  'sextortion',
  'bullying',
]);

/**
 * One rule: a pattern and what it means. `output`: also checked in tutor replies (the stream gate runs
 * these on every chunk, so only rules that matter there). `minors`: for under-18 learners only.
 */
export type Rule = {
  re: RegExp;
  category: SafetyCategory;
  severity: Severity;
  output?: boolean;
  minors?: boolean;
  /** A general question ('what is the point of life?') that a study frame makes a topic, from 13 on. */
  study?: boolean;
};

/** Harmless phrases that contain a listed word; removed before matching. */
export const IDIOMS: RegExp[] = [
  /\bkill(?:s|ed|ing)? (?:two|2) birds(?: with one stone)?\b/g,
  /\bkill(?:s|ed|ing)? (?:some |the )?time\b/g,
  /\b(?:killing|killed|kill|murder|murdered|smash|smashed|smashing|crush|crushed|nail|nailed|ace|aced) (?:it|this (?:test|exam|essay|quiz))\b/g,
  /\b(?:is|are|was|were|its|theyre|keeps|kept) (?:literally |honestly |actually |so |just )?(?:killing|murdering) me\b/g,
  /\b(?:killed|slayed|murdered|destroyed) me\b(?= (?:haha|lol|lmao|ha)|$|[.!])/g,
  /\b(?:could|would) (?:murder|kill|eat) (?:a|an|some|for a) (?!(?:person|man|woman|kid|child|human|baby|guy|girl|boy|teacher|student)\b)[a-z]+\b/g,
  /\bid kill for\b/g,
  /\b(?:will|would|is going to|are going to|going to|gonna|is gonna|ll|hell|shell|theyll|shes|hes) (?:literally |actually |so )?(?:going to |gonna )?(?:kill|murder|strangle) me\b(?! if i (?:tell|told|say|said|scream|speak))/g,
  /\bcuriosity killed the cat\b/g,
  /\bmake a killing\b/g,
  /\bdressed to kill\b/g,
  /\bkiller (?:whales?|app|bees?|sudoku|queen|at [a-z]+)\b/g,
  /\b(?:kill|killed|kills|killing|terminate|terminating) (?:the |a |my |this |that |all |every )?(?:child |zombie |background |node |python |running )?(?:process(?:es)?|tasks?|programs?|scripts?|servers?|switch|jobs?|threads?|sessions?|apps?|terminal|tabs?|loops?|commands?|bacteria|germs|viruses|weeds|flies|bugs|mosquitoes|pests)\b/g,
  /\bkill -?\d+\b/g,
  /\bshoot(?:ing)? for the (?:stars|moon)\b/g,
  // 'shoot, i forgot the formula': the exclamation, at the start and followed by a comma or an exclamation mark.
  /^(?:oh |aw |ah )?shoot(?= *[,!])/g,
  /\b(?:photo|video|film|fashion) ?shoots?\b/g,
  /\bshoot(?:s|ing)? (?:a |the |some |my )?(?:video|film|photo|movie|scene|hoops?|the breeze|ball|basketball|netball|goal|penalty|three|free throws?|arrows?|pictures?|photos?)\b/g,
  /\b(?:bamboo|bean|pea|green|new|young) shoots\b/g,
  /\b(?:give it|take|took|have|had) a (?:shot|stab) at\b/g,
  /\b(?:bombed|bomb) (?:the |my |a |that )?(?:test|exam|quiz|interview|audition|presentation)\b/g,
  /\b(?:photo|bath|da|seed|stink|f|fork|glitter) ?bombs?\b/g,
  /\bbomb calorimet\w*\b/g,
  /\bbombshell\b/g,
  /\b(?:water|glue|nail|staple|bubble|nerf|toy|paper|heat|spray|radar|speed|rubber band|foam|ray|laser tag|cap) (?:guns?|pistols?|blasters?)\b/g,
  /\bjump(?:ing|ed)? the gun\b/g,
  /\bsmoking gun\b/g,
  /\b(?:dying|die|died|dead) (?:to|of (?:laughter|laughing|boredom|embarrassment|shame|cringe))\b/g,
  /\bto die for\b/g,
  /\b(?:im|i am|im literally|im actually|we are|were) (?:dead|dying|deceased)\b(?= (?:haha|lol|lmao|thats|that|this|from|of)|[ .!]*$| ?(?:😂|🤣|💀))/g,
  /\bdrop dead\b/g,
  /\bdead (?:tired|serious|easy|end|line|lines|sea|metaphor|language|heat|weight|cells?|skin)\b/g,
  /\bbreak a leg\b/g,
  /\bdi(?:e|ed|ing) (?:my|her|his|your|their|the) hair\b/g,
  /\b(?:heart|panic|asthma|shark) attacks?\b/g,
  /\bhang (?:out|on|up|in there)\b/g,
  /\bhigh (?:school|marks?|grades?|scores?|fives?)\b/g,
  /\bget(?:ting)? high (?:marks?|grades?|scores?)\b/g,
  /\bblood (?:cells?|vessels?|types?|pressure|groups?|sugar|donation|circulation)\b/g,
  /\b(?:a|)sexual reproduction\b/g,
  /\basexual(?:ly)?\b/g,
  /\bsex (?:cells?|chromosomes?|linked|determination|education|hormones?|organs?)\b/g,
  /\b(?:naked eye|naked mole rats?|naked singularity)\b/g,
  /\b(?:chicken|turkey|duck) breasts?\b/g,
  /\bbreast ?stroke\b/g,
  /\b(?:wine|cider|rice|apple cider) vinegar\b/g,
  /\bpoison (?:ivy|oak|sumac|dart frogs?|control|cent(?:re|er)|arrow frogs?)\b/g,
  /\b(?:rubbing|isopropyl) alcohol\b/g,
  /\bweed(?:ing|s)? (?:the |out )?(?:the )?(?:garden|beds?|lawn|flower)/g,
  /\b(?:is|are) (?:a |it a |that a )?weeds?\b/g,
  /\b(?:dandelions?|nettles?|daisies|clover|ivy|thistles?|flowers?|grass|garden|lawn)\b[^.?!]{0,20}\bweeds?\b/g,
  /\bcrack (?:the|a) (?:code|joke|egg|problem|case|whip)\b/g,
  /\b(?:the )?address (?:of|for) (?:the|a|an) (?:letter|envelope|website|web page|variable|memory|cell)\b/g,
  /\b(?:gettysburg|inaugural|keynote) address\b/g,
];

/** Asking the tutor for personal details, or proposing to meet. */
export const PERSONAL_REQUESTS: RegExp[] = [
  /\bwhere do you live\b/,
  /\bwhat(?:s| is) your (?:home |real |full |last |sur)?(?:address|phone(?: number)?|number|e ?mail(?: address)?|location|password|snap(?:chat)?|insta(?:gram)?|discord|tiktok|whatsapp)\b/,
  /\b(?:give|send|tell) me your (?:phone|number|address|e ?mail|snap(?:chat)?|insta(?:gram)?|password|discord)\b/,
  /\b(?:can|could|shall) (?:we|i) meet(?: up)?(?: in person| irl)?\b/,
  /\bmeet (?:me|up) (?:in person|irl)\b/,
  /\badd me on (?:snap(?:chat)?|insta(?:gram)?|whatsapp|discord|tiktok)\b/,
];

/** The same requests as a tutor reply would phrase them to the learner. */
export const PERSONAL_REQUESTS_OUT: RegExp[] = [
  /\bwhat(?:s| is) your (?:full |real |last |sur|first )?(?:name|address|phone(?: number)?|number|e ?mail(?: address)?|school|password|location)\b/,
  /\bwhere do you (?:live|go to school)\b/,
  /\bwhich school do you (?:go to|attend)\b/,
  /\b(?:tell|give|send) me your (?:full |real )?(?:name|address|phone|number|e ?mail|photo|picture|password|location)\b/,
  /\bsend (?:me )?(?:a )?(?:photo|picture|selfie|pic)s? of (?:you|yourself)\b/,
  /\b(?:how old are you|what do you look like|are you (?:home )?alone)\b/,
  /\b(?:can|could|shall) we meet\b/,
];

/** Sharing one's own details: 'my address is', 'I live at 12 ...', 'my phone number is'. */
export const PERSONAL_DISCLOSURES: RegExp[] = [
  /\bmy (?:home |full |real |street |house )?address is\b/,
  /\bi live (?:at|on) (?:\d|[a-z]+ (?:street|road|avenue|lane|drive|close|way|st|rd|ave)\b)/,
  /\bmy (?:phone|mobile|cell) number is\b|\bmy (?:phone|mobile|cell) is (?=[+(]?\d[\d ()-]{6,})/,
  /\bmy (?:full |real |last |family )name is\b/,
  /\bmy surname is\b/,
  /\bmy (?:password|passcode|pin(?: number)?) is\b/,
  /\bmy (?:social security|ssn|national insurance|passport|credit card|bank account|card)(?: number)? is\b/,
];

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * Phone numbers as people write them: +44 20 7946 0958, (555) 123-4567, 555-123-4567, 07700 900123.
 * Digits grouped by spaces alone without a leading 0 or + ('12 345 678') are numbers, not phones.
 */
export const PHONE =
  /(?<![\w.+])(?:\+\d{1,3}[\s.-]?\d{1,4}(?:[\s.-]?\d{2,4}){2,4}|\(\d{2,5}\)\s?\d{3,4}[\s.-]?\d{3,4}|\d{3}[-.]\d{3}[-.]\d{4}|0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4})(?![\w.])/g;

export const JAILBREAK: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|break)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your|the|these|those|previous|prior|above|earlier|my)?\s*(?:previous\s+|prior\s+|earlier\s+|above\s+|own\s+)?(?:rules|instructions|guidelines|restrictions|filters?|programming|prompt|system prompt|safety|polic(?:y|ies)|training|limits)\b(?!\s+of\b)/,
  /\b(?:developer|dev|god|admin|debug|jailbreak|unrestricted|unfiltered|dan|evil)\s+mode\b/,
  /\byou(?: are|'?re) now (?:a |an |in |my |free\b|unrestricted|unfiltered|no longer|allowed|able|dan\b)/,
  /\bfrom now on,? you (?:are|will|must|can)\b/,
  /\b(?:pretend|act|imagine|roleplay|role play|role-play)\b.{0,40}\b(?:no|without|zero)\s+(?:rules|restrictions|limits|filters?|guidelines)\b/,
  /\b(?:act as|pretend to be|be) (?:an? )?(?:unfiltered|unrestricted|uncensored|evil|jailbroken) (?:ai|bot|assistant|chatbot|model)\b/,
  /\b(?:reveal|show|print|repeat|tell me|what(?:'?s| is| are))\s+(?:me\s+)?(?:your|the)\s+(?:system\s+|hidden\s+|secret\s+)?(?:prompt|instructions)\b/,
  /\b(?:do anything now|jailbreak\w*|prompt injection)\b/,
];

/**
 * Study framing that makes a bare mention of suicide, self-harm or an eating disorder a topic
 * (teenagers and adults only): a book, a poem, a theme, statistics, a class.
 */
export const ACADEMIC =
  /\b(?:poem|poet|poetry|novel|book|story|character|play|author|writer|shakespeare|romeo|juliet|hamlet|ophelia|plath|bell jar|camus|durkheim|history|historical|statistics?|rates?|research|essay|prevention|awareness|psychology|sociology|philosophy|article|theme|themes|seminar|lecture|discuss|analy[sz]\w*|literature|portray\w*|depict\w*|argument|symptoms|signs|causes|class|lesson|presentation|coursework|assignment|module|studying|nursing|medicine|medical|re|rs|religious|bible|gospel|scripture|theology|ethics|leaflet|poster|campaign|wellbeing|assembly|pshe|project|debate)\b/;

/**
 * Where a child's violent word is a story, history, a game or nature: a wolf eating grandma, Roman
 * weapons, the Blitz, the ender dragon. Only for violent words; never for sex, drugs or self-harm.
 */
export const CHILD_FRAME =
  /\b(?:war|wars|ww ?1|ww ?2|wwi|wwii|world war|battles?|army|armies|soldiers?|knights?|castles?|romans?|vikings?|greeks?|egypt\w*|medieval|tudors?|victorians?|nazis?|hitler|blitz|hiroshima|nagasaki|history|historical|ancient|empire|emperor|kings?|queens?|caesar|pirates?|revolution|invasion|century|story|stories|books?|novel|fairy ?tales?|fables?|myths?|legends?|chapter|characters?|author|poem|play|film|movie|cartoon|nursery rhyme|wolf|giant|witch|dragons?|trolls?|monsters?|villain|hero|princess|prince|harry potter|voldemort|hunger games|minecraft|fortnite|roblox|pokemon|games?|level|boss|zombies?|creepers?|mobs?|animals?|lions?|tigers?|sharks?|predators?|prey|bacteria|germs|viruses|insects|bugs|flies|spiders?|snakes?|plants?|bamboo|vegetables?|garden|trees?|flowers?|seeds?|dinosaurs?|volcano\w*|sports?|netball|basketball|football|soccer|hockey|rugby|cricket|tennis|volleyball|goals?|hoops?|match|team|pe|archery|bows?|arrows?|targets?|penalty|photos?|camera|cooking|recipe|kills|victory royale|impostor|among us|respawn\w*|black death|plague|diseases?|pandemic|epidemic)\b/;

/** Words that are fine for teenagers and adults but redirect a child (fail closed), by category. */
export const BORDERLINE: { category: SafetyCategory; re: RegExp }[] = [
  { category: 'self-harm', re: /\b(?:suicid(?:e|al)|self ?harm(?:ing)?|self ?injur\w*|overdos(?:e|ing))\b/ },
  {
    category: 'violence',
    re: /\b(?:kill(?:s|ed|ing|er|ers)?|murder\w*|guns?|shoot(?:s|ing|er)?|stab(?:s|bed|bing)?|bombs?|bombing|bloody|gore|gory|weapons?|massacre\w*|behead\w*|tortur\w*)\b/,
  },
  { category: 'sexual', re: /\b(?:sex|sexy|sexual(?:ly)?|naked|nude|dating|penis|vagina|genitals?|breasts?|condoms?)\b/ },
  {
    category: 'drugs',
    re: /\b(?:drugs?|weed|marijuana|cannabis|cocaine|heroin|meth|lsd|mdma|ecstasy|alcohol|beer|vodka|whiske?y|drunk|vap(?:e|es|ing)|cigarettes?)\b/,
  },
  { category: 'weapons', re: /\bexplosives?\b/ },
];
