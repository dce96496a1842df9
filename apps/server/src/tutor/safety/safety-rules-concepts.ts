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
  {
    re: re(
      String.raw`\b${HOW}\b(?! (?:do i |can i |to |would i )?(?:stop|avoid|prevent|not|never)\b)${S}{0,40}\b${HARM} ${SELF}\b(?!${S}{0,30}\b${SAFE}\b)`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  // 'how to cut without it showing', 'how do i hide the cuts'
  {
    re: re(String.raw`\b(?:cut|cutting|burn|burning|scratch|scratching|self ?harm\w*|sh)\b${S}{0,40}\b${HIDDEN}`),
    category: 'self-harm',
    severity: 'critical',
  },
  { re: re(String.raw`\b${HOW}\b${S}{0,20}\b${HIDDEN}`), category: 'self-harm', severity: 'high', minors: true },
  // 'i made myself throw up', 'how to hide not eating from my parents'
  { re: re(String.raw`\b${PURGE}\b`), category: 'eating-disorder', severity: 'high' },
  // 'is 500 calories a day ok to lose weight', 'i want to stop eating so i can be skinny'
  {
    re: re(String.raw`\b${RESTRICT}\b${S}{0,50}\b${BODY_GOAL}\b|\b${BODY_GOAL}\b${S}{0,50}\b${RESTRICT}\b`),
    category: 'eating-disorder',
    severity: 'high',
  },
  // 'my stepdad hits me', 'a man at the park touched me', 'mums boyfriend comes in my room at night'
  { re: re(String.raw`\b${ADULT}\b${S}{0,40}\b${ACT_ON_ME}\b`), category: 'abuse', severity: 'critical', minors: true },
  {
    re: re(
      String.raw`\b${ADULT}\b${S}{0,30}\b(?:comes?|came|coming|gets?|got|climbs?) (?:in|into) (?:my (?:room|bed)|bed with me|the (?:bath|shower) with me)\b`,
    ),
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: re(
      String.raw`\b${ADULT}\b${S}{0,40}\b(?:makes?|made|forces?|forced|tells?|told|wants?|wanted|asks?|asked) me (?:to )?(?:touch|kiss|undress|take (?:off )?my clothes|get naked|sit on|sleep in|keep (?:it|this) (?:a )?secret|watch (?:videos|porn|things))\b`,
    ),
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  // Grooming: someone met online who wants secrets, photos, a meeting, or offers gifts.
  {
    re: re(String.raw`\b${ONLINE}\b${S}{0,80}\b${GROOM}|\b${GROOM}${S}{0,80}\b${ONLINE}\b`),
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: re(String.raw`\b${ADULT}\b${S}{0,50}\b(?:said|says|told me|tells me|wants|asked)\b${S}{0,30}\b${GROOM}`),
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  // An adult at home who hurts the learner, said as an adult ('my husband hits me').
  {
    re: re(String.raw`\b(?:my )?(?:husband|wife|partner|boyfriend|girlfriend|ex)\b${S}{0,30}\b${ACT_ON_ME}\b`),
    category: 'abuse',
    severity: 'critical',
  },
];

/** Marks of self-harm, and someone who must not see them. */
const MARKS = String.raw`(?:cuts|marks|scars|burns|bruises|wounds|scabs|my (?:wrists?|arms?|thighs?|legs?) (?:are|is|always))`;
const UNSEEN = String.raw`(?:before (?:pe|gym|swimming|school|summer|the beach|monday)|(?:no ?one|nobody|my (?:parents|mum|mom|dad|teacher|friends)|people|they|she|he) (?:wont|doesnt|dont|cant|wouldnt)? ?(?:see|notice|find out|know|ask)|dont find out|doesnt find out|if (?:she|he|they|someone|people|my \w+) (?:sees?|notices?|asks?|finds? out)|excuse for|covered (?:up )?even|tell the (?:nurse|teacher|doctor))`;
const PILLS = String.raw`(?:pills|tablets|paracetamol|tylenol|painkillers|meds|medication|antidepressants|sleeping pills|ibuprofen|aspirin|insulin|panadol)`;
/** Peers who hurt or threaten the learner. */
const PEERS = String.raw`(?:kids|girls|boys|year \d+s|older (?:kids|boys|girls)|a group|some (?:kids|boys|girls|people)|classmates|bullies|they|this (?:girl|boy|kid))`;
const AGE = String.raw`(?:\d{1,2} ?(?:yr|yrs|year|years)? ?(?:old|yo)|(?:eleven|twelve|thirteen|fourteen|fifteen|ten|nine) (?:year old|yr old))`;

export const CONCEPT_RULES_MORE: Rule[] = [
  // Self-harm: the marks hidden from others; a habit that 'helps'; the means kept at hand.
  {
    re: re(String.raw`\b${MARKS}\b${S}{0,60}\b${UNSEEN}|\b(?:cut|burn|scratch)\w*\b${S}{0,40}\bstop the bleeding\b${S}{0,40}\b${UNSEEN}`),
    category: 'self-harm',
    severity: 'critical',
    minors: true,
  },
  {
    re: re(
      String.raw`\b(?:burn|cut|hit|bite|bit|punch|scratch|bang|pinch)\w*\b${S}{0,40}\b(?:to feel something|(?:it )?(?:kinda |kind of |really )?helps|makes me feel (?:better|calm)|(?:angry|mad|upset|annoyed) (?:at|with) myself|so i remember|i deserve (?:it|the pain)|as (?:a )?punishment)\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b(?:bite|bit|biting|punch\w*|hit|hitting|bang\w*|scratch\w*) my (?:arm|arms|legs?|head|hand|wrist|face|skin|thighs?)\b${S}{0,40}\b(?:purple|bleeds?|bleeding|bruised?|on purpose|when (?:im|i get|i feel|my)|until|till|against (?:the )?(?:wall|desk|floor))|\b(?:hit|bang|punch)\w* my head (?:on|against) (?:the )?(?:wall|desk|floor|door)\b${S}{0,40}\b(?:when|whenever|because|on purpose|until|till|again|angry|mad|upset|helps|stupid|hate myself)\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:sh|s h)(?:ing|d)? (?:again|last night|today|tonight)\b|\b(?:im|been|started|stop|keep) (?:sh|s h) ?ing\b|\bhurts? enough to leave a mark\b|\bmake it hurt more\b|\b(?:the |a |my )?(?:blade|blades|razor|razors)\b[^.?!]{0,15}\b(?:in|under) my (?:drawer|room|bag|pencil case|bed|pillow)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  // Suicide: the others better off, the means, the date, the last things.
  {
    re: /\b(?:everyone|everybody|they|my (?:family|parents|friends|mum|mom|dad|kids)|people|the world)\b[^.?!]{0,15}\b(?:would|will|d) be (?:fine|ok|okay|better|happier|good|alright|better off) without me\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: re(
      String.raw`\bhow many\b${S}{0,15}\b${PILLS}\b${S}{0,25}\b(?:would it take|does it take|would kill|to die|is too many|are too many|until)\b|\b(?:took|taken|swallowed|had|have taken)\b${S}{0,10}\b(?:\d{2,}|a (?:bunch|lot|handful|load) of|all (?:of )?(?:my|the|her|his)|loads of)\b${S}{0,15}\b${PILLS}\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\bletters? to (?:my |all my |each of my )?(?:family|parents|mum and dad|everyone|friends|kids)\b.{0,80}\b(?:last one|final one|goodbye|before i go)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:been|keep|kept|always|constantly|started|start|im|i am|ive been)\b[^.?!]{0,10}\b(?:thinking|thought) (?:about|of) (?:ending|killing|taking) (?:it|things|it all|everything|myself|my (?:own )?life)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:enough|high|height|far|fast|deep|much)\b[^.?!]{0,20}\b(?:to not survive|not to survive|that (?:i|you|someone) (?:wont|would not|wouldnt) survive|to (?:die|be fatal|kill (?:me|you|myself|yourself|someone)))\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:not (?:gonna|going to) be|wont be|will not be) (?:alive|here|around)\b[^.?!]{0,15}\b(?:by|before|after|next|this|for) (?:summer|christmas|then|the (?:exam|test|end)|next (?:week|month|year)|tomorrow|friday|much longer)\b|\b(?:ill|i will|im gonna|im going to) be (?:gone|dead) (?:soon|by|before)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\bgiv(?:e|ing|en) (?:all |most )?(?:of )?my (?:stuff|things|belongings|possessions|games|clothes|switch|phone|pets?) away\b|\bgiv(?:e|ing|en) away (?:all |most )?(?:of )?my (?:stuff|things|belongings|possessions)\b/,
    category: 'self-harm',
    severity: 'high',
    minors: true,
  },
  {
    re: /\b(?:have|got|bought|found) (?:the|a) (?:rope|noose)\b.{0,60}\b(?:brave enough|ready|tonight|do it|end it|go through with)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:die|dying|dead|death|sleep and never)\b.{0,60}\bi (?:want|wish for|need) (?:that|this|it)\b|\b(?:less|more|least|most) painful\b[^.?!]{0,30}\b(?:pills|jumping|hanging|drowning|overdose|cutting|dying|death|way to go)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  { re: /\bsewer ?slide\w*\b(?![^.?!]{0,20}\bmeans?\b)|\bunalive\w*\b(?![^.?!]{0,20}\bmeans?\b)/, category: 'self-harm', severity: 'high' },
  // Eating disorders: hunger ignored, purging, fasting's signs, food thrown away, the scales.
  {
    re: /\b(?:ignore|suppress|stop feeling|curb|numb|distract (?:myself )?from)\b[^.?!]{0,10}\b(?:hunger|hungry|appetite|hunger pains)\b[^.?!]{0,40}\b(?:only|skip|days?|lose|fat|thin|skinny|eat less)\b|\bonly (?:want to |wanna )?eat (?:once )?every (?:\d|two|three|other) days?\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:throw(?:ing)? up|vomit\w*|purg\w*|puking)\b[^.?!]{0,40}\b(?:calories|weight|fat|teeth|no ?one finds out|hide|so i dont gain)\b|\b(?:calories|weight|fat)\b[^.?!]{0,40}\b(?:by|from|when) (?:throw(?:ing)? up|vomit\w*|purg\w*|puking)\b|\bbinge?d? and purge?d?\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:hair (?:is )?falling out|periods? (?:have |has )?stopped|always (?:cold|dizzy)|fainting|passed out)\b[^.?!]{0,40}\b(?:fast|fasting|restrict\w*|not eating|eating less|diet\w*|calories)\b|\b(?:fast|fasting|restrict\w*|not eating)\b[^.?!]{0,40}\b(?:hair (?:is )?falling out|periods? (?:have |has )?stopped|fainting)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:throw|bin|hide|get rid of|chuck)\w* (?:away )?my (?:school )?(?:lunch|dinner|food|breakfast|meals?|packed lunch)\b|\bweigh(?:ed)? myself (?:\d+|many|like \d+|ten|five|so many|loads of) times\b|\bstill (?:feel|look) (?:huge|fat|massive|enormous|disgusting)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  // Neglect, adults' domestic abuse, peers' violence, sextortion and grooming.
  {
    re: /\b(?:no|dont have(?: any)?|never (?:any|have)|isnt any|not enough) food (?:at home|in the house)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:partner|husband|wife|boyfriend|girlfriend|ex|he|she)\b[^.?!]{0,60}\b(?:if i (?:leave|go to the police|tell (?:anyone|someone|the police))|hands? (?:round|around) my (?:neck|throat)|took my (?:bank card|money|phone|keys|passport)|never see (?:the|my) kids)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b${PEERS}\b${S}{0,40}\b(?:gonna|going to|will|said theyd|said they would|threaten\w* to) (?:jump|beat up|beat|hurt|stab|kill|get|batter) me\b|\b(?:hold|held|pin|pinned|holding) me down\b|\b${PEERS}\b${S}{0,30}\b${ACT_ON_ME}`,
    ),
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:post|share|leak|send|show|spread)\w* (?:the |my |those |them |all )?(?:pics|photos|pictures|videos|nudes)?\b[^.?!]{0,30}\b(?:unless|if i dont|if i do not|if i stop)\b|\b(?:owe|owes)\b[^.?!]{0,20}\b(?:video|pics?|photos?|pictures?)\b|\bin my (?:underwear|bra|pants|boxers)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:grown (?:man|woman|up)|adult|older (?:guy|man|woman))\b[^.?!]{0,60}\b(?:video ?call|call|meet|chat|talk)\b[^.?!]{0,10}\b(?:just us|alone|in private|privately|secretly)\b|\b(?:manager|boss|coworker|supervisor)\b[^.?!]{0,40}\b(?:touch\w*|grab\w*) (?:me|my (?:waist|hips|leg|legs|thigh|bum|butt|chest))\b|\bif im nice to (?:him|her)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
];

/** Refusals that phrase lists miss: ages with sexual words, stalking, a school shooting as role-play, spiking a drink. */
export const CONCEPT_REFUSALS: Rule[] = [
  {
    re: re(
      String.raw`\b${AGE}\b${S}{0,60}\b(?:spicy|sexy|naked|no clothes|nude|in bed|make out|fall in love|romantic|kiss\w*|send (?:me )?pics|trust me enough)\b|\b(?:spicy|sexy|naked|no clothes|nude|in bed)\b${S}{0,60}\b${AGE}\b`,
    ),
    category: 'sexual-minors',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:pretend|act like|be|rp|roleplay|role play)\b[^.?!]{0,15}\b(?:my|ur|your) (?:gf|bf|girlfriend|boyfriend|wife|husband|lover)\b[^.?!]{0,30}\b(?:bed|naked|kiss|sexy|touch)\b/,
    category: 'sexual',
    severity: 'medium',
  },
  {
    re: /\bschool shoot\w*\b[^.?!]{0,40}\b(?:rp|roleplay|role play|planning|plan|pretend|realistic|write as|be a|as a)\b|\b(?:rp|roleplay|role play|pretend|write)\b[^.?!]{0,20}\bschool shoot\w*\b|\b(?:cameras?|cctv)\b[^.?!]{0,40}\bschool\b[^.?!]{0,40}(?:plans|🔫)|🔫[^.?!]{0,20}\bschool\b|\bschool\b[^.?!]{0,30}🔫/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\bknock (?:someone|him|her|them|a person) out for good\b|\bmake (?:him|her|them|someone|my (?:neighbou?r|teacher|brother|sister|ex|boss)) disappear\b|\bscare my ex\b|\b(?:outside|watching|following)\b[^.?!]{0,10}\b(?:her|his|their) (?:house|home|window|work)\b[^.?!]{0,20}\b(?:every (?:night|day)|all night)\b/,
    category: 'threat',
    severity: 'high',
  },
  {
    re: /\bblow up (?:my |the |a |his |her |their |our )?(?:neighbou?rs?'? ?\w*|school|teachers?|car|house|shed|classroom|bus|garage)\b|\b(?:build|make|assemble|create)\w* (?:an? |the |my own )?(?:explosive|explosives|bomb|ied|pipe bomb|detonator)s?\b(?![^.?!]{0,25}\b(?:in|on|for) (?:terraria|minecraft|roblox|fortnite|gta|the sims|sims|the game|a game|my game|scratch|cod|call of duty)\b)/,
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:put|slip|add|mix|spike)\w*\b[^.?!]{0,20}\b(?:in|into) (?:their|his|her|someones|someone's|my \w+s?) (?:drink|food|coffee|tea|water|lunch|juice)\b[^.?!]{0,30}\b(?:sick|ill|poison|pass out|knock \w+ out|sleepy|drugg?\w*)\b|\b(?:sick|ill|poison|pass out)\b[^.?!]{0,40}\b(?:put|slip|spike)\w*\b[^.?!]{0,15}\b(?:in|into) (?:their|his|her|someones) (?:drink|food|coffee|tea|water)\b/,
    category: 'dangerous',
    severity: 'high',
  },
  {
    re: /\b(?:sell|selling|sold|deal|dealing|buy|buying|score|scoring)\b[^.?!]{0,10}\b(?:coke|crack|xans?|molly|acid|shrooms|ket|lean|percs?|oxy|dabs|carts|pills)\b|\b(?:someone|people|dealers?) (?:sells?|selling|deals?|dealing)\b[^.?!]{0,30}\b(?:buy|want|get)\b/,
    category: 'drugs',
    severity: 'medium',
  },
  {
    re: /\bwithout (?:the |an |any )?(?:age check|id check|age verification|id)\b|\b(?:take|steal|nick|sneak|swipe)\w* (?:my )?(?:dads?|mums?|moms?|parents?)\b[^.?!]{0,5}\b(?:beers?|wine|vodka|alcohol|booze|drinks|cigarettes|vapes?|ciggies)\b/,
    category: 'drugs',
    severity: 'medium',
    minors: true,
  },
  {
    re: /\b(?:write|make|give me|tell me|come up with)\b[^.?!]{0,20}\b(?:roast\w*|jokes?|insults?|raps?|poems?|songs?)\b[^.?!]{0,30}\b(?:jewish|jews|muslims?|black|asian|gay|trans|mexican|indian|chinese|arab|disabled|autistic|immigrants?) ?(?:people|person|kids|girls?|boys?)?\b[^.?!]{0,30}\b(?:offensive|racist|mean|nasty|hurtful|savage)\b|\b(?:say|text|message|post)\b[^.?!]{0,40}\bto make (?:her|him|them) (?:leave|quit|cry|go away|move schools?)\b|\bfake (?:account|profile|page)\b[^.?!]{0,30}\b(?:rumou?rs?|hate|bully|humiliate|embarrass|pretend to be)\b|\bspread(?:ing)? (?:rumou?rs?|lies)\b[^.?!]{0,20}\babout (?:a |her|him|them|this|my|someone)\b/,
    category: 'hate',
    severity: 'high',
  },
];
