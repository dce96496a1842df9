import type { TopicCard } from '../types.ts';

/** History & Social Studies (subject 4): original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'history-ancient-egypt',
    subjectId: 4,
    title: 'Ancient Egypt',
    keywords: ['ancient egypt', 'egyptians', 'pharaoh', 'pyramids', 'nile', 'hieroglyphs', 'mummies', 'papyrus'],
    explanation: {
      child:
        'Ancient Egypt grew up along the Nile River in Africa. Each year the river flooded and left rich mud for crops. Egyptians built huge stone pyramids as tombs for their kings, the pharaohs. They wrote with picture signs called hieroglyphs. Their way of life lasted about 3,000 years.',
      teen:
        "Ancient Egypt developed along the Nile River in north-east Africa from about 3100 BCE. Each year the flood left fertile mud on the riverbanks, so farmers could grow wheat and barley in a desert land. Pharaohs ruled as kings linked to the gods, and they organised huge building projects such as the pyramids at Giza. Scribes recorded taxes, laws and stories in hieroglyphs on stone and papyrus. Egypt's way of life lasted about 3,000 years, one of the longest in history.",
      adult:
        "Ancient Egypt took shape around 3100 BCE, when Upper and Lower Egypt were united under one ruler, and it lasted until Rome conquered it in 30 BCE. Its wealth came from the Nile's yearly flood, which left rich silt and made large-scale farming possible in a dry land. The pharaoh was both king and religious leader, and the state used its stores of grain and its workers to build temples, canals and huge tombs such as the Great Pyramid. Trained scribes kept records in hieroglyphs and simpler scripts, which made taxes and government possible. Historians divide this long history into the Old, Middle and New Kingdoms.",
    },
    keyConcepts: [
      'The Nile flood made farming possible',
      'Pharaohs ruled with religious authority',
      'Pyramids were royal tombs',
      'Hieroglyphs were a writing system',
      'The civilisation lasted about 3,000 years',
    ],
    workedExample: {
      problem: 'Why did most ancient Egyptians live close to the Nile instead of spreading across the land?',
      steps: [
        'Look at the geography: most of Egypt is desert with very little rain.',
        'Notice what the Nile provided: fresh water all year and a yearly flood.',
        'Connect the flood to farming: it left fertile silt where crops could grow.',
        'Link food to settlement: towns grew where food and water were reliable.',
      ],
      answer:
        'They lived near the Nile because its water and fertile flood soil were the only reliable way to farm in a desert.',
    },
    checkQuestions: [
      { question: 'Which river was at the centre of ancient Egyptian life?', answer: 'The Nile', acceptable: ['nile'] },
      { question: 'What were the kings of ancient Egypt called?', answer: 'Pharaohs', acceptable: ['pharao', 'pharoah', 'pharoh'] },
      {
        question: 'What is the name of the picture-based writing of ancient Egypt?',
        answer: 'Hieroglyphs',
        acceptable: ['hieroglyph', 'heiroglyph', 'hieroglif', 'hyroglyph'],
      },
    ],
    realWorldExample:
      'The word paper comes from papyrus, the writing material Egyptians made from reeds growing along the Nile.',
    related: ['history-ancient-greece-democracy', 'history-roman-empire', 'history-primary-sources'],
  },
  {
    id: 'history-ancient-greece-democracy',
    subjectId: 4,
    title: 'Ancient Greece and democracy',
    keywords: ['ancient greece', 'greeks', 'athens', 'democracy', 'city-state', 'polis', 'sparta', 'citizens'],
    explanation: {
      child:
        'Long ago, Greece was made up of many small states. Each one had its own rulers. In Athens, about 2,500 years ago, free men voted on the laws themselves. This was called democracy, which means rule by the people. But women, enslaved people and people from other lands could not vote.',
      teen:
        "Ancient Greece was not one country but many city-states, such as Athens and Sparta, that shared a language and gods. Around 508 BCE, Athens began a system called democracy, from Greek words for 'people' and 'power'. Men who were citizens met in an assembly to debate and vote on laws, war and spending. Many officials were picked by lottery, so everyday citizens took turns in charge. But women, enslaved people and foreigners were left out, so most people had no say.",
      adult:
        'Classical Greece was a group of independent city-states that shared a language, gods and festivals such as the Olympic Games, but ruled themselves in different ways. Athens created a direct democracy around 508 BCE: male citizens could speak and vote in the Assembly on laws, war and money. Many public posts were filled by lottery, and large juries of citizens decided court cases, which spread power widely. Women, enslaved people and foreign residents were shut out, so it was far narrower than democracy today. Even so, Athens and thinkers such as Plato and Aristotle shaped later ideas about how people should govern themselves.',
    },
    keyConcepts: [
      'City-states governed themselves',
      'Democracy means rule by the people',
      'Athens used direct democracy',
      'Citizenship was limited',
      'Greek ideas shaped later governments',
    ],
    workedExample: {
      problem:
        'In the Athenian Assembly, 3,500 citizens vote to build new warships and 2,500 vote against. What happens, and how is this different from how most countries decide today?',
      steps: [
        'In direct democracy, the citizens who attend vote on the decision themselves.',
        'Compare the votes: 3,500 for is more than 2,500 against.',
        'The majority decides, so the warships are built.',
        'Today most countries use representative democracy: citizens elect representatives who vote on laws for them.',
      ],
      answer:
        'The warships are built because most voters said yes; today elected representatives usually make such decisions instead.',
    },
    checkQuestions: [
      { question: 'Which Greek city-state is famous for starting democracy?', answer: 'Athens', acceptable: ['athens', 'athenian'] },
      {
        question: 'What does the word democracy mean?',
        answer: 'Rule by the people',
        acceptable: ['by the people', 'the people', 'people rule', 'people power', "people's power", 'power of people'],
      },
      {
        question: 'Name one group that could not vote in ancient Athens.',
        answer: 'Women',
        acceptable: ['women', 'woman', 'slave', 'enslaved', 'foreign', 'metic'],
      },
    ],
    realWorldExample:
      'When a class votes to choose a trip and the option with the most votes wins, it is using the same majority rule as the Athenian Assembly.',
    related: ['history-branches-of-government', 'history-roman-empire', 'history-ancient-egypt'],
  },
  {
    id: 'history-roman-empire',
    subjectId: 4,
    title: 'The Roman Empire',
    keywords: ['roman empire', 'ancient rome', 'romans', 'julius caesar', 'augustus', 'aqueduct', 'latin', 'roman republic'],
    explanation: {
      child:
        'Rome began as a small city in Italy. Over hundreds of years, it came to rule lands in Europe, Africa and Asia. The Romans built long, straight roads and strong bridges. They built aqueducts to bring water to their towns. Many of our words come from their language, Latin.',
      teen:
        'Rome grew from a small city in Italy into a republic, where elected officials and a senate governed. After civil wars, Augustus became the first emperor in 27 BCE, and Rome became an empire ruled by one person. At its height, the empire stretched from Britain to Egypt and the Middle East, linked by roads, trade and shared laws. Romans were skilled engineers who built aqueducts, concrete buildings and roads still used today. The western half of the empire fell in 476 CE, while the eastern half lasted nearly a thousand years longer.',
      adult:
        'Rome grew from a city-state in central Italy into a republic run by elected officials and the Senate, and then, after years of civil war, into an empire when Augustus took power in 27 BCE. At its largest, around 117 CE, the empire circled the Mediterranean and stretched from Britain to Iraq, held together by the army, roads, Roman law and trade. Roman builders used concrete, arches and aqueducts, which let large cities grow and brought them fresh water. Latin is the root of languages such as Spanish, French and Italian, and Roman law still shapes many legal systems. The western empire ended in 476 CE, but the eastern, or Byzantine, empire lasted until 1453, when Constantinople fell.',
    },
    keyConcepts: [
      'A republic first, then an empire',
      'Augustus was the first emperor',
      'Roads, law and the army held it together',
      'Engineering: aqueducts, arches and concrete',
      'Latin shaped many modern languages',
    ],
    workedExample: {
      problem:
        'A Roman aqueduct, like the real one that supplied Nîmes in France, carries water 50 km and drops 1 m for every 4 km. How much lower is the end than the start, and why did the Romans use such a gentle slope?',
      steps: [
        'Work out how many 4 km sections fit in 50 km: 50 ÷ 4 = 12.5.',
        'Each section drops 1 m, so the total drop is 12.5 × 1 = 12.5 m.',
        'Water flows downhill by gravity, so a steady slope keeps it moving without pumps.',
        'A gentle slope stops the water rushing so fast that it wears away the channel.',
      ],
      answer: 'The end is 12.5 m lower; a gentle, steady slope let gravity move the water without pumps or damage.',
    },
    checkQuestions: [
      { question: 'Who was the first Roman emperor?', answer: 'Augustus', acceptable: ['augustus', 'octavian', 'octavius'] },
      {
        question: 'What did the Romans build to carry water into their cities?',
        answer: 'Aqueducts',
        acceptable: ['aqueduct', 'aquaduct', 'aquaeduct'],
      },
      { question: 'Which language did the ancient Romans speak?', answer: 'Latin', acceptable: ['latin'] },
    ],
    realWorldExample:
      'Words such as "aquarium", "population" and "city" all come from Latin, the language of the Romans.',
    related: ['history-ancient-greece-democracy', 'history-middle-ages-feudalism', 'history-ancient-egypt'],
  },
  {
    id: 'history-middle-ages-feudalism',
    subjectId: 4,
    title: 'The Middle Ages and feudalism',
    keywords: ['middle ages', 'medieval', 'feudalism', 'feudal system', 'knights', 'serfs', 'peasants', 'lords', 'castles'],
    explanation: {
      child:
        'The Middle Ages in Europe lasted about 1,000 years. Kings gave land to powerful lords. In return, the lords promised to fight for the king. Knights fought for the lords. Peasants farmed the land and gave part of their crops to the lord.',
      teen:
        'The Middle Ages, or medieval period, is the name often given to European history between about 500 and 1500 CE. Many kingdoms used feudalism, a system that swapped land for loyalty and service. A king granted land to nobles, who promised soldiers in return, and nobles gave land to knights who fought for them. At the bottom, peasants and serfs farmed the land, paid rent in crops or work, and could not easily leave. The Church was also very powerful, running schools and owning large areas of land.',
      adult:
        'In Europe, the Middle Ages usually means the thousand years between the fall of the western Roman Empire, around 500 CE, and the Renaissance. With weak central rulers, many areas relied on feudalism, a web of personal duties in which land was swapped for loyalty and military service. Kings granted estates, called fiefs, to nobles; nobles supported knights; and peasants, many of them serfs bound to the land, owed work and part of their harvest to their lord. The Church owned much land and ran monasteries, early universities and most record-keeping. Historians stress that feudalism varied by time and place, and that similar systems arose elsewhere, such as in medieval Japan.',
    },
    keyConcepts: [
      'Medieval Europe, roughly 500 to 1500 CE',
      'Feudalism traded land for loyalty and service',
      'King, nobles, knights, peasants',
      'Serfs were tied to the land',
      'The Church held great power',
    ],
    workedExample: {
      problem:
        'A peasant family must give its lord one third of its harvest and also work on his fields 3 days a week. The family harvests 90 bushels of grain. How much does it keep, and what does this show about feudalism?',
      steps: [
        "Find one third of the harvest: 90 ÷ 3 = 30 bushels go to the lord.",
        'Subtract: 90 − 30 = 60 bushels stay with the family.',
        "Add the labour: the family also spends 3 days a week on the lord's land.",
        'Conclude: peasants paid in both crops and work in exchange for land and protection.',
      ],
      answer:
        'The family keeps 60 bushels; feudalism meant peasants paid the lord in crops and labour for the right to farm and for protection.',
    },
    checkQuestions: [
      {
        question: 'In feudalism, what did a king give nobles in exchange for loyalty and soldiers?',
        answer: 'Land',
        acceptable: ['land', 'fief', 'estate'],
      },
      { question: 'What were peasants who were tied to the land called?', answer: 'Serfs', acceptable: ['serf'] },
      {
        question: 'Besides kings and lords, which organisation was very powerful across medieval Europe?',
        answer: 'The Church',
        acceptable: ['church', 'catholic', 'pope'],
      },
    ],
    realWorldExample:
      'Many European towns still have a castle, a church and a market square laid out as they were in medieval times.',
    related: ['history-roman-empire', 'history-renaissance'],
  },
  {
    id: 'history-renaissance',
    subjectId: 4,
    title: 'The Renaissance',
    keywords: ['renaissance', 'rebirth', 'leonardo da vinci', 'michelangelo', 'humanism', 'printing press', 'gutenberg', 'florence'],
    explanation: {
      child:
        'The word Renaissance means rebirth. It began in Italy about 700 years ago. People loved old books from Greece and Rome again. Artists like Leonardo da Vinci made paintings that looked real. A new printing press helped books spread fast.',
      teen:
        "The Renaissance was a time of fresh interest in art, learning and science. It began in Italian cities such as Florence in the 1300s and then spread across Europe. The word means 'rebirth', because scholars studied old Greek and Roman books again. Artists such as Leonardo da Vinci and Michelangelo studied the human body to make their work look real. From about 1440, the printing press made books cheaper and helped new ideas spread fast.",
      adult:
        "The Renaissance, meaning 'rebirth', was a wave of new art and learning that began in northern Italy in the 1300s and by about 1600 had spread across Europe. Rich families such as the Medici of Florence paid artists and thinkers to study old Greek and Roman texts, many kept safe by Muslim and Byzantine scholars. A way of thinking called humanism put new weight on learning, the individual and life in this world. Painters such as Leonardo and Michelangelo used perspective, the study of the body and oil paint to make their work look real. The printing press, from about 1440, made books cheap and spread new ideas fast, which later fed the Reformation and the rise of modern science.",
    },
    keyConcepts: [
      'Renaissance means rebirth',
      'It began in Italy in the 1300s',
      'Humanism and classical learning',
      'Realism and perspective in art',
      'The printing press spread ideas',
    ],
    workedExample: {
      problem:
        'Using simple round numbers, suppose a scribe copies 5 pages a day by hand and a printing press prints 500 pages a day. How long does each take to make 10 copies of a 100-page book?',
      steps: [
        'Total pages needed: 10 copies × 100 pages = 1,000 pages.',
        'Scribe: 1,000 ÷ 5 = 200 days.',
        'Press: 1,000 ÷ 500 = 2 days.',
        'Faster copying made books cheaper and let the same ideas reach many readers at once.',
      ],
      answer:
        'The scribe needs 200 days and the press needs 2 days, which is why printing spread Renaissance ideas so quickly.',
    },
    checkQuestions: [
      {
        question: 'What does the word Renaissance mean?',
        answer: 'Rebirth',
        acceptable: ['rebirth', 're-birth', 'reborn', 'born again'],
      },
      { question: 'In which country did the Renaissance begin?', answer: 'Italy', acceptable: ['italy', 'italian', 'florence'] },
      {
        question: 'Which invention helped Renaissance ideas spread quickly?',
        answer: 'The printing press',
        acceptable: ['printing', 'gutenberg', 'print press'],
      },
    ],
    realWorldExample:
      'Every printed book, newspaper and poster you see is a descendant of the printing press that spread Renaissance ideas.',
    related: ['history-middle-ages-feudalism', 'history-age-of-exploration', 'history-ancient-greece-democracy'],
  },
  {
    id: 'history-age-of-exploration',
    subjectId: 4,
    title: 'The age of exploration',
    keywords: ['age of exploration', 'explorers', 'columbus', 'vasco da gama', 'magellan', 'columbian exchange', 'voyages', 'colonisation'],
    explanation: {
      child:
        'About 500 years ago, European sailors set out to find new sea routes. They wanted spices, gold and trade. They used tools like the compass to find their way. Their trips linked Europe, Africa, Asia and the Americas. But many people who already lived in those lands suffered greatly.',
      teen:
        "In the 1400s and 1500s, Portugal, Spain and other European states sent ships to find sea routes to Asia's spices. New ships and tools such as the compass, many based on Arab and Chinese ideas, made long trips possible. Vasco da Gama sailed around Africa to reach India, and in 1492 Columbus reached the Caribbean. The swap of crops, animals and diseases that followed is called the Columbian Exchange. The voyages also led to conquest and the Atlantic slave trade, which did great harm to Native peoples and Africans.",
      adult:
        "From about 1400 to 1650, European states paid for ocean voyages to reach the spices, silk and gold of Asia directly. New ships, and tools such as the compass and astrolabe that built on Arab and Chinese knowledge, made these long trips possible. Columbus reached the Caribbean in 1492, da Gama reached India in 1498, and in 1522 Magellan's crew became the first to sail around the world. The Columbian Exchange that followed moved maize, potatoes, wheat, farm animals and deadly germs between the two halves of the world. It also began centuries of colonial rule and the Atlantic slave trade, which brought great suffering to Native and African peoples.",
    },
    keyConcepts: [
      'Search for sea routes to Asian trade',
      'New ships and navigation tools',
      'The Columbian Exchange',
      'Colonisation and the slave trade',
      'Lasting global connections',
    ],
    workedExample: {
      problem:
        'A sailing ship averages 4 knots (4 nautical miles per hour), day and night. About how many days would it take to cross 3,000 nautical miles of ocean, and why did crews carry so much food?',
      steps: [
        'Find the distance per day: 4 × 24 = 96 nautical miles.',
        'Divide the total distance: 3,000 ÷ 96 ≈ 31 days.',
        'Storms and calm winds often made real voyages even longer.',
        'With nowhere to restock at sea, crews needed food and water for weeks.',
      ],
      answer: 'About 31 days in good conditions, so ships had to carry supplies for a month or more.',
    },
    checkQuestions: [
      {
        question: 'Which valuable goods were many European explorers hoping to trade for in Asia?',
        answer: 'Spices',
        acceptable: ['spice', 'silk', 'pepper'],
      },
      {
        question:
          'What name is given to the movement of crops, animals and diseases between the Americas and the rest of the world?',
        answer: 'The Columbian Exchange',
        acceptable: ['columbian exchange', 'columbian', 'columbus exchange'],
      },
      { question: 'In what year did Columbus first reach the Caribbean?', answer: '1492', acceptable: ['1492'] },
    ],
    realWorldExample:
      'Tomatoes in Italian food and chilli peppers in Indian and Thai cooking both came from the Americas through the Columbian Exchange.',
    related: ['history-renaissance', 'history-latitude-longitude', 'history-industrial-revolution'],
  },
  {
    id: 'history-industrial-revolution',
    subjectId: 4,
    title: 'The Industrial Revolution',
    keywords: ['industrial revolution', 'factories', 'steam engine', 'coal', 'industrialisation', 'industrialization', 'railways', 'child labour'],
    explanation: {
      child:
        'The Industrial Revolution was a time of big change. It began in Britain about 250 years ago. People built machines to make cloth and other goods. Steam engines ran factories, trains and ships. Many families left farms to work in towns, where jobs were long, hard and unsafe.',
      teen:
        'The Industrial Revolution began in Britain in the late 1700s and later spread to Europe, North America and Japan. Machines such as the spinning jenny made cloth far faster than hand work, and steam engines, burning coal, drove factories, trains and ships. Millions of people moved from the countryside to growing cities to find factory jobs. Work was often dangerous, with long hours, low pay and child labour, and cities were crowded and dirty. Over time, workers formed trade unions and governments passed laws to make work safer.',
      adult:
        "The Industrial Revolution began in Britain around 1760 and spread during the 1800s, as hand work gave way to machines powered mostly by coal. Textile machines such as the spinning jenny, and James Watt's improved steam engine, moved work into factories and made goods much cheaper. Railways and steamships cut the cost of transport, while fast-growing cities became crowded and unhealthy. Factory work meant long hours, danger and child labour, which led to trade unions and reforms such as Britain's Factory Acts. Over time it raised output and living standards in industrial countries, but it also widened gaps between regions and began the mass burning of fossil fuels that drives climate change.",
    },
    keyConcepts: [
      'From hand work to machine production',
      'Steam power and coal',
      'Urbanisation',
      'Harsh factory conditions and reform',
      'Railways linked markets',
    ],
    workedExample: {
      problem:
        'A hand spinner makes 1 spool of thread a day. An early spinning jenny let one worker run 8 spindles at once, making 8 spools a day. How many worker-days does each method need for 400 spools?',
      steps: [
        'By hand: 1 spool per worker per day, so 400 spools need 400 worker-days.',
        'With a jenny: one worker makes 8 spools a day.',
        '400 ÷ 8 = 50 worker-days.',
        'The machine needs one eighth of the labour, so thread became far cheaper.',
      ],
      answer: '400 worker-days by hand versus 50 with the jenny, which shows why machines transformed production.',
    },
    checkQuestions: [
      {
        question: 'In which country did the Industrial Revolution begin?',
        answer: 'Britain',
        acceptable: ['britain', 'british', 'england', 'united kingdom'],
      },
      { question: 'Which fuel powered most early steam engines?', answer: 'Coal', acceptable: ['coal'] },
      {
        question: 'What is it called when many people move from the countryside into cities?',
        answer: 'Urbanisation',
        acceptable: ['urbanis', 'urbaniz', 'urban migration'],
      },
    ],
    realWorldExample:
      'The cheap, factory-made clothes in shops today exist because the Industrial Revolution moved cloth-making from homes into machines.',
    related: ['history-age-of-exploration', 'history-world-war-one-causes'],
  },
  {
    id: 'history-american-revolution',
    subjectId: 4,
    title: 'The American Revolution',
    keywords: ['american revolution', 'revolutionary war', 'declaration of independence', '1776', 'thirteen colonies', 'boston tea party', 'no taxation without representation', 'independence'],
    explanation: {
      child:
        "Long ago, Britain ruled 13 colonies in North America. The colonists had to pay taxes to Britain. But they had no vote in Britain's parliament. In 1776 they said they were free. After a long war, they formed a new country, the United States.",
      teen:
        "In the 1760s, Britain began to tax its 13 colonies in North America to help pay its war debts. The colonists had no members in Parliament, so many said there should be 'no taxation without representation'. Fighting began in 1775, and on 4 July 1776 the colonies declared they were free. With help from France, they won the war, and in 1783 Britain accepted the new United States. The new nation promised freedom, but not for enslaved people or Native Americans.",
      adult:
        "The American Revolution grew out of quarrels after 1763, when Britain tried to raise money from its thirteen colonies with new taxes. Colonists said that Parliament, where they had no members, had no right to tax them, and protest grew from boycotts to the Boston Tea Party and then, in 1775, to war. The Declaration of Independence of 4 July 1776 used ideas of natural rights and rule by consent of the governed to justify the break. With vital help from France, the colonists won, and in 1783 Britain accepted the United States as a free nation. Yet the new nation's promise of freedom left out enslaved Africans and Native Americans, a gap that shaped the next century.",
    },
    keyConcepts: [
      'No taxation without representation',
      'Declaration of Independence, 1776',
      'Ideas of rights and consent',
      'French support helped win the war',
      'Liberty was not extended to everyone',
    ],
    workedExample: {
      problem:
        "The Declaration of Independence says governments get 'their just powers from the consent of the governed'. What does this mean, and how does it connect to the colonists' complaint about taxes?",
      steps: [
        "Break it down: 'consent of the governed' means the agreement of the people being ruled.",
        "So the line says a government's power is fair only if the people agree to it.",
        'The colonists had no representatives in Parliament, so they had not agreed to its taxes.',
        'Therefore they argued that the taxes, and later British rule itself, were unjust.',
      ],
      answer:
        "It means power must come from the people's agreement; because the colonists had no say in Parliament, they argued British taxes lacked that consent.",
    },
    checkQuestions: [
      { question: 'In what year was the Declaration of Independence adopted?', answer: '1776', acceptable: ['1776'] },
      {
        question: "Complete the colonists' slogan: 'No taxation without ...'",
        answer: 'Representation',
        acceptable: ['represent'],
      },
      { question: 'Which European country helped the colonists win the war?', answer: 'France', acceptable: ['france', 'french'] },
    ],
    realWorldExample:
      'Independence Day on 4 July, celebrated across the United States, marks the adoption of the Declaration of Independence in 1776.',
    related: ['history-branches-of-government', 'history-primary-sources', 'history-civil-rights-movement'],
  },
  {
    id: 'history-world-war-one-causes',
    subjectId: 4,
    title: 'Causes of World War One',
    keywords: ['world war one', 'world war 1', 'ww1', 'first world war', 'great war', 'why world war one started', 'franz ferdinand', 'alliances', 'militarism'],
    explanation: {
      child:
        'In 1914, World War One began. Big countries in Europe were building huge armies. They made deals to help each other in a fight. Then the man who was due to rule Austria-Hungary was shot. Because of the deals, many countries joined in, and the war spread.',
      teen:
        'Historians often sum up the long-term causes of World War One with the letters MAIN. They stand for militarism (big armies), alliances (deals to defend each other), imperialism (a race for colonies) and nationalism (fierce pride in your own country). By 1914, Europe had split into two sides: France, Russia and Britain faced Germany and Austria-Hungary. The spark came in June 1914, when Archduke Franz Ferdinand, who was due to rule Austria-Hungary, was shot. Within weeks, the alliances had pulled most of Europe into war.',
      adult:
        'World War One is usually explained by long-term pressures plus a short-term trigger. Its long-term causes are often summed up as MAIN: militarism, such as the race to build warships; alliances, which split Europe into two camps; imperialism, the race for colonies; and nationalism, strongest in the Balkans. The trigger came on 28 June 1914, when Archduke Franz Ferdinand, heir to the throne of Austria-Hungary, was shot in Sarajevo. Backed by Germany, Austria-Hungary made harsh demands of Serbia; Russia then called up its army, Germany attacked France through Belgium, and Britain joined in. Historians still debate how much blame each government bears.',
    },
    keyConcepts: [
      'MAIN: militarism, alliances, imperialism, nationalism',
      'Two rival alliance groups',
      'The assassination of Franz Ferdinand was the trigger',
      'Long-term causes versus a short-term trigger',
    ],
    workedExample: {
      problem:
        'Sort these into long-term causes and the short-term trigger: the naval arms race; the assassination in Sarajevo; competition for colonies; alliance treaties.',
      steps: [
        'A long-term cause builds tension over years; a trigger is a single event that sets off the crisis.',
        'The naval arms race built up over years, so it is long-term (militarism).',
        'Competition for colonies (imperialism) and alliance treaties (alliances) are also long-term.',
        'The assassination in Sarajevo was one event in June 1914, so it is the trigger.',
      ],
      answer:
        'Long-term causes: the naval arms race, competition for colonies and alliance treaties. Trigger: the assassination in Sarajevo.',
    },
    checkQuestions: [
      { question: 'In what year did World War One begin?', answer: '1914', acceptable: ['1914'] },
      {
        question: 'Whose assassination triggered World War One?',
        answer: 'Archduke Franz Ferdinand',
        acceptable: ['franz ferdinand', 'ferdinand', 'archduke'],
      },
      { question: 'In the MAIN causes, what does the A stand for?', answer: 'Alliances', acceptable: ['alliance'] },
    ],
    realWorldExample:
      'Poppies worn in November in many countries remember the soldiers who died in World War One, which ended on 11 November 1918.',
    related: ['history-world-war-two', 'history-industrial-revolution', 'history-primary-sources'],
  },
  {
    id: 'history-world-war-two',
    subjectId: 4,
    title: 'World War Two overview',
    keywords: ['world war two', 'world war 2', 'ww2', 'second world war', 'how world war two began', 'holocaust', 'allies', 'axis', 'hitler'],
    explanation: {
      child:
        'From 1939 to 1945, World War Two was fought around the world. Germany, Italy and Japan were on one side. Britain, the USA, China and others were on the other. Tens of millions died, and the Nazis killed six million Jews in the Holocaust. Then countries formed the United Nations to help keep peace.',
      teen:
        'World War Two began in 1939, when Nazi Germany, led by Adolf Hitler, invaded Poland. Germany, Italy and Japan, the Axis, fought the Allies, including Britain, the Soviet Union, the USA and China. About 70 to 85 million people died, most of them civilians. In the Holocaust, the Nazis murdered six million Jews, as well as Roma, disabled people and others. The war ended in 1945, when first Germany and then Japan gave up.',
      adult:
        "World War Two grew out of the unsettled end of World War One, the Great Depression and the rise of aggressive regimes in Germany, Italy and Japan. Germany's invasion of Poland in 1939 started the war in Europe, and it spread across the globe in 1941, when Germany invaded the Soviet Union and Japan attacked Pearl Harbor. The Allies, led by Britain, the Soviet Union, the United States and China, won through vast war production and hard fighting. About 70 to 85 million people died, and the Nazis carried out the Holocaust, in which they murdered six million Jews as well as Roma, disabled people and others. The war ended in 1945 and led to the United Nations, the end of many empires and the Cold War.",
    },
    keyConcepts: [
      'Fought from 1939 to 1945',
      'Axis versus Allies',
      'The Holocaust',
      'A global war with huge civilian losses',
      'Led to the United Nations and the Cold War',
    ],
    workedExample: {
      problem:
        'Put these events in order: Japan attacks Pearl Harbor; Germany invades Poland; Japan surrenders; Germany surrenders.',
      steps: [
        'Germany invaded Poland in September 1939, starting the war in Europe.',
        'Japan attacked Pearl Harbor in December 1941, bringing the United States into the war.',
        'Germany surrendered in May 1945.',
        'Japan surrendered in August and formally in September 1945, ending the war.',
      ],
      answer:
        'Germany invades Poland (1939), Pearl Harbor (1941), Germany surrenders (May 1945), Japan surrenders (September 1945).',
    },
    checkQuestions: [
      { question: 'In what year did World War Two end?', answer: '1945', acceptable: ['1945'] },
      {
        question: 'Which country did Germany invade in 1939, starting the war in Europe?',
        answer: 'Poland',
        acceptable: ['poland', 'polish'],
      },
      {
        question: 'Which international organisation was founded after the war to help keep peace?',
        answer: 'The United Nations',
        acceptable: ['united nations', 'un'],
      },
    ],
    realWorldExample:
      'Holocaust Memorial Day on 27 January, the date Auschwitz was liberated in 1945, is marked in many countries to remember the victims.',
    related: ['history-world-war-one-causes', 'history-primary-sources', 'history-civil-rights-movement'],
  },
  {
    id: 'history-civil-rights-movement',
    subjectId: 4,
    title: 'The civil rights movement',
    keywords: ['civil rights', 'civil rights movement', 'martin luther king', 'rosa parks', 'segregation', 'jim crow', 'equality', 'voting rights'],
    explanation: {
      child:
        'Long ago in parts of the USA, laws kept Black and white people apart. This was called segregation. About 70 years ago, many people worked together to change these unfair laws. Rosa Parks would not give up her bus seat. Martin Luther King led peaceful marches for equal rights.',
      teen:
        "The civil rights movement, mainly in the 1950s and 1960s, fought for fair treatment of Black Americans. In many southern states, Jim Crow laws kept Black and white people apart in schools and on buses, and stopped many Black people from voting. Protests were peaceful, like the bus boycott in Montgomery, which began when Rosa Parks was arrested for not giving up her seat. In 1963, Martin Luther King gave his 'I Have a Dream' speech at a huge march in Washington. New laws in 1964 and 1965 banned unfair treatment based on race and protected the right to vote.",
      adult:
        'At its height from the mid-1950s to the late 1960s, the civil rights movement in the USA fought the Jim Crow laws that kept Black and white people apart and stopped many Black people from voting. It mixed court cases, such as Brown v Board of Education in 1954, with mass nonviolent protest: bus boycotts, sit-ins and the 1963 March on Washington. Its best-known leaders included Martin Luther King and Rosa Parks, but it relied on thousands of ordinary people in towns across the South. In 1964 and 1965 it won the Civil Rights Act and the Voting Rights Act. It also inspired fights for equal rights elsewhere, such as the struggle against apartheid in South Africa.',
    },
    keyConcepts: [
      'Segregation and Jim Crow laws',
      'Nonviolent protest',
      'Brown v Board of Education',
      'Civil Rights Act 1964 and Voting Rights Act 1965',
      'Ordinary people drove change',
    ],
    workedExample: {
      problem:
        'The Montgomery bus boycott lasted 381 days, and about 40,000 Black residents, most of the bus riders, stopped using the buses. Why was a boycott an effective form of protest?',
      steps: [
        'A boycott means refusing to use or buy something in order to push for change.',
        'The bus company relied on fares from Black riders, so its income fell sharply.',
        'The boycott was peaceful and lawful, which drew national sympathy and press attention.',
        'In 1956 the Supreme Court ruled bus segregation unconstitutional, and the buses were desegregated.',
      ],
      answer:
        'It combined economic pressure with peaceful, highly visible protest, and it ended with bus segregation ruled unconstitutional.',
    },
    checkQuestions: [
      {
        question: 'Whose refusal to give up her bus seat in 1955 sparked the Montgomery bus boycott?',
        answer: 'Rosa Parks',
        acceptable: ['rosa parks', 'parks'],
      },
      {
        question: 'What is the word for laws or rules that kept people of different races apart?',
        answer: 'Segregation',
        acceptable: ['segregat', 'jim crow'],
      },
      {
        question: 'What type of protest did Martin Luther King promote?',
        answer: 'Nonviolent protest',
        acceptable: ['nonviolen', 'non-violen', 'non violen', 'peaceful'],
      },
    ],
    realWorldExample:
      'Laws that ban discrimination at work, in shops and in voting in many countries build on victories won by civil rights campaigns like this one.',
    related: ['history-american-revolution', 'history-branches-of-government', 'history-primary-sources'],
  },
  {
    id: 'history-branches-of-government',
    subjectId: 4,
    title: 'How the branches of government work',
    keywords: ['branches of government', 'separation of powers', 'checks and balances', 'legislative', 'executive', 'judicial', 'parliament', 'congress'],
    explanation: {
      child:
        'Many countries split the power to govern into three parts. One part makes the laws. One part carries out the laws. One part, the courts, decides what the laws mean. Splitting power this way stops any one person from having too much.',
      teen:
        'Many democracies split power between three branches, so that no one group controls everything. The legislative branch, such as a parliament or congress, makes laws, and the executive branch, led by a president or prime minister, carries them out. The judicial branch, the courts, decides what laws mean and whether they follow the constitution. Each branch can limit the others, which is called checks and balances. In the USA, for example, the president can veto a bill, but Congress can still pass it with a two-thirds vote.',
      adult:
        'The separation of powers, argued for by thinkers such as Montesquieu, splits government into three branches so that no one body can abuse its power. The legislature makes laws and controls taxes and spending, the executive puts laws into effect, and the judiciary interprets laws and settles disputes. In the United States the branches check each other: the president may veto bills, Congress can override a veto with two-thirds of both chambers, and courts can strike down laws that break the constitution. In parliamentary systems such as the UK, India or Japan, the government is drawn from parliament and answers to it. In both models, independent courts protect rights and the rule of law.',
    },
    keyConcepts: [
      'The legislative branch makes laws',
      'The executive branch carries out laws',
      'The judicial branch interprets laws',
      'Separation of powers',
      'Checks and balances',
    ],
    workedExample: {
      problem:
        'In the United States, Congress passes a bill and the president vetoes it. The House then votes 300 to 135 and the Senate 70 to 30 to override. Does the bill become law?',
      steps: [
        'An override needs a two-thirds majority of those voting in each chamber.',
        'House: 300 out of 435 is about 69%, which is more than two-thirds (about 66.7%).',
        'Senate: 70 out of 100 is 70%, which is also more than two-thirds.',
        'Both chambers pass the threshold, so the veto is overridden.',
      ],
      answer: 'Yes. Both chambers reached a two-thirds majority, so the bill becomes law despite the veto.',
    },
    checkQuestions: [
      {
        question: 'Which branch of government makes the laws?',
        answer: 'The legislative branch',
        acceptable: ['legislat', 'parliament', 'congress'],
      },
      { question: 'Which branch of government do the courts belong to?', answer: 'The judicial branch', acceptable: ['judicia', 'judical'] },
      {
        question: 'What is the system called in which each branch can limit the others?',
        answer: 'Checks and balances',
        acceptable: ['checks and balances', 'check and balance', 'checks & balances'],
      },
    ],
    realWorldExample:
      'When a court rules that a new law breaks the constitution, you are seeing the judicial branch check the legislative branch.',
    related: ['history-ancient-greece-democracy', 'history-american-revolution', 'history-civil-rights-movement'],
  },
  {
    id: 'history-primary-sources',
    subjectId: 4,
    title: 'Reading primary sources',
    keywords: ['primary source', 'secondary source', 'historical evidence', 'bias', 'reliability', 'provenance', 'source analysis', 'evidence'],
    explanation: {
      child:
        'A primary source was made at the time something happened. It could be a letter, a photo or a diary. A secondary source is made later, like a history book. When you read a source, ask who made it and why. This helps you decide if you can trust it.',
      teen:
        'A primary source is evidence made at the time of the events you are studying, such as letters, diaries, photos, speeches or objects. A secondary source, like a textbook or a documentary, is made later by someone who studied primary sources. Historians question every source: who made it, when, for whom and why. A wartime poster, for example, may be made to persuade people rather than to inform them. Comparing several sources helps you spot bias and build a truer picture of the past.',
      adult:
        'Primary sources are things made during or close to the time being studied, such as letters, diaries, records, newspapers, photos and objects; secondary sources are later works that explain them. Historians judge a primary source by its provenance (who made it, when and where), its purpose and its intended audience. A useful habit is to ask what the source says, what it leaves out, and why the author might tell the story that way. Bias does not make a source useless: a propaganda poster is poor evidence about a battle but strong evidence of what a government wanted people to believe. Checking a claim against several independent sources is the best test of whether it is true.',
    },
    keyConcepts: [
      'Primary versus secondary sources',
      'Provenance: who, when and where',
      'Purpose and audience',
      'Bias and reliability',
      'Cross-check with other sources',
    ],
    workedExample: {
      problem:
        "You find a 1914 recruiting poster that says, 'Join now: the war will be over by Christmas!' Is it a primary source, and how reliable is it about how long the war would last?",
      steps: [
        'It was made in 1914, during the war, so it is a primary source.',
        'Ask about its purpose: it was made to persuade people to join the army.',
        'A persuasive purpose means it may exaggerate or leave out bad news.',
        'Check other sources: the war actually lasted until November 1918.',
        'So it is poor evidence about the length of the war but good evidence of how the government tried to recruit soldiers.',
      ],
      answer:
        'It is a primary source; it is unreliable about the length of the war but useful evidence of wartime persuasion.',
    },
    checkQuestions: [
      {
        question: 'Is a diary written during a war a primary or a secondary source?',
        answer: 'Primary',
        acceptable: ['primary'],
      },
      {
        question: 'Is a modern textbook about ancient Rome a primary or a secondary source?',
        answer: 'Secondary',
        acceptable: ['secondary'],
      },
      {
        question: 'What word describes a one-sided view that can make a source less reliable?',
        answer: 'Bias',
        acceptable: ['bias', 'biased', 'prejudice', 'propaganda'],
      },
    ],
    realWorldExample:
      'Asking who posted a news clip online, and why, is the same source check historians use on old letters and posters.',
    related: ['history-world-war-one-causes', 'history-ancient-egypt', 'history-american-revolution'],
  },
  {
    id: 'history-latitude-longitude',
    subjectId: 4,
    title: 'Maps, latitude and longitude',
    keywords: ['latitude', 'longitude', 'coordinates', 'equator', 'prime meridian', 'map reading', 'grid reference', 'gps'],
    explanation: {
      child:
        'Imaginary lines on a globe help us find any place. Latitude lines run across the globe, like the equator. They show how far north or south you are. Longitude lines run from the North Pole to the South Pole. They show how far east or west you are.',
      teen:
        'Latitude and longitude form a grid that gives every place on Earth an exact address. Latitude shows how far north or south of the equator a place is, from 0° at the equator to 90° at each pole. Longitude shows how far east or west a place is, up to 180°, from the prime meridian, a line through Greenwich in London. Latitude is written first, so Nairobi is at about 1° S, 37° E. Maps also have a scale for distance, a compass rose for direction and a key for symbols.',
      adult:
        'Coordinates pin down any point on Earth with two angles. Latitude measures how far north or south of the equator a point lies, from 0° to 90°, and one degree of latitude is about 111 km. Longitude measures how far east or west of the prime meridian at Greenwich a point lies, from 0° to 180°; its lines meet at the poles, so a degree of longitude shrinks from 111 km at the equator to zero. Coordinates give latitude first, in degrees and minutes (Nairobi is about 1°17′ S, 36°49′ E) or in decimal degrees, as on a GPS. Every flat map distorts the round Earth, so the Mercator projection, for example, keeps shapes true but makes lands near the poles look too big.',
    },
    keyConcepts: [
      'Latitude: north or south of the equator',
      'Longitude: east or west of the prime meridian',
      'Coordinates give latitude first',
      'Latitude runs 0° to 90°, longitude 0° to 180°',
      'Map scale, key and compass rose',
    ],
    workedExample: {
      problem:
        'City A is at 10° N and City B is at 40° N, on the same line of longitude. One degree of latitude is about 111 km. About how far apart are they?',
      steps: [
        'Both cities are north of the equator, so subtract: 40 − 10 = 30 degrees.',
        'Multiply by the distance per degree: 30 × 111 = 3,330 km.',
        'They share the same longitude, so this north-south distance is the distance between them.',
      ],
      answer: 'About 3,330 km apart.',
    },
    checkQuestions: [
      { question: 'Which imaginary line is at 0° latitude?', answer: 'The equator', acceptable: ['equator'] },
      {
        question: 'Which lines measure how far east or west a place is: latitude or longitude?',
        answer: 'Longitude',
        acceptable: ['longitude', 'meridian'],
      },
      { question: 'Through which place does the prime meridian run?', answer: 'Greenwich, in London', acceptable: ['greenwich', 'london'] },
    ],
    realWorldExample:
      'When a phone map shows your location as two numbers, such as -1.29, 36.82 for Nairobi, it is giving your latitude and longitude.',
    related: ['history-age-of-exploration', 'history-primary-sources'],
  },
];
