// Word lists of our own safety classifier. Two strengths per category:
//   strong: a clear request, intent or disclosure; flagged for every age.
//   borderline: a mention that is usually harmless for teenagers and adults (history, biology, health
//   education) but that we do not discuss with a child; flagged for under-13 learners only (fail closed).
// Every pattern is matched on normalised lower-case text with word boundaries, after the harmless
// idioms below have been removed ('kill two birds with one stone', 'sexual reproduction', ...).

export type SafetyCategory = 'self-harm' | 'violence' | 'sexual' | 'hate' | 'dangerous' | 'personal-data' | 'jailbreak';

/** Harmless phrases that contain a listed word; removed before matching. */
export const IDIOMS: RegExp[] = [
  /\bkill(?:s|ed|ing)? (?:two|2) birds(?: with one stone)?\b/g,
  /\bkill(?:s|ed|ing)? (?:some |the )?time\b/g,
  /\b(?:killing|killed|kill) it\b/g,
  /\b(?:is|are|was|were) killing me\b/g,
  /\bmake a killing\b/g,
  /\bdressed to kill\b/g,
  /\bkiller (?:whales?|app|bees?)\b/g,
  /\bkill (?:the |a )?(?:process|task|program|switch|bacteria|germs|weeds)\b/g,
  /\bshoot(?:ing)? for the (?:stars|moon)\b/g,
  /\b(?:photo|video|film) ?shoots?\b/g,
  /\bshoot(?:ing)? (?:a |the )?(?:video|film|photo|movie|hoops?|the breeze)\b/g,
  /\b(?:give it|take) a shot\b/g,
  /\b(?:take|took|have) a stab at\b/g,
  /\b(?:bombed|bomb) (?:the |my |a )?(?:test|exam|quiz|interview)\b/g,
  /\b(?:photo|bath|da) bombs?\b/g,
  /\b(?:water|glue|nail|staple|bubble) guns?\b/g,
  /\bjump(?:ing|ed)? the gun\b/g,
  /\bsmoking gun\b/g,
  /\b(?:dying|die) (?:to|of (?:laughter|laughing|boredom|embarrassment))\b/g,
  /\bto die for\b/g,
  /\bdrop dead\b/g,
  /\bbreak a leg\b/g,
  /\b(?:heart|panic|asthma) attacks?\b/g,
  /\bhang (?:out|on|up|in there)\b/g,
  /\bhigh (?:school|marks?|grades?|scores?|fives?)\b/g,
  /\bget(?:ting)? high (?:marks?|grades?|scores?)\b/g,
  /\bblood (?:cells?|vessels?|types?|pressure|groups?|sugar|donation|circulation)\b/g,
  /\b(?:a|)sexual reproduction\b/g,
  /\basexual(?:ly)?\b/g,
  /\bsex (?:cells?|chromosomes?|linked|determination|education|hormones?|organs?)\b/g,
  /\bsex-linked\b/g,
  /\b(?:naked eye|naked mole rats?|naked singularity)\b/g,
  /\b(?:chicken|turkey|duck) breasts?\b/g,
  /\bbreast ?stroke\b/g,
  /\b(?:wine|cider|rice) vinegar\b/g,
  /\b(?:rubbing|isopropyl) alcohol\b/g,
  /\bweed(?:ing)? the (?:garden|beds?)\b/g,
  /\bcrack (?:the|a) (?:code|joke|egg|problem|case)\b/g,
  /\b(?:the )?address (?:of|for) (?:the|a|an) (?:letter|envelope|website|web page|variable|memory|cell)\b/g,
  /\b(?:gettysburg|inaugural|keynote) address\b/g,
];

export type Lexicon = Record<Exclude<SafetyCategory, 'jailbreak' | 'personal-data'>, { strong: RegExp[]; borderline: RegExp[] }>;

const PEOPLE =
  '(?:a |an |my |the |some |this |that |those |these |all )?(?:person|people|someone|somebody|him|her|them|man|woman|men|women|kids?|child(?:ren)?|teachers?|classmates?|students?|parents?|mom|mum|dad|brother|sister|friends?|neighbou?rs?|humans?|boss|everyone|everybody|you)';

export const LEXICON: Lexicon = {
  'self-harm': {
    strong: [
      /\b(?:kill(?:ing)?|hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?|hang(?:ing)?|starv(?:e|ing)|burn(?:ing)?|shoot(?:ing)?) my ?self\b/,
      /\b(?:end|take|ending|taking) my (?:own )?life\b/,
      /\b(?:i|i'm|im|i am)\s+(?:just\s+|really\s+)?(?:want|wanna|going|gonna|ready|planning|about)(?: to)? (?:die|disappear forever)\b/,
      /\b(?:don't|dont|do not) want to (?:live|be alive|exist|wake up)(?: anymore)?\b/,
      /\b(?:no|nothing to|not any) (?:reason|point) (?:to|in) (?:live|living|going on|being alive)\b/,
      /\b(?:better off (?:dead|without me)|wish i (?:was|were) (?:dead|never born))\b/,
      /\bkms\b/,
      /\bhow (?:many|much)\b.{0,40}\b(?:to (?:overdose|od|die)|(?:is|are) (?:a )?(?:lethal|deadly|fatal))\b/,
      /\bi(?:'m| am| feel| have been| was)? (?:feeling )?suicidal\b/,
      /\b(?:i|i'm|im|i am|i've|ive|i have)\b.{0,30}\b(?:suicide|self[- ]?harm(?:ing)?|cutting myself)\b/,
    ],
    borderline: [/\b(?:suicid(?:e|al)|self[- ]?harm(?:ing)?|self[- ]?injur\w*|overdos(?:e|ing))\b/],
  },
  violence: {
    strong: [
      new RegExp(`\\b(?:i|we|i'm|im|we're)(?: am| are)?\\s+(?:really\\s+)?(?:going to|gonna|want to|wanna|will|plan(?:ning)? to|about to|'ll)\\s+(?:kill|murder|stab|shoot|hurt|beat up|strangle|poison|attack)\\s+${PEOPLE}\\b`),
      new RegExp(`\\bhow (?:do |can |could |would |should )?(?:i |you |one |we )?(?:to )?(?:kill|murder|stab|shoot|strangle|poison|hurt|injure)\\s+${PEOPLE}\\b`),
      /\b(?:make|build|buy|get|3d print|making|building|buying)\s+(?:a |an |my own )?(?:gun|firearm|pistol|rifle|ghost gun|silencer|weapon)s?\b/,
      /\bbring(?:ing)? (?:a |my )?(?:gun|knife|weapon)s? (?:to|into) school\b/,
      /\bshoot up (?:the|my|a) school\b/,
    ],
    borderline: [
      /\b(?:kill(?:s|ed|ing|er|ers)?|murder\w*|guns?|shoot(?:s|ing|er)?|stab(?:s|bed|bing)?|bombs?|bombing|bloody|gore|gory|weapons?|massacre\w*|behead\w*|tortur\w*)\b/,
    ],
  },
  sexual: {
    strong: [
      /\b(?:porn\w*|xxx|nudes|sexting|blow ?jobs?|hand ?jobs?|orgasm\w*|masturbat\w*|erotic\w*|hentai|nsfw|onlyfans|horny|boobs|tits)\b/,
      /\b(?:have|having|had|want) sex\b/,
      /\bsex(?:y|ual)? (?:chat|story|stories|roleplay|role-play|positions?|pics?|photos?|videos?|fantas\w*)\b/,
      /\bsend (?:me )?(?:nudes|naked|pics of (?:you|your body))\b/,
      /\bnaked (?:pics?|photos?|pictures?|videos?|selfies?)\b/,
    ],
    borderline: [/\b(?:sex|sexy|sexual(?:ly)?|naked|nude|dating|penis|vagina|genitals?|breasts?|condoms?)\b/],
  },
  hate: {
    strong: [
      /\b(?:n[i1]gg(?:er|a|ah)s?|f[a@]gg?ots?|k[i1]kes?|sp[i1]cs?|ch[i1]nks?|retards?|tr[a@]nn(?:y|ies)|wetbacks?|ragheads?|towelheads?|gooks?)\b/,
      /\b(?:hate|kill|exterminate|gas|wipe out)\s+(?:all\s+)?(?:the\s+)?(?:jews|muslims|christians|blacks|black people|whites|white people|asians|mexicans|immigrants|refugees|gays|gay people|lesbians|trans people|arabs|hindus|sikhs|gypsies|roma|disabled people)\b/,
      /\b(?:jews|muslims|christians|black people|blacks|white people|asians|mexicans|immigrants|refugees|gays|gay people|trans people|women|girls|boys|arabs|disabled people)\s+are\s+(?:all\s+)?(?:inferior|subhuman|animals|vermin|evil|dirty|parasites|a disease|trash|less than)\b/,
      /\b(?:how (?:do i|can i|to|should i)|help me|let's|lets)\s+(?:cyber ?)?(?:bully|harass|humiliate|stalk|doxx?|make fun of)\b/,
      /\bwrite (?:a |an |some )?(?:mean|nasty|insulting|hateful|threatening|cruel|racist|sexist) (?:message|note|text|post|comment|letter|poem|joke)s?\b/,
      /\b(?:kys|go (?:and )?kill yourself|you should (?:kill|hurt) yourself)\b/,
    ],
    borderline: [],
  },
  dangerous: {
    strong: [
      /\b(?:make|build|making|building|create|assemble|cook)\s+(?:a |an |some |my own )?(?:bomb|pipe bomb|explosive|molotov(?: cocktail)?|grenade|napalm|thermite|detonator|ied|tnt|nitroglycerin|c4)s?\b/,
      /\b(?:recipe|ingredients|instructions|steps)\s+(?:for|to make)\s+(?:a |an )?(?:bomb|explosive|molotov|napalm|thermite|meth|poison)s?\b/,
      /\b(?:buy|sell|get|make|cook|grow|smoke|snort|inject|score|roll|vape|dab)\s+(?:some\s+|a\s+)?(?:weed|marijuana|cannabis|cocaine|meth|heroin|lsd|mdma|molly|ecstasy|shrooms|magic mushrooms|ketamine|fentanyl|xanax|oxycontin|drugs|joints?|blunts?)\b/,
      /\b(?:how to|how do i|how can i|where (?:to|can i|do i))\s+(?:get|buy|make|find|grow|cook)\b.{0,20}\b(?:drugs|weed|marijuana|cocaine|meth|heroin|lsd|mdma|ecstasy|fentanyl|ketamine|alcohol|booze|beer|vodka|cigarettes|vapes?)\b/,
      /\bget(?:ting)? (?:high|drunk|wasted|stoned)\b/,
      // Household chemicals that make toxic gases when combined, in either order.
      /\b(?:mix|mixing|combine|combining|add|adding|pour|pouring)\b.{0,40}\b(?:bleach\b.{0,30}\b(?:ammonia|vinegar|rubbing alcohol|acid)|(?:ammonia|vinegar|rubbing alcohol|acid)\b.{0,30}\bbleach)\b/,
      /\b(?:choking|blackout|pass ?out|tide ?pod|skull ?breaker|benadryl|fire)\s+challenge\b/,
      /\bhow (?:to|do i|can i)\s+hack\s+(?:into\s+)?(?:someone|somebody|my (?:school|teacher)|an? account|instagram|facebook|snapchat|a phone|wifi|the school)/,
    ],
    borderline: [
      /\b(?:drugs?|weed|marijuana|cannabis|cocaine|heroin|meth|lsd|mdma|ecstasy|alcohol|beer|vodka|whiske?y|drunk|vap(?:e|es|ing)|cigarettes?|explosives?)\b/,
    ],
  },
};

/** Asking the tutor (or, in a reply, the learner) for personal details, or proposing to meet. */
export const PERSONAL_REQUESTS: RegExp[] = [
  /\bwhere do you live\b/,
  /\bwhat(?:'s| is) your (?:home |real |full |last |sur)?(?:address|phone(?: number)?|number|e-?mail(?: address)?|location|password)\b/,
  /\b(?:give|send|tell) me your (?:phone|number|address|e-?mail|snap(?:chat)?|insta(?:gram)?|password)\b/,
  /\b(?:can|could|shall) (?:we|i) meet(?: up)?(?: in person| irl)?\b/,
  /\bmeet (?:me|up) (?:in person|irl)\b/,
  /\badd me on (?:snap(?:chat)?|insta(?:gram)?|whatsapp|discord|tiktok)\b/,
];

/** The same requests as a tutor reply would phrase them to the learner. */
export const PERSONAL_REQUESTS_OUT: RegExp[] = [
  /\bwhat(?:'s| is) your (?:full |real |last |sur|first )?(?:name|address|phone(?: number)?|number|e-?mail(?: address)?|school|password|location)\b/,
  /\bwhere do you (?:live|go to school)\b/,
  /\bwhich school do you (?:go to|attend)\b/,
  /\b(?:tell|give|send) me your (?:full |real )?(?:name|address|phone|number|e-?mail|photo|picture|password|location)\b/,
  /\bsend (?:me )?(?:a )?(?:photo|picture|selfie|pic)s? of (?:you|yourself)\b/,
  /\b(?:how old are you|what do you look like|are you (?:home )?alone)\b/,
  /\b(?:can|could|shall) we meet\b/,
];

/** Sharing one's own details: 'my address is', 'I live at 12 ...', 'my phone number is'. */
export const PERSONAL_DISCLOSURES: RegExp[] = [
  /\bmy (?:home |full |real |street |house )?address is\b/,
  /\bi live (?:at|on) (?:\d|[a-z]+ (?:street|road|avenue|lane|drive|close|way|st|rd|ave)\b)/,
  /\bmy (?:phone|mobile|cell)(?: number)? is\b/,
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
  /\byou(?: are|'re) now (?:a |an |in |my |free\b|unrestricted|unfiltered|no longer|allowed|able)/,
  /\bfrom now on,? you (?:are|will|must|can)\b/,
  /\b(?:pretend|act|imagine|roleplay|role-play)\b.{0,40}\b(?:no|without|zero)\s+(?:rules|restrictions|limits|filters?|guidelines)\b/,
  /\b(?:reveal|show|print|repeat|tell me|what(?:'s| is| are))\s+(?:me\s+)?(?:your|the)\s+(?:system\s+|hidden\s+|secret\s+)?(?:prompt|instructions)\b/,
  /\b(?:do anything now|jailbreak\w*|prompt injection)\b/,
];

/** Academic framing that makes a bare mention of suicide a study topic (teenagers and adults only). */
export const ACADEMIC = /\b(?:poem|poet|poetry|novel|book|story|character|play|author|shakespeare|romeo|juliet|hamlet|ophelia|history|historical|statistics?|rates?|research|essay|durkheim|prevention|awareness|psychology|sociology|article)\b/;
