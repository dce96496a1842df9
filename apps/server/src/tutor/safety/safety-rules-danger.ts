// Rules for poisons and toxic mixtures, dangerous challenges, hacking and arson ('dangerous'),
// breaking in and stealing ('break-in'), drugs and alcohol for minors ('drugs') and hate. The
// chemistry of why bleach and ammonia must never be mixed is a safety fact and passes: see SAFETY_FACT.
import type { Rule } from './safety-lexicon.ts';
import { cued } from './safety-rules-harm.ts';

const re = (source: string) => new RegExp(source);

/**
 * A question about why a mixture is dangerous, without any sign of wanting to make it. Read by
 * safety.ts for the rules marked MIXTURE below.
 */
export const SAFETY_FACT =
  /^(?![^]*\b(?:i want|lets|let us|how much|how many|how (?:do|can|could|would|should) (?:i|you|we|u)|how to|so (?:i|we) can|to see|see what happens|prank|on (?:someone|my|her|him|them)|at school|in the (?:toilets?|bathroom|classroom)|make (?:some|a|it)|for fun|try it|experiment)\b)[^]*\b(?:why|never|safety|dangerous to|is it (?:safe|ok|okay|dangerous|bad)|should(?:nt| not)|must(?:nt| not)|warning|avoid|accident(?:ally)?|what gas (?:is|gets) (?:made|produced|released))\b/;

const GAS = String.raw`(?:toxic|poison(?:ous)?|deadly|dangerous|harmful|chlorine|mustard|nerve|tear|sarin|chloramine|phosgene|hydrogen cyanide|lethal) gas`;
const MIXERS = String.raw`(?:ammonia|vinegar|rubbing alcohol|acid|drain cleaner|toilet cleaner|hydrogen peroxide)`;
const POISONS = String.raw`(?:poison|poisons|cyanide|ricin|arsenic|strychnine|hemlock|nightshade|belladonna|polonium|sarin|botulinum|abrin|oleander|rat poison|nerve agents?)`;

/** Rules whose match is forgiven when the message asks a safety question (SAFETY_FACT). */
export const MIXTURE_RULES: Rule[] = [
  {
    re: re(String.raw`\b(?:make|making|create|creating|produce|producing|get|release|mix\w*|combine\w*)\b[^.?!]{0,40}\b${GAS}\b`),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: re(
      String.raw`\b(?:mix|mixes|mixed|mixing|combine|combined|combining|add|adding|pour|pouring|put)\b[^.?!]{0,40}\b(?:bleach\b[^.?!]{0,30}\b${MIXERS}|${MIXERS}\b[^.?!]{0,30}\bbleach)\b|\bbleach\b[^.?!]{0,30}\b${MIXERS}\b[^.?!]{0,20}\b(?:mix|mixed|together|combine|combined)\b|\bbleach\b[^.?!]{0,30}\b(?:mix|mixed|mixing|combine|combined|add|adding)\b[^.?!]{0,20}\b${MIXERS}\b`,
    ),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
];

export const DANGEROUS_RULES: Rule[] = [
  {
    re: cued(
      String.raw`\b(?:make|making|extract|extracting|get|getting|buy|buying|obtain|brew|cook|grow|produce|find)\b[^.?!]{0,15}\b${POISONS}\b`,
    ),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:untraceable|undetectable|tasteless|odou?rless) poisons?\b|\b(?:deadliest|strongest|most (?:deadly|lethal|toxic|dangerous|powerful)) poisons?\b[^.?!]{0,40}\b(?:get|buy|make|use|find|where)\b/,
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: /\bpoisons? (?:that|which) (?:works?|acts?|kills?) (?:slowly|fast|quickly|over time|without)\b/,
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: /\bpoisons?\b[^.?!]{0,20}\b(?:cant|cannot|can not|wont|doesnt|that (?:cant|wont|doesnt)|isnt)\b[^.?!]{0,5}\b(?:be )?(?:detected|traced|show up|be found|taste)/,
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: re(
      String.raw`\bpoison (?:recipes?|ingredients)\b|\b(?:recipe|ingredients|instructions|steps) (?:for|to make) (?:a |an |some )?(?:${POISONS}|toxic gas)\b`,
    ),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:choking|blackout|pass ?out|tide ?pod|skull ?breaker|benadryl|fire|salt and ice|nyquil|chroming|penny|outlet|kiki|milk crate|blue whale)\s+challenge\b/,
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  { re: /\b(?:eat|eating|bite|biting|try|trying|chew|lick)\b[^.?!]{0,10}\btide ?pods?\b/, category: 'dangerous', severity: 'high' },
  {
    re: cued(
      String.raw`\b(?:set|setting|light|lighting|start|starting|make)\b[^.?!]{0,30}\b(?:(?:house|home|shed|car|school|building|garage|classroom|hair|cat|dog|bin|forest|woods|field|someone|somebody|him|her|them|neighbou?rs?|neighbou?rs \w+) on fire|a fire (?:at|in) (?:school|class|the school|my school|the school \w+|someones|his|her))\b`,
    ),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: cued(
      String.raw`\b(?:hack|hacking|crack|cracking)\b (?:into )?(?:someones|somebodys|someone elses|my \w+s|his|her|their|the schools?|my schools?|a|an|the|my teachers?|other peoples|into) ?(?:\w+ )?(?:account|accounts|instagram|insta|snapchat|snap|facebook|tiktok|email|e mail|phone|wifi|wi fi|password|passwords|computer|laptop|grades?|(?:grading |school |student |exam )?(?:system|portal|database|records|register)|network|server|website|discord|roblox|icloud|webcam|camera)\b`,
    ),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: cued(
      String.raw`\b(?:get|getting|break|breaking|log|logging) ?(?:in ?to|into) (?:someones|somebodys|someone elses|my \w+s|his|her|their|other peoples|my teachers|the teachers) (?:\w+ )?(?:account|instagram|insta|snapchat|snap|facebook|tiktok|email|phone|computer|laptop|discord|icloud)\b`,
    ),
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:see|read|check|get into|look at)\b[^.?!]{0,25}\b(?:messages|dms|texts|account|password|photos|location)\b[^.?!]{0,20}\bwithout (?:them|him|her|my \w+) knowing\b|\btrack (?:my |someones |his |her |their )?(?:\w+s )?(?:location|phone)\b[^.?!]{0,15}\b(?:secretly|without)|\bsecretly (?:track|follow|record|film)\b/,
    category: 'dangerous',
    severity: 'high',
  },
  {
    re: /(?<!\b(?:what is|whats|what are|explain|define|how does|how do) (?:a |an )?)\b(?:keylogger|ddos)\b(?! (?:attacks? )?(?:is|are|mean|means|work|works)\b)|\bsteal (?:someones|somebodys|his|her|their|my \w+s) (?:password|account|identity|card details)\b/,
    category: 'dangerous',
    severity: 'high',
    output: true,
  },
];

const PLACE = String.raw`(?:house|home|houses|car|cars|school|shop|store|garage|shed|building|flat|apartment|office|locker|safe|vending machine|atm|bank|warehouse|museum|mansion)`;
const OTHERS = String.raw`(?:a |an |the |someones |somebodys |his |her |their |my neighbou?rs |my \w+s |other peoples |next doors )`;

export const BREAK_IN_RULES: Rule[] = [
  {
    re: cued(String.raw`\b(?:break|breaking|broke) (?:in ?to|into|in) ${OTHERS}?(?:\w+ )?${PLACE}\b`),
    category: 'break-in',
    severity: 'medium',
    output: true,
  },
  {
    re: re(
      String.raw`\b(?:get|getting|sneak|sneaking|climb|climbing) (?:in ?to|into|inside|in) ${OTHERS}(?:\w+ )?${PLACE}\b[^.?!]{0,40}\b(?:when (?:no ?one|nobody|theyre|they are|the owners?|its empty)|while (?:theyre|they are|they|no ?one|nobody)|without (?:them|anyone|the owners?|permission|a key|being seen|getting caught)|at night|not mine|isnt mine|away|asleep)`,
    ),
    category: 'break-in',
    severity: 'medium',
  },
  {
    re: /\b(?:get|sneak|climb|break) (?:in ?to|into|inside) (?:my |the |our )?school\b[^.?!]{0,20}\b(?:after hours|at night|when its closed|on the weekend|over the holidays|after school|after dark)/,
    category: 'break-in',
    severity: 'medium',
  },
  {
    re: /\b(?:pick|picking|open|opening|unlock|unlocking)\b (?:the |a )?(?:lock|locks|door|doors|padlock)s? (?:on|of|to) (?:my neighbou?rs|someones|somebodys|a strangers|his|her|their|the neighbou?rs|next doors)\b/,
    category: 'break-in',
    severity: 'medium',
    output: true,
  },
  {
    re: /\bpick (?:a |the )?lock\b[^.?!]{0,30}\b(?:get into|get in|break in|neighbou?rs|someones|not mine|isnt mine|without them knowing)/,
    category: 'break-in',
    severity: 'medium',
    output: true,
  },
  {
    re: /\b(?:key|keys|code|password|spare key) (?:to|for) (?:my neighbou?rs|someones|their|his|her|next doors) (?:house|car|garage|flat|shed)\b[^.?!]{0,20}\bwithout\b/,
    category: 'break-in',
    severity: 'medium',
  },
  { re: /\bhot ?wir(?:e|ing)\b|\bbump keys?\b|\bslim jim\b[^.?!]{0,30}\bcar\b/, category: 'break-in', severity: 'medium', output: true },
  {
    re: /\b(?:open|unlock|get into)\b (?:a |the )?(?:locked )?(?:car|door|house|window)s?\b[^.?!]{0,40}\b(?:not mine|isnt mine|someone elses|without (?:the owner|them knowing|permission))/,
    category: 'break-in',
    severity: 'medium',
  },
  {
    re: /\b(?:bypass|disable|turn off|cut|disarm|get past|avoid)\b (?:a |the |my neighbou?rs |someones |their )?(?:house |home |burglar |security |car |shop )?(?:alarm|alarms|cameras?|cctv|security system)\b[^.?!]{0,40}\b(?:get in|get inside|break in|without|so i can|to get|steal|sneak)/,
    category: 'break-in',
    severity: 'medium',
    output: true,
  },
  {
    re: /\b(?:break|smash|force|jimmy|pry)\b (?:open )?(?:a |the |open a |open the )?(?:window|door|lock|back door)s?\b[^.?!]{0,10}\bto (?:get|break|climb) (?:in|inside|into)|\b(?:window|door|lock)s?\b[^.?!]{0,10}\bto (?:break|smash|force)\b[^.?!]{0,10}\bto get (?:in|inside|into)/,
    category: 'break-in',
    severity: 'medium',
    output: true,
  },
  {
    re: cued(
      String.raw`\b(?:steal|stealing|nick|nicking|shoplift|shoplifting) (?:a |an |the |someones |somebodys |my \w+s |his |her |their |some )?(?:\w+ )?(?:bike|bicycle|car|motorbike|scooter|phone|wallet|purse|bag|laptop|money|stuff|things|clothes|sweets|candy|from (?:a |the )?(?:shop|store|supermarket))\b|\bshoplift(?:ing)?\b`,
    ),
    category: 'break-in',
    severity: 'medium',
    output: true,
  },
];

const DRUG = String.raw`(?:weed|marijuana|cannabis|cocaine|crack|meth|crystal meth|heroin|lsd|acid tabs?|mdma|molly|ecstasy|shrooms|magic mushrooms|ketamine|ket|fentanyl|xanax|xans|oxy|oxycontin|oxycodone|percocet|percs|adderall|lean|purple drank|dmt|spice|k2|edibles|dabs|hash|drugs|poppers|nitrous|whippets|codeine|blunts?|joints?|spliffs?|bongs?|moonshine)`;

export const DRUG_RULES: Rule[] = [
  {
    re: cued(
      String.raw`\b(?:buy|sell|selling|get|make|cook|grow|smoke|snort|inject|score|roll|vape|dab|take|try|do|use|find|order|hide|deal|dealing)\s+(?:me |us )?(?:some |a |my first |the |any |crystal )?${DRUG}\b`,
    ),
    category: 'drugs',
    severity: 'medium',
    output: true,
  },
  { re: /\b(?:snort|sniff|do|doing|buy|score|line of|lines of) (?:some |a )?coke\b/, category: 'drugs', severity: 'medium', output: true },
  {
    re: cued(String.raw`\bget(?:ting)? (?:high|drunk|wasted|stoned|baked|blazed|hammered|trashed|faded|buzzed|a buzz)\b`),
    category: 'drugs',
    severity: 'medium',
    output: true,
  },
  {
    re: /\bget(?:ting)? (?:high|drunk|stoned|wasted)\b[^.?!]{0,20}\b(?:from|off|on|with) (?:sniffing|huffing|glue|cough syrup|pills|xanax|weed|paint|petrol|gas|nitrous)/,
    category: 'drugs',
    severity: 'medium',
    output: true,
  },
  {
    re: re(
      String.raw`\bhow (?:much|many)\b[^.?!]{0,25}\b(?:${DRUG}|cough syrup|robitussin|dxm|benadryl|nyquil|shots?|beers?|pills|vodka|wine|cider|alcohol|whiske?y|rum|gin|tequila|drinks)\b[^.?!]{0,30}\b(?:take|trip|high|first time|get|feel|drunk|buzz)\b`,
    ),
    category: 'drugs',
    severity: 'medium',
    output: true,
  },
  {
    re: /\b(?:sniff|sniffing|huff|huffing|inhale|inhaling)\b[^.?!]{0,10}\b(?:glue|paint|petrol|gasoline|aerosol|deodorant|nitrous|whippets|markers|computer duster|keyboard cleaner)\b/,
    category: 'drugs',
    severity: 'medium',
    output: true,
  },
  {
    re: re(
      String.raw`\b(?:dose|dosage|how much|amount) (?:of )?${DRUG}\b[^.?!]{0,30}\b(?:first|good|safe|take|beginner|newbie|timer|party)|\b(?:vapes?|juul|weed|pen|stash)\b[^.?!]{0,15}\bto hide\b`,
    ),
    category: 'drugs',
    severity: 'medium',
  },
  {
    re: /\bhid(?:e|ing)\b[^.?!]{0,10}\b(?:my )?(?:vap(?:e|es|ing|en)|smoking|weed|drinking|drugs|alcohol|cigarettes|pills|juul|stash)\b[^.?!]{0,20}\b(?:from|so)\b/,
    category: 'drugs',
    severity: 'medium',
  },
  {
    re: /\b(?:get|buy|find|sneak)\b[^.?!]{0,20}\b(?:alcohol|booze|beer|vodka|cigarettes|vapes?|juul|weed)\b[^.?!]{0,20}\b(?:(?:if|when|because|and|as) (?:im|i am) (?:1[0-7]|[5-9]|under ?age)|under ?age|without (?:an )?id|without my parents)/,
    category: 'drugs',
    severity: 'medium',
  },
  {
    re: /\b(?:how to|how do i|how can i|where (?:to|can i|do i|could i))\s+(?:get|buy|make|find|sneak)\b[^.?!]{0,20}\b(?:alcohol|booze|beer|vodka|cigarettes|vapes?|juul|cider|wine)\b(?! (?:out|off|stains?))/,
    category: 'drugs',
    severity: 'medium',
    minors: true,
  },
  {
    re: re(String.raw`\b${DRUG}\b[^.?!]{0,40}\bwhere (?:can|do|could) (?:i|you|u) (?:buy|get|find) (?:it|some|them)\b`),
    category: 'drugs',
    severity: 'medium',
  },
  {
    re: /\b(?:can|should|could) i (?:drink|try|smoke|vape|take|have)\b[^.?!]{0,10}\b(?:vodka|beer|alcohol|weed|vapes?|cigarettes|wine|cider|shots)\b/,
    category: 'drugs',
    severity: 'medium',
    minors: true,
  },
  { re: /\bfake (?:id|ids|identification)\b/, category: 'drugs', severity: 'medium' },
  {
    re: /\b(?:get|take|steal|borrow|buy|use|snort)\b (?:my \w+s|someones|somebodys|his|her|their) (?:adhd |prescription |sleeping |pain )?(?:pills|meds|medication|medicine|adderall|ritalin|xanax|oxy|tablets|painkillers)\b/,
    category: 'drugs',
    severity: 'medium',
  },
  {
    re: /\b(?:drug|weed|coke|pill) dealers?\b[^.?!]{0,15}\b(?:near|around|in my|find|contact|number)\b|\b(?:weed|drugs|coke|molly|pills|shrooms|xans?) near me\b|\bfind (?:a )?(?:dealer|plug)\b/,
    category: 'drugs',
    severity: 'medium',
    output: true,
  },
];

const GROUP = String.raw`(?:jews|jewish people|muslims|christians|blacks|black people|whites|white people|asians|chinese people|chinese|indians|pakis|mexicans|latinos|hispanics|immigrants|refugees|migrants|foreigners|gays|gay people|lesbians|trans people|transgender people|arabs|hindus|sikhs|gypsies|roma|travellers|disabled people|the disabled|autistic people|women|girls|africans|catholics|fat people)`;
const DEMEAN = String.raw`(?:ruining (?:the |our |this )?(?:country|world|everything|society)|taking over|invading|inferior|subhuman|animals|vermin|evil|dirty|filthy|parasites|a disease|a plague|trash|garbage|less than human|stupid|dumb|idiots|disgusting|freaks|mentally ill|sick|criminals|rapists|terrorists|monkeys|apes|rats|cockroaches|savages|pedophiles|paedophiles|worthless|ugly|smelly|thieves|a cancer|not human|abominations?|gross)`;

export const HATE_RULES: Rule[] = [
  {
    re: re(
      String.raw`\b(?:all |most |every )?${GROUP} (?:are|r|is) (?:all |just |so |too |literally |basically |a bunch of )*${DEMEAN}\b|\bwhy (?:are|r|is) (?:all )?${GROUP} (?:all |so |such )*${DEMEAN}\b`,
    ),
    category: 'hate',
    severity: 'high',
    output: true,
  },
  {
    re: re(
      String.raw`\b${GROUP}\b[^.?!]{0,20}\bshould (?:all )?(?:die|be killed|be gassed|be deported|go (?:back|home)|be banned|burn|not exist|not have rights|be exterminated)\b`,
    ),
    category: 'hate',
    severity: 'high',
    output: true,
  },
  {
    re: re(String.raw`(?<!\bwhy\b[^.?!]{0,30})\b(?:hate|kill|exterminate|gas|wipe out)\s+(?:all\s+)?(?:the\s+)?${GROUP}\b`),
    category: 'hate',
    severity: 'high',
    output: true,
  },
  {
    re: re(String.raw`\bjokes? about (?:${GROUP})\b|\bwhy (?:do|does) (?:all )?${GROUP} (?:all )?(?:smell|stink|steal|lie|breed|cheat)\b`),
    category: 'hate',
    severity: 'high',
    output: true,
  },
  {
    re: /\bholocaust (?:never happened|didnt happen|did not happen|was (?:a )?(?:fake|hoax|lie|made up)|is (?:a )?(?:fake|hoax|lie|myth))\b/,
    category: 'hate',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:how (?:do i|can i|to|should i)|help me|lets|let us)\s+(?:cyber ?)?(?:bully|harass|humiliate|stalk|doxx?|make fun of)\b/,
    category: 'hate',
    severity: 'high',
    output: true,
  },
  { re: /\bwrite (?:something|stuff|things) (?:mean|nasty|horrible|cruel|hateful) (?:about|to)\b/, category: 'hate', severity: 'high' },
  {
    re: /\bwrite (?:a |an |some )?(?:mean|nasty|insulting|hateful|threatening|cruel|racist|sexist) (?:message|note|text|post|comment|letter|poem|joke)s?\b/,
    category: 'hate',
    severity: 'high',
  },
  {
    re: /\b(?:insults?|mean (?:names|things|words)) (?:for|about|to (?:use on|say to|call)|against) (?:a |the |my |this |that )?(?:\w+ )?(?:kid|boy|girl|person|classmate|teacher|people|guy|child|student)\b/,
    category: 'hate',
    severity: 'high',
  },
  {
    re: /\bslurs?\b[^.?!]{0,20}\b(?:call|use|say|for)\b|\b(?:call|calling) (?:him|her|them|\w+) (?:a )?slurs?\b/,
    category: 'hate',
    severity: 'high',
  },
  { re: /\b(?:kys|go (?:and )?kill yourself|you should (?:kill|hurt) yourself)\b/, category: 'hate', severity: 'high', output: true },
];
