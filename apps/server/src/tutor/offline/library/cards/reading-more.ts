import type { TopicCard } from '../types.ts';

/** Reading & Language Arts (subject 3), the questions learners ask most: original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'reading-sentences',
    subjectId: 3,
    level: 'basic',
    title: 'Complete sentences, fragments and run-ons',
    keywords: ['complete sentences', 'sentence fragments', 'fragment', 'run-on sentences', 'run-on', 'what is a sentence', 'subject and predicate', 'full sentence'],
    explanation: {
      child:
        'A sentence tells a whole idea. It needs someone or something, and what they do. "The dog barked" is a sentence. "The big dog" is not, because we do not know what it did. A sentence starts with a capital letter and ends with a full stop, a question mark or an exclamation mark.',
      teen:
        'A complete sentence has a subject, saying who or what it is about, and a verb. It also makes sense on its own. A fragment is missing one of these, or it leans on another sentence, like "Because it was raining" on its own. A run-on joins two full sentences with no proper punctuation, like "I was tired I went to bed" written as one. You can fix a run-on with a full stop, with a comma and a joining word like "so", or with a semicolon.',
      adult:
        'A sentence needs at least one independent clause, a subject and a finite verb that can stand alone. Fragments often come from subordinate clauses cut off from the main clause, such as "Although the plan was sound", or from phrases with no verb. Run-on sentences, including comma splices, join independent clauses without the punctuation or conjunction that should separate them. Writers sometimes use fragments on purpose for effect, but in formal writing each sentence should be a complete thought.',
    },
    keyConcepts: ['A sentence needs a subject and a verb', 'It must make sense on its own', 'A fragment is an incomplete sentence', 'Fix a run-on with a full stop, a joining word or a semicolon'],
    workedExample: {
      problem: 'Fix this run-on: "We missed the bus we walked to school."',
      steps: [
        'Find the two complete ideas: "We missed the bus" and "we walked to school".',
        'Each has a subject and a verb, so each could be a sentence.',
        'Join them properly with a comma and "so", or split them with a full stop.',
      ],
      answer: '"We missed the bus, so we walked to school." or "We missed the bus. We walked to school."',
    },
    checkQuestions: [
      { question: 'Is "Running down the street." a complete sentence or a fragment?', answer: 'A fragment', acceptable: ['fragment'] },
      { question: 'What two parts does every complete sentence need: a subject and what?', answer: 'A verb', acceptable: ['verb', 'predicate'] },
      { question: 'What do we call two sentences joined with no proper punctuation?', answer: 'A run-on sentence', acceptable: ['run-on', 'run on', 'comma splice'] },
    ],
    realWorldExample: 'Clear, complete sentences make emails and messages easier to read and harder to misunderstand.',
    related: ['reading-commas', 'reading-parts-of-speech', 'reading-capital-letters'],
  },
  {
    id: 'reading-subject-verb-agreement',
    subjectId: 3,
    title: 'Subject-verb agreement',
    keywords: ['subject verb agreement', 'subject-verb agreement', 'is or are', 'was or were', 'singular and plural verbs', 'verb agreement', 'has or have', 'grammar agreement'],
    explanation: {
      child:
        'The verb must match who is doing it. One person or thing takes one form, and more than one takes another. We say "the cat runs" but "the cats run". We say "he is happy" but "they are happy". Read your sentence out loud to check it sounds right.',
      teen:
        'The verb in a sentence must agree with its subject in number: a singular subject takes a singular verb, and a plural subject takes a plural verb. So "The dog barks" but "The dogs bark". Be careful when words come between the subject and the verb: in "The box of books is heavy", the subject is "box", so the verb is "is". Subjects joined by "and" are usually plural, and words like "everyone" and "each" are singular.',
      adult:
        'Subject-verb agreement means the verb matches its subject in number and person. Errors usually appear when the subject is hard to spot: after a long phrase ("The list of items is long"), in sentences that start with "there", where the subject comes after the verb, or with words such as "each" and "everyone", which are singular. Group nouns such as "team" usually take a singular verb in American English. In British English they may take a plural verb when the members act on their own.',
    },
    keyConcepts: ['Singular subject, singular verb', 'Plural subject, plural verb', 'Find the real subject, ignoring phrases in between', 'Each, everyone and nobody are singular'],
    workedExample: {
      problem: 'Choose the right verb: "The group of students (is / are) ready."',
      steps: [
        'Find the subject: it is "group", not "students".',
        '"Of students" is only a phrase that describes the group.',
        '"Group" is one thing, so it takes the singular verb.',
      ],
      answer: '"The group of students is ready."',
    },
    checkQuestions: [
      { question: 'Which is correct: "The birds sings" or "The birds sing"?', answer: 'The birds sing', acceptable: ['birds sing'] },
      { question: 'Fill the gap with is or are: "Everyone ... here."', answer: 'is', acceptable: ['is'] },
      { question: 'Fill the gap with was or were: "They ... late."', answer: 'were', acceptable: ['were'] },
    ],
    realWorldExample: 'Agreement errors in a job application or a report can make a writer seem careless, even when the ideas are good.',
    related: ['reading-parts-of-speech', 'reading-verb-tenses', 'reading-sentences'],
  },
  {
    id: 'reading-homophones',
    subjectId: 3,
    level: 'basic',
    title: "Homophones: their, there and they're",
    keywords: ['homophones', "their there they're", 'their there theyre', "your and you're", "its and it's", 'to too two', 'words that sound the same', 'commonly confused words'],
    explanation: {
      child:
        "Some words sound the same but mean different things. \"Their\" means it belongs to them, and \"there\" means a place, like over there. \"They're\" is short for \"they are\". Try saying \"they are\" in the sentence. If it fits, write \"they're\".",
      teen:
        'Homophones are words that sound alike but have different meanings and spellings. "Their" shows ownership (their bags), "there" points to a place or starts a sentence (over there, there is), and "they\'re" is short for "they are". The same trick works for others: "you\'re" means "you are", and "it\'s" means "it is" or "it has", while "your" and "its" show ownership. "To" is a direction, "too" means also or too much, and "two" is the number.',
      adult:
        'Homophones such as their, there and they\'re are among the most common errors in writing because spell-checkers accept all of them. The reliable test for contractions is to expand them: if "they are", "you are" or "it is" fits, use the apostrophe form; if not, use the possessive, which never takes an apostrophe in these pronouns. Other frequent pairs include affect and effect, where affect is usually a verb and effect a noun, and then and than, where than is for comparisons.',
    },
    keyConcepts: ['Homophones sound the same but differ in meaning', "They're = they are; you're = you are; it's = it is", 'Their, your and its show ownership', 'Expand the word to test it'],
    workedExample: {
      problem: 'Fill the gaps: "... going to leave ... coats over ...."',
      steps: [
        'First gap: "they are going" fits, so use "they\'re".',
        'Second gap: the coats belong to them, so use "their".',
        'Third gap: it is a place, so use "there".',
      ],
      answer: '"They\'re going to leave their coats over there."',
    },
    checkQuestions: [
      { question: "Which word means 'they are': their, there or they're?", answer: "They're", acceptable: ["they're", 'theyre', 'they’re'] },
      { question: "Which is correct: 'Its raining' or 'It's raining'?", answer: "It's raining", acceptable: ["it's raining", 'its raining', 'it’s raining'] },
      { question: 'Which word shows that something belongs to you: your or you\'re?', answer: 'Your', acceptable: ['your'] },
    ],
    realWorldExample: 'A sign that says "Your welcome" instead of "You\'re welcome" is a homophone mistake that many people notice.',
    related: ['reading-apostrophes', 'reading-spelling-strategies'],
  },
  {
    id: 'reading-apostrophes',
    subjectId: 3,
    title: 'Using apostrophes',
    keywords: ['apostrophes', 'apostrophe', 'possessive apostrophe', 'contractions', 'apostrophe s', 'plural possessive', 'when to use an apostrophe', 'omission'],
    explanation: {
      child:
        'An apostrophe is a little mark that looks like a comma up high. It has two jobs. It shows that letters are missing, like "don\'t" for "do not". It also shows that something belongs to someone, like "Sam\'s bike". Never use one just to make a word plural.',
      teen:
        'Apostrophes have two jobs. In contractions they show missing letters: "can\'t" is "cannot" and "we\'re" is "we are". For possession, add \'s to a singular noun (the girl\'s book) and just an apostrophe after a plural ending in s (the girls\' books). Plurals that do not end in s take \'s, as in "the children\'s toys". Plain plurals never take an apostrophe, so write "apples for sale", not "apple\'s for sale".',
      adult:
        'The apostrophe marks omission in contractions and possession in nouns. For possession, the rule follows the noun itself: singular nouns take \'s, plural nouns ending in s take the apostrophe alone, and irregular plurals such as men or children take \'s. Possessive pronouns (its, yours, theirs, hers) never take an apostrophe, which is why "it\'s" always means "it is" or "it has". The most visible error is the greengrocer\'s apostrophe, added to ordinary plurals.',
    },
    keyConcepts: ["Contractions: the apostrophe marks missing letters", "Possession: add 's to singular nouns", "Plurals ending in s: add just '", 'Never use an apostrophe to make a plural'],
    workedExample: {
      problem: 'Add apostrophes: "The dogs bowl is empty, but the cats bowls are full. Its time to feed them."',
      steps: [
        'One dog owns the bowl: "dog\'s".',
        'Several cats own the bowls: "cats\'".',
        '"Its time" means "it is time", so it needs an apostrophe: "It\'s".',
      ],
      answer: '"The dog\'s bowl is empty, but the cats\' bowls are full. It\'s time to feed them."',
    },
    checkQuestions: [
      { question: "What is the short form of 'do not'?", answer: "Don't", acceptable: ["don't", 'dont', 'don’t'] },
      { question: "Which is correct for the toys of many children: children's or childrens'?", answer: "Children's", acceptable: ["children's", 'children’s'] },
      { question: 'Does a plain plural like "apples" need an apostrophe? Answer yes or no.', answer: 'No', acceptable: ['no'] },
    ],
    realWorldExample: 'Shop signs such as "Pizza\'s" for "pizzas" are a famous apostrophe mistake, and spotting them is good practice.',
    related: ['reading-homophones', 'reading-commas'],
  },
  {
    id: 'reading-capital-letters',
    subjectId: 3,
    level: 'basic',
    title: 'Capital letters',
    keywords: ['capital letters', 'capitals', 'capitalisation', 'capitalization', 'uppercase', 'proper nouns', 'when to use capital letters', 'names and places'],
    explanation: {
      child:
        'Capital letters are the big letters, like A, B and C. Use one at the start of every sentence. Use one for the word "I". Names of people, places and days need one too, like Maya, Paris and Monday. Other words use small letters.',
      teen:
        'Use a capital letter at the start of a sentence, for the pronoun "I", and for proper nouns: the names of particular people, places, organisations, days, months, languages and nationalities. Titles of books and films capitalise the main words, as in "The Hunger Games". Common nouns, such as "city" or "school", stay lower case unless they are part of a name, like "Lincoln High School". Seasons are usually lower case.',
      adult:
        'Capitalisation signals the start of a sentence and marks proper nouns, which name a particular person, place, organisation or event. The same word can change status: "the president" is generic, but "President Lincoln" is a title before a name. Style guides differ on headings and titles, but most capitalise the main words and keep short articles and prepositions lower case. Consistency matters more than any single rule, so follow one style throughout a document.',
    },
    keyConcepts: ['Capital at the start of every sentence', 'Always capitalise "I"', 'Proper nouns: names, places, days, months', 'Common nouns stay lower case'],
    workedExample: {
      problem: 'Correct the capitals: "on monday, maria and i went to london."',
      steps: [
        'The sentence starts with "on", so it becomes "On".',
        '"monday", "maria" and "london" are proper nouns, so they take capitals.',
        'The word "i" on its own is always a capital: "I".',
      ],
      answer: '"On Monday, Maria and I went to London."',
    },
    checkQuestions: [
      { question: 'Should the names of days, like Friday, start with a capital letter? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'Which word is always a capital when used on its own: "i" meaning yourself, or "a"?', answer: 'I', acceptable: ['i'] },
      { question: 'What do we call names of particular people and places, which need capitals?', answer: 'Proper nouns', acceptable: ['proper noun', 'proper'] },
    ],
    realWorldExample: 'On an envelope or a form, names, streets and towns all need capital letters so they are read correctly.',
    related: ['reading-sentences', 'reading-parts-of-speech'],
  },
  {
    id: 'reading-synonyms-antonyms',
    subjectId: 3,
    level: 'basic',
    title: 'Synonyms and antonyms',
    keywords: ['synonyms', 'antonyms', 'synonym', 'antonym', 'opposites', 'words that mean the same', 'thesaurus', 'word choice'],
    explanation: {
      child:
        'Synonyms are words that mean the same or nearly the same. Big and large are synonyms. Antonyms are words with opposite meanings. Hot and cold are antonyms. Using synonyms makes your writing more fun to read.',
      teen:
        'Synonyms are words with the same or similar meanings, such as happy, cheerful and glad. Antonyms are words with opposite meanings, such as brave and cowardly. Synonyms are rarely exact matches: "slim" and "skinny" both mean thin, but "skinny" can sound less kind. A thesaurus lists synonyms, but always check that the word you pick fits the sentence and its tone.',
      adult:
        'Synonyms share a core meaning but often differ in feeling, formality or use, so "inexpensive" and "cheap" are not always swappable. Some antonyms have a scale between them, like hot and cold with warm in the middle. Others have no middle ground, like alive and dead. Careful word choice uses these shades of meaning to set the tone, and a range of words avoids repeating yourself without losing precision.',
    },
    keyConcepts: ['Synonyms mean the same or nearly the same', 'Antonyms mean the opposite', 'Synonyms can differ in tone', 'A thesaurus helps, but check the fit'],
    workedExample: {
      problem: 'Replace "said" in "I\'m so happy!" she said, with a synonym that shows her mood.',
      steps: [
        'Think about how she feels: very happy and excited.',
        'List synonyms for "said": whispered, shouted, cried, exclaimed.',
        'Pick the one that fits an excited, happy line.',
      ],
      answer: '"I\'m so happy!" she exclaimed.',
    },
    checkQuestions: [
      { question: 'What is an antonym of "hot"?', answer: 'Cold', acceptable: ['cold', 'cool', 'freezing', 'chilly'] },
      { question: 'What is a synonym of "big"?', answer: 'Large', acceptable: ['large', 'huge', 'giant', 'enormous', 'massive', 'great'] },
      { question: 'Words with opposite meanings are called what?', answer: 'Antonyms', acceptable: ['antonym', 'opposites'] },
    ],
    realWorldExample: 'Writers and speech-makers pick synonyms with the right feeling: "thrifty" sounds kinder than "stingy".',
    related: ['reading-context-clues', 'reading-prefixes-suffixes'],
  },
  {
    id: 'reading-prefixes-suffixes',
    subjectId: 3,
    title: 'Prefixes, suffixes and root words',
    keywords: ['prefixes', 'suffixes', 'prefix', 'suffix', 'root words', 'word parts', 'word families', 'un re dis', 'morphology'],
    explanation: {
      child:
        'Many long words are built from parts. The root word is the main part, like "happy". A prefix goes at the start, like "un" in "unhappy". It can flip the meaning. A suffix goes at the end, like "ness" in "happiness".',
      teen:
        'Many words are built from a root word plus a prefix, a suffix or both. A prefix goes at the start and changes the meaning: un- and dis- mean not, re- means again, and pre- means before. A suffix goes at the end and often changes the word class: -ness and -ment make nouns, -ful and -less make adjectives, and -ly makes adverbs. Knowing these parts helps you work out new words, such as "unbreakable": not able to be broken.',
      adult:
        'Morphology studies how words are built from meaningful parts. Many English roots come from Latin and Greek, such as "port" (carry) in transport, or "graph" (write) in autograph, so learning a few dozen roots and affixes unlocks thousands of words. Prefixes mostly alter meaning, while suffixes often change the grammatical class and may change the spelling of the root, as when "happy" becomes "happiness". This analysis is one of the fastest ways to grow an academic vocabulary.',
    },
    keyConcepts: ['The root word carries the main meaning', 'Prefixes go at the start and change meaning', 'Suffixes go at the end and often change word class', 'Break long words into parts to read them'],
    workedExample: {
      problem: 'Work out the meaning of "rewritable".',
      steps: [
        'Find the root: "write".',
        'The prefix "re-" means again.',
        'The suffix "-able" means can be done.',
      ],
      answer: 'It means able to be written again.',
    },
    checkQuestions: [
      { question: 'What does the prefix "un-" usually mean?', answer: 'Not', acceptable: ['not', 'opposite'] },
      { question: 'In "careless", what is the suffix?', answer: '-less', acceptable: ['less'] },
      { question: 'What does the prefix "re-" mean, as in "redo"?', answer: 'Again', acceptable: ['again'] },
    ],
    realWorldExample: 'Doctors learn word parts so they can read medical terms: "cardio" means heart, so cardiology is the study of the heart.',
    related: ['reading-context-clues', 'reading-synonyms-antonyms', 'reading-spelling-strategies'],
  },
  {
    id: 'reading-theme',
    subjectId: 3,
    title: 'Theme',
    keywords: ['theme', 'themes', 'theme of a story', 'message of a story', 'moral', 'lesson of a story', 'central message', 'big idea of a story'],
    explanation: {
      child:
        'The theme is the big message of a story. It is what the story teaches us about life. In many stories, the theme is about being kind or being brave. To find it, ask what the main character learns. Then think about what that means for all of us.',
      teen:
        'The theme is the central message or insight about life that a story explores, such as "friendship can overcome fear" or "greed destroys". It is different from the topic: the topic is a word like "courage", while the theme is a full statement about it. Authors rarely state the theme directly, so you infer it from what characters learn, how conflicts end and what ideas repeat. A story can have more than one theme.',
      adult:
        'A theme is a central idea a text explores about human life, and it is best written as a claim rather than one word: not "power" but "power tends to corrupt those who seek it". Readers work out a theme from patterns across the text. These include how the main character changes, how conflicts end, repeated symbols and images, and even the title. Strong analysis backs a theme statement with evidence and allows for complexity, since stories often weigh competing ideas rather than teaching a simple moral.',
    },
    keyConcepts: ['The theme is the message about life', 'A theme is a statement, not one word', 'Infer it from what characters learn', 'Stories can have several themes'],
    workedExample: {
      problem: 'In a story, a boy lies to avoid trouble, the lie grows, and he loses his best friend\'s trust. What could the theme be?',
      steps: [
        'Topic: honesty.',
        'What happens: a small lie grows and causes harm.',
        'What he learns: lying damages trust.',
      ],
      answer: 'A possible theme: "Dishonesty can destroy the trust that friendships depend on."',
    },
    checkQuestions: [
      { question: 'Is a theme a single word or a statement about life?', answer: 'A statement about life', acceptable: ['statement', 'sentence', 'message'] },
      { question: 'Do authors usually state the theme directly or leave readers to infer it?', answer: 'Leave readers to infer it', acceptable: ['infer', 'not directly', 'hint', 'implied'] },
      { question: 'To find a theme, it helps to ask what the main character does what?', answer: 'Learns', acceptable: ['learn'] },
    ],
    realWorldExample: 'Fables such as "The Tortoise and the Hare" have clear themes: slow and steady effort can beat speed and overconfidence.',
    related: ['reading-story-elements', 'reading-inferences', 'reading-main-idea'],
  },
  {
    id: 'reading-poetry',
    subjectId: 3,
    title: 'Poetry: rhyme, rhythm and stanzas',
    keywords: ['poetry', 'poems', 'poem', 'rhyme', 'rhythm', 'stanza', 'haiku', 'rhyme scheme', 'how to write a poem', 'alliteration'],
    explanation: {
      child:
        'A poem uses words in a special way to share a feeling or a picture. Many poems rhyme, like "cat" and "hat". Poems have a beat, called rhythm. The lines are put in groups called stanzas. A haiku is a tiny poem with just three lines.',
      teen:
        'Poetry uses sound, rhythm and imagery to express ideas and feelings in few words. Rhyme is the repeated end sound of words, and the rhyme scheme, such as ABAB, shows which lines rhyme. Rhythm is the pattern of stressed and unstressed beats, and a stanza is a group of lines, like a paragraph in prose. Poets also use sound devices like alliteration (repeated first sounds) and figurative language like metaphor. Free verse poems have no set rhyme or rhythm at all.',
      adult:
        'Poetry concentrates language, so form and sound carry meaning alongside the words. Metre organises stressed and unstressed syllables into patterns such as iambic pentameter, while rhyme schemes, repetition and line breaks control pace and emphasis. Fixed forms, from the haiku to the sonnet, create expectations a poet can fulfil or break. When analysing a poem, connect each technique to its effect: ask not only what device is used, but why it suits the poem\'s subject and tone.',
    },
    keyConcepts: ['Rhyme: matching end sounds', 'Rhythm: the pattern of beats', 'A stanza is a group of lines', 'Link each technique to its effect'],
    workedExample: {
      problem: 'Find the rhyme scheme: "The sun is high, / The sea is blue, / The gulls float by, / The day is new."',
      steps: [
        'Give the first end sound, "high", the letter A.',
        '"Blue" is a new sound, B; "by" rhymes with "high", A; "new" rhymes with "blue", B.',
        'Read the letters in order.',
      ],
      answer: 'ABAB',
    },
    checkQuestions: [
      { question: 'What is a group of lines in a poem called?', answer: 'A stanza', acceptable: ['stanza', 'verse'] },
      { question: 'How many lines does a haiku have?', answer: 'Three', acceptable: ['3', 'three'] },
      { question: 'What is the repeated first sound in "silly snakes slither" called?', answer: 'Alliteration', acceptable: ['alliteration'] },
    ],
    realWorldExample: 'Song lyrics are poetry set to music, using rhyme and rhythm to make them easy to remember.',
    related: ['reading-figurative-language', 'reading-tone-mood'],
  },
  {
    id: 'reading-fact-opinion',
    subjectId: 3,
    level: 'basic',
    title: 'Fact and opinion',
    keywords: ['fact and opinion', 'fact or opinion', 'facts', 'opinions', 'difference between fact and opinion', 'can be proved', 'biased', 'point of view words'],
    explanation: {
      child:
        'A fact is something that is true and can be checked. "Paris is in France" is a fact. An opinion is what someone thinks or feels. "Paris is the best city" is an opinion. Words like best, worst and should often show an opinion.',
      teen:
        'A fact can be proved true or false with evidence, such as "Water boils at 100 degrees Celsius" at sea level. An opinion is a belief, feeling or judgement that others may not share, such as "Summer is the best season" in a chat. Words like best, worst, should, beautiful and I think often signal an opinion. Many texts mix the two, so ask of each claim: could I check this? Strong arguments back up their opinions with facts.',
      adult:
        'Distinguishing fact from opinion is central to reading critically. Facts are verifiable claims about the world, while opinions are judgements shaped by values, though an informed opinion can be well supported. Persuasive writers often blend them, presenting opinions in factual language or choosing facts selectively, so check the source of each claim, the evidence offered and what might be left out. Loaded words and vague phrases such as "experts say" are signs to look more closely.',
    },
    keyConcepts: ['A fact can be checked and proved', 'An opinion is a belief or feeling', 'Words like best, should and I think signal opinion', 'Good arguments support opinions with facts'],
    workedExample: {
      problem: 'Sort: "Our school has 600 pupils. It is the friendliest school in town."',
      steps: [
        'The first sentence gives a number that could be checked in school records.',
        'The second uses "friendliest", a judgement people could disagree with.',
        'So the first is a fact and the second is an opinion.',
      ],
      answer: 'The first sentence is a fact; the second is an opinion.',
    },
    checkQuestions: [
      { question: 'Is "Dogs are the best pets" a fact or an opinion?', answer: 'An opinion', acceptable: ['opinion'] },
      { question: 'Is "The Earth goes round the Sun" a fact or an opinion?', answer: 'A fact', acceptable: ['fact'] },
      { question: 'Can a fact be checked and proved? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
    ],
    realWorldExample: 'Adverts mix facts, like a price, with opinions, like "the tastiest snack ever", to persuade you to buy.',
    related: ['reading-persuasive-writing', 'reading-authors-purpose'],
  },
  {
    id: 'reading-narrative-writing',
    subjectId: 3,
    title: 'Writing a story',
    keywords: ['writing a story', 'write a story', 'narrative writing', 'creative writing', 'story writing', 'short story', 'how to write a story', 'story ideas', 'show not tell'],
    explanation: {
      child:
        'A good story has a beginning, a middle and an end. At the start, meet the characters and the place. In the middle, something goes wrong, and that is the problem. At the end, the problem is fixed. Use describing words so the reader can picture it all.',
      teen:
        'A strong story starts by hooking the reader, often in the middle of the action, and quickly sets up the main character and setting. It builds through a conflict or problem that grows to a climax, then resolves in a way that feels earned. Show, don\'t tell: instead of writing "she was scared", describe her shaking hands. Use dialogue to reveal character, vary sentence length for pace, and keep one clear point of view.',
      adult:
        'Effective narrative writing rests on a character who wants something, obstacles that create tension, and change by the end. Structure can follow the classic arc of exposition, rising action, climax and resolution, or play with time through flashbacks. Specific sensory detail, precise verbs and purposeful dialogue let readers infer emotion rather than being told it. Revision is where most of the craft happens: cut what does not serve the story, and read the draft aloud to test its rhythm.',
    },
    keyConcepts: ['Beginning, middle and end', 'A problem or conflict drives the story', 'Show, don\'t tell', 'Use dialogue and detail to bring it to life'],
    workedExample: {
      problem: 'Turn "Tom was nervous before the race" into "show, don\'t tell".',
      steps: [
        'Think about what a nervous person does and feels.',
        'Pick details the reader can see or hear: fidgeting, a dry mouth, checking laces.',
        'Write the details instead of the word "nervous".',
      ],
      answer: '"Tom retied his laces for the third time, his mouth dry, as the starter raised the whistle."',
    },
    checkQuestions: [
      { question: 'What are the three main parts of a story?', answer: 'Beginning, middle and end', acceptable: ['beginning', 'middle', 'end'] },
      { question: 'What do we call the problem that drives a story?', answer: 'The conflict', acceptable: ['conflict', 'problem'] },
      { question: 'Complete the writing rule: "show, don\'t ...".', answer: 'Tell', acceptable: ['tell'] },
    ],
    realWorldExample: 'Films, adverts and even good speeches use the same story shape: a character, a problem and a satisfying end.',
    related: ['reading-story-elements', 'reading-dialogue-punctuation', 'reading-figurative-language'],
  },
  {
    id: 'reading-essay-structure',
    subjectId: 3,
    title: 'Essay structure: introduction, body and conclusion',
    keywords: ['essay structure', 'how to write an essay', 'essay', 'introduction', 'conclusion', 'body paragraphs', 'five paragraph essay', 'essay plan', 'write an introduction'],
    explanation: {
      child:
        'An essay shares your ideas in an order that makes sense. It starts with an opening that says what it is about. Next come the middle parts. Each one has one main idea and some reasons. The ending sums up what you said.',
      teen:
        'Most essays have three parts. The introduction hooks the reader, gives background, and ends with a thesis statement: your main point. Each body paragraph makes one point that supports the thesis, with evidence and explanation, often in a point, evidence, explain pattern. The conclusion sums up your argument in fresh words and says why it matters, without adding new evidence. Plan before you write, so each paragraph has a clear job.',
      adult:
        'A well-built essay leads the reader from a clear claim, through organised support, to a thoughtful conclusion. The introduction sets the context and states a precise thesis. Each body paragraph develops one idea, opens with a topic sentence and links its evidence back to the argument, and transitions show how the ideas connect. The conclusion draws the points together and shows why they matter, rather than simply repeating them. A quick outline first prevents the most common weakness: paragraphs that list facts without moving the argument forward.',
    },
    keyConcepts: ['Introduction: hook, background, thesis', 'Body: one point per paragraph, with evidence', 'Conclusion: sum up and say why it matters', 'Plan before you write'],
    workedExample: {
      problem: 'Plan an essay arguing that schools should start later.',
      steps: [
        'Introduction: hook with a fact about teenage sleep, then the thesis that later starts would help learning.',
        'Body 1: teenagers\' body clocks shift later. Body 2: sleep improves focus and grades. Body 3: answer the objection about transport.',
        'Conclusion: sum up the three points and say why the change matters.',
      ],
      answer: 'A five-paragraph plan: introduction with thesis, three body paragraphs, conclusion.',
    },
    checkQuestions: [
      { question: 'In which part of an essay does the thesis statement usually go?', answer: 'The introduction', acceptable: ['introduction', 'intro', 'beginning', 'first paragraph'] },
      { question: 'How many main points should each body paragraph make?', answer: 'One', acceptable: ['one', '1'] },
      { question: 'Should you add new evidence in the conclusion? Answer yes or no.', answer: 'No', acceptable: ['no'] },
    ],
    realWorldExample: 'Reports at work follow the same shape: a summary up front, sections with evidence, and recommendations at the end.',
    related: ['reading-thesis-statements', 'reading-paragraph-structure', 'reading-persuasive-writing'],
  },
  {
    id: 'reading-dialogue-punctuation',
    subjectId: 3,
    title: 'Punctuating dialogue (speech marks)',
    keywords: ['speech marks', 'quotation marks', 'inverted commas', 'punctuating dialogue', 'dialogue punctuation', 'direct speech', 'how to write dialogue', 'reported speech'],
    explanation: {
      child:
        'When someone talks in a story, we put speech marks around their words. Speech marks look like this: " ". The spoken words go inside them. Put a comma or question mark inside the marks too. Start a new line each time a new person speaks.',
      teen:
        "Direct speech goes inside speech marks, and the punctuation that ends the spoken words goes inside the closing mark: \"Let's go,\" said Ana. If the speaker comes first, use a comma before the speech: Ana said, \"Let's go.\" Each spoken sentence starts with a capital letter. Start a new paragraph each time the speaker changes. Reported speech, such as Ana said that they should go, needs no speech marks.",
      adult:
        'Dialogue punctuation follows a few conventions. The spoken words sit inside quotation marks; a dialogue tag is joined with a comma, not a full stop, unless the speech ends in a question or exclamation mark; and commas and full stops go inside the closing mark in most styles. A new speaker takes a new paragraph, which lets you drop tags once the pattern is clear. British usage often prefers single quotation marks and American usage double, but either is fine if used consistently.',
    },
    keyConcepts: ['Spoken words go inside speech marks', 'The end punctuation goes inside the marks', 'Use a comma to join the speech to "said"', 'New speaker, new line'],
    workedExample: {
      problem: 'Punctuate: where are you going asked Sam',
      steps: [
        'The spoken words are: where are you going.',
        'It is a question, so it ends with a question mark inside the speech marks.',
        'Start the speech with a capital letter, then add the tag.',
      ],
      answer: '"Where are you going?" asked Sam.',
    },
    checkQuestions: [
      { question: 'Does the question mark go inside or outside the speech marks in "Are you ready?" she asked.', answer: 'Inside', acceptable: ['inside'] },
      { question: 'What should you start each time a new person speaks?', answer: 'A new line (a new paragraph)', acceptable: ['new line', 'new paragraph', 'line', 'paragraph'] },
      { question: 'Does reported speech, like "He said he was tired", need speech marks? Answer yes or no.', answer: 'No', acceptable: ['no'] },
    ],
    realWorldExample: 'Newspaper articles use quotation marks to show exactly what a person said, so readers know the words are theirs.',
    related: ['reading-commas', 'reading-narrative-writing'],
  },
  {
    id: 'reading-verb-tenses',
    subjectId: 3,
    title: 'Verb tenses',
    keywords: ['verb tenses', 'tenses', 'past tense', 'present tense', 'future tense', 'irregular verbs', 'past participle', 'tense shift'],
    explanation: {
      child:
        "A verb's tense tells us when something happens. Present tense is now, as in \"I play\" today. Past tense is before now, as in \"I played\" last week. Future tense is later, as in \"I will play\" soon. Keep the same tense all the way through a story.",
      teen:
        'Tense shows when an action happens: past (I walked), present (I walk) or future (I will walk). Each has forms for ongoing actions, like "I was walking", and for completed ones, like "I have walked". Regular verbs add -ed for the past, but irregular verbs change, as in go and went, or see and saw. A common mistake is shifting tense by accident, so pick one main tense for a piece of writing and stick to it.',
      adult:
        'English marks time and aspect through verb forms and auxiliaries: simple, progressive, perfect and perfect progressive forms combine with past, present and future. Aspect tells how an action unfolds: "I have lived here for years" links the past to now, while "I lived here" treats it as finished. Irregular verbs keep old patterns and must be learned. In extended writing, keep a consistent narrative tense, shifting only when the time really changes, such as in a flashback.',
    },
    keyConcepts: ['Past, present and future', 'Regular past tense adds -ed', 'Irregular verbs change form', 'Keep one tense unless the time changes'],
    workedExample: {
      problem: 'Fix the tense shift: "Yesterday I walk to the park and saw a fox."',
      steps: [
        '"Yesterday" tells us the story is in the past.',
        '"Saw" is already past tense, but "walk" is present.',
        'Change "walk" to its past form, "walked".',
      ],
      answer: '"Yesterday I walked to the park and saw a fox."',
    },
    checkQuestions: [
      { question: 'What is the past tense of "go"?', answer: 'Went', acceptable: ['went'] },
      { question: 'Which tense is "I will swim": past, present or future?', answer: 'Future', acceptable: ['future'] },
      { question: 'What is the past tense of "jump"?', answer: 'Jumped', acceptable: ['jumped'] },
    ],
    realWorldExample: 'A CV uses the past tense for old jobs ("managed a team") and the present tense for the current one.',
    related: ['reading-parts-of-speech', 'reading-subject-verb-agreement'],
  },
  {
    id: 'reading-authors-purpose',
    subjectId: 3,
    title: "Author's purpose",
    keywords: ["author's purpose", 'authors purpose', 'why the author wrote', 'persuade inform entertain', 'pie', 'purpose of a text', 'audience and purpose', 'writer purpose'],
    explanation: {
      child:
        'Every writer has a reason for writing. Some want to tell you facts, which is to inform. Some want to make you agree, which is to persuade. Some want you to enjoy a story, which is to entertain. You can remember it as PIE.',
      teen:
        'The author\'s purpose is the reason a text was written, often summed up as PIE: to persuade, inform or entertain. A news report informs, an advert persuades and a novel entertains, though many texts do more than one. To find the purpose, look at the type of text, the language and the ending: persuasive texts use strong opinions and calls to act, while informative ones use facts, headings and neutral words. Knowing the purpose helps you read with the right questions in mind.',
      adult:
        'Finding the purpose means asking what a text is trying to do to its reader: inform, persuade, entertain, instruct, explain or express. Purpose shapes every choice, from structure and evidence to tone. Many texts have more than one aim, such as a fun article that quietly promotes a product. Reading for purpose, along with audience and context, is the basis of critical reading, because it shows why some facts are included and others left out.',
    },
    keyConcepts: ['PIE: persuade, inform, entertain', 'The purpose shapes the language', 'Texts can have more than one purpose', 'Ask what the text wants you to do or think'],
    workedExample: {
      problem: 'What is the main purpose of a leaflet that says "Adopt a rescue dog today and change a life!"?',
      steps: [
        'Look at the language: "today" and "change a life" urge you to act.',
        'It asks the reader to do something: adopt a dog.',
        'Urging action is the mark of persuasive writing.',
      ],
      answer: 'To persuade.',
    },
    checkQuestions: [
      { question: 'What is the main purpose of an advert: to inform, persuade or entertain?', answer: 'To persuade', acceptable: ['persuade', 'persuasion'] },
      { question: 'What is the main purpose of an encyclopedia entry: to inform, persuade or entertain?', answer: 'To inform', acceptable: ['inform', 'information'] },
      { question: 'What do the letters of PIE stand for?', answer: 'Persuade, inform, entertain', acceptable: ['persuade inform entertain', 'persuade, inform', 'entertain'] },
    ],
    realWorldExample: 'Knowing that a website wants to sell you something helps you judge its "reviews" more carefully.',
    related: ['reading-fact-opinion', 'reading-persuasive-writing', 'reading-main-idea'],
  },
  {
    id: 'reading-compare-contrast',
    subjectId: 3,
    title: 'Comparing and contrasting',
    keywords: ['compare and contrast', 'comparing texts', 'similarities and differences', 'venn diagram', 'compare two texts', 'contrast', 'comparison essay'],
    explanation: {
      child:
        'To compare, look for how two things are the same. To contrast, look for how they are different. A Venn diagram helps. It has two circles that overlap in the middle. Put what they share in the middle, and the differences on each side.',
      teen:
        'To compare is to find how things are alike, and to contrast is to find how they differ. Most tasks ask for both. Choose a few clear points, such as characters, setting, theme or language, and look at both texts on each point. Signal words help: "both" and "similarly" for things in common, "however" and "whereas" for differences. In an essay, going point by point keeps the comparison sharper than writing about one text and then the other.',
      adult:
        'Good comparison goes beyond listing: it picks meaningful points and explains what the likenesses and differences reveal. Organising by point rather than by text keeps both sides in view and avoids two separate summaries. Strong analysis also weighs which difference matters most and why, and it considers context, such as when and for whom each text was written. The same skill applies to comparing sources, arguments or options before making a decision.',
    },
    keyConcepts: ['Compare: find similarities', 'Contrast: find differences', 'Use clear points, like theme or setting', 'Signal words: both, similarly, however, whereas'],
    workedExample: {
      problem: 'Compare and contrast a cat and a dog as pets.',
      steps: [
        'Choose points: care needed, exercise, personality.',
        'Similarities: both need food, vet visits and affection.',
        'Differences: dogs need daily walks, whereas cats are more independent.',
      ],
      answer: 'Both need care and affection; however, dogs need more exercise, whereas cats are more independent.',
    },
    checkQuestions: [
      { question: 'Does "contrast" mean finding similarities or differences?', answer: 'Differences', acceptable: ['differences', 'different'] },
      { question: 'What diagram with two overlapping circles helps you compare?', answer: 'A Venn diagram', acceptable: ['venn'] },
      { question: 'Name a signal word that shows a difference.', answer: 'However (or whereas, or but)', acceptable: ['however', 'whereas', 'but', 'unlike', 'on the other hand', 'while'] },
    ],
    realWorldExample: 'Comparing two phones before buying one, feature by feature, uses exactly this skill.',
    related: ['reading-main-idea', 'reading-essay-structure', 'reading-text-evidence'],
  },
  {
    id: 'reading-text-evidence',
    subjectId: 3,
    title: 'Using evidence and quotations',
    keywords: ['text evidence', 'using evidence', 'quotations', 'quoting', 'cite evidence', 'peel', 'point evidence explain', 'supporting your answer', 'embedding quotes'],
    explanation: {
      child:
        'When you answer a question about a book, show where you found your idea. This is called evidence. You can copy a few words from the book in speech marks. Then explain how those words show your idea. This proves your answer is right.',
      teen:
        'Good answers about a text back up each point with evidence: a short quotation or a close reference to the text. A useful pattern is PEE or PEEL: make a Point, give Evidence, Explain how the evidence supports the point, and Link back to the question. Keep quotations short and build them into your own sentence, such as: the "icy silence" shows the tension. The explanation is the most important part, so zoom in on key words and their effect.',
      adult:
        'Evidence from the text turns an opinion about it into an argument. Choose quotations that are short and precise, and fit them into your own sentences so the grammar flows. Follow each one with analysis that explains how particular word choices create meaning. Avoid dropping in long quotations without comment, or simply repeating what a quotation says. In academic writing, naming the source of every quotation or paraphrase is also a matter of honesty, not just style.',
    },
    keyConcepts: ['Support each point with evidence', 'Point, Evidence, Explain, Link', 'Keep quotations short and embedded', 'Explain the effect of key words'],
    workedExample: {
      problem: 'Point: the character is nervous. Evidence: "her hands trembled as she opened the letter". Write the explanation.',
      steps: [
        'Pick the key word: "trembled".',
        'Say what it suggests: shaking is a physical sign of fear or worry.',
        'Link it back to the point about her nerves.',
      ],
      answer: 'The verb "trembled" shows a physical reaction she cannot control, which suggests she is anxious about what the letter says.',
    },
    checkQuestions: [
      { question: 'In PEE, what does the E after Point stand for?', answer: 'Evidence', acceptable: ['evidence'] },
      { question: 'Should a quotation used as evidence usually be long or short?', answer: 'Short', acceptable: ['short'] },
      { question: 'After giving evidence, what should you do with it?', answer: 'Explain it', acceptable: ['explain', 'analyse', 'analyze'] },
    ],
    realWorldExample: 'Lawyers and journalists quote exact words as evidence, then explain why those words matter.',
    related: ['reading-paragraph-structure', 'reading-inferences', 'reading-essay-structure'],
  },
  {
    id: 'reading-character-traits',
    subjectId: 3,
    title: 'Characters: traits and motivation',
    keywords: ['character traits', 'characterisation', 'characterization', 'character motivation', 'describing a character', 'protagonist', 'antagonist', 'character analysis', 'how characters change'],
    explanation: {
      child:
        'Characters are the people or animals in a story. A trait is what a character is like, such as kind, brave or bossy. We learn this from what they say and do. Motivation is why a character does something. Good readers ask why characters act the way they do.',
      teen:
        "Character traits are the qualities that make up a character, such as loyal, jealous or stubborn. Authors show traits directly, by telling us, or indirectly, through what the character says, does and thinks, and how others react to them. Motivation is the reason behind a character's actions: what they want or fear. The protagonist is the main character, and the antagonist works against them. Many characters change over a story, and that change often points to the theme.",
      adult:
        'Characterisation can be direct, where the narrator states a trait, or indirect, revealed through speech, action, thought, appearance and the reactions of others; indirect methods are usually more persuasive. Understanding motivation explains behaviour and creates tension when desires conflict. Round characters are complex and often dynamic, changing through the plot, while flat characters serve a single function. Analysing how and why a character changes is one of the most reliable routes to a text\'s themes.',
    },
    keyConcepts: ['Traits describe what a character is like', 'We learn traits from words, actions and thoughts', 'Motivation is why a character acts', 'Characters often change, revealing the theme'],
    workedExample: {
      problem: 'A girl gives her lunch to a new pupil who has none, even though she is hungry. What trait does this show?',
      steps: [
        'Look at the action: she gives away her own lunch.',
        'Note the cost to her: she is hungry herself.',
        'Choose a trait that fits putting others first.',
      ],
      answer: 'She is generous and kind.',
    },
    checkQuestions: [
      { question: 'What do we call the main character of a story?', answer: 'The protagonist', acceptable: ['protagonist', 'hero', 'main character'] },
      { question: 'What is the word for the reason a character does something?', answer: 'Motivation', acceptable: ['motivation', 'motive'] },
      { question: 'Is "brave" a trait or a setting?', answer: 'A trait', acceptable: ['trait'] },
    ],
    realWorldExample: 'Actors study a character\'s motivation so they know how to say each line.',
    related: ['reading-story-elements', 'reading-inferences', 'reading-theme'],
  },
  {
    id: 'reading-text-features',
    subjectId: 3,
    level: 'basic',
    title: 'Non-fiction text features',
    keywords: ['text features', 'non-fiction text features', 'nonfiction features', 'headings', 'captions', 'glossary', 'table of contents', 'index', 'subheadings'],
    explanation: {
      child:
        'Fact books have special parts to help you find things. The contents page at the front lists the chapters. Headings tell you what each part is about. Captions explain the pictures. The glossary at the back tells you what hard words mean.',
      teen:
        'Non-fiction texts use features to help readers find and understand information. The table of contents lists the main sections, and the index at the back lists topics alphabetically with page numbers. Headings and subheadings break the text into parts, bold words mark key terms, and the glossary defines them. Captions, labels, diagrams and charts add information that the main text may not repeat. Skimming these features first gives you a map of the text before you read it closely.',
      adult:
        'Text features organise information so readers can find it and understand it. Some help you find your way, such as the contents, headings and index, while others show information visually, such as diagrams, charts and captions, often more clearly than prose. Looking over these features before reading brings to mind what you already know and sets up questions, which helps you remember more. It is also worth judging them: the scale of a chart or the choice of a photo can shape your view as much as the words do.',
    },
    keyConcepts: ['Contents at the front, index at the back', 'Headings split the text into parts', 'Captions explain pictures', 'A glossary defines key words'],
    workedExample: {
      problem: 'You need to find the page about sharks in a big book about sea life. Which text feature helps most?',
      steps: [
        'The contents page lists chapters, which may be too general.',
        'The index lists exact topics in alphabetical order with page numbers.',
        'Look up "sharks" under S in the index.',
      ],
      answer: 'The index.',
    },
    checkQuestions: [
      { question: 'Which part of a book explains the meanings of hard words?', answer: 'The glossary', acceptable: ['glossary'] },
      { question: 'What do we call the words under a picture that explain it?', answer: 'A caption', acceptable: ['caption'] },
      { question: 'Is the index at the front or the back of a book?', answer: 'At the back', acceptable: ['back'] },
    ],
    realWorldExample: 'Websites use the same features: menus act as a contents page, and the search box works like an index.',
    related: ['reading-main-idea', 'reading-summarising'],
  },
  {
    id: 'reading-spelling-strategies',
    subjectId: 3,
    level: 'basic',
    title: 'Spelling strategies',
    keywords: ['spelling', 'spelling strategies', 'how to spell', 'spelling rules', 'look say cover write check', 'tricky words', 'i before e', 'spelling tips'],
    explanation: {
      child:
        'Spelling gets easier with a few tricks. Say the word slowly and listen to each sound. Break long words into small parts. Try Look, Say, Cover, Write, Check. Look at the word, say it, cover it, write it, then check it.',
      teen:
        'Good spellers use several strategies, not just sounding words out. Split words into syllables (re-mem-ber) and into parts like prefixes and suffixes. Learn common rules, such as doubling the last letter before -ing in short words (running), and know the exceptions. For tricky words, use a memory trick, such as "a piece of pie". Practise with Look, Say, Cover, Write, Check, and keep a list of the words you often get wrong.',
      adult:
        'English spelling mixes sound patterns with word history, so good spellers combine sounds, word parts and memory. Knowing word parts explains many spellings: "necessary" keeps its double s, and "definitely" contains "finite". Rules such as dropping a final e before a suffix that starts with a vowel cover many cases. Because there are many exceptions, the quickest fix is a personal list of problem words, reviewed often. Reading your work aloud catches errors that a spell-checker misses.',
    },
    keyConcepts: ['Break words into sounds and syllables', 'Use word parts and spelling rules', 'Memory tricks for tricky words', 'Look, Say, Cover, Write, Check'],
    workedExample: {
      problem: 'Find a way to remember how to spell "separate".',
      steps: [
        'Find the tricky part: people often write "seperate".',
        'Split it into parts: sep-a-rate.',
        'Make a memory trick: there is "a rat" in separate.',
      ],
      answer: 'Remember: there is "a rat" in sep-a-rat-e.',
    },
    checkQuestions: [
      { question: 'In Look, Say, Cover, Write, Check, what do you do after you cover the word?', answer: 'Write it', acceptable: ['write'] },
      { question: 'How many syllables are in "remember"?', answer: 'Three', acceptable: ['3', 'three'] },
      { question: 'Spell the -ing form of "run".', answer: 'Running', acceptable: ['running'] },
    ],
    realWorldExample: 'Spell-checkers miss real words used wrongly, such as "form" for "from", so good spelling habits still matter.',
    related: ['reading-prefixes-suffixes', 'reading-homophones'],
  },
  {
    id: 'reading-colons-semicolons',
    subjectId: 3,
    title: 'Colons and semicolons',
    keywords: ['semicolons', 'semicolon', 'colons', 'colon', 'when to use a semicolon', 'when to use a colon', 'punctuation marks', 'lists with colons'],
    explanation: {
      child:
        'A colon looks like two dots, one on top of the other. It can come before a list. For example: I need three things: a pen, a book and a bag. A semicolon looks like a dot over a comma. It joins two short sentences that go together.',
      teen:
        'A colon introduces something: a list, an explanation or an example. The part before a colon must be a full sentence, as in "She had one goal: to win" from a story. A semicolon joins two full sentences that are closely linked, without a joining word, as in "It was late; we went home" at the end of a day. Semicolons can also split up items in a list when the items already have commas. To test a semicolon, check that each side could stand alone as a sentence.',
      adult:
        'The colon announces: what follows explains, expands or lists what precedes it, so the clause before it should be complete. The semicolon balances: it links independent clauses that are closely related, or separates complex list items that already contain commas. A semicolon is stronger than a comma and weaker than a full stop, and it often comes before transitional words such as "however". Used sparingly, both marks add precision; overused, they make prose feel heavy.',
    },
    keyConcepts: ['A colon introduces a list or explanation', 'A complete sentence comes before a colon', 'A semicolon joins two linked sentences', 'Each side of a semicolon could stand alone'],
    workedExample: {
      problem: 'Add a colon or a semicolon: "The plan was simple ... we would leave at dawn." and "I love summer ... my brother prefers winter."',
      steps: [
        'In the first, the second part explains "the plan", so use a colon.',
        'In the second, both parts are full sentences that balance each other, so use a semicolon.',
        'Check: each side of the semicolon can stand alone.',
      ],
      answer: '"The plan was simple: we would leave at dawn." and "I love summer; my brother prefers winter."',
    },
    checkQuestions: [
      { question: 'Which mark often comes before a list: a colon or a semicolon?', answer: 'A colon', acceptable: ['colon'] },
      { question: 'Which mark joins two complete, closely linked sentences without "and" or "but"?', answer: 'A semicolon', acceptable: ['semicolon', 'semi-colon'] },
      { question: 'How many dots does a colon have?', answer: 'Two', acceptable: ['2', 'two'] },
    ],
    realWorldExample: 'Recipes and instructions use colons before lists of ingredients or steps.',
    related: ['reading-commas', 'reading-sentences'],
  },
  {
    id: 'reading-tone-mood',
    subjectId: 3,
    title: 'Tone and mood',
    keywords: ['tone', 'mood', 'tone and mood', 'atmosphere', "author's tone", 'mood of a story', 'word choice and tone', 'feeling of a text'],
    explanation: {
      child:
        'Mood is how a story makes you feel. A story can feel scary, happy or sad. Tone is how the writer feels about the topic. Writers pick their words with care to set the mood. Dark, cold and creaky words make a scary mood.',
      teen:
        'Tone is the writer\'s attitude towards the subject or audience, such as serious, playful, angry or sarcastic. Mood is the feeling the text creates in the reader, such as tense, peaceful or gloomy. Both come from word choice, imagery, sentence length and setting: short, sharp sentences and dark images can build tension. To describe them, use precise adjectives, and back them up with words from the text.',
      adult:
        'Tone is the attitude a writer shows through word choice, sentence shape and detail, while mood is the feeling the reader has. They often match but need not: a calm, flat tone can make a terrible event even more chilling. To analyse either, trace the choices that create it, such as the feel of words, imagery, rhythm and what is left unsaid. Precise labels, like wistful, ironic or uneasy, make analysis far stronger than broad ones like happy or sad.',
    },
    keyConcepts: ['Tone: the writer\'s attitude', 'Mood: the reader\'s feeling', 'Both come from word choice and imagery', 'Use precise words and evidence to describe them'],
    workedExample: {
      problem: 'Describe the mood: "The wind howled through the broken windows, and somewhere in the dark a door slammed."',
      steps: [
        'Find key words: "howled", "broken", "dark", "slammed".',
        'Think about what they suggest: danger, emptiness, sudden noise.',
        'Choose a precise word for the feeling they create.',
      ],
      answer: 'The mood is eerie and tense.',
    },
    checkQuestions: [
      { question: 'Is the feeling a text creates in the reader called tone or mood?', answer: 'Mood', acceptable: ['mood'] },
      { question: "Is the writer's attitude towards the subject called tone or mood?", answer: 'Tone', acceptable: ['tone'] },
      { question: 'Name one thing writers use to create mood.', answer: 'Word choice (or imagery, or setting)', acceptable: ['word choice', 'words', 'imagery', 'setting', 'description', 'sentence length'] },
    ],
    realWorldExample: 'Film makers build mood with music and lighting, the way writers do with words.',
    related: ['reading-figurative-language', 'reading-poetry', 'reading-point-of-view'],
  },
];
