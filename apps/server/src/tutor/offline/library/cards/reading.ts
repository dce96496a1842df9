import type { TopicCard } from '../types.ts';

/** Reading & Language Arts (subject 3): original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'reading-main-idea',
    subjectId: 3,
    title: 'Main idea and supporting details',
    keywords: ['main idea', 'supporting details', 'central idea', 'what is the passage about', 'key point', 'topic sentence', 'details that support'],
    explanation: {
      child:
        'The main idea is what a text is mostly about. Supporting details are the small facts that back it up. The main idea is like a table top, and the details are the legs. The legs hold the top up. Ask yourself what the writer most wants you to know.',
      teen:
        "The main idea is the most important point a writer makes about a topic, and supporting details are the facts, examples and reasons that explain or prove it. The topic is just the subject, such as bees, while the main idea is what the writer says about it, such as 'bees are vital for growing food'. The main idea is often stated in a topic sentence near the start of a paragraph. Sometimes, though, you must work it out from the details. A good test is that the main idea should cover all the details, not just one of them.",
      adult:
        "Finding the main idea means separating a text's central point from the material that supports it. The topic names the subject, while the main idea is the writer's point about that subject and can be expressed as a full sentence. It may be stated outright, often in a topic sentence or thesis, or left implicit, in which case readers infer it by asking what the details have in common. Supporting details include evidence, examples, statistics, anecdotes and explanations. Check the scope of your answer: a main idea that fits only one detail is too narrow, and one that could describe many unrelated texts is too broad.",
    },
    keyConcepts: [
      'The topic is the subject; the main idea is the point about it',
      'Supporting details are facts, examples and reasons',
      'A topic sentence often states the main idea',
      'The main idea covers all the details',
    ],
    workedExample: {
      problem:
        'Paragraph: "Octopuses are clever animals. They can open jars to reach food. They escape from tanks. Some even carry coconut shells to use as shelters." What is the main idea, and what are the supporting details?',
      steps: [
        'Ask what the whole paragraph is about: octopuses.',
        'Ask what the writer says about them: they are clever.',
        'List the details that prove it: opening jars, escaping from tanks and using shells as shelters.',
        'Check that the main idea covers every detail: each one shows how clever octopuses are.',
      ],
      answer: 'Main idea: octopuses are clever animals. Supporting details: they open jars, escape from tanks and use coconut shells as shelters.',
    },
    checkQuestions: [
      { question: 'What do we call the facts and examples that back up the main idea?', answer: 'Supporting details', acceptable: ['detail', 'evidence', 'example'] },
      { question: 'Which sentence often states the main idea of a paragraph?', answer: 'The topic sentence', acceptable: ['topic sentence', 'first sentence', 'opening sentence'] },
      { question: 'Paragraph: "Octopuses are clever. They open jars and escape from tanks." What is the main idea?', answer: 'Octopuses are clever', acceptable: ['clever', 'smart', 'intelligent'] },
    ],
    realWorldExample: 'When a friend sends a long message, you look for the main idea first, such as "the party has moved to Saturday", before the details.',
    related: ['reading-summarising', 'reading-paragraph-structure', 'reading-thesis-statements'],
  },
  {
    id: 'reading-thesis-statements',
    subjectId: 3,
    title: 'Writing a thesis statement',
    keywords: ['thesis statement', 'write a thesis', 'thesis', 'main argument', 'essay claim', 'central claim', 'how to start an essay', 'controlling idea', 'arguable claim'],
    explanation: {
      child:
        "A thesis statement is the big idea of your essay, written in one sentence. It tells the reader what you think and why. Put it near the start of your essay. For example, you could write 'Dogs make great pets because they are loyal and fun'. Every part of your essay should back up that sentence.",
      teen:
        "A thesis statement is one or two sentences near the end of your opening paragraph that state the main point your essay will prove. A strong thesis is specific and arguable, meaning someone could disagree. Compare a weak thesis, 'Social media is something people talk about', with a strong one: 'Schools should teach online safety because it protects privacy and cuts bullying'. To write one, turn the essay prompt into a question, answer it with a clear side, and add your reasons after 'because'. The rest of the essay backs up that claim.",
      adult:
        "A thesis statement is the sentence, or pair of sentences, that states an essay's central claim and guides everything that follows. A good thesis is arguable rather than a plain fact, specific rather than sweeping, and sized to fit the length of the paper. Many also show the line of reasoning, for example: 'Although remote work cuts commuting costs, companies should adopt hybrid schedules because time in person speeds up training and builds trust'. A reliable method is to write down the question your essay answers, draft a one-sentence answer, then sharpen vague words and add your main reasons. Treat it as a working thesis, and revise it once your evidence shows what you can really support.",
    },
    keyConcepts: [
      'One or two sentences stating your main claim',
      'Arguable: a reasonable person could disagree',
      'Specific, with a preview of your reasons',
      'Usually placed at the end of the introduction',
    ],
    workedExample: {
      problem: 'Write a thesis statement for the essay question "Should students wear school uniforms?"',
      steps: [
        'Turn the prompt into a question you will answer: should students wear uniforms?',
        'Take a clear position: yes, students should wear school uniforms.',
        'Add two or three reasons: uniforms reduce pressure about clothes, save families money and build school spirit.',
        'Combine them into one specific sentence, and check that a reasonable person could disagree with it.',
      ],
      answer: 'Students should wear school uniforms because uniforms reduce pressure about clothes, save families money and build a sense of school identity.',
    },
    checkQuestions: [
      { question: 'Where is a thesis statement usually placed in an essay?', answer: 'At the end of the introduction', acceptable: ['introduction', 'intro', 'first paragraph', 'beginning', 'start'] },
      { question: 'Should a thesis statement be a plain fact or an arguable claim?', answer: 'An arguable claim', acceptable: ['arguable', 'debatable', 'claim', 'opinion'] },
      { question: 'Which linking word often joins a thesis claim to its reasons?', answer: 'Because', acceptable: ['because'] },
    ],
    realWorldExample: 'A cover letter works like a thesis-driven essay: its opening claim, such as "I am the right person for this job because...", is what the rest of the letter proves.',
    related: ['reading-persuasive-writing', 'reading-paragraph-structure', 'reading-main-idea'],
  },
  {
    id: 'reading-paragraph-structure',
    subjectId: 3,
    title: 'Paragraph structure',
    keywords: ['paragraph structure', 'how to write a paragraph', 'topic sentence', 'peel paragraph', 'concluding sentence', 'supporting sentences', 'transitions', 'body paragraph'],
    explanation: {
      child:
        'A paragraph is a group of sentences about one idea. Start with a topic sentence that tells the reader your idea. Next, add sentences with reasons and examples. End with a sentence that wraps it all up. Begin a new paragraph when you move to a new idea.',
      teen:
        'A well-built paragraph focuses on one main point. It opens with a topic sentence that states the point, follows with supporting sentences that give evidence, examples or explanation, and closes with a sentence that links back to the point or leads into the next paragraph. Many students use PEEL: Point, Evidence, Explain, Link. Transition words such as "for example", "however" and "as a result" help the sentences flow. Start a new paragraph whenever you move to a new idea, time, place or speaker.',
      adult:
        'A paragraph develops one main idea fully enough to inform or persuade, then hands over to the next. In essays, a common pattern is a topic sentence that makes a claim, evidence such as facts, quotations or examples, analysis that explains how the evidence supports the claim, and a sentence that closes or links. Frameworks like PEEL follow the same logic. Two qualities matter most: unity, where every sentence serves the main idea, and coherence, where sentences connect through linking words, repeated key terms and clear pronouns. A very long paragraph often hides two ideas and should be split, while a very short one may lack analysis.',
    },
    keyConcepts: [
      'One paragraph, one main idea',
      'Open with a topic sentence',
      'Support it with evidence and explanation',
      'Close by wrapping up or linking to the next idea',
    ],
    workedExample: {
      problem:
        'Put these sentences in order to make a paragraph. (A) That is why every home should have a smoke alarm. (B) Smoke alarms save lives. (C) They wake people early, even when everyone is asleep.',
      steps: [
        'Find the topic sentence, which states the main idea: B, "Smoke alarms save lives."',
        'Find the support, which explains how: C, "They wake people early, even when everyone is asleep."',
        'Find the concluding sentence, which wraps up: A, "That is why every home should have a smoke alarm."',
      ],
      answer: 'B, C, A',
    },
    checkQuestions: [
      { question: 'What is the sentence that states the main idea of a paragraph called?', answer: 'The topic sentence', acceptable: ['topic sentence', 'topic'] },
      { question: 'In the PEEL method, what does the first P stand for?', answer: 'Point', acceptable: ['point'] },
      { question: 'When should you start a new paragraph?', answer: 'When you move on to a new idea', acceptable: ['new idea', 'new topic', 'new point', 'different idea', 'different topic', 'new speaker'] },
    ],
    realWorldExample: 'A clear work email often follows paragraph structure: a first line that says what you need, then the details, then a closing line with the next step.',
    related: ['reading-main-idea', 'reading-thesis-statements', 'reading-persuasive-writing'],
  },
  {
    id: 'reading-figurative-language',
    subjectId: 3,
    title: 'Figurative language',
    keywords: ['figurative language', 'simile', 'metaphor', 'personification', 'hyperbole', 'idioms', 'onomatopoeia', 'figures of speech'],
    explanation: {
      child:
        "Figurative language paints a picture with words. A simile compares two things using 'like' or 'as', such as 'as fast as a cheetah'. A metaphor says one thing is another, such as 'my room is a zoo'. Personification makes things act like people, as in 'the wind howled'. These tricks help you see the scene.",
      teen:
        "Figurative language uses words beyond their plain meaning to paint pictures or stir feelings. A simile compares two things using 'like' or 'as' ('her voice was like honey'), and a metaphor says one thing is another ('time is a thief'). Personification gives human qualities to things ('the sun smiled down'), and hyperbole is deliberate exaggeration ('I have told you a million times'). Onomatopoeia uses words that sound like what they mean, like 'buzz' or 'crash'. When you write about a device, explain what it suggests, not just its name.",
      adult:
        "Figurative language moves away from literal meaning to paint pictures and shape how a reader feels. A simile makes a comparison openly with 'like' or 'as', while a metaphor claims that one thing is another, which makes the link stronger. Personification gives human traits to objects or ideas, hyperbole exaggerates for effect, understatement plays things down on purpose, and idioms such as 'spill the beans' are set phrases you simply have to learn. In analysis, naming the device is only the first step; the insight comes from explaining what it suggests. Calling a city 'a beehive' suggests busy teamwork, while calling it 'a maze' suggests confusion, though both are metaphors.",
    },
    keyConcepts: [
      "Simile: a comparison using 'like' or 'as'",
      'Metaphor: says one thing is another',
      'Personification: human qualities given to things',
      'Hyperbole: deliberate exaggeration',
    ],
    workedExample: {
      problem: 'Identify and explain the device in "The old car coughed and wheezed up the hill."',
      steps: [
        'Notice that coughing and wheezing are things people do, not cars.',
        'Giving human actions to an object is personification.',
        'Explain the effect: the car seems old, tired and struggling, like a person who is unwell.',
      ],
      answer: 'Personification: it makes the car seem tired and unwell as it struggles up the hill.',
    },
    checkQuestions: [
      { question: '"He ran like the wind" is an example of which device?', answer: 'A simile', acceptable: ['simile'] },
      { question: '"My brother is a couch potato" is an example of which device?', answer: 'A metaphor', acceptable: ['metaphor'] },
      { question: '"I am so hungry I could eat a horse" is an example of which device?', answer: 'Hyperbole (exaggeration)', acceptable: ['hyperbole', 'exaggeration'] },
    ],
    realWorldExample: 'Adverts and song lyrics use figurative language all the time, such as a drink that is "a burst of sunshine".',
    related: ['reading-context-clues', 'reading-story-elements'],
  },
  {
    id: 'reading-parts-of-speech',
    subjectId: 3,
    title: 'Parts of speech',
    keywords: ['parts of speech', 'nouns', 'verbs', 'adjectives', 'adverbs', 'pronouns', 'prepositions', 'word classes', 'grammar'],
    explanation: {
      child:
        "Words do different jobs in a sentence. A noun names a person, place or thing, like 'dog' or 'park'. A verb is an action word, like 'run' or 'jump'. An adjective describes a noun, like 'big' or 'red'. An adverb tells how something is done, like 'slowly'.",
      teen:
        "The parts of speech describe the job a word does in a sentence. Nouns name people, places, things and ideas (city, freedom), pronouns stand in for nouns (she, it), and verbs show actions or states (write, is). Adjectives describe nouns (bright), while adverbs describe verbs, adjectives or other adverbs, often telling how, when or where (carefully, soon). Prepositions show links such as place or time (under, after), conjunctions join words or clauses (and, but, because), and interjections show feeling (wow). The same word can change type, so 'run' is a verb in 'I run' but a noun in 'a long run'.",
      adult:
        "Parts of speech classify words by their grammatical function. The traditional eight are nouns, pronouns, verbs, adjectives, adverbs, prepositions, conjunctions and interjections, and many modern grammars add determiners such as 'the', 'some' and 'this'. Classification depends on use, not on the word alone: 'light' can be a noun (the light), a verb (light the candle) or an adjective (a light bag). Knowing the parts of speech helps with practical problems, such as choosing between 'good' (adjective) and 'well' (adverb), making verbs agree with their subjects and avoiding unclear pronouns. It also gives a shared vocabulary for discussing style, such as preferring strong verbs to a pile of adverbs.",
    },
    keyConcepts: [
      'Noun: a person, place, thing or idea',
      'Verb: an action or a state',
      'Adjectives describe nouns; adverbs describe verbs',
      "A word's part of speech depends on how it is used",
    ],
    workedExample: {
      problem: 'Label each word in "The tired cat slept peacefully."',
      steps: [
        '"The" points to the noun, so it is a determiner (an article).',
        '"tired" describes the cat, so it is an adjective.',
        '"cat" names an animal, so it is a noun.',
        '"slept" is the action, so it is a verb, and "peacefully" tells how the cat slept, so it is an adverb.',
      ],
      answer: 'The (determiner), tired (adjective), cat (noun), slept (verb), peacefully (adverb).',
    },
    checkQuestions: [
      { question: 'What part of speech is "quickly" in "She walked quickly"?', answer: 'An adverb', acceptable: ['adverb'] },
      { question: 'Which word is the verb in "The bird sang sweetly"?', answer: 'Sang', acceptable: ['sang'] },
      { question: 'What part of speech is "green" in "a green door"?', answer: 'An adjective', acceptable: ['adjective'] },
    ],
    realWorldExample: 'Choosing between "I did good" and "I did well" is a parts-of-speech decision: "well" is the adverb that describes how you did.',
    related: ['reading-commas', 'reading-context-clues'],
  },
  {
    id: 'reading-inferences',
    subjectId: 3,
    title: 'Making inferences',
    keywords: ['making inferences', 'inference', 'infer', 'read between the lines', 'clues in the text', 'drawing conclusions', 'implied meaning'],
    explanation: {
      child:
        'Sometimes a writer does not tell you everything, so you work it out. This is called making an inference. You use clues from the text and what you already know. If Sam comes in wet and holding an umbrella, you can tell it is raining. The text never says so, but the clues do.',
      teen:
        'An inference is a logical conclusion you reach by combining clues in the text with what you already know. Writers often show rather than tell, so instead of saying a character is nervous, they describe her tapping her foot and checking the clock. A useful formula is: text clues + what I know = inference. Good inferences are backed by evidence, so be ready to point to the words that led you there. If no clue supports your idea, it is a guess rather than an inference.',
      adult:
        "Inference is reasoning from what a text states to what it implies but does not say, and readers use it all the time to judge motives, feelings, causes and an author's attitude. A sound inference combines evidence from the text with relevant background knowledge, and it should be the most reasonable explanation rather than merely a possible one. In analytical writing, present an inference as a claim, quote the evidence and explain the link, for instance: 'Her hands shook as she signed, which suggests she doubted the decision'. Strong readers also test their inferences against later evidence. They revise them when the text contradicts an early assumption.",
    },
    keyConcepts: [
      'Text clues + what I know = inference',
      'Writers often show rather than tell',
      'Back every inference with evidence',
      'An inference is more than a guess',
    ],
    workedExample: {
      problem:
        'Text: "Maya stared at her report card, then quietly pushed it to the bottom of her bag and walked home slowly." What can you infer about her grades?',
      steps: [
        'Find the clues: she stares at the report, hides it at the bottom of her bag and walks home slowly.',
        'Add what you know: people often hide things they do not want others to see, and walk slowly when they dread arriving.',
        'Combine the clues and your knowledge into a conclusion the text supports.',
      ],
      answer: 'Maya probably got disappointing grades and is worried about showing them at home.',
    },
    checkQuestions: [
      { question: 'An inference combines clues from the text with what?', answer: 'What you already know', acceptable: ['what i know', 'what you know', 'already know', 'knowledge', 'experience', 'background'] },
      { question: '"Leo yawned and rubbed his eyes." How is Leo probably feeling?', answer: 'Tired', acceptable: ['tired', 'sleep', 'exhausted', 'weary'] },
      { question: 'What should you be able to point to in the text to support an inference?', answer: 'Evidence (clues in the text)', acceptable: ['evidence', 'clue', 'proof', 'quote'] },
    ],
    realWorldExample: 'If you see a friend arrive with a cast on their arm, you infer they hurt it, even before they tell you.',
    related: ['reading-context-clues', 'reading-point-of-view', 'reading-main-idea'],
  },
  {
    id: 'reading-summarising',
    subjectId: 3,
    title: 'Summarising',
    keywords: ['summarising', 'summarizing', 'summary', 'write a summary', 'key points', 'in your own words', 'shorten a text', 'retell a story'],
    explanation: {
      child:
        'A summary tells the most important parts of a text in a few sentences. Use your own words, and leave out the small details. For a story, say who it is about, what they want, what goes wrong and how it ends. A good summary is much shorter than the text.',
      teen:
        "A summary restates the main ideas of a text briefly and in your own words, leaving out minor details, examples and your own opinions. To write one, read the whole text, find the main idea and the key points that support it, and write them in the order they appear. For stories, the pattern 'somebody wanted, but, so, then' keeps you focused. A summary is usually a third of the original length or less. It should make sense to someone who has not read the text.",
      adult:
        "A summary shrinks a text down to its key ideas, accurately and neutrally, in your own words. It differs from a paraphrase, which restates a passage at about the same length, and from analysis, which judges or interprets the text. Good summarising means keeping the thesis and the major supporting points, cutting examples, repetition and minor detail, and replacing lists with a broader term where you can. Begin by naming the source and its central claim, as in 'In this article, the author argues that', and keep the author's emphasis without adding your own views. Summarising is a strong study habit because it makes you decide what matters most.",
    },
    keyConcepts: [
      'Keep only the main ideas',
      'Use your own words',
      'Leave out small details and your opinions',
      'Much shorter than the original',
    ],
    workedExample: {
      problem: 'Summarise the story of "The Three Little Pigs" in one sentence.',
      steps: [
        'Identify who it is about: three pigs and a wolf.',
        'Identify the problem: the wolf blows down the houses made of straw and sticks.',
        'Identify the ending: the brick house stands firm and the pigs are safe.',
        'Combine these in your own words, leaving out details such as exact dialogue.',
      ],
      answer: 'Three pigs build houses of straw, sticks and bricks, and when a wolf blows down the first two, the strong brick house keeps them all safe.',
    },
    checkQuestions: [
      { question: 'Whose words should you mostly use in a summary?', answer: 'Your own words', acceptable: ['own words', 'my words', 'your words', 'my own'] },
      { question: 'Is a summary longer or shorter than the original text?', answer: 'Shorter', acceptable: ['shorter'] },
      { question: 'Should a summary keep the main ideas or the small details?', answer: 'The main ideas', acceptable: ['main idea', 'main point', 'key idea', 'key point', 'important'] },
    ],
    realWorldExample: 'Telling a friend about a film in a few sentences, without spoiling every scene, is summarising.',
    related: ['reading-main-idea', 'reading-story-elements'],
  },
  {
    id: 'reading-persuasive-writing',
    subjectId: 3,
    title: 'Persuasive writing',
    keywords: ['persuasive writing', 'persuasive essay', 'argument writing', 'convince the reader', 'counterargument', 'ethos pathos logos', 'opinion writing', 'persuasive techniques'],
    explanation: {
      child:
        'Persuasive writing tries to make the reader agree with you. First, say clearly what you think. Then give strong reasons, and back each one with a fact or an example. You can ask a question to get readers thinking. End by asking them to do something, like joining the school garden club.',
      teen:
        "Persuasive writing tries to win readers over to a view or get them to act. Start by stating your opinion clearly, then back it with reasons and evidence such as facts, numbers, expert views and examples. Answer the counterargument, the other side's view, by showing why your view is still stronger; this is called a rebuttal. Handy tricks include questions that make readers think, words that stir feelings, groups of three, and talking to the reader as 'you'. End with a call to action, and remember the three appeals: ethos (trust), pathos (feeling) and logos (logic).",
      adult:
        "Persuasion pairs a clear claim that people could dispute with reasons and evidence chosen for the audience. Since ancient Greece, writers have named three appeals: ethos, the trust the writer earns; pathos, the feelings and values of the audience; and logos, logic and evidence. Strong persuasive writing expects the reader's doubts and answers them fairly, since beating the best case against you convinces more than ignoring it. Devices such as rhetorical questions, the rule of three, contrast and vivid examples add force, but they cannot replace good evidence that is current and sourced. Watch for logical fallacies, such as attacking the person instead of the argument, in your own writing and in what you read.",
    },
    keyConcepts: [
      'State a clear position',
      'Back each reason with evidence',
      'Answer the counterargument',
      'Ethos, pathos and logos',
    ],
    workedExample: {
      problem: 'Write a short persuasive paragraph arguing that the school day should start later.',
      steps: [
        'State the position: the school day should start at 9:30 instead of 8:30.',
        "Give a reason with evidence: sleep research shows that teenagers' body clocks shift later, so early starts cut their sleep.",
        'Answer the counterargument: some worry about finishing later, but well-rested students learn more in every lesson.',
        'End with a call to action: the school board should vote for a later start this year.',
      ],
      answer:
        "The school day should start at 9:30 instead of 8:30. Sleep research shows that teenagers' body clocks shift later, so early starts cut their sleep. Some worry that a later finish would clash with clubs and jobs, but well-rested students learn more in every lesson. The school board should vote for a later start this year.",
    },
    checkQuestions: [
      { question: 'Which appeal uses emotion: ethos, pathos or logos?', answer: 'Pathos', acceptable: ['pathos'] },
      { question: "What do we call the other side's argument, which a persuasive writer should answer?", answer: 'The counterargument', acceptable: ['counter', 'objection', 'rebuttal'] },
      { question: 'What is a question asked for effect, not for an answer, called?', answer: 'A rhetorical question', acceptable: ['rhetorical'] },
    ],
    realWorldExample: 'Adverts, campaign speeches and even a request to stay out later all use persuasive techniques.',
    related: ['reading-thesis-statements', 'reading-paragraph-structure', 'reading-point-of-view'],
  },
  {
    id: 'reading-point-of-view',
    subjectId: 3,
    title: 'Point of view',
    keywords: ['point of view', 'first person', 'third person', 'second person', 'narrator', 'perspective', 'omniscient', 'who is telling the story'],
    explanation: {
      child:
        "Point of view means who is telling the story. In first person, a character tells it using words like 'I' and 'we'. In third person, a narrator outside the story tells it. That narrator uses words like 'he', 'she' and 'they'. Ask yourself who is talking.",
      teen:
        "Point of view is the perspective a story is told from. First person uses 'I' or 'we', so the narrator is a character, and we only know what they know and think. Second person uses 'you' and is rare in stories. Third person uses 'he', 'she' and 'they': third-person limited follows one character's thoughts, while third-person omniscient knows what everyone thinks and feels. Point of view shapes what readers learn and whom they trust, and a first-person narrator may even be unreliable.",
      adult:
        "Point of view, or narrative perspective, decides who tells a story and what that teller can know. First-person narration feels close and has a strong voice, but it is limited by what the narrator knows and believes, which opens the door to unreliable narrators. Third-person limited tells events through one character's mind, third-person omniscient moves freely between minds and can comment on events, and objective third person reports only what could be seen and heard. Second person ('you') is rare but can feel immediate, and in non-fiction, point of view also means the author's position on a topic. To analyse it, ask what the perspective shows, what it hides, and how it steers the reader's sympathy.",
    },
    keyConcepts: [
      "First person: 'I' and 'we'",
      "Third person: 'he', 'she' and 'they'",
      'Limited versus omniscient narrators',
      'Point of view shapes what the reader knows',
    ],
    workedExample: {
      problem:
        'Identify the point of view: "She opened the letter, hoping it held good news. Across town, her brother was secretly planning a surprise party."',
      steps: [
        'Look at the pronouns: she, her, her brother. There is no "I", so it is third person.',
        "Check whose thoughts and actions we learn: her hopes, and also her brother's secret plans in another place.",
        'The narrator knows about more than one character in different places, so it is not limited to one mind.',
      ],
      answer: 'Third-person omniscient.',
    },
    checkQuestions: [
      { question: 'A story told using "I" is in which point of view?', answer: 'First person', acceptable: ['first'] },
      { question: "What is a narrator who knows every character's thoughts called?", answer: 'Omniscient', acceptable: ['omniscient', 'all-knowing', 'all knowing'] },
      { question: 'Which pronouns show third person: "I and we" or "he, she and they"?', answer: 'He, she and they', acceptable: ['he, she', 'they'] },
    ],
    realWorldExample: 'Two friends describing the same argument tell different stories because each sees it from their own point of view.',
    related: ['reading-story-elements', 'reading-inferences'],
  },
  {
    id: 'reading-commas',
    subjectId: 3,
    title: 'Using commas',
    keywords: ['commas', 'comma rules', 'punctuation', 'where to put a comma', 'comma in a list', 'comma splice', 'oxford comma', 'comma before and'],
    explanation: {
      child:
        "A comma is a small mark that tells the reader to pause. Use commas to split up items in a list, such as 'apples, grapes and juice'. Put one after a starter word like 'First' or 'Yes'. Put one before a name when you speak to someone, as in 'Let's eat, Grandma'. That comma can change the meaning a lot!",
      teen:
        "Commas make sentences clear by separating their parts. Use them between items in a list ('red, blue and green'), where the optional comma before 'and' is called the Oxford or serial comma, and after an opening word or phrase ('After lunch, we left'). Put a comma before a joining word such as 'and', 'but' or 'so' when it links two full sentences ('It rained, so we stayed in'). Use a pair of commas around extra information ('My aunt, who lives in Leeds, is visiting'). Never join two full sentences with only a comma; that mistake is a comma splice.",
      adult:
        "Commas show the structure of a sentence; they do not simply mark where a speaker would breathe. They separate items in a series, where the serial (Oxford) comma is optional but can prevent confusion; they go before a word like 'and' or 'but' that joins two independent clauses; and they follow an opening phrase. A pair of commas encloses extra information, but information that identifies its noun takes none, so 'Students who revise do better' has no commas. Commas also set off a quotation or a person being addressed, as in 'Thanks, Sam'. The most common error is the comma splice, two independent clauses joined by a comma alone, fixed with a full stop, a semicolon or a joining word.",
    },
    keyConcepts: [
      'Separate the items in a list',
      'Put a comma after an introductory word or phrase',
      "Put a comma before 'and', 'but' or 'so' joining two sentences",
      'A comma alone cannot join two sentences (comma splice)',
    ],
    workedExample: {
      problem: 'Add the commas: "After the game we bought pizza drinks and ice cream but Tom was too tired to eat."',
      steps: [
        '"After the game" is an introductory phrase, so add a comma after it.',
        'Pizza, drinks and ice cream form a list, so separate the items with commas.',
        '"but" joins two complete sentences, so put a comma before it.',
      ],
      answer: 'After the game, we bought pizza, drinks and ice cream, but Tom was too tired to eat.',
    },
    checkQuestions: [
      { question: 'What do we call two complete sentences joined by only a comma?', answer: 'A comma splice', acceptable: ['splice'] },
      { question: 'What is the comma before "and" at the end of a list called?', answer: 'The Oxford (serial) comma', acceptable: ['oxford', 'serial'] },
      { question: 'Where does the comma go in "Yes I can help"?', answer: 'After "Yes", as in "Yes, I can help"', acceptable: ['yes,', 'after yes', 'after the yes', 'after "yes"'] },
    ],
    realWorldExample: 'A text message reading "Let\'s eat, Grandma" invites Grandma to dinner, but without the comma it sounds like a very different plan.',
    related: ['reading-parts-of-speech', 'reading-paragraph-structure'],
  },
  {
    id: 'reading-story-elements',
    subjectId: 3,
    title: 'Story elements: plot, character and setting',
    keywords: ['story elements', 'plot', 'character', 'setting', 'conflict', 'climax', 'resolution', 'story structure', 'parts of a story'],
    explanation: {
      child:
        'Every story has characters, a setting and a plot. Characters are who it is about. The setting is where and when it happens, and the plot is what happens. Most plots have a problem that builds up to an exciting high point. Then the problem is solved at the end.',
      teen:
        "The main parts of a story are character, setting, plot, conflict and theme. The protagonist is the main character, and the antagonist works against them. The setting is the time and place, and the plot is the order of events, which builds to a turning point called the climax and ends with the resolution. Conflict is the struggle at the heart of the story, against another person, nature, society or the character's own feelings. The theme is the message or big idea the story explores.",
      adult:
        "A story is built from parts that work together. Characters drive events through their wants and choices: round characters are complex and often change, while flat characters play a narrower role. The setting, meaning the time, place and social world, shapes the mood and limits what characters can do. The plot links events by cause and effect, often following Freytag's pattern of exposition, rising action, climax, falling action and resolution, though many works use flashbacks or open endings, and conflict, inside or outside a character, supplies the tension. Theme grows out of how these parts act on each other, so good analysis asks how setting, character and conflict work together to express an idea.",
    },
    keyConcepts: [
      'Characters: who the story is about',
      'Setting: where and when it happens',
      'Plot: events rising to a climax and a resolution',
      'Conflict: the central problem',
    ],
    workedExample: {
      problem: 'Identify the story elements of "Cinderella".',
      steps: [
        'Characters: Cinderella is the protagonist, her stepmother is the antagonist, and the fairy godmother and the prince also play key parts.',
        'Setting: a kingdom long ago, mainly a house and a palace.',
        'Conflict: Cinderella is mistreated and kept away from the royal ball.',
        'Plot: she goes to the ball with magical help and runs off at midnight, leaving a slipper (the climax), and the prince finds her when the slipper fits (the resolution).',
      ],
      answer: 'Protagonist: Cinderella; setting: a kingdom long ago; conflict: she is mistreated; climax: running off at midnight; resolution: the slipper fits.',
    },
    checkQuestions: [
      { question: 'Which story element tells where and when a story happens?', answer: 'The setting', acceptable: ['setting'] },
      { question: 'What is the main character of a story called?', answer: 'The protagonist', acceptable: ['protagonist', 'hero'] },
      { question: 'What is the most exciting turning point of a plot called?', answer: 'The climax', acceptable: ['climax'] },
    ],
    realWorldExample: 'Film trailers show the characters, setting and conflict quickly, but hide the climax so you will want to watch.',
    related: ['reading-point-of-view', 'reading-summarising', 'reading-figurative-language'],
  },
  {
    id: 'reading-context-clues',
    subjectId: 3,
    title: 'Context clues for vocabulary',
    keywords: ['context clues', 'unknown words', 'vocabulary', 'word meaning', 'work out a word', 'definition clue', 'synonym clue', 'antonym clue'],
    explanation: {
      child:
        "Sometimes you read a word you do not know. Look at the words around it for hints, called context clues. Say you read 'the puppy was minuscule, so tiny it fit in a cup'. The clues show that minuscule means very small. Try your guess in the sentence to check it makes sense.",
      teen:
        "Context clues are hints in the nearby words that help you work out a word you do not know. A definition clue gives the meaning directly ('an archipelago, or chain of islands'), and a synonym clue uses a word with a similar meaning nearby. An antonym clue shows a contrast with words like 'but' or 'unlike' ('Unlike his chatty sister, Tom was reserved'), and an example clue lists examples ('citrus fruits, such as lemons and limes'). Test your guess by putting it in place of the word. Word parts, such as prefixes and roots, can give you extra clues.",
      adult:
        "Using context clues means working out a word's meaning from the words around it, which is a main way to build vocabulary through reading. Clue types include definition or restatement, often signalled by commas, dashes, 'or' and 'that is'; synonym; antonym or contrast, signalled by 'however', 'unlike' or 'although'; example, signalled by 'such as' or 'including'; and the general sense of the passage. Combining context with word parts makes guesses more reliable: in 'The benevolent donor funded the shelter', the root 'bene' (good) and the generous act both point to 'kind'. Context can mislead, especially with words that have several meanings. Check important words in a dictionary.",
    },
    keyConcepts: [
      'Look at the words around the unknown word',
      'Clue types: definition, synonym, antonym, example',
      "Signal words: 'or', 'unlike', 'such as'",
      'Test your guess by putting it in the sentence',
    ],
    workedExample: {
      problem: 'What does "arid" mean in "Unlike the rainy coast, the inland region is arid, with almost no rainfall all year"?',
      steps: [
        'Find the signal word: "Unlike" shows a contrast with the rainy coast.',
        'Find the extra clue: "with almost no rainfall all year".',
        'Make a guess: arid means very dry.',
        'Test it: "the inland region is very dry" makes sense in the sentence.',
      ],
      answer: 'Arid means very dry.',
    },
    checkQuestions: [
      { question: 'In "The room was frigid, so cold that we could see our breath", what does "frigid" mean?', answer: 'Very cold', acceptable: ['cold', 'freezing', 'icy', 'chilly'] },
      { question: 'In "Unlike her timid brother, Ava was bold", what does "timid" mean?', answer: 'Shy or easily frightened', acceptable: ['shy', 'scared', 'nervous', 'fearful', 'afraid', 'frightened'] },
      { question: 'What do we call the hints around a word that help you work out its meaning?', answer: 'Context clues', acceptable: ['context'] },
    ],
    realWorldExample: 'When a news article uses an unfamiliar word, the rest of the sentence often tells you enough to keep reading without a dictionary.',
    related: ['reading-inferences', 'reading-figurative-language', 'reading-parts-of-speech'],
  },
];
