// Rules for the messages that get support, not a refusal: self-harm and suicidal thoughts (said
// directly, indirectly or inside a homework question), eating disorders, and disclosures of abuse or
// grooming. Written against normalised text (safety-normalise.ts): lower case, no apostrophes
// ('dont', 'im', 'ill' for I'll), chat spelling undone ('want to', 'going to').
// A first-person marker is required wherever a phrase could describe a character in a book.
import type { Rule } from './safety-lexicon.ts';

const re = (source: string) => new RegExp(source);

/** The learner speaking about themselves within `n` characters, or a message that starts with the feeling. */
const ME = (n: number) =>
  String.raw`(?:^(?:(?:honestly|tbh|ngl|lowkey|really|just|sometimes|literally|seriously|like|so|and|but|also|still|always|i|lol|idk|yeah|now|ok) )*|\b(?:i|im|id|ive|ill|me)\b[^.?!]{0,${n}})`;
/** Within one sentence. */
const GAP = (n: number) => String.raw`[^.?!]{0,${n}}`;

export const SELF_HARM_RULES: Rule[] = [
  // Direct intent: 'kill myself', 'unalive myself', 'end my life', 'take my own life'.
  {
    re: /\b(?:kill(?:ing)?|unaliv(?:e|ing)|hang(?:ing)?|off(?:ing)?|end(?:ing)?|drown(?:ing)?|suffocat(?:e|ing)|poison(?:ing)?|stab(?:bing)?|shoot(?:ing)?) myself\b(?! in the foot)/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  { re: /\b(?:end(?:ing)?|tak(?:e|ing)) my (?:own )?life\b/, category: 'self-harm', severity: 'critical' },
  {
    re: re(
      String.raw`${ME(40)}\bend(?:ing)? (?:it all|everything|things for good|it (?:tonight|today|now|soon))\b|${ME(30)}\b(?:could|can|should|will|would|might|going to|want to|need to|about to|plan to|planning to|decided to|a plan to) (?:just )?end (?:it|it all|things|everything)\b(?! (?:with|for|off|here|there|early|now,? (?:and|so)))|\b(?:how|ways?) (?:i|to) (?:could |can |would |might )?end (?:it|it all|my life|things)\b(?! (?:with|for|off))`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  // Hurting oneself as a habit or an urge, not an accident ('I hurt myself playing football').
  {
    re: /\b(?:want|going|try|tried|trying|thinking|thought|urges?|keep|kept|been|started|start|still|again|sometimes|always|need|should|deserve|about|wish)\b[^.?!]{0,25}\b(?:hurt(?:ing|s)?|harm(?:ing|s|ed)?|cut(?:ting|s)?|burn(?:ing|s|ed|t)?|scratch(?:ing|es|ed)?|punish(?:ing|es|ed)?|hit(?:ting|s)?|bruis(?:e|ing|ed)|bleed(?:ing)?) myself\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:hurt(?:ing|s)?|harm(?:ing|s|ed)?|cut(?:ting|s)?|burn(?:ing|s|ed|t)?|scratch(?:ing|es|ed)?|punish(?:ing|es|ed)?|hit(?:ting|s)?|bruis(?:e|ing|ed)) myself (?:on purpose|again|to (?:feel|cope|forget|stop|calm)|when(?:ever)? (?:im|i feel|i get|things|i am)|every (?:day|night|time)|so (?:that )?i|because i|till|until|with (?:a |my )?(?:lighter|razor|blade|knife|scissors|compass|sharpener|pen|lighter))/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:i|im|ive|been|started|keep|still|i want to|urges? to|relapsed (?:on|into)?)\b[^.?!]{0,20}\bself ?harm(?:ing|ed)?\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:relapsed|relapse|clean from|urges? to) (?:on |into )?(?:sh|cutting|self ?harm\w*)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:been|started|keep|still|relapsed|i|im) cutting(?: again)?(?= again|[ ,]*$|[.,!?]| and | because | since | for (?:\d|a|two|three|weeks|months|years))/,
    category: 'self-harm',
    severity: 'critical',
  },
  { re: /\bcut(?:ting)? my (?:wrists?|veins)\b/, category: 'self-harm', severity: 'critical', output: true },
  {
    re: /\b(?:scratch|cut|burn|pick|hit|bang|punch)(?:ing|ed|s)? my (?:arms?|wrists?|legs?|skin|thighs?|head|stomach)\b[^.?!]{0,30}\b(?:till|until|so (?:it|they)|to make (?:it|them)|on purpose)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  // Wanting to die, said in the first person (a character who wants to die is literature).
  {
    re: re(
      String.raw`${ME(30)}\b(?:want|wanted|wish|need|going|ready|planning|plan|deserve|about|decided|trying|tried|choose|chose|gonna)(?: to)? (?:just )?(?:die|be dead|not (?:exist|be alive|be here anymore|wake up)|stop (?:existing|living|being alive)|disappear (?:forever|for good))\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b(?:i|im|id|ive|me)\b${GAP(20)}\b(?:should|deserve to|might as well|may as well) (?:just )?(?:die|be dead|disappear|not (?:exist|be alive|be here))\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:dont|do not|never) deserve to (?:live|be alive|exist)\b|\b(?:i|me)\b[^.?!]{0,20}\b(?:shouldnt|should not) (?:be|even be) (?:alive|born|here (?:anymore|any ?more|at all|any longer))\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /(?<!\b(?:says|said|calls|called|tells|told|thinks|think|thought|me|that)\s)\b(?:im|i am|i feel|feel)\b (?:so |such a |completely |totally |just |like )*(?:worthless|a waste of (?:space|oxygen|air))\b(?! at\b)|\bmy life is (?:so )?(?:pointless|meaningless|worthless|not worth (?:it|living))\b|\bi (?:just )?want out\b(?! of (?:this|the|my) (?:class|course|group|chat|school|contract|job|project|lesson|team))/,
    category: 'self-harm',
    severity: 'medium',
  },
  {
    re: re(
      String.raw`${ME(60)}\bto end (?:it|it all|things|everything|my life)\b(?! (?:with|for|off|here|there|early|on a))|\b(?:died|passed away|is dead)\b[^.?!]{0,40}\bi (?:just )?want to be with (?:him|her|them)\b|\b(?:die|dying|death)\b.{0,60}\bi think (?:im|i am|i will|ill) (?:going to|gonna) (?:die )?soon\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\bhid(?:e|ing) (?:my |the )?(?:cuts|scars|self harm scars|burns)\b|\b(?:punch|hit|bang|scratch|bite|pick)\w*\b[^.?!]{0,30}\b(?:until|till|so) (?:my \w+|they|it) (?:bleeds?|bruises?|breaks?)\b|\bif i (?:jump|step|walk|throw myself) (?:off|from|in front of)\b|\bbleed(?:ing)? out\b|\b(?:scared|afraid|worried|frightened) (?:of )?what i (?:might|could|will|may) do to myself\b|\b(?:razor|blades?)\b[^.?!]{0,40}\b(?:when it gets bad|for when|on myself|in case i)\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:found|saw|seen|noticed|see|sees|hiding|hide|cover(?:ing)? up|showed)\b[^.?!]{0,10}\bmy (?:cuts|scars|self harm|burns)\b|\b(?:stand|standing|sit|sitting|go|going)\b (?:on|to|at) (?:the |a )?(?:bridge|roof|edge|cliff|train tracks|tracks|railway)\b[^.?!]{0,30}\b(?:think|thinking|about it|jump|wonder)/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:is it|would it be|isnt it)\b[^.?!]{0,20}\b(?:selfish|wrong|a sin|bad|cowardly|ok|okay|brave)\b to (?:kill (?:yourself|myself|urself)|commit suicide|end (?:your|my) (?:own )?life)\b/,
    category: 'self-harm',
    severity: 'high',
    study: true,
  },
  { re: /\b(?:wrote|written|writing|made|make) (?:my|a) will\b/, category: 'self-harm', severity: 'high', minors: true },
  {
    re: re(
      String.raw`${ME(40)}\b(?:feel like|thinking (?:about|of)|think about|considering) ending (?:it|it all|things|everything|my life)\b(?! (?:with|for))|\b(?:collect|collecting|saving|saved|stockpil\w*|hoard\w*)\b (?:up )?(?:my )?(?:pills|tablets|meds|medication|painkillers|sleeping pills)\b|\b(?:dont|do not|cant|cannot) see (?:a|any) future(?: for (?:myself|me))?\b|\bno future for me\b|\b(?:carv\w*|etch\w*|scratch\w*|cut\w*)\b[^.?!]{0,20}\binto my (?:arm|arms|skin|wrist|leg|thigh|hand)\b|\bhop(?:e|ing) (?:i|that i|to) (?:die|crash|get hit|get killed|dont wake up|never wake up|dont come back)\b|\b(?:would|will|d) be (?:better|happier) without me\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:want|wish i could|wanna|going) (?:to )?(?:just )?disappear(?=[ .!,]*$| and\b| from (?:this|the) world| forever)/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\burges? to (?:cut|self ?harm|hurt myself|die|kill myself|end it|burn myself)\b|\brelapsed\b[^.?!]{0,20}\b(?:cut|cutting|sh|self ?harm\w*|burn\w*)\b|\b(?:i|ive|i have)\b[^.?!]{0,15}\b(?:cut|burned|burnt|self harmed)\b (?:again|last night|yesterday|today|tonight)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:i|ive|i have|i just)\b[^.?!]{0,10}\b(?:took|taken|swallowed)\b (?:a (?:bunch|lot|load|handful|whole (?:bottle|packet|box)) of|all (?:of )?my|too many|loads of|like \d+|\d+) ?(?:pills|tablets|paracetamol|tylenol|painkillers|meds|ibuprofen|sleeping pills)\b|\bi (?:just |have |ve )?(?:overdosed|od d|oded)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:tie|make|tying|making) (?:a )?noose\b|\b(?:highest|tallest) (?:building|bridge|cliff|place|roof|tower)\b[^.?!]{0,30}\bjump\b|\bhow high\b[^.?!]{0,25}\b(?:jump|fall) (?:from )?to die\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:does|would|will) (?:anyone|anybody|no one|nobody) (?:even )?(?:care|notice|miss me)\b[^.?!]{0,25}\bif (?:im alive|i am alive|i (?:was|were) (?:gone|dead|alive)|i died|i disappeared|i (?:wasnt|werent) (?:here|alive|around))\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:dont|do not|never) want to (?:live|be alive|exist|wake up|be here (?:anymore|any more|no more|any longer)|be around (?:anymore|any more|no more)|(?:go on|carry on)(?= anymore| like this| living|[ .,!?]*$))/,
    category: 'self-harm',
    severity: 'critical',
  },
  { re: /\btell(?:s|ing)? me to (?:die|kill myself|hurt myself|end it)\b/, category: 'self-harm', severity: 'critical' },
  // Indirect: a burden, better off without me, no point, nothing to live for.
  {
    re: /\bbetter off (?:dead|without me|if i (?:was|were|wasnt|werent|didnt|had never|never|died|disappeared)\b)|\b(?:happier|better|easier)\b[^.?!]{0,20}\b(?:if|when) (?:i|im) (?:was |were |am )?(?:dead|gone|not (?:here|around|alive|in it)|wasnt (?:here|around|alive|born|in it)|werent (?:here|around|alive|in it)|never born|didnt exist|disappeared)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\bwish (?:i|id) (?:was|were|had|had been|was never|wasnt|werent|never|never been|could)? ?(?:dead|never born|not born|not alive|been born|never existed|just die)\b|\bwish id never been born\b|\bshouldnt (?:be|have been) (?:alive|born)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:no|not any|nothing to|dont see the|cant see the|dont see any|there is no|theres no|without any|whats the|what is the) (?:reason|point|purpose) (?:to|in|of|for me to|for living) (?:me |my )?(?:live|living|going on|go on|being alive|be alive|keep going|keeping going|existing|exist|anything|trying anymore|being here|be here|me being here|stay alive|staying alive|carry on|carrying on)\b(?! (?:things|organisms|cells|creatures|beings|conditions|room|costs?|wage|standards?|in (?:a|the|this)|with|at|on))/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:whats|what is|is there|theres no|there is no|no) (?:the |a |any )?(?:reason|point|purpose|meaning) (?:of|in|to|for) (?:life|living|it all)\b(?! (?:things|organisms|cycles?|cells))|\bis life (?:even )?worth (?:it|living)\b/,
    category: 'self-harm',
    severity: 'high',
    study: true,
  },
  {
    re: /\bnothing (?:left )?to live for\b|\b(?:life|living) (?:is not|isnt|aint) worth (?:it|living)\b|\bnot worth living\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:no ?one|nobody|no body|none of them)\b (?:would|will|is going to|wouldnt) (?:even )?(?:notice|care|miss me|be sad)\b[^.?!]{0,20}\bif i (?:was|were|went|died|disappeared|was gone|left|wasnt here|killed|wasnt alive|stopped)\b|\b(?:no ?one|nobody) (?:would|will) (?:even )?miss me\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: re(
      String.raw`${ME(40)}\b(?:disappear|vanish|fall asleep|sleep|go to sleep|close my eyes)(?: and)? (?:forever|for good|and never (?:come back|wake up|return)|and not wake up|permanently)\b`,
    ),
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:pills?|tablets?|dose)\b[^.?!]{0,40}\b(?:not|never) (?:to )?wake up\b|\b(?:want|wish|hope|need) to (?:sleep and )?(?:never|not) wake up\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:im|i am|i feel like|i feel|feel like im|im just|i am just)\b (?:such |a |just |only |always |nothing but )*(?:a )?(?:burden|waste of space)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:im|i am|i) (?:not going to|not gonna|wont|will not) be (?:around|here|alive) (?:to|for) (?:finish|see|do|graduate|hand|take|sit|celebrate)\b|\b(?:dont|do not) want to be here\b(?=[^?!]{0,30}\b(?:at all|anymore|any more|ever|alive|in this world|on this earth|not just)\b)|\b(?:i wont|i will not|i dont think ill|i dont think i will|dont think im going to|i might not|i may not|i probably wont) be (?:around|here|alive)\b[^.?!]{0,10}\b(?:much longer|for long|anymore|any more|after (?:tonight|this week|today)|by (?:tomorrow|next week|the weekend)|next (?:week|month))\b(?![^.?!]{0,30}\b(?:because|cos|cuz|as i|since|holiday|trip|vacation|away|dentist|doctor|appointment|visit\w*|moving)\b)|\bsoon\b[^.?!,]{0,30}[,]?[^.?!]{0,10}\bi (?:wont|will not) be (?:here|around|alive)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:wrote|written|writing|write|left|leave|leaving)\b[^.?!]{0,20}\b(?:goodbye|suicide|farewell) (?:letter|note|message)s?\b(?:[^.?!]{0,25}\b(?:to|for) (?:my|everyone|all))?|\bsuicide note\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\bgiv(?:e|ing|en) away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions|games|clothes)\b[^.?!]{0,40}\b(?:wont|will not|dont|not going to) (?:need|be needing|be here|be around)/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:thinking (?:about|of)|think about|want to|going to|should|might|plan(?:ning)? to|about to|urges? to)\b[^.?!]{0,10}\b(?:jump(?:ing)?|throw(?:ing)? myself|step(?:ping)?|walk(?:ing)?) (?:off|from|in front of) (?:the |a |my |this )?(?:bridge|roof|building|cliff|train|balcony|window|tower|top floor|car|bus|truck|lorry|multi ?storey|car park)/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:tired|sick|done|exhausted|weary) (?:of|with) (?:living|being alive|life|existing|being me)\b(?! (?:in|with|at|here|like|on|under|near|next|there|abroad|away))|\bgiv(?:e|ing) up on (?:life|living)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:hate|done with|sick of|tired of) (?:my life|living|being alive|life)\b[^.?!]{0,30}\bwant (?:it|this) (?:all )?to (?:end|stop|be over)\b|\bwant (?:my life|it all|everything) to (?:end|stop|be over)\b|\b(?:the pain|it|everything|this) to (?:stop|end) (?:for good|forever|permanently)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\bi (?:cant|cannot|can not) (?:go on|keep going|carry on|live like this|keep living)(?: any ?more| any longer| like this)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  // Thinking about suicide, feeling suicidal, having tried.
  {
    re: /\b(?:im|i am|i feel|i felt|i get|i got|ive been|i have been|i was|been feeling|feeling|i keep feeling|i keep getting|i think im)\b[^.?!]{0,15}\bsuicidal\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:i|im|ive|my|me|been|having)\b[^.?!]{0,25}\bsuicidal (?:thoughts|feelings|urges|ideation|thinking)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`${ME(25)}\b(?:think|thinking|thought|thinks) (?:about|of) (?:suicide|killing myself|ending (?:it|it all|my life|things)|taking my (?:own )?life|not (?:existing|being alive|being here|waking up))\b`,
    ),
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\bi (?:keep|always|cant stop|often|constantly) think(?:ing)? about (?:dying|death|being dead)\b|\bthink(?:ing)? about (?:dying|death|being dead) (?:a lot|all the time|every day|constantly)\b/,
    category: 'self-harm',
    severity: 'high',
  },
  {
    re: /\b(?:want|going|plan|planning|trying|tried|try|decided|ready|thought about|thinking about|think about|considering|consider)\b (?:to )?commit(?:ting)? suicide\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\bi(?: have|ve)? (?:tried|attempted) (?:suicide|to kill myself|to end my life|to end it)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:suicide|dying|death|killing myself)\b[^.?!]{0,10}\ball i (?:think|can think|ever think) about\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  { re: /(?<!\d ?)\bkms\b/, category: 'self-harm', severity: 'high' },
  // Looking for a method, in any framing (a story, a project, 'hypothetically').
  {
    re: /\bhow (?:many|much)\b[^.?!]{0,50}\b(?:to (?:die|overdose|od|kill (?:you|yourself|myself|me|oneself|herself|himself))|(?:is|are|would be|would|will)(?: a| an)? (?:lethal|deadly|fatal|enough to (?:die|kill)|an overdose|overdose))\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:painless|quickest|easiest|fastest|best|surest|quietest|least painful|simplest|quick) (?:way|ways|method|methods)\b[^.?!]{0,30}\bto (?:go(?= *[?.!]*$)|die|kill (?:myself|yourself|oneself|herself|himself|themselves)|end (?:my|your|a|ones|their|his|her) (?:own )?life|commit suicide|od|overdose)\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:ways|how) to (?:die|commit suicide|kill (?:myself|yourself|oneself)|end (?:my|your) (?:own )?life|hang (?:myself|yourself))\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\bhow (?:do|can|could|would|should|does) (?:i|you|someone|a person|people|one|u)\b[^.?!]{0,10}\b(?:kill|hang|poison|drown|suffocate) (?:myself|yourself|themselves|oneself|himself|herself)\b/,
    category: 'self-harm',
    severity: 'critical',
    output: true,
  },
  {
    re: /\b(?:lethal|deadly|fatal|toxic|overdose) (?:dose|amount|level)\b[^.?!]{0,12}\bmy (?:own )?(?:medication|medicine|meds|pills|tablets|prescription|antidepressants?)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:lethal|deadly|fatal) (?:dose|amount)\b[^.?!]{0,30}\b(?:for me|i (?:need|take|have)|to take|should i)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\b(?:bought|got|have|found|saved|stockpil\w*|collected|hoarding|saving up)\b[^.?!]{0,15}\b(?:a rope|rope|pills|tablets|razors?|razor blades?|blades?)\b[^.?!]{0,40}\b(?:use (?:it|them)|tonight|end it|for (?:when|myself|me)|take them all|swallow)/,
    category: 'self-harm',
    severity: 'critical',
  },
  {
    re: /\btak(?:e|ing) all (?:of )?(?:my|the|her|his) (?:pills|tablets|meds|medication|medicine|sleeping pills)\b/,
    category: 'self-harm',
    severity: 'critical',
  },
];

const THIN = String.raw`(?:drop \d+ ?(?:kg|kilos|pounds|lbs)|underweight|(?:dont|do not|wont|not) (?:get|be|become|look|feel) fat|stomach flat|flat (?:stomach|tummy)|tummy flat|skinny|skinnier|thin|thinner|thinnest|lose weight|losing weight|lose (?:some |more |\d+ ?)?(?:weight|pounds|kilos|kg|lbs|stone)|weigh myself|the (?:number|scale) goes up|(?:im|i am|i feel|i look) (?:so |too |really )?(?:fat|huge|heavy|disgusting|gross)|get smaller|be smaller|lighter|not (?:be )?fat|less fat|flat stomach|size (?:zero|0)|weigh less|drop weight|gain weight|put on weight|get fat)`;
const RESTRICT = String.raw`(?:only (?:drink|have|eat) (?:water|coffee|diet coke|black coffee|tea|gum)|starv(?:e|ing|ed)(?: myself)?|not (?:going to |gonna )?eat(?:ing)?|(?:dont|do not|wont|didnt) eat\b(?! (?:meat|dairy|fish|pork|gluten|sugar|sweets|junk|much|beef|nuts|eggs))|without eating|stop(?:ped)? eating|skip(?:ping|ped)? (?:meals|breakfast|lunch|dinner|food|eating)|fast(?:ed|ing)? for (?:\d+|a|two|three|four|five|several|a few) (?:days?|weeks?)|throw(?:ing)? up|make myself (?:sick|throw up|vomit|puke)|purg(?:e|ing)|laxatives?|diet pills|eat(?:ing)? (?:nothing|less than|under)|go without (?:food|eating)|suppress (?:my )?appetite|stop (?:feeling |being )?hungry|not (?:be |feel )?hungry|appetite suppressants?)`;

export const EATING_DISORDER_RULES: Rule[] = [
  {
    re: /\bmak(?:e|ing) (?:myself|yourself) sick (?:after|when|every)\b|\bhow (?:to|do i|can i) (?:not feel|stop feeling|not be|stop being) hungry\b(?![^.?!]{0,30}\b(?:ramadan|fasting for|lent)\b)[^.?!]{0,20}\b(?:all day|at all|so i|without eating|for days)|\bwant to (?:be|look|get) (?:underweight|anorexic|bony|skeletal)\b|\b(?:smoking|vaping|cigarettes|nicotine|diet pills|laxatives)\b[^.?!]{0,25}\b(?:lose weight|weight loss|skinny|thin)\b|\bstarv(?:e|ing) (?:myself|yourself|urself)\b|\b(?:want|going|need|have|trying) to starve\b(?! (?:the|a|an|them|their|it|out|to death))|\bweigh myself (?:\d+|\w+) times a day\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: re(String.raw`\b${RESTRICT}\b[^.?!]{0,50}\b${THIN}\b|\b${THIN}\b[^.?!]{0,50}\b${RESTRICT}\b`),
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /(?:^|\b(?:i|im|ill|id|me|how do i|how can i|how to|should i|going to|want to|need to|have to)\b)[^.?!]{0,25}\b(?:stop|quit|stopped) eating\b(?! (?:so much|junk|sweets|sugar|chocolate|meat|fast food|candy|snacks|crisps|chips|late|after|before|in class|with my|dairy|gluten|red meat|processed|animal|when (?:im|i am|i get) (?:bored|stressed)|between))/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bmak(?:e|ing) (?:myself|yourself|urself|me) (?:throw up|vomit|puke)\b|\b(?:binge|binging|bingeing|eat|ate|eating)\b[^.?!]{0,30}\bmak(?:e|ing) (?:myself|yourself) sick\b/,
    category: 'eating-disorder',
    severity: 'high',
    output: true,
  },
  {
    re: /\bthrow(?:ing)? up (?:my food|what i eat|my meals|my dinner|my lunch|after (?:eating|meals|every meal|i eat|dinner|lunch))\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:ive been|i have been|been|i|im|i keep|i started|started|still) purg(?:e|ing)\b|\bpurg(?:e|ing) (?:after|when|every|my food|meals)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:pro ?ana|pro ?mia|thinspo\w*|thinspiration|bonespo|meanspo|ana coach|ana buddy)\b/,
    category: 'eating-disorder',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:how (?:to|do i|can i|do you)|want to|tips? (?:to|for|on))\b (?:be|become|get|stay|look|develop)\b[^.?!]{0,10}\b(?:anorexic|bulimic|anorexia|bulimia)\b/,
    category: 'eating-disorder',
    severity: 'high',
    output: true,
  },
  {
    re: /\b(?:i|im|ive|me|my)\b[^.?!]{0,40}\b(?:eat|eating|only|under|less than|below|at most|max(?:imum)?|restrict\w*(?: to)?)\b[^.?!]{0,12}\b(?:[1-7]\d{2}|[1-9]\d) ?(?:calories|cals?|kcals?)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  { re: /\b(?:[1-9]\d{2}|[1-9]\d) ?(?:calorie|cal|kcal)s? (?:a|per) day\b/, category: 'eating-disorder', severity: 'high' },
  {
    re: /\bhid(?:e|ing) (?:my )?food\b|\bthink i (?:ate|have eaten|already ate)\b|\b(?:feel|feeling) (?:so |really )?(?:guilty|disgusting|gross|fat|ashamed)\b[^.?!]{0,10}\b(?:when|after|if|whenever) i eat\b|\blose (?:\d+|a|one|two|three|half a) ?(?:pounds|lbs?|kgs?|kilos?|stone|dress sizes?) (?:in|by) (?:a|one|1|two|2|three|3|\d+) (?:week|weeks|days?)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bdiet pills?\b[^.?!]{0,20}\b(?:for (?:teens|kids|my age|a \d+ year old|me)|best|strongest|fastest)|\b(?:best|strongest|fastest) diet pills?\b/,
    category: 'eating-disorder',
    severity: 'high',
    minors: true,
  },
  {
    re: /\b(?:too thin|underweight|too skinny)\b[^.?!]{0,30}\b(?:still|but)\b[^.?!]{0,15}\b(?:feel|look|am|im) (?:so )?(?:fat|huge|big)\b|\bthrow(?:ing)? up\b[^.?!]{0,15}\b(?:without (?:anyone|them|my parents|people|my family) (?:hearing|knowing|noticing|finding out)|quietly|secretly)|\bana (?:tips|coach|buddy|diet)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:lowest|least|fewest|minimum|smallest)\b[^.?!]{0,25}\b(?:calories|food)\b[^.?!]{0,10}\b(?:i|you) can (?:eat|have|survive on|live on)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bhid(?:e|ing) (?:not eating|that i (?:dont|am not|havent|never) eat\w*|my (?:eating|weight loss|not eating)|skipping meals|(?:that )?i skip meals|the fact (?:that )?i (?:dont|am not|havent) eat\w*)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\blose \d+ ?(?:pounds|lbs?|kgs?|kilos?|stone) (?:in|by) (?:a|one|1|two|2|three|3|\d+) (?:week|weeks|days?)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bthigh gap\b|\b(?:see|feel|count) (?:all )?my (?:bones|ribs|collar ?bones|hip ?bones|spine)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bskip(?:ping|ped)? (?:meals|breakfast|lunch|dinner|food|eating)\b[^.?!]{0,15}\b(?:on purpose|so (?:i|that)|to (?:lose|be|get|stay)|because (?:im|i feel) (?:fat|disgusting|huge|gross))/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:i|ive|i have|i)\b[^.?!]{0,5}\b(?:havent|have not|not|didnt|did not)? ?(?:eaten|ate|had (?:any )?food)\b[^.?!]{0,10}\b(?:in|for) (?:(?:\d+|two|three|four|five|six|seven|a few|several) (?:days|weeks)|days|a week|a whole (?:day|week))\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  { re: /\bchew(?:ing)? and spit(?:ting)?\b/, category: 'eating-disorder', severity: 'high' },
  {
    re: /\bhow long (?:can|could|should|do) (?:i|you|a person|someone|people)\b[^.?!]{0,10}\bgo without (?:eating|food)\b[^.?!]{0,30}\b(?:pass out|faint|before|lose|skinny|weight|noticing|noticed)|\b(?:how long can i|can i) go without (?:eating|food)\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\b(?:suppress|kill|stop|curb) (?:my )?(?:appetite|hunger)\b[^.?!]{0,30}\b(?:so i dont|so i can|not eat|to lose|skinny|thin)/,
    category: 'eating-disorder',
    severity: 'high',
  },
  {
    re: /\bonly eat(?:ing)? (?:an? |one |1 |half an? )?(?:apple|meal|banana|yogh?urt|piece of (?:fruit|toast)|cracker|snack|thing|rice cake|salad)s? (?:a|per|every) day\b/,
    category: 'eating-disorder',
    severity: 'high',
  },
];

/** People a child might disclose about, and partners for adults. */
const ACTOR = String.raw`(?:(?:my|our|the) )?(?:(?:step|foster|grand) ?)?(?:dad|daddy|father|papa|mom|mum|mummy|mommy|mother|mam|parents?|uncle|aunt|auntie|aunty|grandpa|grandad|granddad|grandfather|grandma|nan|nana|nanna|granny|grandmother|brother|sister|cousin|babysitter|nanny|coach|teacher|tutor|priest|pastor|imam|neighbou?r|carer|guardian|boyfriend|girlfriend|husband|wife|partner|ex|bf|gf|(?:moms?|mums?|dads?) (?:boyfriend|girlfriend|partner|friend)|family friend|someone|somebody|a (?:man|guy|woman|lady|grown ?up|teenager|teen|boy|girl|stranger|person)|an (?:adult|older (?:boy|girl|guy|man|kid|student|teen))|he|she|they)`;
const HURTS = String.raw`(?:hits?|hitting|beats?|beating|punch(?:es|ed|ing)?|slap(?:s|ped|ping)?|kick(?:s|ed|ing)?|chok(?:es|ed|ing)|strangl(?:es|ed|ing)|burn(?:s|ed|t)|whip(?:s|ped)?|belt(?:s|ed)?|smack(?:s|ed)?|bit|bites|hurts?|pinch(?:es|ed)|drag(?:s|ged)|shov(?:es|ed)|(?:throws?|threw) (?:things|stuff|\w+) at|throws?|threw|slams?|slammed|shakes?|shook|spits? on|spat on)`;
const PHOTO = String.raw`(?:a |some |more |my |me )?(?:photo|photos|pic|pics|picture|pictures|selfie|selfies|video|videos|nudes|nude|naked (?:pics|photos))`;

export const ABUSE_RULES: Rule[] = [
  // Hurt at home: 'my dad hits me with his belt', 'mum slaps me', 'my step mum beats me'.
  {
    re: re(
      String.raw`\b${ACTOR} (?:\w+ ){0,5}?${HURTS} (?:my (?:\w+ )?\w+ and )?me\b(?! (?:at|in) (?:a |the |every )?(?:\w+ )?(?:chess|games?|cards|tennis|football|fifa|mario|kart|race|racing|swimming|running|maths|monopoly|uno|scrabble|fortnite|minecraft|basketball|soccer|pool|darts|checkers|sports?|match|quiz|test|arm wrestling|everything)\b)(?! (?:to (?:it|the|first)|awake|up and)\b)(?!(?<=\bhits? me) up\b)(?![^.?!]{0,20}\b(?:by accident|accidentally|for fun|as a joke|playing|in (?:a )?game|with (?:a |the |his |her )?(?:pillow|ball|snowball|balloon|water balloon|nerf|foam|cushion)|pillow fight))`,
    ),
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: re(String.raw`\b${ACTOR} (?:\w+ ){0,3}?push(?:es|ed)? me (?:down|over|into|against|off|out)\b`),
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:i get|i got|i am|im|i was|i keep getting|i always get|i get)\b (?:\w+ )?(?:hit|beaten|beat|slapped|punched|kicked|whipped|belted|smacked|choked|burned|hurt) (?:by (?:my|our|his|her) \w+|with (?:a |the |his |her |my )?(?:belt|spoon|wooden spoon|stick|hanger|cane|shoe|slipper|cord|cable|wire|ruler|hand|fist|bat)|at home|every (?:day|night|time)|when (?:he|she|they|my))/,
    category: 'abuse',
    severity: 'critical',
  },
  // Sexual contact and being made to do things.
  {
    re: re(
      String.raw`\b${ACTOR} (?:\w+ ){0,10}?(?:touch(?:es|ed|ing)?|feels? (?:me )?up|grop(?:es|ed|ing)|molest(?:s|ed|ing)?) me\b(?! on the (?:shoulder|arm|back) to)`,
    ),
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\btouch(?:es|ed|ing)? me\b[^.?!]{0,30}\b(?:private|down there|places|where|under|at night|dont like|uncomfortable|secret|not to tell|bad|weird|funny)\b|\b(?:secret|not to tell|dont tell)\b[^.?!]{0,40}\btouch(?:es|ed|ing)? me\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\btouch(?:es|ed|ing)? (?:me )?(?:on |in |under )?my (?:private|privates|private parts|bum|butt|bottom|chest|breasts?|boobs|penis|vagina|willy|pee ?pee|crotch|thighs?|down there|clothes|pants|underwear)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:keeps|kept|always) touching my (?:legs?|knee|hair|face|back)\b[^.?!]{0,40}\b(?:uncomfortable|weird|dont like|scared|creepy)/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:kiss(?:es|ed|ing)?|tries to kiss|hug(?:s|ged)?|cuddl(?:es|ed))\b (?:me\b)?[^.?!]{0,40}\b(?:not to tell|dont tell|keep (?:it )?(?:a |our )?secret|our (?:little )?secret|uncomfortable|on the lips|when no one|when nobody|in my bed)/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:makes?|made|forces?|forced|tells?|told|tries to make) me (?:to )?(?:do (?:things|stuff|something|sexual \w+)|touch (?:him|her|his|it|them)|take (?:off )?my clothes|undress|get naked|watch (?:porn|videos of|\w+ videos)|look at (?:his|her|their|porn)|have sex|kiss (?:him|her)|sleep with|suck)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\bshow(?:s|ed|ing)? me (?:his|her|their) (?:private|privates|private parts|penis|willy|body|thing|boobs|breasts)|\bshow(?:s|ed|ing)? me (?:\w+ )?(?:pictures|pics|photos|videos|images) of (?:private|naked|nude|people (?:with no|without) clothes|sex|porn|\w+ private parts)|\bshow(?:s|ed|ing)? me (?:porn|sex videos|naked)/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:raped|molested|sexually (?:assaulted|abused)|abused|assaulted|groomed|trafficked) me\b|\b(?:i was|i got|ive been|i have been|im being|i am being|i been|i think i was|i think im being|i was being)\b (?:\w+ )?(?:raped|molested|sexually (?:assaulted|abused)|abused|assaulted|groomed|trafficked)\b|\bvictim of (?:sexual )?abuse\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:teacher|coach|tutor|priest|pastor|babysitter|nanny|neighbou?r|stranger|man|guy|adult|grown ?up|older (?:boy|guy|man|kid)|(?:moms?|mums?|dads?) (?:boyfriend|girlfriend|friend)|step ?dad|stepfather|uncle)\b (?:\w+ ){0,10}?(?:kiss(?:es|ed|ing)?|tries to kiss|tried to kiss) me\b|\b(?:uncle|aunt|auntie|dad|mum|mom|step ?dad|step ?mum|stepfather|grandpa|grandad|coach|teacher|tutor|babysitter|neighbou?r|priest|(?:moms?|mums?|dads?) (?:boyfriend|girlfriend|friend)|man|guy|adult|grown ?up)\b (?:\w+ ){0,3}?(?:makes?|made|tells?|told) me (?:to )?keep (?:it |this |a |our )?secrets?\b(?! about (?:the|a|her|his|my|mums?|moms?|dads?) (?:party|present|gift|surprise|birthday))/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:comes?|walks?|keeps (?:coming|walking)) (?:in|into) (?:the bathroom|my room|the shower)\b[^.?!]{0,30}\b(?:showering|in the shower|changing|naked|undressed|getting dressed)|\bwalks? in on me (?:changing|showering|in the shower|naked|getting dressed)|\bmakes? me sit on (?:his|her) lap\b|\b(?:no ?one|nobody) (?:will|would) (?:ever )?believe (?:me|you)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: re(String.raw`\b${ACTOR} (?:\w+ ){0,8}?(?:starves?|starved|starving|threaten(?:s|ed|ing)?) me\b`),
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:keep quiet|stay quiet|keep (?:it |this )?(?:a )?secret|not (?:to )?tell)\b[^.?!]{0,30}\b(?:what|the (?:stuff|things)) (?:he|she|they) (?:does|did|do)\b|\bgives? me (?:money|gifts|presents|sweets|robux|vbucks)\b[^.?!]{0,20}\b(?:to keep quiet|to keep (?:it )?secret|not to tell|if i)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:asked|asks|asking|wants to know)\b[^.?!]{0,15}\b(?:if|whether) (?:im|i am|i was) (?:home )?alone\b|\b(?:online|roblox|discord|snap(?:chat)?|insta(?:gram)?|tiktok|fortnite|game)\b[^.?!]{0,40}\b(?:asked|asks|wants) (?:me )?(?:where i live|my address|what school i go to|for my address)|\b(?:stranger|man|guy|woman|lady|someone)\b[^.?!]{0,40}\b(?:get in(?:to)? (?:his|her|their|the) (?:car|van)|asked me to get in|come (?:with him|with her|to his|to her) (?:house|car|flat))/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:im|i am) (?:1[0-7]|[5-9])\b[^.?!,]{0,30}[,]?[^.?!]{0,10}\b(?:boyfriend|bf|girlfriend|gf)\b[^.?!]{0,10}\b(?:is )?(?:[2-9]\d)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  // Grooming and sextortion online.
  {
    re: re(
      String.raw`\b(?:send|sent|sending|share|show)\b (?:him |her |them )?${PHOTO}\b[^.?!]{0,40}\b(?:robux|v ?bucks|gift ?cards?|money|pay me|secret|dont tell|not to tell|without (?:my |any )?clothes|underwear|naked|nude|bra|in (?:the |my )?(?:bath|shower|bed|underwear|swimsuit|pyjamas)|of my body|private)`,
    ),
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:robux|v ?bucks|gift ?cards?|money|give me \w+)\b[^.?!]{0,40}\bif i (?:send|show|take)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:ask(?:s|ed|ing)?|want(?:s|ed)?|keeps asking|told|tells|begging|beg(?:s|ged)?) (?:me )?(?:to |for )?(?:send|show|take|share|video call|facetime)?\b[^.?!]{0,25}\b(?:nudes|naked|pics of me|photos of me|a picture of me|a pic of me|my body|without (?:my |any )?clothes|in my underwear|my underwear|what colou?r (?:my )?(?:underwear|pants|bra))\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:send|sent|show|take|film)\b[^.?!]{0,20}\bof (?:me|myself) (?:undress\w*|naked|changing|in the shower|in the bath|in my underwear|without (?:my |any )?clothes|getting changed)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\bthreaten\w* to (?:share|post|send|leak|show|spread) (?:my|the|those|these) (?:nudes|pics|photos|pictures|videos|images)\b|\b(?:post|share|send|leak|show|spread)\b[^.?!]{0,10}\b(?:my|the|those|these) (?:pics|photos|pictures|nudes|videos|images)\b[^.?!]{0,30}\bif i (?:dont|do not|wont|refuse|tell)/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:older (?:guy|man|boy|girl|woman|lady|person)|grown ?up|adult|man|guy|\d\d ?(?:year old|yo)|stranger|someone (?:online|i met)|on (?:snap(?:chat)?|discord|roblox|insta(?:gram)?|tiktok|fortnite|minecraft|whatsapp|xbox|the game|game chat))\b[^.?!]{0,60}\b(?:not to tell|dont tell|shouldnt tell|keep (?:it |this )?(?:a |our )?secret|our (?:little )?secret|meet (?:up|me|in person|irl))\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:(?:messages?|texts?|dms?|calls?) me|sends? me (?:messages|texts|pics|photos|dms))(?: late)? at night\b[^.?!]{0,40}\b(?:not to tell|shouldnt tell|dont tell|secret)/,
    category: 'abuse',
    severity: 'critical',
  },
  // Neglect, threats and fear at home.
  {
    re: re(
      String.raw`\b${ACTOR} (?:\w+ ){0,3}?(?:locks?|locked) me (?:in|out|outside|up)\b(?! of (?:my|the|his|her) (?:account|game|computer|phone|laptop))(?![^.?!]{0,15}\b(?:by accident|accidentally|by mistake))`,
    ),
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:dont|doesnt|dont ever|never|wont|wouldnt|stopped|refuse to)\b (?:\w+ )?(?:feed|give) me (?:any )?(?:food|dinner|anything to eat|meals)?\b[^.?!]{0,20}\b(?:for days|for (?:\d+|two|three) days|all day|as punishment)|\b(?:dont|doesnt|never) feed me\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\bif i (?:tell|told|say)\b[^.?!]{0,25}\b(?:hell|shell|theyll|he will|she will|they will|he would|she would|hed|shed)\b (?:hurt|kill|beat|hit|punish|get rid of|take away)\b|\bmature for (?:my|your) age\b|\bwhat (?:he|she|they) (?:does|did|do) (?:to|with) me\b|\b(?:kill|hurt|beat|hit|punish) me if i (?:tell|say|told)\b|\bthreaten(?:s|ed|ing)? to (?:hurt|kill|beat|hit) me\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: /\b(?:dont|do not|never) feel safe (?:at home|in my (?:house|home)|around my \w+|with my \w+|when my \w+)|\b(?:scared|afraid|terrified|frightened) (?:to go|of going) home\b|\b(?:scared|afraid|terrified) of my (?:dad|mum|mom|father|mother|step ?dad|step ?mum|step ?mom|step ?father|step ?mother|parents|uncle|husband|wife|partner|boyfriend|girlfriend)\b/,
    category: 'abuse',
    severity: 'critical',
  },
  {
    re: re(
      String.raw`\b${ACTOR} (?:\w+ ){0,2}?(?:says|said|calls|called|tells|told) (?:me )?(?:im|i am|i was|that im) (?:worthless|useless|a mistake|an accident|nothing|a waste of space|disgusting)|\b${ACTOR} (?:\w+ ){0,2}?(?:says|said|wishes|wished) (?:i|that i) (?:was|were|had) never (?:been )?born\b`,
    ),
    category: 'abuse',
    severity: 'high',
  },
  {
    re: /\b(?:husband|wife|partner|boyfriend|girlfriend|bf|gf)\b[^.?!]{0,30}\b(?:controls (?:all )?my (?:money|phone)|wont let me (?:see|leave|go out|have)|checks my phone and)/,
    category: 'abuse',
    severity: 'high',
  },
];
