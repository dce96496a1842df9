import type { TopicCard } from '../types.ts';

/** History & Social Studies (subject 4), the questions learners ask most: original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'history-stone-age',
    subjectId: 4,
    level: 'basic',
    title: 'The Stone Age',
    keywords: ['stone age', 'cavemen', 'early humans', 'prehistory', 'hunter-gatherers', 'cave paintings', 'neolithic', 'first farmers', 'stonehenge'],
    explanation: {
      child:
        'The Stone Age was a very long time ago, before people could write. People made tools from stone, bone and wood. At first they moved from place to place to hunt and gather food. Later they learned to farm and built the first villages. Some painted animals on cave walls.',
      teen:
        'The Stone Age is the long period of prehistory when people made their tools mainly from stone. For most of it, people were hunter-gatherers who moved with the seasons, hunting animals and gathering plants. They learned to control fire, made clothes from skins and left cave paintings. Around 10,000 years ago, in the New Stone Age, people began to farm, keep animals and live in settled villages. Farming changed everything, because it let people store food and stay in one place.',
      adult:
        'The Stone Age covers most of human history, from the first stone tools more than three million years ago to the spread of metalworking. Archaeologists divide it into the Old Stone Age of hunter-gatherers, a middle period, and the New Stone Age, when farming began. The change to farming, first in the Fertile Crescent about 12,000 years ago, is often called the Neolithic Revolution. It allowed food surpluses, larger settlements and new jobs beyond finding food. Since there are no written records, our knowledge comes from tools, bones, burials, cave art and monuments such as Stonehenge.',
    },
    keyConcepts: ['Tools were made of stone, bone and wood', 'Most people were hunter-gatherers', 'Farming began in the New Stone Age', 'We learn about it from objects, not writing'],
    workedExample: {
      problem: 'Why did farming lead to the first villages?',
      steps: [
        'Hunter-gatherers had to move to follow animals and find plants.',
        'Farmers had to stay near their fields to plant, tend and harvest crops.',
        'Farming also made extra food that could be stored, so more people could live in one place.',
      ],
      answer: 'Farmers needed to stay by their crops, and stored food could feed a settled group.',
    },
    checkQuestions: [
      { question: 'What material gave the Stone Age its name?', answer: 'Stone', acceptable: ['stone'] },
      { question: 'What do we call people who live by hunting animals and gathering plants?', answer: 'Hunter-gatherers', acceptable: ['hunter-gatherer', 'hunter gatherer', 'hunters'] },
      { question: 'What new way of getting food began in the New Stone Age?', answer: 'Farming', acceptable: ['farming', 'farm', 'agriculture'] },
    ],
    realWorldExample: 'Every time you eat bread, you depend on an invention of the Stone Age: growing wheat as a crop.',
    related: ['history-mesopotamia', 'history-ancient-egypt', 'history-timelines'],
  },
  {
    id: 'history-mesopotamia',
    subjectId: 4,
    title: 'Mesopotamia and the first civilisations',
    keywords: ['mesopotamia', 'first civilisations', 'first civilizations', 'sumer', 'sumerians', 'cuneiform', 'fertile crescent', 'tigris and euphrates', 'babylon', 'cradle of civilisation'],
    explanation: {
      child:
        'Mesopotamia was a land between two rivers, in what is now Iraq. Some of the first cities grew up there. The people were called Sumerians. They invented one of the first kinds of writing, made of marks pressed into clay. They also used the wheel.',
      teen:
        'Mesopotamia means the land between the rivers. It lay between the Tigris and the Euphrates, in what is now Iraq. From about 3500 BCE, the Sumerians built some of the first cities in the world, such as Ur, each with a temple and a ruler. They invented cuneiform, one of the first kinds of writing, pressed into clay tablets, and used it to keep records of trade and taxes. Later, King Hammurabi of Babylon wrote down one of the first sets of laws.',
      adult:
        "Mesopotamia is often called a cradle of civilisation, because many features of complex societies appear there early: cities, writing, written laws, great temples and organised trade. Water from the Tigris and Euphrates let farmers grow extra food, which fed priests, scribes and craftsmen. Cuneiform writing began as a way to record goods and grew to include stories such as the Epic of Gilgamesh. Empires rose and fell across the region, and Hammurabi's code shows an early attempt to make justice public and fixed.",
    },
    keyConcepts: ['Between the Tigris and Euphrates rivers', 'Some of the first cities', 'Cuneiform: early writing on clay', 'Hammurabi\'s written laws'],
    workedExample: {
      problem: 'Why did early cities grow up in Mesopotamia?',
      steps: [
        'The two rivers brought water and rich soil for farming.',
        'Canals carried the water to fields, so farmers grew more food than they needed.',
        'Extra food could feed people with other jobs, such as priests, builders and scribes, who lived in cities.',
      ],
      answer: 'River water and rich soil produced extra food, which let people live together in cities.',
    },
    checkQuestions: [
      { question: 'Between which two rivers was Mesopotamia?', answer: 'The Tigris and the Euphrates', acceptable: ['tigris', 'euphrates'] },
      { question: 'What was the early writing of Mesopotamia called?', answer: 'Cuneiform', acceptable: ['cuneiform'] },
      { question: 'In which modern country is most of Mesopotamia?', answer: 'Iraq', acceptable: ['iraq'] },
    ],
    realWorldExample: 'We split an hour into 60 minutes because the Mesopotamians counted in sixties.',
    related: ['history-ancient-egypt', 'history-stone-age'],
  },
  {
    id: 'history-ancient-china',
    subjectId: 4,
    title: 'Ancient China',
    keywords: ['ancient china', 'chinese dynasties', 'great wall of china', 'qin shi huang', 'terracotta army', 'han dynasty', 'confucius', 'chinese inventions', 'dynasty'],
    explanation: {
      child:
        'China is one of the oldest countries in the world. For a long time it was ruled by families of kings called dynasties. The first emperor joined China into one land. Later rulers built the Great Wall to keep out enemies. The Chinese also made the first paper and the first compass.',
      teen:
        'Ancient China was ruled by a series of dynasties: ruling families that held power for many years. In 221 BCE, Qin Shi Huang joined the warring states and became the first emperor. He began the Great Wall and was buried with an army of clay soldiers. The Han rulers who came next opened the Silk Road and made the ideas of Confucius, about respect, duty and good rule, central to the state. Ancient China gave the world paper, printing, the compass and gunpowder.',
      adult:
        'Chinese history is traditionally told through dynasties, with the idea that a ruler held the "Mandate of Heaven" only while governing justly. The Qin unification in 221 BCE standardised writing, coins, weights and laws, creating a lasting framework for the state. The Han dynasty set up a civil service based on Confucian learning and expanded trade along the Silk Road. Chinese inventions such as paper, printing, the compass and gunpowder later reshaped the wider world.',
    },
    keyConcepts: ['Ruled by dynasties', 'The first emperor united China in 221 BCE', 'Confucius taught respect and good government', 'Paper, printing, compass and gunpowder'],
    workedExample: {
      problem: 'Why did the first emperor make everyone use the same writing, coins and measures?',
      steps: [
        'Before unification, the separate states had their own versions.',
        'Different systems made trade, taxes and orders from the capital harder across the new empire.',
        'One system for everyone made the empire easier to run and helped hold it together.',
      ],
      answer: 'To make the new, united empire easier to govern and to trade across.',
    },
    checkQuestions: [
      { question: 'What do we call a ruling family that holds power for generations?', answer: 'A dynasty', acceptable: ['dynasty', 'dynasties'] },
      { question: 'Name one thing invented in ancient China.', answer: 'Paper (or printing, the compass or gunpowder)', acceptable: ['paper', 'printing', 'compass', 'gunpowder', 'silk', 'porcelain'] },
      { question: 'Which long wall did Chinese rulers build against invaders?', answer: 'The Great Wall of China', acceptable: ['great wall'] },
    ],
    realWorldExample: 'The paper in your books and the compass in your phone both trace back to inventions of ancient China.',
    related: ['history-silk-road', 'history-roman-empire'],
  },
  {
    id: 'history-silk-road',
    subjectId: 4,
    title: 'The Silk Road',
    keywords: ['silk road', 'silk route', 'trade routes', 'ancient trade', 'marco polo', 'caravans', 'east and west trade', 'spice trade'],
    explanation: {
      child:
        'The Silk Road was not one road. It was a long chain of paths between China and Europe. Traders carried silk, spices and other goods along it on camels. Ideas, stories and inventions travelled too. Sadly, diseases spread along it as well.',
      teen:
        'The Silk Road was a network of trade routes, by land and sea, linking China with Central Asia, the Middle East and Europe from about 130 BCE. Few traders made the whole journey; goods passed from merchant to merchant along the way. Chinese silk, paper and porcelain went west, while horses, glass, gold and wool went east. Religions such as Buddhism and Islam, ideas and inventions spread along the routes, and so did the plague in the 1300s.',
      adult:
        'The Silk Road is a modern name for the overland and maritime routes that connected China to the Mediterranean for over 1,500 years. Trade worked as a relay through oasis cities such as Samarkand, and it made the fortunes of middlemen across Central Asia. Its greatest effect was cultural exchange: religions, technologies such as papermaking, crops and artistic styles moved in both directions. The same links spread the Black Death in the fourteenth century, and the rise of sea routes after 1500 eventually reduced its importance.',
    },
    keyConcepts: ['A network of routes, not one road', 'Linked China with the Middle East and Europe', 'Goods and ideas travelled both ways', 'Disease spread along it too'],
    workedExample: {
      problem: 'How did paper-making reach Europe from China?',
      steps: [
        'Paper was invented in China and the method was kept there for centuries.',
        'Along the Silk Road, the skill passed west into the Islamic world, which built paper mills.',
        'From there it spread to Europe through trade and contact.',
      ],
      answer: 'It travelled west along Silk Road links, through the Islamic world, to Europe.',
    },
    checkQuestions: [
      { question: 'Which valuable cloth gave the Silk Road its name?', answer: 'Silk', acceptable: ['silk'] },
      { question: 'Was the Silk Road one single road or a network of routes?', answer: 'A network of routes', acceptable: ['network', 'many routes', 'routes'] },
      { question: 'Which animal often carried goods across the deserts of the Silk Road?', answer: 'Camels', acceptable: ['camel'] },
    ],
    realWorldExample: 'Global trade today works like a modern Silk Road: goods pass through many hands and ports before they reach you.',
    related: ['history-ancient-china', 'history-age-of-exploration'],
  },
  {
    id: 'history-vikings',
    subjectId: 4,
    title: 'The Vikings',
    keywords: ['vikings', 'viking', 'norse', 'longships', 'scandinavia', 'viking raids', 'norse gods', 'danelaw', 'viking settlers'],
    explanation: {
      child:
        'The Vikings came from Norway, Sweden and Denmark over a thousand years ago. They sailed in fast wooden longships. Some Vikings raided towns and took treasure. But many were farmers and traders. Vikings even sailed as far as North America!',
      teen:
        'The Vikings were sea-going people from Scandinavia, active from about 793 to 1066 CE. Their fast, shallow longships let them raid coasts and travel far up rivers. They raided churches and towns across Europe. But they were also traders, farmers and settlers, who founded towns such as Dublin and York. Vikings reached Iceland, Greenland and, around the year 1000, North America, long before Columbus.',
      adult:
        'The Viking Age, from the raid on Lindisfarne in 793 to the Battle of Stamford Bridge in 1066, saw Scandinavians expand across a vast area through raiding, trade and settlement. Their longship technology allowed both ocean crossings and river travel, reaching from North America to Baghdad\'s trading partners. In England, Viking settlement created the Danelaw and left a lasting mark on language and place names. Later Scandinavian-descended groups such as the Normans shaped European politics for centuries.',
    },
    keyConcepts: ['From Scandinavia: Norway, Sweden, Denmark', 'Longships for sea and river travel', 'Raiders, but also traders and settlers', 'Reached North America around 1000'],
    workedExample: {
      problem: 'Why were Viking raids on monasteries so successful?',
      steps: [
        'Monasteries held gold, silver and other treasure.',
        'They were often on coasts or rivers and had no soldiers to defend them.',
        'Longships could land quickly on beaches and leave before help arrived.',
      ],
      answer: 'They were rich, undefended and easy to reach by longship.',
    },
    checkQuestions: [
      { question: 'What were the Viking boats called?', answer: 'Longships', acceptable: ['longship', 'long ship'] },
      { question: 'From which region did the Vikings come?', answer: 'Scandinavia', acceptable: ['scandinavia', 'norway', 'sweden', 'denmark'] },
      { question: 'Were Vikings only raiders, or also traders and farmers?', answer: 'Also traders and farmers', acceptable: ['traders', 'farmers', 'also', 'both'] },
    ],
    realWorldExample: 'Thursday is named after Thor, the Norse god of thunder, a Viking legacy in everyday English.',
    related: ['history-middle-ages-feudalism', 'history-age-of-exploration'],
  },
  {
    id: 'history-maya-aztec-inca',
    subjectId: 4,
    title: 'The Maya, Aztecs and Incas',
    keywords: ['maya', 'mayans', 'aztecs', 'incas', 'ancient americas', 'machu picchu', 'tenochtitlan', 'mesoamerica', 'spanish conquest'],
    explanation: {
      child:
        'Long ago, great peoples lived in the Americas. The Maya built stone cities and tall pyramids in the forest. The Aztecs built a big city on a lake in Mexico. The Incas ruled the high mountains of South America. They were all strong until Spanish soldiers arrived.',
      teen:
        'Three great peoples built cities and empires in the Americas. The Maya, in Central America and southern Mexico, built stone cities with stepped pyramids. They had writing, star charts and a very exact calendar. The Aztecs built their capital, Tenochtitlan, on a lake where Mexico City stands today, and the Incas ruled a long empire in the Andes, joined by thousands of miles of roads. Spanish invaders beat the Aztecs and Incas in the 1500s, helped by disease and local allies.',
      adult:
        'The Maya, Aztecs and Incas show that complex societies grew up on their own in the Americas. The Maya created the only full writing system of the early Americas, and their mathematics included a sign for zero. The Aztecs ruled by taking tribute from conquered peoples. The Incas ran a central state with a road network, terraced farms and records kept on knotted cords. The Spanish conquest in the 1500s succeeded mainly because diseases such as smallpox killed a huge share of the people, and because many subject peoples joined the Spanish against their rulers.',
    },
    keyConcepts: ['Maya: cities, writing and calendars', 'Aztecs: capital Tenochtitlan in Mexico', 'Incas: empire and roads in the Andes', 'Spanish conquest in the 1500s, helped by disease'],
    workedExample: {
      problem: 'How could a few hundred Spanish soldiers defeat the huge Aztec empire?',
      steps: [
        'Diseases such as smallpox, new to the Americas, killed very many people.',
        'Many peoples ruled by the Aztecs resented them and fought on the Spanish side.',
        'Spanish steel weapons, horses and guns gave an extra advantage in battle.',
      ],
      answer: 'Disease, local allies and weapons together, not soldiers alone.',
    },
    checkQuestions: [
      { question: 'Which people built the city of Tenochtitlan?', answer: 'The Aztecs', acceptable: ['aztec', 'aztecs', 'mexica'] },
      { question: 'In which mountains did the Inca empire lie?', answer: 'The Andes', acceptable: ['andes'] },
      { question: 'Which European country conquered the Aztecs and Incas?', answer: 'Spain', acceptable: ['spain', 'spanish'] },
    ],
    realWorldExample: 'Chocolate, tomatoes and maize all came to the rest of the world from the peoples of the Americas.',
    related: ['history-age-of-exploration', 'history-colonialism-independence'],
  },
  {
    id: 'history-magna-carta',
    subjectId: 4,
    title: 'Magna Carta',
    keywords: ['magna carta', '1215', 'king john', 'great charter', 'rule of law', 'barons', 'limits on the king', 'trial by jury'],
    explanation: {
      child:
        'Long ago in England, King John made many people angry. In 1215, powerful lords made him sign a paper called Magna Carta. It said that even the king had to follow the law. This was a big idea. It still matters today.',
      teen:
        "Magna Carta, or the Great Charter, was an agreement forced on King John of England by rebel barons in 1215 CE. John had raised heavy taxes and punished people without fair trials. The charter said the king could not take a free man's land or lock him up without a lawful judgement. At first it mainly protected the barons and was soon cancelled, but later kings issued it again. Over time it became a symbol of the idea that everyone, even a ruler, is under the law.",
      adult:
        'Magna Carta, sealed by King John at Runnymede in 1215 CE, was a peace deal between a failing king and rebel barons, not a charter of rights for all. Its lasting importance lies in a few clauses. Above all, it promised that no free man would be jailed or stripped of his rights except by the lawful judgement of his peers or the law of the land. Issued again many times, it was later used by lawyers in England and America to argue that the law limits government, an idea found in the US Bill of Rights.',
    },
    keyConcepts: ['Signed by King John in 1215', 'Forced on him by rebel barons', 'Even the king must obey the law', 'A lasting symbol of the rule of law'],
    workedExample: {
      problem: 'Why is a document from 1215 still talked about today?',
      steps: [
        'It set down that the king could not punish people without a lawful judgement.',
        'Later generations used it to argue that rulers are limited by law.',
        'That idea, the rule of law, is a basis of modern democracies.',
      ],
      answer: 'Because it became a symbol of the rule of law: no one is above the law.',
    },
    checkQuestions: [
      { question: 'In which year was Magna Carta sealed?', answer: '1215', acceptable: ['1215'] },
      { question: 'Which king agreed to Magna Carta?', answer: 'King John', acceptable: ['john'] },
      { question: 'What big idea is Magna Carta famous for: that the king is above the law, or that even the king must obey the law?', answer: 'That even the king must obey the law', acceptable: ['obey the law', 'must obey', 'not above the law', 'rule of law'] },
    ],
    realWorldExample: 'The right to a fair trial before you can be sent to prison traces back, in part, to Magna Carta.',
    related: ['history-middle-ages-feudalism', 'history-branches-of-government', 'history-rights-responsibilities'],
  },
  {
    id: 'history-reformation',
    subjectId: 4,
    title: 'The Reformation',
    keywords: ['reformation', 'protestant reformation', 'martin luther', '95 theses', 'protestants and catholics', 'henry viii', 'church of england', 'indulgences'],
    explanation: {
      child:
        'About five hundred years ago, most people in western Europe belonged to one church. A monk called Martin Luther thought some of its rules were wrong. He wrote down his ideas for all to read. His ideas spread fast with the new printing press. The church split into Catholics and Protestants.',
      teen:
        "The Reformation was a split in the western Christian church in the 1500s. In 1517, the German monk Martin Luther made public his 95 Theses, which attacked the church for selling pardons for sins. He argued that faith and the Bible, not the church's rules, were what mattered. The printing press spread his ideas fast, and new Protestant churches formed. In England, Henry VIII broke with the Pope in the 1530s, partly to end his marriage, and made himself head of the Church of England.",
      adult:
        "The Reformation began as an argument about faith and became a political revolution. Luther's challenge to the Pope's authority in 1517 was spread by the printing press. It found support among princes who saw a chance to take church land and power. Protestants split into several traditions, while the Catholic Church answered with its own reforms. The religious wars that followed shaped the borders of Europe, and the fight over who may decide matters of belief fed later ideas of religious freedom.",
    },
    keyConcepts: ['A split in the western church in the 1500s', 'Martin Luther\'s 95 Theses in 1517', 'The printing press spread the ideas', 'Catholics and Protestants; Henry VIII\'s break with Rome'],
    workedExample: {
      problem: 'Why did the printing press matter so much to the Reformation?',
      steps: [
        'Before printing, copies of texts were made by hand, slowly and in small numbers.',
        'Printing made thousands of cheap copies of Luther\'s writings in weeks.',
        'His ideas reached many people quickly, before the church could stop them.',
      ],
      answer: 'It spread Luther\'s ideas quickly and widely, so they could not be suppressed.',
    },
    checkQuestions: [
      { question: 'Which monk started the Reformation in 1517?', answer: 'Martin Luther', acceptable: ['luther'] },
      { question: 'What were the new churches that broke away called?', answer: 'Protestant churches', acceptable: ['protestant'] },
      { question: 'Which English king broke with the Pope in the 1530s?', answer: 'Henry VIII', acceptable: ['henry'] },
    ],
    realWorldExample: 'The many different Christian churches you may see in a town today are partly a result of the Reformation.',
    related: ['history-renaissance', 'history-middle-ages-feudalism'],
  },
  {
    id: 'history-french-revolution',
    subjectId: 4,
    title: 'The French Revolution',
    keywords: ['french revolution', '1789', 'storming of the bastille', 'louis xvi', 'marie antoinette', 'liberty equality fraternity', 'reign of terror', 'napoleon'],
    explanation: {
      child:
        'In 1789, the people of France rose up against their king. Many were poor and hungry, while the king and nobles lived in luxury. Crowds took over a prison called the Bastille. Later, France got rid of its king. Their motto was liberty, equality and fraternity.',
      teen:
        'The French Revolution began in 1789 CE. France was deep in debt, bread was dear, and ordinary people paid most of the taxes while nobles and priests paid little. Inspired by new ideas of freedom and equality, the common people formed a National Assembly, and crowds stormed the Bastille prison on 14 July. The Revolution ended the rule of kings, and King Louis XVI was put to death. A violent time called the Reign of Terror followed, and then the general Napoleon Bonaparte took power.',
      adult:
        "The French Revolution grew from a money crisis, an unfair social order and new ideas about rights and the power of the people. It moved from reform in 1789 CE, with the Declaration of the Rights of Man and of the Citizen, to the end of the monarchy. The radical republic that followed put thousands of supposed enemies to death in the Reign of Terror. The chaos ended when Napoleon took power, yet the Revolution's ideas of citizenship, equal rights and national pride spread across Europe. It even gave us the political terms left and right.",
    },
    keyConcepts: ['Began in 1789: debt, hunger and unfair taxes', 'Storming of the Bastille on 14 July', 'The king was executed; France became a republic', 'The Terror, then Napoleon'],
    workedExample: {
      problem: 'Why were ordinary French people so angry in 1789?',
      steps: [
        'Bad harvests had made bread very expensive, and many were hungry.',
        'The government was in debt, and the poor paid most of the taxes.',
        'Nobles and clergy had privileges and paid little, which seemed unfair, especially given new ideas about equality.',
      ],
      answer: 'Hunger, heavy and unfair taxes, and privileges for the few, at a time when ideas of equality were spreading.',
    },
    checkQuestions: [
      { question: 'In which year did the French Revolution begin?', answer: '1789', acceptable: ['1789'] },
      { question: 'Which prison did crowds storm on 14 July?', answer: 'The Bastille', acceptable: ['bastille'] },
      { question: 'Which general took power in France in 1799?', answer: 'Napoleon Bonaparte', acceptable: ['napoleon', 'bonaparte'] },
    ],
    realWorldExample: 'France still celebrates Bastille Day on 14 July as its national holiday.',
    related: ['history-american-revolution', 'history-types-of-government'],
  },
  {
    id: 'history-slave-trade-abolition',
    subjectId: 4,
    title: 'The transatlantic slave trade and abolition',
    keywords: ['slave trade', 'slavery', 'transatlantic slave trade', 'abolition', 'abolitionists', 'middle passage', 'triangular trade', 'emancipation', 'underground railroad'],
    explanation: {
      child:
        'Long ago, millions of African people were taken from their homes by force. They were shipped across the ocean to the Americas. There they were made to work without pay, and they were not free. Brave people, many of them enslaved, fought to end this. Slavery was made illegal, but it took many years.',
      teen:
        'From the 1500s to the 1800s, European traders forced about 12 million Africans onto ships. They took them across the Atlantic to be enslaved in the Americas. The voyage, called the Middle Passage, was so cruel that many died on the way. Enslaved people were made to work on farms growing sugar, cotton and tobacco, and they fought back by escaping, rising up and keeping their cultures alive. Campaigners, including people who had been enslaved, fought to end slavery, and the United States ended it in 1865 CE.',
      adult:
        'The transatlantic slave trade forced about 12.5 million Africans across the ocean to the Americas between the 1500s and the 1800s. It was part of a triangular trade: goods went to Africa, people to the Americas, and crops such as sugar and cotton to Europe. Slavery there passed from parent to child and was defended with racist ideas. Its profits helped the economies of Europe and the Americas to grow. It was ended by the resistance of enslaved people, above all in Haiti, and by long campaigns, and its effects are still felt today.',
    },
    keyConcepts: ['About 12 million Africans were forced across the Atlantic', 'The Middle Passage was brutal and deadly', 'Enslaved people resisted in many ways', 'Abolition: Britain 1833, the USA 1865'],
    workedExample: {
      problem: 'Why is it called the "triangular" trade?',
      steps: [
        'Ships left Europe carrying goods such as cloth, guns and metal to West Africa.',
        'There the goods were exchanged for enslaved people, who were shipped to the Americas.',
        'Ships returned to Europe with crops such as sugar, cotton and tobacco, making three legs.',
      ],
      answer: 'Because the voyages made three legs: Europe to Africa, Africa to the Americas, and the Americas back to Europe.',
    },
    checkQuestions: [
      { question: 'What was the voyage of enslaved Africans across the Atlantic called?', answer: 'The Middle Passage', acceptable: ['middle passage'] },
      { question: 'What is the word for the movement to end slavery?', answer: 'Abolition', acceptable: ['abolition', 'abolitionism'] },
      { question: 'In which year did the United States abolish slavery?', answer: '1865', acceptable: ['1865'] },
    ],
    realWorldExample: 'Museums such as the International Slavery Museum in Liverpool tell these stories so they are not forgotten.',
    related: ['history-us-civil-war', 'history-civil-rights-movement', 'history-age-of-exploration'],
  },
  {
    id: 'history-us-civil-war',
    subjectId: 4,
    title: 'The American Civil War',
    keywords: ['american civil war', 'civil war', 'union and confederacy', 'abraham lincoln', 'emancipation proclamation', 'gettysburg', 'north and south', '1861'],
    explanation: {
      child:
        'The American Civil War was fought from 1861 to 1865. The North and the South of the United States fought each other. The main cause was slavery. The South wanted to keep it, and the North won the war. After the war, slavery was ended in the whole country.',
      teen:
        "The American Civil War, from 1861 to 1865, was fought between the Union in the North and the Confederacy, eleven Southern states that broke away. The deepest cause was slavery. The South's farms depended on enslaved workers, and it feared that President Abraham Lincoln would stop slavery spreading to new states. In 1863, Lincoln declared enslaved people in the rebel states free. The Union won, and a change to the Constitution ended slavery across the country.",
      adult:
        "The Civil War grew out of decades of conflict over whether slavery would spread into the western lands. After Lincoln won the election of 1860, eleven slave states left the Union to form the Confederacy, and war began the next year. The Union's larger population, factories and navy won in the end. The war killed over 600,000 soldiers and became a war to end slavery, through the Emancipation Proclamation and the 13th Amendment. Black Americans briefly gained rights in the years after, but many were taken away again, leaving struggles for the civil rights movement a century later.",
    },
    keyConcepts: ['Fought 1861 to 1865: Union against Confederacy', 'The main cause was slavery', 'Lincoln\'s Emancipation Proclamation, 1863', 'The Union won and slavery was abolished'],
    workedExample: {
      problem: 'Why did Southern states leave the Union in 1860 and 1861?',
      steps: [
        'Their economy and society were built on slavery.',
        'Abraham Lincoln, who opposed the spread of slavery, was elected president in 1860.',
        'The Southern states feared slavery would be limited and then ended, so they seceded.',
      ],
      answer: 'To protect slavery, which they feared Lincoln\'s government would restrict.',
    },
    checkQuestions: [
      { question: 'Who was president of the United States during the Civil War?', answer: 'Abraham Lincoln', acceptable: ['lincoln'] },
      { question: 'What was the main cause of the American Civil War?', answer: 'Slavery', acceptable: ['slavery', 'slaves'] },
      { question: 'Which side won the Civil War: the Union or the Confederacy?', answer: 'The Union', acceptable: ['union', 'north'] },
    ],
    realWorldExample: 'Lincoln\'s short Gettysburg Address is still quoted today for its description of government "of the people, by the people, for the people".',
    related: ['history-slave-trade-abolition', 'history-civil-rights-movement', 'history-american-revolution'],
  },
  {
    id: 'history-womens-suffrage',
    subjectId: 4,
    title: 'Votes for women (suffrage)',
    keywords: ['suffrage', 'suffragettes', 'suffragists', 'votes for women', 'women right to vote', 'emmeline pankhurst', '19th amendment', 'womens rights'],
    explanation: {
      child:
        'A hundred and fifty years ago, women in most countries could not vote. Many brave women worked hard to change this. Some held marches and gave speeches. Some broke the law to be noticed. In time, countries agreed that women should vote too.',
      teen:
        'Suffrage means the right to vote, and in the 1800s most countries let only men vote. Campaigners argued that women should have an equal say. Suffragists campaigned peacefully, with petitions and meetings. The suffragettes, led in Britain by Emmeline Pankhurst, used protests that sometimes broke the law. New Zealand gave women the vote in 1893 CE, the United States in 1920, and Britain gave women equal votes in 1928, ten years after a first step.',
      adult:
        "The fight for women's suffrage lasted decades and used very different methods. Peaceful suffragists built wide support through petitions and lobbying, while groups such as the suffragettes chose direct action, which drew both attention and anger. Women's work during the First World War made their case stronger in several countries. The vote was won unevenly, from New Zealand in 1893 CE to Switzerland as late as 1971, and racist laws delayed the vote further for many women of colour.",
    },
    keyConcepts: ['Suffrage means the right to vote', 'Suffragists campaigned peacefully', 'Suffragettes used direct action', 'New Zealand 1893, USA 1920, UK equal votes 1928'],
    workedExample: {
      problem: 'Why did some women\'s campaigners turn to breaking the law?',
      steps: [
        'Peaceful petitions and meetings had gone on for decades without winning the vote.',
        'Some campaigners felt politicians were ignoring them.',
        'Dramatic protests forced newspapers and the government to pay attention.',
      ],
      answer: 'Because decades of peaceful campaigning had not worked, and they wanted to force attention.',
    },
    checkQuestions: [
      { question: 'What does "suffrage" mean?', answer: 'The right to vote', acceptable: ['vote', 'voting'] },
      { question: 'Which was the first country to give women the vote, in 1893?', answer: 'New Zealand', acceptable: ['new zealand'] },
      { question: 'Who led the suffragettes in Britain?', answer: 'Emmeline Pankhurst', acceptable: ['pankhurst'] },
    ],
    realWorldExample: 'When you turn 18 and register to vote, you use a right that many people campaigned for.',
    related: ['history-civil-rights-movement', 'history-rights-responsibilities'],
  },
  {
    id: 'history-russian-revolution',
    subjectId: 4,
    title: 'The Russian Revolution',
    keywords: ['russian revolution', '1917', 'bolsheviks', 'lenin', 'tsar nicholas', 'communism', 'soviet union', 'october revolution', 'stalin'],
    explanation: {
      child:
        'Russia was once ruled by an emperor called the Tsar. Most people were very poor. In 1917, during a big war, the people rose up. The Tsar lost his power. A group led by a man called Lenin took over and started a new country, the Soviet Union.',
      teen:
        'In 1917, Russia was losing badly in the First World War, and people were hungry and poor under Tsar Nicholas II. In February, protests forced the Tsar to give up his throne, and a new government took over for a while. In October, the Bolsheviks, led by Vladimir Lenin, seized power and promised peace, land and bread. After a civil war, they created the Soviet Union, a communist state where the government ran the economy. Under Stalin it became a harsh dictatorship.',
      adult:
        "The Russian Revolution was really two revolutions in 1917 CE. In February, an uprising ended three centuries of rule by the Romanov family, and in October, Lenin's Bolsheviks seized power. War, food shortages and a ruler who would not reform had destroyed support for the Tsar. The Bolsheviks won the civil war that followed and founded the Soviet Union, a one-party state based on the ideas of Marx. Under Stalin, forced farming reforms, rapid industry and mass arrests cost millions of lives.",
    },
    keyConcepts: ['1917: war, hunger and an unpopular Tsar', 'February: the Tsar gave up power', 'October: Lenin\'s Bolsheviks took over', 'The Soviet Union: a communist, one-party state'],
    workedExample: {
      problem: 'Why was the slogan "peace, land and bread" so popular in 1917?',
      steps: [
        'Peace: millions of Russians had died in the war, and people wanted it to end.',
        'Land: most peasants farmed land owned by nobles and wanted their own.',
        'Bread: food shortages meant people were hungry in the cities.',
      ],
      answer: 'It promised exactly what war-weary, land-hungry and hungry Russians wanted.',
    },
    checkQuestions: [
      { question: 'In which year did the Russian Revolution happen?', answer: '1917', acceptable: ['1917'] },
      { question: 'Who led the Bolsheviks?', answer: 'Vladimir Lenin', acceptable: ['lenin'] },
      { question: 'What was the title of the emperor of Russia?', answer: 'The Tsar', acceptable: ['tsar', 'czar'] },
    ],
    realWorldExample: 'The Cold War that shaped the world for over 40 years began with the state this revolution created.',
    related: ['history-world-war-one-causes', 'history-cold-war', 'history-types-of-government'],
  },
  {
    id: 'history-great-depression',
    subjectId: 4,
    title: 'The Great Depression',
    keywords: ['great depression', 'wall street crash', '1929', 'stock market crash', 'new deal', 'dust bowl', 'unemployment', 'economic depression'],
    explanation: {
      child:
        'In 1929, lots of people in America lost their money very quickly. Banks closed, and many people lost their jobs. Families struggled to buy food. This hard time spread to many countries. It lasted for about ten years and was called the Great Depression.',
      teen:
        "The Great Depression was a time of hardship across the world in the 1930s. It began with the Wall Street Crash of October 1929, when share prices in the United States fell sharply. Many people lost their savings. Banks failed and businesses closed, and by 1933 about a quarter of American workers had no job. President Roosevelt's New Deal gave people jobs building roads and dams, and set up help for the poor, while in Germany the hard times helped the Nazis win support.",
      adult:
        "The Great Depression was the deepest economic slump of modern times. A bubble in share prices burst in 1929 CE, and bank failures, scarce credit and falling demand turned a crash into a depression. Trade barriers and the gold standard spread it to other countries. Governments first cut spending, which made things worse, before plans such as Roosevelt's New Deal used public spending and new rules to support recovery. The crisis changed economics and politics, and its effects helped bring about the Second World War.",
    },
    keyConcepts: ['Began with the Wall Street Crash of 1929', 'Banks failed and unemployment soared', 'It spread around the world in the 1930s', 'The New Deal and the rise of extremism'],
    workedExample: {
      problem: 'How could a stock market crash lead to people losing their jobs?',
      steps: [
        'When share prices fell, investors and banks lost huge sums of money.',
        'Banks failed or stopped lending, and people spent less.',
        'With fewer customers, businesses cut production and laid off workers, who then spent even less.',
      ],
      answer: 'Lost money meant less lending and spending, so businesses cut jobs in a downward spiral.',
    },
    checkQuestions: [
      { question: 'In which year did the Wall Street Crash happen?', answer: '1929', acceptable: ['1929'] },
      { question: 'What was President Roosevelt\'s plan to fight the Depression called?', answer: 'The New Deal', acceptable: ['new deal'] },
      { question: 'In the 1930s, did unemployment go up or down?', answer: 'It went up', acceptable: ['up', 'rose', 'increased', 'higher'] },
    ],
    realWorldExample: 'Bank deposit insurance, which protects savers when a bank fails, was created in response to the bank failures of the Depression.',
    related: ['history-world-war-two', 'history-supply-and-demand'],
  },
  {
    id: 'history-cold-war',
    subjectId: 4,
    title: 'The Cold War',
    keywords: ['cold war', 'usa and ussr', 'soviet union', 'iron curtain', 'berlin wall', 'space race', 'cuban missile crisis', 'nuclear arms race', 'capitalism and communism'],
    explanation: {
      child:
        'After World War Two, the USA and the Soviet Union did not trust each other. They did not fight each other directly, so it was called a cold war. They raced to build more weapons and to get to space first. A wall was built across the city of Berlin. The Cold War ended in 1991.',
      teen:
        'The Cold War was a long rivalry, from about 1947 to 1991, between the United States and its allies and the Soviet Union and its allies. It was called cold because the two superpowers never fought each other directly. But they backed opposite sides in wars such as Korea and Vietnam. They raced to build nuclear weapons and to explore space, and the USA put people on the Moon in 1969. The Berlin Wall split the city until it fell in 1989, and the Soviet Union broke up two years later.',
      adult:
        'The Cold War was a contest between two systems: American-led democracy and free markets, and Soviet-led communism. It was fought through alliances, ideas, spying and wars between other countries, rather than direct battle. Nuclear weapons made open war between the superpowers a threat to the whole world, and the Cuban Missile Crisis of 1962 brought them closest to it. Europe was split by the Iron Curtain, with NATO facing the Warsaw Pact. Economic strain, reforms under Gorbachev and revolutions in Eastern Europe ended the conflict, and the Soviet Union broke up in 1991 CE.',
    },
    keyConcepts: ['USA against the Soviet Union, about 1947 to 1991', '"Cold" because they never fought directly', 'Arms race and space race', 'Berlin Wall: built 1961, fell 1989'],
    workedExample: {
      problem: 'Why did the USA and the Soviet Union never fight a full war against each other?',
      steps: [
        'Both sides built large numbers of nuclear weapons.',
        'A direct war could have destroyed both countries and much of the world.',
        'So they competed in other ways: arms, space, allies and wars fought by others.',
      ],
      answer: 'Nuclear weapons made a direct war too destructive, so they competed indirectly.',
    },
    checkQuestions: [
      { question: 'Which two superpowers were rivals in the Cold War?', answer: 'The United States and the Soviet Union', acceptable: ['soviet', 'ussr', 'russia'] },
      { question: 'In which year did the Berlin Wall fall?', answer: '1989', acceptable: ['1989'] },
      { question: 'Why was it called a "cold" war: did the two sides fight each other directly?', answer: 'No, they never fought each other directly', acceptable: ['no', 'never', 'not directly', 'indirect'] },
    ],
    realWorldExample: 'GPS satellites and the internet both grew out of research paid for during the Cold War.',
    related: ['history-world-war-two', 'history-russian-revolution', 'history-united-nations'],
  },
  {
    id: 'history-united-nations',
    subjectId: 4,
    title: 'The United Nations',
    keywords: ['united nations', 'the un', 'un security council', 'human rights', 'universal declaration of human rights', 'peacekeeping', 'international cooperation', 'unicef'],
    explanation: {
      child:
        'The United Nations is a group that almost every country in the world belongs to. It started in 1945, after World War Two. Its main job is to help keep peace. It also helps children, refugees and people in need. Countries meet there to talk instead of fight.',
      teen:
        "The United Nations (UN) was founded in 1945 CE, after the Second World War. Its aim was to stop another world war and help countries work together. Nearly every country is a member, and each has a vote in the General Assembly. The Security Council deals with threats to peace, and five of its members can block any decision. UN agencies, such as UNICEF and the World Health Organization, work on children's rights, health and hunger, and in 1948 the UN agreed a list of rights for all people.",
      adult:
        'The United Nations replaced the failed League of Nations in 1945 CE, with more members and stronger bodies. The General Assembly gives every member state a vote, while the Security Council can approve sanctions or force. However, the veto held by its five permanent members often blocks action when their interests clash. Its agencies work together on health, food, refugees and development, and the Universal Declaration of Human Rights set a shared standard. Critics point to deadlock; supporters note that it is the main place where all countries can work together.',
    },
    keyConcepts: ['Founded in 1945 after World War Two', 'Aims: peace, cooperation and human rights', 'Security Council: five permanent members with a veto', 'Agencies such as UNICEF and the WHO'],
    workedExample: {
      problem: 'Why was the United Nations created in 1945?',
      steps: [
        'The Second World War had just killed tens of millions of people.',
        'The earlier League of Nations had failed to prevent it.',
        'World leaders wanted a stronger body where countries could solve disputes and cooperate.',
      ],
      answer: 'To prevent another world war and help countries settle problems together.',
    },
    checkQuestions: [
      { question: 'In which year was the United Nations founded?', answer: '1945', acceptable: ['1945'] },
      { question: 'How many permanent members does the UN Security Council have?', answer: 'Five', acceptable: ['5', 'five'] },
      { question: 'Which 1948 document set out rights for all people?', answer: 'The Universal Declaration of Human Rights', acceptable: ['universal declaration', 'human rights'] },
    ],
    realWorldExample: 'UNICEF, part of the UN, helps provide vaccines and clean water to children around the world.',
    related: ['history-world-war-two', 'history-cold-war', 'history-rights-responsibilities'],
  },
  {
    id: 'history-colonialism-independence',
    subjectId: 4,
    title: 'Empires, colonies and independence',
    keywords: ['colonialism', 'colonies', 'empire', 'imperialism', 'british empire', 'decolonisation', 'decolonization', 'independence movements', 'gandhi', 'scramble for africa'],
    explanation: {
      child:
        'Long ago, some strong countries took control of lands far away. These lands were called colonies. The ruling country often took their riches and made the rules. The people who lived there wanted to run their own country. In the end, most colonies won their freedom.',
      teen:
        'An empire is a group of lands ruled by one powerful country, and a colony is a land ruled from far away. From the 1500s, European countries such as Britain, France, Spain and Portugal built empires across the Americas, Africa and Asia, often by force. Colonies sent back raw materials and wealth, while local people lost land, rights and often their lives. In the 1900s, movements for freedom grew. India won independence in 1947 CE after a long campaign led by people such as Gandhi, and most African countries were free by the 1960s.',
      adult:
        'European empires grew fastest in the late 1800s, when factories, steamships and modern guns allowed the rapid Scramble for Africa. Colonial rule took land, goods and labour. It drew borders with little thought for local peoples, and it was justified by ideas of racial superiority. People resisted in many ways. After the Second World War weakened the European powers, national movements won freedom across Asia and Africa, sometimes peacefully and sometimes after long wars, and colonial borders, languages and economies still shape many countries today.',
    },
    keyConcepts: ['An empire rules lands abroad called colonies', 'European empires grew from the 1500s', 'Colonies supplied wealth, often by force', 'Most colonies won independence after 1945'],
    workedExample: {
      problem: 'Why do so many countries in Africa and South America speak European languages?',
      steps: [
        'European countries ruled these lands as colonies for long periods.',
        'They ran government, schools and trade in their own languages.',
        'After independence, the languages stayed in use, often as official languages.',
      ],
      answer: 'Because of colonial rule: the colonisers\' languages became the languages of government and education.',
    },
    checkQuestions: [
      { question: 'What do we call a land that is ruled by another country far away?', answer: 'A colony', acceptable: ['colony', 'colonies'] },
      { question: 'In which year did India become independent?', answer: '1947', acceptable: ['1947'] },
      { question: 'Who led India\'s peaceful campaign for independence?', answer: 'Mahatma Gandhi', acceptable: ['gandhi'] },
    ],
    realWorldExample: 'Cricket is popular in India, Pakistan and the Caribbean because it spread there during British colonial rule.',
    related: ['history-age-of-exploration', 'history-maya-aztec-inca', 'history-industrial-revolution'],
  },
  {
    id: 'history-types-of-government',
    subjectId: 4,
    title: 'Types of government: democracy, monarchy and dictatorship',
    keywords: ['types of government', 'democracy', 'monarchy', 'dictatorship', 'republic', 'who rules a country', 'constitutional monarchy', 'authoritarian', 'forms of government'],
    explanation: {
      child:
        'Every country needs someone to make the rules. In a democracy, the people vote for their leaders. In a monarchy, a king or queen rules, and the crown is passed down. In a dictatorship, one person takes all the power. People cannot vote that person out.',
      teen:
        'Governments differ in who holds power and how they get it. In a democracy, citizens vote in free elections, and leaders can be voted out. In a monarchy, a king or queen gets the throne from their family. In a constitutional monarchy, such as the UK, the monarch has little real power and elected leaders govern. In a dictatorship, one person or party holds power without free elections, often by force, and in a republic there is no monarch at all.',
      adult:
        "Forms of government can be compared by who holds power, how they gain it and what limits it. Democracies rest on free and fair elections, protected rights and checks on power. Monarchies range from absolute, where the ruler's power has no limits, to constitutional, where the crown is mostly ceremonial. Dictatorships and one-party states restrict rival parties, the press and the courts. Many real states mix features, so the key test is whether power can be removed peacefully and held to account.",
    },
    keyConcepts: ['Democracy: people vote and can remove leaders', 'Monarchy: a king or queen inherits power', 'Dictatorship: one person or party, no free elections', 'A republic has no monarch'],
    workedExample: {
      problem: 'The UK has a king but holds elections for Parliament. What type of government is it?',
      steps: [
        'It has a monarch, so it is a kind of monarchy.',
        'But the king has little real power, and elected politicians make the laws.',
        'A monarchy limited by law and run by elected politicians is a constitutional monarchy.',
      ],
      answer: 'A constitutional monarchy (and a democracy).',
    },
    checkQuestions: [
      { question: 'In which type of government do people vote for their leaders?', answer: 'A democracy', acceptable: ['democracy', 'democratic'] },
      { question: 'In a monarchy, who rules?', answer: 'A king or queen', acceptable: ['king', 'queen', 'monarch', 'emperor'] },
      { question: 'What do we call a government where one person holds all the power without free elections?', answer: 'A dictatorship', acceptable: ['dictatorship', 'dictator', 'autocracy'] },
    ],
    realWorldExample: 'When you vote for a class representative, you take part in a small democracy.',
    related: ['history-ancient-greece-democracy', 'history-branches-of-government', 'history-rights-responsibilities'],
  },
  {
    id: 'history-rights-responsibilities',
    subjectId: 4,
    title: 'Rights and responsibilities of citizens',
    keywords: ['rights and responsibilities', 'citizenship', 'citizens', 'human rights', 'freedom of speech', 'civic duty', 'bill of rights', 'being a good citizen'],
    explanation: {
      child:
        'A citizen belongs to a country. Citizens have rights, which are things everyone should have. Being safe and going to school are rights. Citizens also have jobs to do, called responsibilities. Obeying the law and being fair to others are two of them.',
      teen:
        'Citizens have rights, such as free speech, freedom of religion, a fair trial and, for adults, the right to vote. Many of these are protected by law, such as the Bill of Rights in the United States. Citizens also have responsibilities: obeying the law, paying taxes, serving on a jury when called, and respecting the rights of others. Some duties, such as voting and helping out in the community, are not required by law. But they help a community work well.',
      adult:
        'Citizenship combines legal status with a set of rights and duties. Some rights protect people from the state and let them take part in government, while others, such as education, are provided by it. Rights are rarely absolute: free speech, for example, does not cover stirring up violence, so courts balance rights against each other and against public safety. Duties range from legal ones, such as taxes and jury service, to civic habits, such as voting with care, that keep a democracy healthy.',
    },
    keyConcepts: ['Rights are what everyone is entitled to', 'Responsibilities are what citizens should do', 'Many rights are protected by law', 'Rights have limits and must be balanced'],
    workedExample: {
      problem: 'Free speech is a right. Does that mean you can say anything at all?',
      steps: [
        'Free speech protects sharing opinions, even unpopular ones.',
        'But rights must be balanced against other people\'s rights and safety.',
        'So most countries limit things such as threats, lies that harm someone\'s reputation, or stirring up violence.',
      ],
      answer: 'No: free speech is strong, but it is limited where it harms other people\'s rights or safety.',
    },
    checkQuestions: [
      { question: 'Is voting in elections a right or a responsibility? (Hint: it can be both.)', answer: 'Both: a right and a responsibility', acceptable: ['both', 'right', 'responsibility'] },
      { question: 'Name one responsibility of a citizen.', answer: 'Obeying the law (or paying taxes, or jury service)', acceptable: ['law', 'taxes', 'tax', 'jury', 'vote', 'respect'] },
      { question: 'What is the American list of rights in the Constitution called?', answer: 'The Bill of Rights', acceptable: ['bill of rights'] },
    ],
    realWorldExample: 'Sitting on a jury is one responsibility that many adult citizens are called to do.',
    related: ['history-branches-of-government', 'history-types-of-government', 'history-magna-carta'],
  },
  {
    id: 'history-supply-and-demand',
    subjectId: 4,
    title: 'Supply and demand',
    keywords: ['supply and demand', 'economics', 'prices', 'why prices change', 'scarcity', 'market', 'inflation', 'basic economics'],
    explanation: {
      child:
        'Supply is how much of something there is to buy. Demand is how much people want it. When lots of people want something and there is not much of it, the price goes up. When there is lots of it and few people want it, the price goes down. That is why toys cost more at Christmas.',
      teen:
        'Supply is the amount of a product sellers offer, and demand is the amount buyers want at a given price. When demand rises or supply falls, prices tend to go up; when demand falls or supply rises, prices tend to go down. The price where the amount supplied matches the amount demanded is called the equilibrium price. This is why strawberries are cheap in summer, when there are plenty, and concert tickets are dear when many fans want few seats.',
      adult:
        'Supply and demand describe how prices coordinate the choices of buyers and sellers in a market. Demand usually falls as price rises, supply usually increases, and the market tends towards the price where they meet. Shifts in either curve, caused by changes in income, tastes, costs or technology, move that price and quantity. The model explains a wide range of events, from rising rents in popular cities to falling prices of electronics, though real markets are also shaped by regulation, monopoly power and imperfect information.',
    },
    keyConcepts: ['Supply: how much is for sale', 'Demand: how much people want', 'High demand or low supply pushes prices up', 'Prices settle where supply meets demand'],
    workedExample: {
      problem: 'A frost destroys half of a country\'s orange crop. What happens to the price of orange juice, and why?',
      steps: [
        'The frost reduces the supply of oranges.',
        'People still want roughly the same amount of orange juice, so demand has not changed.',
        'With less supply for the same demand, buyers compete for it and the price rises.',
      ],
      answer: 'The price rises, because supply fell while demand stayed the same.',
    },
    checkQuestions: [
      { question: 'If demand for a toy goes up and supply stays the same, does its price usually go up or down?', answer: 'Up', acceptable: ['up', 'rise', 'increase', 'higher'] },
      { question: 'What is the word for how much of a product sellers offer?', answer: 'Supply', acceptable: ['supply'] },
      { question: 'If lots of a fruit is grown and people want no more than usual, does its price go up or down?', answer: 'Down', acceptable: ['down', 'fall', 'drop', 'lower', 'decrease'] },
    ],
    realWorldExample: 'Ride-sharing apps raise prices when many people want rides at once, such as after a concert: supply and demand in action.',
    related: ['history-great-depression', 'history-industrial-revolution'],
  },
  {
    id: 'history-continents-oceans',
    subjectId: 4,
    level: 'basic',
    title: 'Continents and oceans',
    keywords: ['continents', 'oceans', 'seven continents', 'five oceans', 'world map', 'largest continent', 'largest ocean', 'geography of the world'],
    explanation: {
      child:
        'There are seven big areas of land on Earth. We call them continents. Asia is the biggest one, and Africa is next. There are five oceans too, and the Pacific is the biggest. Water covers most of our planet.',
      teen:
        'The Earth has seven continents: Asia, Africa, North America, South America, Antarctica, Europe and Australia. Asia is the largest and has the most people. Australia is the smallest. There are five oceans: the Pacific, Atlantic, Indian, Southern and Arctic, and the Pacific is the largest and the deepest. Oceans cover about 71 percent of the Earth, so most of our planet is water.',
      adult:
        'Continents are large areas of land, and the usual list of seven is a custom: some traditions join Europe and Asia as Eurasia, or count the Americas as one. Their shapes and places change slowly as the plates of the crust move, and about 300 million years ago they formed one giant landmass, Pangaea. The world ocean is split into five parts, the Pacific, Atlantic, Indian, Southern and Arctic. Together they cover about seventy percent of the surface and shape the climate by storing and moving heat.',
    },
    keyConcepts: ['Seven continents; Asia is the largest', 'Five oceans; the Pacific is the largest', 'Oceans cover about 71 percent of the Earth', 'Continents move slowly over time'],
    workedExample: {
      problem: 'Starting from Europe, which ocean would you cross to sail west to North America?',
      steps: [
        'Picture a world map: Europe is on the eastern side of an ocean, and North America on the western side.',
        'The ocean between them runs from the Arctic down to the Southern Ocean.',
        'That ocean is the Atlantic.',
      ],
      answer: 'The Atlantic Ocean.',
    },
    checkQuestions: [
      { question: 'How many continents are there?', answer: 'Seven', acceptable: ['7', 'seven'] },
      { question: 'Which is the largest ocean?', answer: 'The Pacific Ocean', acceptable: ['pacific'] },
      { question: 'Which is the largest continent?', answer: 'Asia', acceptable: ['asia'] },
    ],
    realWorldExample: 'Time zones, flight routes and even weather forecasts make more sense once you can picture the continents and oceans.',
    related: ['history-latitude-longitude', 'history-age-of-exploration'],
  },
  {
    id: 'history-timelines',
    subjectId: 4,
    level: 'basic',
    title: 'Timelines, BC and AD, and centuries',
    keywords: ['timelines', 'timeline', 'bc and ad', 'bce and ce', 'centuries', 'what century', 'chronology', 'dates in history', 'decades'],
    explanation: {
      child:
        'A timeline shows events in the order they happened. Years before the birth of Jesus are called BC. Years after are called AD. BC years count down, so 500 BC came before 100 BC. A century is one hundred years, and a decade is ten years.',
      teen:
        'Historians put events in order on a timeline. Dates are counted from a starting point: BC (or BCE, before the common era) for years before it, and AD (or CE, common era) for years after. BC years count backwards, so 300 BC is earlier than 200 BC. A century is 100 years, and the numbering is one ahead of the first digits: the 1800s are the nineteenth century, and the years 2001 to 2100 are the twenty-first century.',
      adult:
        'Chronology is the backbone of history, because cause and effect depend on order. The Western calendar counts years from a traditional date for the birth of Jesus, and many historians now use the neutral labels BCE and CE for the same system. There is no year zero, so 1 BCE is followed by 1 CE. That is why centuries run from years ending in 01 to years ending in 00. Timelines at different scales, from a single day to millions of years, show both the order of events and how long periods lasted.',
    },
    keyConcepts: ['A timeline puts events in order', 'BC or BCE counts backwards; AD or CE counts forwards', 'A century is 100 years; a decade is 10', 'The 1800s are the nineteenth century'],
    workedExample: {
      problem: 'How many years passed between 50 BC and AD 50?',
      steps: [
        'From 50 BC to the start of the AD years is 50 years.',
        'From there to AD 50 is another 50 years.',
        'Add them: 50 + 50 = 100, less one because there is no year zero.',
      ],
      answer: '99 years.',
    },
    checkQuestions: [
      { question: 'Which came first: 300 BC or 200 BC?', answer: '300 BC', acceptable: ['300'] },
      { question: 'How many years are in a century?', answer: '100', acceptable: ['100', 'hundred'] },
      { question: 'Which century are the years 1800 to 1899 usually called?', answer: 'The nineteenth century', acceptable: ['nineteenth', '19th'] },
    ],
    realWorldExample: 'Family trees and history projects use timelines to show who came before whom.',
    related: ['history-primary-sources', 'history-stone-age'],
  },
];
