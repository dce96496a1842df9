// Backstop rules for the messages that must never be missed (self-harm, eating disorders, abuse): instead
// of phrases, the co-occurrence within one sentence of the ideas that make one. A harm verb aimed at
// oneself next to a 'how' or a wish to hide it; an adult and an act done to the learner; a way of not
// eating next to a weight goal. The phrase rules (safety-rules-support.ts) come first; these catch the
// wordings nobody listed. Written against normalised text (safety-normalise.ts): lower case, no apostrophes.
import type { Rule } from './safety-lexicon.ts';

const S = String.raw`[^.?!]`; // within one sentence
const re = (source: string) => new RegExp(source);

/** Harming oneself: a verb and its object aimed at the learner (or 'yourself' in a how-to). */
const HARM = String.raw`(?:hurt|harm|injure|cut|slice|burn|stab|scratch|punish|starve|bleed|choke|strangle|hang|poison|drown|kill|off|unalive|overdose|od)(?:s|ed|t|ing|ting|ning)?`;
const SELF = String.raw`(?:myself|my ?self|me ?self|urself|yourself|your ?self|oneself|my (?:wrists?|arms?|legs?|thighs?|skin|body|stomach|veins))`;
/** Asking for a way: how, the best way, can I, teach me. */
const HOW = String.raw`(?:how|ways?|best|easiest|quickest|fastest|simplest|painless|least painful|safest|method|methods|tips|steps|teach me|show me|tell me|can i|could i|should i|is it ok to|what happens if i|what (?:would|will) happen if i)`;
/** Keeping it hidden from others. */
const HIDDEN = String.raw`(?:without (?:anyone|any ?one|people|my (?:mum|mom|dad|parents|family|teacher|friends))? ?(?:knowing|seeing|noticing|finding out|find out|see|notice|know)|without (?:it|them|the (?:marks|cuts|scars)) (?:showing|being seen)|so (?:it doesnt|they dont|no ?one can|nobody can|people cant) (?:show|see|notice|tell)|hide (?:the |my )?(?:marks|cuts|scars|burns|bruises)|where (?:no ?one|nobody|people wont|it wont) (?:can )?(?:see|show))`;
/** Not harming oneself: safety, sport and accidents are ordinary questions. */
const SAFE = String.raw`(?:avoid|prevent|stop|not|never|without|less|safely|accident|accidentally|by mistake|falling|fall|lifting|exercise|sport|pe|gym|football|soccer|skate|skating|bike|cooking|kitchen|knife skills|when i (?:run|lift|play|fall|cook))`;

/** An adult or an older person in the learner's life, or a stranger online. */
const ADULT = String.raw`(?:(?:my |a |an |the |this |our |mums |moms |mum's |mom's )?(?:dad|daddy|father|step ?dad|step ?father|mum|mummy|mom|mommy|mother|step ?mum|step ?mom|step ?mother|uncle|aunt|auntie|grandad|grandpa|grandfather|granddad|grandma|nan|teacher|coach|tutor|instructor|priest|pastor|neighbou?r|babysitter|brother|sister|cousin|boyfriend|girlfriend|husband|wife|partner|carer|foster (?:dad|mum|mom|parent)|family friend|parents?|guardian|grown ?up|adult|man|guy|older (?:boy|guy|man|kid)|stranger|someone|somebody|person|he|she|they))`;
/** What an abuser does to the learner (the object is the learner: 'me', 'my ...'). */
const ACT_ON_ME = String.raw`(?:(?:hits?|hitting|beats?|beating|beat|kicks?|kicked|kicking|slaps?|slapped|slapping|punch(?:es|ed|ing)?|chokes?|choked|choking|strangl\w*|burns?|burned|burnt|throws? things at|whips?|whipped|hurts?|hurting|touch(?:es|ed|ing)?|grabs?|grabbed|rubs?|rubbed|molest\w*|rape[sd]?|raping|abus(?:es|ed|ing)|starves?|starved|threatens?|threatened) (?:me|my (?:body|private\w*|chest|bum|butt|face|sister|brother))|lock(?:s|ed|ing)? me (?:in (?:my |the |a )?(?:room|cupboard|closet|shed|basement|cellar|garage|bathroom|car)|out (?:of the house|overnight|at night|all night|in the cold))|push(?:es|ed)? me (?:down|against|into)|shoved? me (?:down|against|into))(?! (?:at|in (?:a |the )?(?:game|race|match|chess|fortnite|football|tennis|cards)|by \d|to it|playing|accidentally|by accident|by mistake|with (?:a |the |my |his |her )?(?:pillows?|balls?|balloons?|snowballs?|water|nerf|toys?|foam|cushions?|paper|sock))\b)`;
/** Secrets, photos, meeting up, gifts: what grooming asks for. */
const GROOM = String.raw`(?:keep (?:it|this|that|our (?:chats?|messages?|talks?|friendship|secret)|us) (?:a )?secret|(?:our|a) (?:little )?secret|dont tell (?:anyone|any ?one|my (?:mum|mom|dad|parents))|(?:send|sending|sent|share) (?:him|her|them)? ?(?:a |some |more )?(?:pics?|photos?|pictures?|selfies?|videos?|nudes)|(?:pics?|photos?|pictures?|videos?) (?:of me|of my (?:body|self)|without (?:my )?(?:clothes|top|shirt))|meet (?:up|him|her|them|in person|irl)|(?:give|buy|gave|bought|get|got) me (?:robux|v ?bucks|vbucks|gift ?cards?|money|presents?|gifts?|skins?)|(?:robux|v ?bucks|vbucks|gift ?cards?|skins?) (?:if|for) i)`;
/** Met online: in a game, an app, a chat. */
const ONLINE = String.raw`(?:online|on (?:roblox|discord|snap(?:chat)?|insta(?:gram)?|tiktok|fortnite|minecraft|whatsapp|telegram|kik|omegle|xbox|ps4|ps5|playstation|a game|the game|a server|a chat)|in (?:a|the) (?:game|chat|server|dms?))`;

/** Not eating, or getting rid of food, to change the body. */
const RESTRICT = String.raw`(?:stop(?:ped)? eating|not eat(?:ing)?|dont eat|skip(?:ping)? (?:all )?(?:meals|breakfast|lunch|dinner|food)|starv\w*|only eat(?:ing)?|eat (?:nothing|less than|under|only)|fast(?:ing)? for (?:\d+|a|two|three|several) (?:days?|weeks?)|(?:\d{2,3}|under \d+|less than \d+) (?:calories|cals|kcal)(?: a day| per day| daily)?|chew and spit|laxatives?|diet pills)`;
const PURGE = String.raw`(?:(?:make|making|made) (?:myself|my ?self|me|urself|yourself) (?:throw up|throwup|be sick|sick|vomit|puke)|(?:throw(?:ing)? up|vomit(?:ing)?|puk(?:e|ing)|purg(?:e|ing)) (?:after|when i|every time i) (?:i )?(?:eat|eating|dinner|lunch|breakfast|meals?|food)|(?:hide|hiding) (?:that i )?(?:(?:dont|am not|im not) eat(?:ing)?|not eating|skipping meals|throwing up|my eating))`;
const BODY_GOAL = String.raw`(?:lose weight|loose weight|weight loss|get skinny|be skinny|skinnier|thinner|be thin|get thin|so fat|too fat|am fat|im fat|hate my body|thigh gap|flat stomach|ribs show|bones show|less fat|burn fat|drop \d+ ?(?:kg|kilos|lbs|pounds))`;

export const CONCEPT_RULES: Rule[] = [
  // 'how do i hurt myself', 'best way to cut yourself', 'can i burn my arm ...'
  { re: re(String.raw`\b${HOW}\b${S}{0,40}\b${HARM} ${SELF}\b(?!${S}{0,30}\b${SAFE}\b)`), category: 'self-harm', severity: 'critical' },
  // 'how to cut without it showing', 'how do i hide the cuts'
  { re: re(String.raw`\b(?:cut|cutting|burn|burning|scratch|scratching|self ?harm\w*|sh)\b${S}{0,40}\b${HIDDEN}`), category: 'self-harm', severity: 'critical' },
  { re: re(String.raw`\b${HOW}\b${S}{0,20}\b${HIDDEN}`), category: 'self-harm', severity: 'high', minors: true },
  // 'i made myself throw up', 'how to hide not eating from my parents'
  { re: re(String.raw`\b${PURGE}\b`), category: 'eating-disorder', severity: 'high' },
  // 'is 500 calories a day ok to lose weight', 'i want to stop eating so i can be skinny'
  { re: re(String.raw`\b${RESTRICT}\b${S}{0,50}\b${BODY_GOAL}\b|\b${BODY_GOAL}\b${S}{0,50}\b${RESTRICT}\b`), category: 'eating-disorder', severity: 'high' },
  // 'my stepdad hits me', 'a man at the park touched me', 'mums boyfriend comes in my room at night'
  { re: re(String.raw`\b${ADULT}\b${S}{0,40}\b${ACT_ON_ME}\b`), category: 'abuse', severity: 'critical', minors: true },
  { re: re(String.raw`\b${ADULT}\b${S}{0,30}\b(?:comes?|came|coming|gets?|got|climbs?) (?:in|into) (?:my (?:room|bed)|bed with me|the (?:bath|shower) with me)\b`), category: 'abuse', severity: 'critical', minors: true },
  { re: re(String.raw`\b${ADULT}\b${S}{0,40}\b(?:makes?|made|forces?|forced|tells?|told|wants?|wanted|asks?|asked) me (?:to )?(?:touch|kiss|undress|take (?:off )?my clothes|get naked|sit on|sleep in|keep (?:it|this) (?:a )?secret|watch (?:videos|porn|things))\b`), category: 'abuse', severity: 'critical', minors: true },
  // Grooming: someone met online who wants secrets, photos, a meeting, or offers gifts.
  { re: re(String.raw`\b${ONLINE}\b${S}{0,80}\b${GROOM}|\b${GROOM}${S}{0,80}\b${ONLINE}\b`), category: 'abuse', severity: 'critical', minors: true },
  { re: re(String.raw`\b${ADULT}\b${S}{0,50}\b(?:said|says|told me|tells me|wants|asked)\b${S}{0,30}\b${GROOM}`), category: 'abuse', severity: 'critical', minors: true },
  // An adult at home who hurts the learner, said as an adult ('my husband hits me').
  { re: re(String.raw`\b(?:my )?(?:husband|wife|partner|boyfriend|girlfriend|ex)\b${S}{0,30}\b${ACT_ON_ME}\b`), category: 'abuse', severity: 'critical' },
];
