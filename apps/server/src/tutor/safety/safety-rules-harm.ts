// Rules for requests that are refused and redirected: sexual content involving a minor, explicit
// sexual content, threats (a school included), violence and weapons. A request is a cue ('how',
// 'ways to', 'teach me', 'I want to', 'hypothetically') followed by the harmful act in the same
// sentence, so fiction, role-play and 'for a school project' framings are caught the same way, while
// 'why did Brutus stab Caesar' or 'how did the Manhattan Project build the bomb' (history) are not.
import type { Rule } from './safety-lexicon.ts';

const re = (source: string) => new RegExp(source);

/**
 * Words that turn a mention into a request for how to do it, with someone to do it: 'how do I', 'how
 * to', 'ways to', 'teach me', 'I want to'. 'How do plants make drugs' or 'how did they build the bomb'
 * are questions about the world, not requests.
 */
export const CUE = String.raw`\b(?:how (?:to|much (?:force|pressure|strength|power)|do (?:i|you|u|we|people|one)|can (?:i|you|u|we|one|someone)|could (?:i|you|u|we|someone)|would (?:i|you|u|we|someone|one)|youd|should (?:i|we|you)|might (?:i|you)|hard do i|long does it take to|much \w+ (?:do i|would)|(?:would|could|does|do|can|will) (?:my|the|a) (?:character|villain|hero|protagonist|burglar|thief|killer|guy|person|man|kid)|(?:my|the|a) (?:character|villain|hero|protagonist|burglar|thief|killer))|where (?:can|do|could|would|should) (?:i|you|u|we|people|someone)|(?:best|easiest|quickest|fastest|cheapest|safest|simplest|good|surest) (?:way|ways|place|places|method|methods|time)(?: to| of| for)?|ways (?:to|of)|tips (?:for|on|to)|steps (?:to|for)|step by step|instructions|recipe|teach me|show me|tell me how|explain how|explain exactly|help me|learn (?:how )?to|know how to|want to|wanna|going to|gonna|trying to|plan(?:ning)? (?:to|how)|need to|(?:do|would) i (?:have|need) to|can (?:i|you|u)|should i|hypothetically|i will|ill|what (?:\w+ )?(?:items|stuff|things|chemicals|pills|drugs|tools|weapons?) (?:can|will|would|could|should|do))\b`;
/** Video games: killing, guns and raids there are play, not a plan. */
export const GAMES = String.raw`\b(?:fortnite|minecraft|roblox|call of duty|cod|warzone|apex|valorant|cs ?go|gta|pubg|halo|overwatch|zelda|skyrim|terraria|elden ring|among us|the game|in game|this game|video game|ender dragon|zombies?|creepers?|mobs?|boss)\b`;

/**
 * A harmful act requested: `body` preceded in its sentence by a cue, and not a 'why' question or a
 * video game. The body is matched first, then the lookbehinds run only where it matched (cheap).
 */
export function cued(body: string, flags = ''): RegExp {
  return new RegExp(
    String.raw`${body}(?<=${CUE}[^.?!]{0,110})(?<!\bwhy\b[^.?!]{0,160})(?<!${GAMES}[^.?!]{0,160})(?![^.?!]{0,100}${GAMES})`,
    flags,
  );
}

/** Someone who could be hurt: people, family, classmates, pets. */
export const PERSON = String.raw`(?:(?:a|an|my|the|some|this|that|those|these|all|his|her|their|your|our|every|other|that one|this one) (?:\w+ )?)?(?:person|people|someone|somebody|some one|him|her|them|man|woman|men|women|guy|girl|boy|kid|kids|child|children|baby|teacher|teachers|classmate|classmates|student|students|parent|parents|mom|mum|dad|brother|sister|friend|friends|neighbou?r|neighbou?rs|human|humans|everyone|everybody|you|wife|husband|ex|bully|bullies|cat|dog|pet|hamster|rabbit|puppy|kitten|stepdad|stepmum|stepmom|grandma|grandpa|cousin|uncle|aunt|boyfriend|girlfriend|bf|gf|principal|headteacher|coach|all of them|them all|every last one of them|every one of them|the whole class)\b`;

const HARM = String.raw`(?:kill(?:ing)?|murder(?:ing)?|stab(?:bing)?|strangl(?:e|ing)|poison(?:ing)?|hurt(?:ing)?|injur(?:e|ing)|beat(?:ing)? up|knock(?:ing)? out|drown(?:ing)?|tortur(?:e|ing)|chok(?:e|ing)|suffocat(?:e|ing)|attack(?:ing)?|shoot(?:ing)?|assault(?:ing)?|kidnap(?:ping)?|abduct(?:ing)?|maim(?:ing)?|burn(?:ing)?|crippl(?:e|ing)|paraly[sz](?:e|ing)|behead(?:ing)?|decapitat(?:e|ing)|dismember(?:ing)?|slit(?:ting)?|bash(?:ing)?|smother(?:ing)?|electrocut(?:e|ing)|run(?:ning)? over|jump(?:ing)?|spik(?:e|ing)|roofie|drug(?:ging)?)`;
const THREAT_VERB = String.raw`(?:kill|murder|stab|shoot|hurt|beat up|strangle|poison|attack|punch|choke|drown|slap|kick|burn|bash|hit|jump|knife|slit|smack|batter|run over|beat)`;
const MODAL = String.raw`(?:going to|want to|will|plan to|planning to|about to|would like to|need to|have to|am going to|should|might|wish i could|would love to|cant wait to|gonna|wanna)`;

/** Under 18, in the forms people write it: '12 year old', '12yo', 'year 8 girls', 'kids', "I'm 12". */
const MINOR = String.raw`(?:(?:[1-9]|1[0-7]) ?(?:year|yr)s? ?olds?|(?:[1-9]|1[0-2])(?:st|nd|rd|th) graders?|(?:[1-9]|1[0-7]) ?(?:yo|y o)\b|(?:five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen) ?(?:year|yr)s? ?olds?|kids?|child|children|childs|little (?:girls?|boys?|kids?)|young (?:girls?|boys?)|minors?|underage|under age|preteens?|pre teens?|tweens?|schoolgirls?|schoolboys?|(?:girls?|boys?|kids?|students?) in (?:my |year |grade |\d)|(?:year|grade) \d+ (?:girls?|boys?|students?|kids?)|students? in (?:year|grade) \d+|(?:im|i am) (?:[5-9]|1[0-7])\b|teens?|teenagers?|loli)`;
const NOT_TOPIC = String.raw`(?! (?:abuse|exploitation|trafficking|education|ed|offenders?|predators?|crimes?|harassment|assault|abusers?|cells?|chromosomes?))`;
const SEXUAL = String.raw`(?:steamy|raunchy|x rated|sexy|sexual(?:ly)?${NOT_TOPIC}|sex${NOT_TOPIC}|erotic\w*|nudes?|naked|porn\w*|nsfw|lewd|lemon|smut\w*|dirty (?:talk|story|stories|pics|pictures|photos|messages|texts|things|stuff|roleplay|rp)|talk dirty|horny|kinky|explicit|xxx|fuck\w*|make out|kiss(?:es|ing)? and touch\w*|touch(?:es|ing)? (?:her|him|them) (?:down there|everywhere|between)|pp|penis|dick|boobs|tits|onlyfans)`;

export const SEXUAL_MINOR_RULES: Rule[] = [
  {
    re: re(String.raw`\b${MINOR}\b.{0,50}\b${SEXUAL}|\b${SEXUAL}.{0,50}\b${MINOR}\b`),
    category: 'sexual-minors',
    severity: 'critical',
    output: true,
  },
  {
    re: re(
      String.raw`\b(?:get|make|convince|persuade|groom|trick)\b (?:a |an |the |my |this |that |some )?${MINOR}\b[^.?!]{0,10}\bto (?:send|show|take|share) (?:me )?(?:pics|photos|pictures|nudes|videos|selfies|their body|her body|his body)\b`,
    ),
    category: 'sexual-minors',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:pics|photos|pictures|videos|images|nudes) of (?:\w+ )?(?:underage|little|young|minor|preteen|(?:[1-9]|1[0-7]) ?(?:year|yr)s? ?old|school ?girls?|school ?boys?|kids?|children)\b/,
    category: 'sexual-minors',
    severity: 'critical',
    output: true,
  },
  {
    re: re(
      String.raw`\b${MINOR}\b[^.?!]{0,20}\b(?:doing it|do it together|hook(?:ing)? up|sleep(?:ing)? together|making out)\b|\b(?:rp|roleplay|role play|pretend|act|be)\b[^.?!]{0,25}\b${MINOR}\b[^.?!]{0,40}\b(?:alone|in bed|undress\w*|touch\w*|kiss\w*|cuddl\w*|sleepover|bath|shower)\b`,
    ),
    category: 'sexual-minors',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b(?:describe|pics?|photos?|pictures?|images?|show me|see)\b[^.?!]{0,30}\b${MINOR}\b[^.?!]{0,30}\b(?:bikini|underwear|lingerie|swimsuit|bra|naked|nude|in (?:her|his) pants)\b`,
    ),
    category: 'sexual-minors',
    severity: 'critical',
    output: true,
  },
  {
    re: re(
      String.raw`\b(?:talk to|message|chat (?:to|with)|meet|befriend|get close to|groom)\b[^.?!]{0,10}\b(?:kids|children|minors|a kid|a child|young girls|young boys|teens|teenagers|\d{1,2} year olds)\b[^.?!]{0,30}\bwithout (?:their )?(?:parents|mum|mom|dad|anyone) (?:knowing|finding out|noticing)`,
    ),
    category: 'sexual-minors',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\brate (?:how )?(?:hot|sexy|fit|attractive)\b[^.?!]{0,30}${MINOR}|\b${MINOR}\b[^.?!]{0,20}\b(?:are|is) (?:so |really )?(?:hot|sexy|fit)\b`,
    ),
    category: 'sexual-minors',
    severity: 'critical',
  },
];

export const SEXUAL_RULES: Rule[] = [
  {
    re: /\b(?:porn\w*|xxx|nudes|sexting|sext|blow ?jobs?|hand ?jobs?|orgasm\w*|masturbat\w*|erotic\w*|hentai|nsfw|onlyfans|horny|boobs|tits|smut\w*|lemon (?:fic|fanfic|fanfiction|story))\b/,
    category: 'sexual',
    severity: 'medium',
    output: true,
  },
  {
    re: /\b(?:with|about|lots of|full of|include|includes|including) (?:lots of |some |a lot of |loads of )?(?:sex|sexual stuff|nudity|smut)\b(?! (?:education|ed|cells?|chromosomes?|abuse|trafficking))/,
    category: 'sexual',
    severity: 'medium',
  },
  {
    re: /\bspicy (?:pics|photos|pictures|content|videos|stuff|snaps|selfies)\b|\brape (?:jokes?|fantas\w*|stories|story|porn)\b/,
    category: 'sexual',
    severity: 'medium',
    output: true,
  },
  { re: /\b(?:have|having|had|want) (?:cyber |phone )?sex\b|\bcyber ?sex\b/, category: 'sexual', severity: 'medium', output: true },
  {
    re: /\b(?:steamy|raunchy|x rated|explicit) (?:scenes?|story|stories|chapter|fanfic|roleplay|rp)\b/,
    category: 'sexual',
    severity: 'medium',
    output: true,
  },
  {
    re: /\bsex(?:ual|y)? (?:scenes?|chat|story|stories|roleplay|rp|positions?|pics?|photos?|videos?|fantas\w*|tips|moves)\b/,
    category: 'sexual',
    severity: 'medium',
    output: true,
  },
  {
    re: /\b(?:dirty|naughty) (?:talk|story|stories|pics|pictures|photos|messages|texts|things|roleplay|rp)\b|\btalk dirty\b/,
    category: 'sexual',
    severity: 'medium',
    output: true,
  },
  {
    re: /\bsend (?:me )?(?:nudes|naked|pics of (?:you|your body))\b|\bnaked (?:pics?|photos?|pictures?|videos?|selfies?)\b/,
    category: 'sexual',
    severity: 'medium',
    output: true,
  },
  {
    re: /\bdescribe\b[^.?!]{0,15}\b(?:having sex|sex|intercourse|making love|naked|nude|her body|his body)\b/,
    category: 'sexual',
    severity: 'medium',
  },
  {
    re: /\b(?:roleplay|role play|rp|pretend|act)\b (?:as |to be |like )?(?:my |ur |your )?(?:gf|bf|girlfriend|boyfriend|wife|husband|lover|crush|date)\b/,
    category: 'sexual',
    severity: 'medium',
  },
  {
    re: /\b(?:wanna|want to|do you want to|can i) see my (?:pp|penis|dick|willy|boobs|tits|privates|private parts|body|nudes)\b/,
    category: 'sexual',
    severity: 'high',
  },
];

const SCHOOL = String.raw`(?:school|class|classroom|college|uni|university|campus|playground|gym|cafeteria|canteen|assembly|office|workplace|work)`;
const WHEN = String.raw`(?:tomorrow|today|tonight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next week|this week|soon)`;

export const THREAT_RULES: Rule[] = [
  {
    re: /\b(?:shoot(?:ing)?|shot) up (?:the|my|our|this|a|that) (?:school|class|classroom|college|uni|university|campus|playground|mall|church|mosque|synagogue|temple|concert|stadium|office|party|bus|cinema)\b/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b(?:i|we|ill|im|id)\b[^.?!]{0,15}\b(?:will|going to|want to|plan|planning to|about to|gonna|wanna|should)\s+(?:\w+ )?(?:blow up|bomb|burn down|attack|shoot up|set fire to|shoot (?:up|everyone (?:at|in))|torch)\s+(?:the|my|our|this|that) ${SCHOOL}\b`,
    ),
    category: 'threat',
    severity: 'critical',
  },
  { re: cued(String.raw`\bschool shoot(?:ing|er)s?\b`), category: 'threat', severity: 'critical' },
  {
    re: re(
      String.raw`\bbring(?:ing)? (?:a |my |my \w+s |his |her |the |some )?(?:gun|guns|knife|knives|weapon|weapons|bomb|pistol|rifle|machete|axe|explosives?)\b[^.?!]{0,15}\b(?:to|into|in)\b (?:school|class|college|work)\b`,
    ),
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:come|go|turn up|show up|walk in)\b[^.?!]{0,5}\bto (?:school|class|work)\b with (?:a |my |my \w+s |his )?(?:gun|knife|weapon|bomb|rifle|pistol|machete|axe)/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b(?:everyone|everybody|all of you|you all|yall|the whole school|people|they|the whole class)\b[^.?!]{0,25}\b(?:is|are|will) (?:going to |gonna )?(?:die|be dead|pay|regret it)\b[^.?!]{0,25}\b${WHEN}|\b${WHEN}\b[^.?!]{0,30}\b(?:everyone|everybody|all of you|the whole school|the whole class)\b[^.?!]{0,25}\b(?:is|are|will) (?:going to |gonna )?(?:die|be dead)\b`,
    ),
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\bwatch the news (?:tomorrow|tonight|on \w+day|this week)\b|\b(?:my|the|our) school (?:wont|will not|isnt going to) (?:exist|be there|be standing)\b/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:hit|kill|death|shooting|revenge) list\b|\blist of (?:who|people|everyone)\b[^.?!]{0,20}\b(?:goes first|to kill|to hurt|to shoot|will die|going to die)/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:the|my|our) school (?:is going to|will|is gonna) (?:burn|blow up|explode|be on fire|get shot up)\b|\b(?:ive got|i have|i got|i took|i stole)\b (?:my \w+s |a |his |the )?(?:gun|knife|rifle|pistol|machete)\b[^.?!]{0,40}\b(?:regret|pay|sorry|ready|tomorrow|for (?:him|her|them))|\b(?:regret|pay|sorry)\b[^.?!]{0,40}\b(?:ive got|i have|i got|i took|i stole)\b (?:my \w+s |a |his |the )?(?:gun|knife|rifle|pistol|machete)\b/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:make|making|call|calling|send|sending|do|write|writing|phone in)\b[^.?!]{0,10}\b(?:fake |hoax )?bomb threats?\b/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:wish|want|hope)\b[^.?!]{0,25}\b(?:was|were|is) dead\b[^.?!]{0,30}\b(?:make it happen|do it myself|help it happen|ill do it)|\bi wish (?:my |that )?(?!i\b)(?:\w+ ){1,2}(?:was|were) dead\b/,
    category: 'threat',
    severity: 'high',
  },
  {
    re: /\bif\b[^.?!]{0,50}\b(?:hes|shes|theyre|youre|hes going to be|shes going to be) (?:so )?(?:dead|going to die|dead meat)\b(?! (?:tired|serious|easy))|\b(?:people|ppl|everyone|kids|they|them)\b[^.?!]{0,30}\bdeserve to die\b|\bwant (?:him|her|them) (?:in (?:the )?hospital|dead|to bleed|to suffer)\b|\b(?:is|are|youre|hes|shes|theyre|your|you are) (?:so )?dead meat\b|\bi know where (?:he|she|you|they|u) lives?\b/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b(?:bomb|shooting|shooter|explosion|massacre|attack)\b[^.?!]{0,25}\b(?:at|in) (?:the |my |our )?(?:school|class|college)\b[^.?!]{0,20}\b${WHEN}\b|\b(?:there(?:s| is| will be)|going to be)\b (?:a )?(?:bomb|shooting|shooter|massacre|explosion) (?:at|in)\b`,
    ),
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:im|i am|ill|i will|going to|gonna|i)\b[^.?!]{0,10}\b(?:bring|bringing|take|taking|carry|carrying)\b (?:a |my |my \w+s |his |the )?(?:gun|guns|knife|knives|weapon|bomb|rifle|pistol|machete)\b(?! (?:to cut|for (?:the )?(?:cake|picnic|camping|cooking|fishing|food|class|dt|d and t)))[^.?!]{0,40}\b(?:tomorrow|tonight|today|to school|to class|in(?:to)? school|on (?:monday|tuesday|wednesday|thursday|friday)|nobody can stop me|no one can stop me|see what happens|theyll (?:see|pay|be sorry))/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:come|go|turn up|show up|walk) (?:in|into (?:school|class)) with (?:a |my |my \w+s |his )?(?:gun|knife|weapon|bomb|rifle|pistol|machete|axe)|\bhope (?:the|my|our) (?:school|class|college|teachers?) (?:burns|blows|gets|get|explodes)\b|\bwith everyone (?:in|inside) it\b/,
    category: 'threat',
    severity: 'critical',
  },
  {
    re: /\b(?:next (?:person|one|kid)|whoever|anyone|the next \w+) (?:who|that)\b[^.?!]{0,40}\b(?:is|are|will|gets?) (?:getting |going to get |gonna get |get )?(?:stabbed|shot|hurt|killed|beaten|jumped|punched)\b/,
    category: 'threat',
    severity: 'critical',
  },
  // First-person intent to hurt someone: 'I'm going to stab my brother', "I'll slit her throat".
  {
    re: re(
      String.raw`(?<!\bhow\b[^.?!]{0,30})(?:\b(?:ill|i will|we will|i swear ill|imma|ima)\b|\b(?:i|we|im|id)\b[^.?!]{0,12}\b${MODAL}|^(?:going to|gonna|about to|finna))\s+(?:\w+\s+)?${THREAT_VERB}\s+${PERSON}`,
    ),
    category: 'threat',
    severity: 'critical',
  },
  {
    re: re(String.raw`\b(?:i|we|im)\b[^.?!]{0,12}\b${MODAL}\s+push (?:him|her|them|someone|my \w+) (?:down|off|in front)`),
    category: 'threat',
    severity: 'critical',
  },
];

export const VIOLENCE_RULES: Rule[] = [
  { re: cued(String.raw`\b${HARM} ${PERSON}`), category: 'violence', severity: 'high', output: true },
  {
    re: cued(
      String.raw`\b(?:knock (?:someone|somebody|them|him|her|a person|people|my \w+|this \w+) (?:out|unconscious)|break (?:someones|somebodys|his|her|their|a persons|my \w+s|this \w+s) (?:arm|leg|neck|nose|jaw|bones?|fingers?|ribs?|wrist|skull)|make (?:someone|somebody|them|him|her|a person|people|my \w+) (?:bleed|pass out|suffer|unconscious|fall (?:down|off|over)|trip (?:down|over)|sick|ill|throw up|vomit)|(?:snap|break|crush|slit|cut) (?:someones|somebodys|his|her|their|a persons|my \w+s|this \w+s) (?:neck|throat|spine|skull)|(?:hide|hides|get rid of|dispose of|dissolve|bury) (?:a|the) (?:dead )?body(?! (?:odou?r|hair|fat|acne|spray|wash|lotion|butter|parts? of))|(?:poison|spike|drug|roofie) (?:someones|somebodys|his|her|their|my \w+s|the \w+s|a \w+s|your|a girls|a guys) (?:food|drinks?|coffee|tea|water|lunch|dinner|juice|meal|cereal|sandwich))\b`,
    ),
    category: 'violence',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:hit|punch|kick|stab|slap) (?:him|her|them|someone|somebody)\b[^.?!]{0,20}\b(?:so (?:it|they|he|she) (?:hurts?|bleeds?|dies?|cant)|hurts? (?:the )?most|hardest|most pain)|\bhow (?:much|many)\b[^.?!]{0,40}\b(?:would|will|to|does it take to|it takes to) kill (?:a person|someone|somebody|a human|people|an adult|a kid|him|her)\b/,
    category: 'violence',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:cut|tamper with|mess with|disable|loosen)\b[^.?!]{0,10}\b(?:someones|his|her|their|my \w+s|the) (?:brakes|brake lines?|seatbelt|tyres|tires)\b|\bmake (?:someones|his|her|their|the) brakes fail\b|\bpush(?:ed)? (?:someone|somebody|him|her|them|a person|my \w+) (?:off (?:a|the) (?:cliff|bridge|roof|building|balcony)|down the stairs|in front of (?:a|the) (?:train|bus|car))\b|\b(?:fight|attack|jump|stab|hurt)\b[^.?!]{0,40}\bwith (?:a|my|his) (?:knife|gun|bat|machete|blade|hammer|brick|bottle)\b/,
    category: 'violence',
    severity: 'high',
    output: true,
  },
  {
    re: /\bhurt (?:someone|somebody|a person|people|him|her|them)\b[^.?!]{0,20}\bwithout (?:leaving (?:marks|bruises|evidence)|getting caught|anyone (?:knowing|noticing))/,
    category: 'violence',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:put|add|slip|mix|pour|sprinkle|crush|grind|dissolve)\b[^.?!]{0,20}\b(?:in|into|to) (?:someones|somebodys|his|her|their|my \w+s|the \w+s|a \w+s|someone elses) (?:drink|food|coffee|tea|water|lunch|dinner|juice|soup|meal)\b[^.?!]{0,30}\b(?:sick|ill|pass out|sleep|die|throw up|hurt|poison|unconscious|knock)/,
    category: 'violence',
    severity: 'high',
    output: true,
  },
  {
    re: /\bpoison\w*\b[^.?!]{0,50}\b(?:so (?:i|we) (?:can|could)|to (?:make|see)|and (?:feed|give))\b[^.?!]{0,20}\b(?:feed|give|put|slip)\b[^.?!]{0,20}\b(?:to |in )?(?:my|his|her|their|someone|somebody|him|them)\b/,
    category: 'violence',
    severity: 'high',
  },
  {
    re: /\bstep by step\b[^.?!]{0,60}\b(?:murder|kill|poison|stab|strangle)(?:s|es|ed)?\b|\b(?:murder|kill|poison|stab|strangle)(?:s|es)?\b[^.?!]{0,60}\bstep by step\b/,
    category: 'violence',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:hitman|assassin)\b[^.?!]{0,60}\b(?:how|tell me|explain|teach)\b[^.?!]{0,40}\b(?:kill|murder)\b/,
    category: 'violence',
    severity: 'high',
  },
  {
    re: /\bkill (?:someone|somebody|a person|people)\b[^.?!]{0,20}\b(?:and )?(?:not|without) (?:get(?:ting)? caught|leaving (?:evidence|a trace))/,
    category: 'violence',
    severity: 'high',
    output: true,
  },
];

const MAKE = String.raw`(?:make|making|build|building|create|creating|assemble|assembling|cook|cooking|construct|constructing|craft|crafting|produce|3d print|print|printing|get|getting|buy|buying|obtain|acquire|convert|converting|modify|modifying|prepare|rig|wire|detonate|set off|hide|sneak|carry|carrying|use)`;
const WEAPON = String.raw`(?:bombs?|pipe ?bombs?|nail ?bombs?|car ?bombs?|dirty bombs?|explosive devices?|explosives?|ieds?|molotovs?(?: cocktails?)?|grenades?|napalm|thermite|detonators?|tnt|nitroglycerine?|c4|semtex|gunpowder|black powder|flash ?bangs?|landmines?|guns?|firearms?|pistols?|handguns?|rifles?|shotguns?|ghost guns?|zip guns?|silencers?|suppressors?|ammo|ammunition|bullets|flamethrowers?|tasers?|stun guns?|shivs?|machetes?|crossbows?|brass knuckles|knuckle dusters?|weapons?|nukes?|dynamite)`;

export const WEAPON_RULES: Rule[] = [
  {
    re: cued(
      String.raw`\b${MAKE} (?:a |an |my own |some |homemade |a homemade |your own |the |my |my \w+s |his |her |real )?(?:\w+ ){0,2}?${WEAPON}\b(?! (?:licen[cs]es?|permits?|laws?|control|safety|work|works))`,
    ),
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:make|making|craft|crafting) (?:a |an )?(?:\w+ )?(?:knife|knives|blade)\b[^.?!]{0,20}\b(?:out of|from (?:stuff|things|a toothbrush|a pen)|at school|in school|to stab|to hurt)|\b(?:crossbow|bow|gun|knife|spear|slingshot|catapult|weapon)\b[^.?!]{0,15}\b(?:that|which|to) (?:can|could|will) (?:kill|hurt|seriously hurt)\b/,
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:knife|knives|blade|weapon|gun)\b[^.?!]{0,30}\b(?:for|to) (?:stab|stabbing|kill|killing|hurt|hurting|shoot|shooting)(?: people| someone| somebody)?\b/,
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:bomb|explosive|ied|weapon|gun|pipe bomb) ?making\b|\bhow (?:much|many)\b[^.?!]{0,20}\b(?:tnt|c4|semtex|dynamite|gunpowder|explosives?|thermite|grenades?)\b/,
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: cued(
      String.raw`\b(?:blow up (?:a|the|my|someones|his|her|their) (?:house|car|building|school|person|bus|train|plane|shed)|(?:into|as) (?:a |an )?(?:weapon|shiv|spear|blade))\b`,
    ),
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:big|strong|powerful) enough to (?:blow up|destroy|kill|blow (?:a|the) )|\bwhat (?:household )?(?:chemicals|stuff|things|items|ingredients)\b[^.?!]{0,20}\b(?:make|makes|cause|create|for) (?:an? )?(?:big |huge |massive )?(?:explosion|explosive|bomb|blast)s?\b|\b(?:turn|convert|make)\b[^.?!]{0,25}\b(?:bb|airsoft|toy|nerf|replica|blank|cap|pellet|air) ?(?:gun|pistol|rifle)\b[^.?!]{0,15}\b(?:into a real|into a working|real bullets|lethal|shoot (?:real|live))/,
    category: 'weapons',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:open|unlock|get into|break into|crack)\b (?:my \w+s |the |a )?gun (?:safe|cabinet|locker)\b|\bshoot real bullets\b/,
    category: 'weapons',
    severity: 'high',
  },
];
