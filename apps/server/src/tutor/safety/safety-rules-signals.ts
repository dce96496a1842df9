// Warning signs that are not phrased as intent at all: the marks seen and explained away, a date picked, the
// things given away, a lethal amount asked about, a body punished for food, an age gap in a "relationship",
// a threat to share pictures. Written from a second batch of messages nobody had fitted the rules to
// (eval/safety/held-out-2.ts). Same conventions as safety-rules-concepts.ts: normalised text, one sentence.
import type { Rule } from './safety-lexicon.ts';

const S = String.raw`[^.?!]`;
const re = (source: string) => new RegExp(source);
const BODY = String.raw`(?:arm|arms|thigh|thighs|wrist|wrists|leg|legs|stomach|skin|hand|hands)`;
const FAMILY = String.raw`(?:mum|mom|mother|dad|father|stepdad|step ?mum|step ?mom|parents?|brother|sister|grandad|grandpa|grandma|nan|aunt|uncle|teachers?|coach|friends?|flatmate|roommate|boyfriend|girlfriend|partner|husband|wife)`;
const GROUPS = String.raw`(?:muslims?|jews|jewish(?: people)?|black(?: people)?|asians?|gay(?: people)?|trans(?: people)?|lesbians?|disabled(?: kids| people)?|autistic(?: kids| people)?|immigrants?|refugees?|mexicans?|arabs?|indians?|chinese(?: people)?|gypsies|roma|sikhs?|hindus?)`;

export const SIGNAL_SUPPORT_RULES: Rule[] = [
  // Self-harm: seen and explained away, punished, bleeding, burned on purpose, depth, relapse.
  {
    re: re(
      String.raw`\b(?:saw|seen|sees|noticed|notices|asks?|asked)\b${S}{0,25}\b(?:the )?(?:marks|cuts|scars|plasters|bandages|burns)\b${S}{0,30}\b(?:on|up|all up) my ${BODY}\b|\bexcuses?\b${S}{0,30}\b(?:scars|cuts|marks|plasters)\b|\bhiding my (?:sh|self ?harm|cuts|scars)\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:pinch|bite|hit|scratch|punch|slap)\w*\b[^.?!]{0,20}\bmyself\b[^.?!]{0,30}\b(?:until|till|so (?:it|that)|leaves? (?:a )?marks?|bleeds?|bruises?)\b|\b(?:hit|slap|punch)\w* myself in the (?:face|head|stomach)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\bmy ${BODY}\b${S}{0,15}\b(?:wont|will not|doesnt|isnt) stop bleeding\b|\bhow deep\b${S}{0,20}\b(?:too deep|should i|to cut|cuts?|is safe)\b|\bon my ${BODY}\b${S}{0,15}\bon purpose\b|\bon purpose\b${S}{0,25}\bon my ${BODY}\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  { re: /\brelapsed\b[^.?!]{0,30}\b(?:streak|clean|days|weeks|months)\b/, category: 'self-harm', severity: 'high' },
  // Suicide: the letters, the date, the plan and the means, the things given away, the last goodbye.
  {
    re: /\b(?:wrote|written|writing)\b[^.?!]{0,10}\bletters? (?:to|for) (?:everyone|everybody|my family|all my|each of my|my parents|my kids)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:picked|chosen|chose|set|decided on) (?:a|the) date\b(?! for (?:the|our|my|a|his|her) (?:trip|party|wedding|exam|test|meeting|holiday|match|move|interview))/,
    category: 'self-harm',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:highest|tallest)\b[^.?!]{0,20}\b(?:bridge|building|cliff|roof|car park|tower)\b.{0,60}\b(?:quick|jump|fall|die|end it)\b|\b(?:bridge|building|cliff|roof|car park|tower)\b[^.?!]{0,25}\b(?:highest|tallest)\b.{0,60}\b(?:quick|jump|fall|die|end it)\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:gave|give|giving|given)\b.{0,60}\bi (?:wont|will not|dont|wouldnt) need (?:them|it|these|those|my \w+)(?: anymore| any more| where im going| soon)?\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:my )?last day (?:on|here|at|using)\b.{0,80}\b(?:goodbye|bye forever)\b|\bthis is (?:my last message|goodbye)\b/,
    category: 'self-harm',
    severity: 'high',
    minors: true,
  },
  {
    re: /\b(?:does it|would it|will it|do you think it|do u think it)\b[^.?!]{0,5}\bhurts? to (?:die|drown|hang|jump|overdose|bleed out)\b|\b(?:die|dying) from (?:hanging|drowning|an overdose|jumping)\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  // A lethal amount: from a minor always; from an adult, of a medicine or for themselves (not toxicology's LD50).
  { re: /\b(?:lethal|fatal|deadly) (?:amount|dose|dosage|quantity)\b/, category: 'self-harm', severity: 'critical', minors: true },
  {
    re: /\b(?:lethal|fatal|deadly) (?:amount|dose|dosage|quantity)\b[^.?!]{0,40}\b(?:for me|i weigh|who weighs|my weight|to take|paracetamol|tylenol|acetaminophen|pills|insulin|antidepressants|sleeping pills|painkillers)\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:use|using|point|pointing|turn|turning) (?:it|the gun|a gun|his gun|the knife|a knife) on myself\b|\bi (?:have|made|got|ve got|have got) a plan\b[^.?!]{0,40}\b(?:stuff|pills|rope|tell someone|tonight|ready|the things)\b|\bi have the stuff\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\binsurance (?:money|payout)\b|\b(?:wanna|want to|wish i could|just want to|i could) (?:go to )?sleep (?:forever|for ever|and never wake up|and not wake up)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  // Eating disorders: chewing and spitting, excuses to skip meals, days without food, exercise to undo food.
  {
    re: /\bchew\w* (?:my |the )?(?:food |it )?(?:and|then) spit\w*\b|\bexcuses?\b[^.?!]{0,40}\b(?:without eating|not to eat|to skip (?:dinner|lunch|meals))\b|\bget out of (?:family )?(?:dinner|lunch|meals?)\b[^.?!]{0,20}\bwithout eating\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:havent|have not|didnt|did not|not) eat(?:en)? (?:anything )?(?:since|for|in) (?:\w+day|\d+ days|days|two days|three days|a week|\d+ hours)\b|\bonly let myself (?:have|eat)\b|\b(?:hide|hiding) (?:that )?(?:i |im |i am )?(?:not eating|dont eat|am not eating|skipping meals|throwing up)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bstop(?:ped)? having (?:breakfast|lunch|dinner|meals)\b[^.?!]{0,30}|\b(?:too heavy|too fat|need to be thinner|have to be thinner|must be thinner)\b[^.?!]{0,40}\b(?:stopped|skip\w*|not eating|only eat)\b|\b(?:stopped|skip\w*|not eating|only eat)\b[^.?!]{0,40}\b(?:too heavy|too fat|be thinner)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bexercis\w*\b[^.?!]{0,40}\bso (?:the )?(?:food|calories|it|dinner) (?:doesnt|dont|wont) (?:stay|count)\b|\bburn off (?:everything|all the food|what i ate|every calorie)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  // Abuse and neglect at home, seen or suffered; violence between partners.
  {
    re: re(
      String.raw`\b(?:cover|hide|hiding)\b${S}{0,10}\b(?:bruises|marks|the bruise|a black eye)\b${S}{0,40}\b(?:dont|doesnt|wont) (?:ask|notice|see)\b|\bdont want (?:my )?${FAMILY} to get in trouble\b`,
    ),
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:always|constantly) hungry\b[^.?!]{0,40}\b(?:home|nobody|no one|mum|mom|dad|parents)\b|\bnobody (?:takes|feeds|looks after|picks up|cares for) me\b|\b(?:got |been |was )?kicked out\b[^.?!]{0,40}\b(?:sleeping|slept|sofas?|couch|street|park|car|nowhere)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:coach|teacher|tutor|instructor|uncle|stepdad|neighbou?r)\b[^.?!]{0,40}\b(?:gives me (?:massages|back rubs)|makes me stay (?:behind|after)\b[^.?!]{0,20}\balone)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\bhands? (?:round|around) (?:her|his|my mums|my moms|mums|moms|my mum's|my mom's) (?:neck|throat)\b|\b(?:dad|stepdad|he|her boyfriend|mums boyfriend|moms boyfriend)\b[^.?!]{0,20}\b(?:hurts|hits|beats|chokes|strangles|punches|kicks) (?:my )?(?:mum|mom|mother|her)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:partner|husband|boyfriend|wife|girlfriend)\b[^.?!]{0,20}\b(?:takes|took|controls|keeps) (?:all )?my (?:wages|money|salary|bank card|phone|passport)\b|\b(?:partner|husband|boyfriend|girlfriend|wife)\b[^.?!]{0,30}\bsmash\w* my\b|\bnormal for (?:a|my|your) (?:boyfriend|girlfriend|partner|husband|wife) to (?:hit|slap|push|choke|hurt|control)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\bpush\w* my head (?:in|into|down)\b|\b(?:video|videos|clip) of me (?:getting|being) (?:hit|beaten|punched|attacked|jumped|bullied)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  // Grooming and sextortion: an age gap, secrecy about 'us', deleted messages, threats to share images.
  {
    re: /\b(?:hes|he is|shes|she is|they are|theyre|is) (?:1[89]|[2-5]\d)\b.{0,40}\b(?:im|i am) (?:1[0-5]|[89])\b|\b(?:im|i am) (?:1[0-5]|[89])\b.{0,40}\b(?:hes|he is|shes|she is|is) (?:1[89]|[2-5]\d)\b|\bage is just a number\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
  {
    re: /\b(?:or|else|otherwise) (?:he|she|they)(?:ll| will| is going to| are going to|s going to|re going to) (?:post|share|leak|send|show)\b|\bleak (?:our|my|the) (?:private )?(?:pics|photos|pictures|videos|nudes)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\bdont tell (?:ur|your|you're|youre) (?:mum|mom|dad|parents)\b[^.?!]{0,20}\babout us\b|\b(?:delete|hide) (?:the|our|his|her|all the) (?:messages|chats|texts|dms)\b|\b(?:adult|grown up|man|guy|stranger)\b[^.?!]{0,30}\bwants my (?:address|number|location|pics|photos)\b/,
    category: 'abuse',
    severity: 'critical',
    minors: true,
  },
];

export const SIGNAL_REFUSAL_RULES: Rule[] = [
  {
    re: /\b\d{1,2} ?(?:yr|yrs|year|years)? ?olds?\b[^.?!]{0,40}\b(?:spicy|sleepover|sends? (?:me )?pics|naked)\b|\b(?:younger|little) (?:kid|child|girl|boy)\b[^.?!]{0,40}\b(?:secret|touching|trust me)\b/,
    category: 'sexual-minors',
    severity: 'critical',
    output: true,
  },
  {
    re: /\bgraphic\b[^.?!]{0,20}\b(?:sex|sexual)\b|\b(?:sex|sexual)\b[^.?!]{0,40}\b(?:graphic|explicit)\b|\bsend n\W?u?des\b/,
    category: 'sexual',
    severity: 'medium',
  },
  {
    re: /\b(?:plan|planning|carry out|carrying out)\b[^.?!]{0,10}\b(?:an )?attack on (?:a |the |our |my )?(?:school|assembly|class|church|mosque|synagogue|temple|concert|crowd)\b|\bshoot (?:up )?(?:the place|everyone|this place|them all|the whole)\b/,
    category: 'threat',
    severity: 'critical',
  },
  { re: /\bshank\b|\bsharpen\w*\b[^.?!]{0,20}\binto a (?:knife|shank|weapon|blade|spike)\b/, category: 'weapons', severity: 'high' },
  {
    re: /\b(?:put|slip|add|mix)\w*\b[^.?!]{0,25}\bin(?:to)? (?:someones|someone's|their|his|her|a persons|my \w+s?) (?:drink|food|coffee|tea|water|lunch|juice|dinner)\b[^.?!]{0,30}\b(?:kill|die|hurt|notice|noticing|taste|sick)\b|\b(?:kill|die|hurt)\b[^.?!]{0,40}\b(?:put|slip)\w*\b[^.?!]{0,10}\bin(?:to)? (?:their|his|her|someones) (?:food|drink|coffee|tea)\b|\bstop (?:my |his |her |someones |a )?(?:\w+s? )?heart\b/,
    category: 'dangerous',
    severity: 'high',
  },
  {
    re: /\bwithout (?:setting off|triggering|tripping) (?:the |an )?alarm\b|\bphishing\b[^.?!]{0,40}\b(?:passwords?|logins?|accounts?|details)\b|\b(?:get|steal|grab)\w* (?:my )?(?:friends|someones|his|her|their|teachers?|classmates) passwords?\b|\blog ?in(?:to)? (?:my |his |her |someones |their )?(?:dads?|mums?|moms?|parents?|brothers?|sisters?|friends?|teachers?)\b[^.?!]{0,20}\b(?:account|bank|app|email|phone)\b[^.?!]{0,30}\bwithout\b/,
    category: 'break-in',
    severity: 'medium',
  },
  {
    re: /\b(?:try|trying)\b[^.?!]{0,10}\b(?:coke|cocaine|mdma|molly|ket|acid|shrooms|xans?|pills)\b[^.?!]{0,40}\b(?:where|how)\b[^.?!]{0,25}\bget\b|\bbuy me (?:some )?(?:beers?|alcohol|vodka|wine|booze|vapes?|cigarettes|a vape)\b/,
    category: 'drugs',
    severity: 'medium',
    minors: true,
  },
  {
    re: re(
      String.raw`\b(?:jokes?|memes?|songs?|speech|raps?|poems?|story|stories)\b${S}{0,25}\b(?:making fun of|mocking|about why|against|hating|roasting)\b${S}{0,20}\b${GROUPS}\b|\b${GROUPS}\b${S}{0,15}\b(?:shouldnt|should not) be allowed\b|\b(?:one|my|our|the white|the black) race is (?:better|superior)\b|\bwhy (?:one race|whites|blacks|\w+ people) (?:is|are) (?:better|superior|inferior)\b|\b(?:nazi|kkk|klan)\b${S}{0,40}\bwhat (?:youd|you would) do to\b|\bworst (?:word|name|slur|insult)s? to call (?:a|an|someone)\b`,
    ),
    category: 'hate',
    severity: 'high',
  },
];
