import type { TopicCard } from '../types.ts';

/**
 * Life skills: Financial Literacy (6), Study Techniques (7), Time Management (8),
 * Cooking & Nutrition (9) and Practical Home Skills (10). Original topic cards for the offline tutor.
 */
export const cards: TopicCard[] = [
  // Financial Literacy (6)
  {
    id: 'finance-budgeting',
    subjectId: 6,
    title: 'Budgeting',
    keywords: ['budget', 'budgeting', 'money plan', 'income and expenses', '50/30/20', 'needs and wants', 'spending plan', 'saving money'],
    explanation: {
      child:
        'A budget is a plan for your money. First, write down the money you get. Then list what you need and want to spend it on. Put some aside to save before you spend. If you spend more than you get, change the plan.',
      teen:
        'A budget is a plan that matches the money coming in, your income, with the money going out, your expenses. Start by tracking what you really spend for a few weeks. Then sort it into needs, such as food and transport, and wants, such as games or takeaways. A popular guide is the 50/30/20 rule: about 50% for needs, 30% for wants and 20% for savings. If you spend more than you earn, cut wants first, and check your budget every month.',
      adult:
        'A budget plans your income in advance so that spending reflects your priorities rather than habit. Start with your take-home pay after tax, and track real spending for a month using bank statements or an app, since guesses are usually too low. Separate fixed costs, like rent and insurance, from variable costs, like groceries and entertainment, and tell needs apart from wants. The 50/30/20 rule, with half for needs, 30% for wants and 20% for savings and debt repayment, is a useful start, though high housing costs may force changes. Moving savings automatically on payday and keeping a small buffer for surprise costs make a budget much easier to keep.',
    },
    keyConcepts: ['Income minus expenses', 'Needs versus wants', 'The 50/30/20 rule', 'Track what you really spend', 'Pay yourself first'],
    workedExample: {
      problem: 'Sam earns 2,000 a month after tax. Using the 50/30/20 rule, how much goes to needs, wants and savings?',
      steps: [
        'Needs: 50% of 2,000 = 1,000.',
        'Wants: 30% of 2,000 = 600.',
        'Savings: 20% of 2,000 = 400.',
        'Check: 1,000 + 600 + 400 = 2,000.',
      ],
      answer: '1,000 for needs, 600 for wants and 400 for savings.',
    },
    checkQuestions: [
      { question: 'Is a bus pass to get to school or work a need or a want?', answer: 'A need', acceptable: ['need', 'essential'] },
      {
        question: 'Using the 50/30/20 rule on an income of 1,000, how much should go to savings?',
        answer: '200',
        acceptable: ['200'],
      },
      {
        question: 'What is the word for the money coming in to you?',
        answer: 'Income',
        acceptable: ['income', 'earning', 'wage', 'salary'],
      },
    ],
    realWorldExample:
      'Deciding in advance how much of your pocket money or pay goes to savings, snacks and outings is a budget in action.',
    related: ['finance-saving-compound-interest', 'finance-credit-and-debt', 'home-household-bills'],
  },
  {
    id: 'finance-saving-compound-interest',
    subjectId: 6,
    title: 'Saving and compound interest',
    keywords: ['saving', 'compound interest', 'simple interest', 'interest rate', 'savings account', 'rule of 72', 'investing', 'grow money'],
    explanation: {
      child:
        'Saving means keeping some money for later. A bank can pay you a little extra for saving. This extra money is called interest. Next year, you also get interest on that interest. So the longer you save, the faster your money grows.',
      teen:
        'Interest is money a bank pays you for keeping your savings there, usually shown as a yearly percentage. With simple interest, you earn interest only on the money you put in. With compound interest, you also earn interest on the interest already added, so your savings grow faster and faster. That is why starting early matters so much: time does much of the work. A quick guide is the rule of 72: divide 72 by the interest rate to find roughly how many years it takes to double your money.',
      adult:
        'Compound interest is calculated on your original deposit plus all the interest already earned, so a balance grows faster each year instead of in a straight line. The formula is A = P(1 + r/n)^(nt), where P is the starting amount, r the yearly rate, n the number of times interest is added per year and t the number of years. Because growth speeds up over time, small regular savings started early can beat larger amounts started later. The rule of 72 gives a quick estimate: at 6% a year, money doubles in about 72 ÷ 6 = 12 years. Remember that inflation eats into savings, so the rate after inflation is what really counts.',
    },
    keyConcepts: ['Interest is payment for saving', 'Simple versus compound interest', 'Interest on interest', 'Start early', 'The rule of 72'],
    workedExample: {
      problem: 'You save 1,000 at 5% interest, added once a year. How much do you have after 3 years?',
      steps: [
        'Year 1: 1,000 × 1.05 = 1,050.',
        'Year 2: 1,050 × 1.05 = 1,102.50.',
        'Year 3: 1,102.50 × 1.05 = 1,157.63 (rounded).',
        'Compare with simple interest: 1,000 + 3 × 50 = 1,150, so compounding earned 7.63 more.',
      ],
      answer: 'About 1,157.63 after 3 years.',
    },
    checkQuestions: [
      {
        question: 'What is it called when you earn interest on your interest?',
        answer: 'Compound interest',
        acceptable: ['compound'],
      },
      {
        question: 'Using the rule of 72, about how many years does money take to double at 8% a year?',
        answer: 'About 9 years',
        acceptable: ['9', 'nine'],
      },
      {
        question: 'You save 100 at 10% interest, added once a year. How much do you have after 2 years?',
        answer: '121',
        acceptable: ['121'],
      },
    ],
    realWorldExample:
      'Someone who saves a small amount every month from age 20 can end up with more than someone who saves twice as much from age 35, thanks to compounding.',
    related: ['finance-budgeting', 'finance-credit-and-debt'],
  },
  {
    id: 'finance-credit-and-debt',
    subjectId: 6,
    title: 'Credit and debt',
    keywords: ['credit', 'debt', 'credit card', 'loan', 'apr', 'borrowing', 'credit score', 'buy now pay later'],
    explanation: {
      child:
        'Credit means borrowing money now and paying it back later. The lender usually charges extra, called interest. If you borrow a lot, paying it back can be hard. Paying on time helps people trust you. Only borrow what you are sure you can repay.',
      teen:
        "Credit lets you borrow money or buy now and pay later, through credit cards, loans or 'buy now, pay later' plans. The cost of borrowing is interest, shown as an annual percentage rate (APR), and late payments often add fees. If you pay only the minimum on a credit card, interest can make the debt grow and take years to clear. Lenders check your credit history, so paying on time builds a good record. Borrow only for planned costs that fit your budget.",
      adult:
        "Credit is borrowed money that must be repaid with interest, and its true cost is best compared using the APR, which includes interest and most fees. Credit cards charge high interest on unpaid balances, so paying only the minimum can stretch a small debt over years and multiply its cost. Loans such as car loans and mortgages have fixed repayment plans, and secured loans put your car or home at risk if you fall behind. Your credit history, built from your repayment record, affects whether you can borrow and at what rate. To manage debt, pay more than the minimum, clear the highest-interest balance first, and treat 'buy now, pay later' as real borrowing.",
    },
    keyConcepts: ['Borrow now, repay later', 'Interest and APR', 'Minimum payments make debt last', 'Credit history', 'Borrow only what you can repay'],
    workedExample: {
      problem:
        'You owe 1,000 on a card that charges 2% interest a month. How much interest is added in one month? If you pay only 20 a month, does the balance go down?',
      steps: [
        'Monthly interest: 2% of 1,000 = 20.',
        'With no payment, the balance becomes 1,020 after one month.',
        'A payment of 20 only covers that month’s 20 of interest.',
        'So the balance stays at about 1,000 and never shrinks.',
      ],
      answer: '20 of interest is added each month, so paying only 20 a month leaves the debt stuck at about 1,000.',
    },
    checkQuestions: [
      {
        question: 'What do lenders charge you for borrowing money?',
        answer: 'Interest',
        acceptable: ['interest', 'apr', 'fee'],
      },
      {
        question: 'What does APR stand for?',
        answer: 'Annual percentage rate',
        acceptable: ['annual percentage rate', 'annual percent rate'],
      },
      {
        question: 'A loan of 240 charges 5% interest for one year. How much interest is that?',
        answer: '12',
        acceptable: ['12', 'twelve'],
      },
    ],
    realWorldExample:
      'A phone bought on a payment plan can end up costing far more than its shop price once interest and fees are added.',
    related: ['finance-budgeting', 'finance-saving-compound-interest', 'home-household-bills'],
  },

  // Study Techniques (7)
  {
    id: 'study-active-recall',
    subjectId: 7,
    title: 'Active recall',
    keywords: ['active recall', 'retrieval practice', 'self-testing', 'flashcards', 'testing effect', 'quiz yourself', 'how to memorise', 'memorize'],
    explanation: {
      child:
        'Active recall means testing your own memory. Close your book and try to remember what you learned. Say it out loud or write it down. Then check what you missed. Pulling facts out of your head helps them stick.',
      teen:
        'Active recall means studying by pulling facts out of your memory instead of just reading them again. After reading a section, close the book and write or say everything you remember, then check and fill the gaps. Flashcards, practice questions and explaining a topic to a friend all use active recall. It feels harder than rereading, but that effort is what makes memories stronger. Rereading and highlighting can make a topic feel familiar without making it stick.',
      adult:
        'Active recall, also called retrieval practice, means pulling facts out of your memory on purpose rather than just reading them again. Each successful recall strengthens the memory and makes it easier to reach later, a finding called the testing effect, which has been repeated in many studies and subjects. You can quiz yourself with flashcards, answer past questions, write a summary from memory or explain ideas aloud without notes. Recall also shows you what you do not yet know, which rereading hides by creating a false sense of fluency. Check your answers straight away so that errors are corrected rather than strengthened, and combine recall with spaced repetition.',
    },
    keyConcepts: ["Retrieve, don't just reread", 'The testing effect', 'Flashcards and practice questions', 'Effort builds memory', 'Check answers to fix gaps'],
    workedExample: {
      problem: 'You have 30 minutes to learn a page about the water cycle. How could you use active recall?',
      steps: [
        'Read the page carefully once (about 10 minutes).',
        'Close it and write down every stage and key word you remember (about 5 minutes).',
        'Open the page and mark what you missed or got wrong.',
        'Make 5 question cards on the parts you missed and quiz yourself (about 10 minutes).',
        'Finish by explaining the whole cycle aloud without notes.',
      ],
      answer: 'Read once, then spend most of the time recalling from memory and checking, not rereading.',
    },
    checkQuestions: [
      {
        question: 'Which is active recall: rereading your notes or quizzing yourself?',
        answer: 'Quizzing yourself',
        acceptable: ['quiz', 'quizzing', 'test yourself', 'testing yourself', 'self-test'],
      },
      {
        question: 'What do researchers call the memory boost that comes from practice tests?',
        answer: 'The testing effect',
        acceptable: ['testing effect', 'retrieval practice'],
      },
      {
        question: 'What should you do straight after recalling something from memory?',
        answer: 'Check your answers',
        acceptable: ['check', 'compare', 'correct', 'mark'],
      },
    ],
    realWorldExample:
      'Trying to say a new friend’s name from memory, instead of peeking at it again, is active recall in everyday life.',
    related: ['study-spaced-repetition', 'study-note-taking'],
  },
  {
    id: 'study-spaced-repetition',
    subjectId: 7,
    title: 'Spaced repetition',
    keywords: ['spaced repetition', 'spacing effect', 'forgetting curve', 'leitner', 'anki', 'review intervals', 'review schedule', 'cramming'],
    explanation: {
      child:
        'Spaced repetition means going over things again and again over time. Learn a fact today. Look at it again tomorrow, then in a few days, then next week. Each time, the gap gets longer. This helps you remember far longer than one big study session.',
      teen:
        'Spaced repetition means going back over material several times, with longer gaps each time, instead of cramming it all at once. We forget new things quickly, but each well-timed review slows the forgetting. A simple schedule is to review after 1 day, 3 days, 1 week and then 2 weeks. Flashcard boxes and apps can do this for you: they show easy cards less often and keep hard cards coming back. Spacing takes the same total time as cramming but leads to much better long-term memory.',
      adult:
        'Spaced repetition uses the spacing effect: material reviewed in sessions spread over time is remembered far better than the same amount of study crammed into one session. Memory fades along a forgetting curve, first described by Hermann Ebbinghaus, and each review made just as recall gets hard resets the curve at a gentler slope. Practical schedules use expanding gaps, such as 1, 3, 7 and 14 days, adjusted by how easily you recalled each item. The Leitner system does this with boxes of flashcards, and apps such as Anki automate it. For best results, combine spacing with active recall and mix related topics rather than studying one in a single block.',
    },
    keyConcepts: ['Review with growing gaps', 'The forgetting curve', 'The spacing effect', 'Leitner boxes and flashcard apps', 'Better than cramming'],
    workedExample: {
      problem:
        'You learn 20 new words on 1 March. You review 1 day later, then 3 days after that review, then 7 days after that. On which dates do you review?',
      steps: [
        'First review, 1 day after learning: 2 March.',
        'Second review, 3 days later: 5 March.',
        'Third review, 7 days later: 12 March.',
        'Any word you still miss goes back to the shortest gap.',
      ],
      answer: 'Review on 2 March, 5 March and 12 March.',
    },
    checkQuestions: [
      {
        question: 'Should the gaps between reviews get longer or shorter over time?',
        answer: 'Longer',
        acceptable: ['longer', 'grow', 'increas', 'bigger', 'wider'],
      },
      {
        question: 'Who first described the forgetting curve?',
        answer: 'Hermann Ebbinghaus',
        acceptable: ['ebbinghaus', 'ebinghaus', 'ebbinghouse'],
      },
      {
        question: 'What is it called when you study everything at once just before a test?',
        answer: 'Cramming',
        acceptable: ['cramming', 'cram'],
      },
    ],
    realWorldExample:
      'Language apps that bring back words you nearly forgot, just when you are about to forget them, use spaced repetition.',
    related: ['study-active-recall', 'study-note-taking'],
  },
  {
    id: 'study-note-taking',
    subjectId: 7,
    title: 'Note-taking methods',
    keywords: ['note-taking', 'taking notes', 'cornell notes', 'mind map', 'outline', 'lecture notes', 'summarising', 'notes'],
    explanation: {
      child:
        "Notes help you remember what you hear or read. Don't copy every word. Write the main ideas in your own words. Use short lists, arrows and little drawings. Later, read your notes and fill in anything you missed.",
      teen:
        'Good notes capture the main ideas in your own words rather than copying everything. The Cornell method splits a page into three parts: a wide column for notes in class, a narrow cue column for questions added afterwards, and a summary at the bottom. Mind maps put the topic in the centre with branches for linked ideas. Outlines use headings and indented points to show how ideas fit together. Whichever method you use, review your notes within a day and turn them into questions to test yourself.',
      adult:
        'Good note-taking is selective: the aim is to process and organise ideas, not to produce a transcript. The Cornell method divides the page into a notes column, a cue column for questions and keywords written after the lecture, and a summary, which builds review and self-testing into the format. Outlines suit well-structured material with clear levels, while mind maps suit topics where links matter more than order. Some research suggests that typing lectures word for word can reduce understanding, so whatever tool you use, paraphrase and condense. Notes pay off when revisited: review them within a day, use the cue questions for active recall and fill any gaps from the reading.',
    },
    keyConcepts: ['Main ideas in your own words', 'Cornell method: notes, cues, summary', 'Mind maps and outlines', 'Review within a day', 'Turn notes into questions'],
    workedExample: {
      problem: 'Set up Cornell notes for a 20-minute talk about volcanoes.',
      steps: [
        'Draw a line to make a narrow left column for cues and a wide right column for notes, leaving space at the bottom for a summary.',
        "During the talk, write key facts as short phrases on the right, such as 'magma = melted rock underground'.",
        "After the talk, add questions on the left, such as 'What is magma?'",
        'Write a two-sentence summary at the bottom.',
        'Later, cover the right column and answer the cue questions from memory.',
      ],
      answer: 'A page with cue questions on the left, short notes on the right and a summary at the bottom, ready for self-testing.',
    },
    checkQuestions: [
      {
        question: 'Which note-taking method uses a cue column, a notes column and a summary?',
        answer: 'The Cornell method',
        acceptable: ['cornell'],
      },
      {
        question: 'Should you copy every word, or write the main ideas in your own words?',
        answer: 'Main ideas in your own words',
        acceptable: ['own words', 'main idea', 'paraphras', 'summar'],
      },
      {
        question: 'Which method puts the topic in the centre with branches around it?',
        answer: 'A mind map',
        acceptable: ['mind map', 'mindmap', 'spider diagram', 'concept map'],
      },
    ],
    realWorldExample:
      'Jotting the key points of a recipe video or a work meeting, instead of every word, is the same skill.',
    related: ['study-active-recall', 'study-spaced-repetition'],
  },

  // Time Management (8)
  {
    id: 'time-urgent-important-matrix',
    subjectId: 8,
    title: 'Prioritising with the urgent/important matrix',
    keywords: ['eisenhower matrix', 'urgent important', 'prioritise tasks', 'prioritize tasks', 'prioritising', 'prioritizing', 'priorities', 'to-do list', 'what to do first', 'time management'],
    explanation: {
      child:
        'Some jobs are urgent, which means they must be done soon. Some jobs are important, which means they really matter. Do jobs that are both urgent and important first. Plan a time for important jobs that can wait. Skip jobs that are neither.',
      teen:
        "The urgent/important matrix, often called the Eisenhower matrix, sorts tasks into four boxes. Urgent and important tasks, like homework due tomorrow, get done first. Important but not urgent tasks, like studying for next month's exam or exercising, should be scheduled, because they matter most in the long run. Urgent but unimportant tasks, like some messages, can be kept short, and tasks that are neither, like endless scrolling, can be dropped. The matrix helps you focus on what matters, not just on what feels loudest.",
      adult:
        'The urgent-important matrix is linked to US President Dwight Eisenhower and was made popular by Stephen Covey. It sorts tasks by urgency (time pressure) and importance (how much they serve your goals). The four boxes suggest four actions: do urgent, important tasks now; plan important tasks that are not urgent; hand off or shrink urgent tasks that are not important; and drop the rest. The key insight is that important work that is not urgent, such as planning, learning, health and time with people, is easily crowded out, yet it prevents many future crises. Reviewing your task list weekly through this lens, and booking time for important work before the week fills up, turns the matrix into a habit.',
    },
    keyConcepts: ['Urgent means time-sensitive', 'Important means it serves your goals', 'Do, schedule, delegate, drop', 'Protect important but not urgent tasks'],
    workedExample: {
      problem:
        'Sort these tasks: (a) an essay due tomorrow, (b) starting revision for an exam in 5 weeks, (c) replying to a group chat about weekend plans, (d) watching random videos.',
      steps: [
        '(a) is due tomorrow and affects your grade: urgent and important, so do it first.',
        '(b) matters a lot but is not due soon: important, not urgent, so schedule it.',
        '(c) feels pressing but matters little: urgent, not important, so reply briefly later.',
        '(d) is neither urgent nor important, so drop it or save it for free time.',
      ],
      answer: 'Do (a) now, schedule (b), keep (c) brief, and drop (d).',
    },
    checkQuestions: [
      {
        question: 'What should you do with a task that is important but not urgent?',
        answer: 'Schedule it',
        acceptable: ['schedule', 'plan', 'book time', 'calendar', 'set a time'],
      },
      {
        question: 'What should you do with a task that is neither urgent nor important?',
        answer: 'Drop it',
        acceptable: ['drop', 'delete', 'eliminat', 'remove', 'skip', 'ignore'],
      },
      {
        question: 'Which US president is the matrix often named after?',
        answer: 'Eisenhower',
        acceptable: ['eisenhower', 'eisenhauer', 'eisenhour'],
      },
    ],
    realWorldExample:
      'Paying a bill due today before tidying your photo library is the matrix at work, even if you never draw the boxes.',
    related: ['time-breaking-down-tasks', 'time-pomodoro'],
  },
  {
    id: 'time-breaking-down-tasks',
    subjectId: 8,
    title: 'Breaking big tasks down',
    keywords: ['break down tasks', 'big project', 'procrastination', 'task list', 'chunking', 'getting started', 'planning a project', 'mini deadlines'],
    explanation: {
      child:
        'Big jobs can feel too hard to start. So break them into small steps. Write each step on a list. Start with one easy step. Tick it off, then do the next one.',
      teen:
        "Big projects feel overwhelming when the first step is unclear, which often leads to putting them off. Breaking a task down means splitting it into small steps that each take less than about an hour and start with a clear action, like 'find three sources' instead of 'research'. Put the steps in order, guess how long each will take and give each one a mini deadline. Finishing small steps gives a sense of progress, which makes it easier to keep going. If a step still feels hard to start, break it down again.",
      adult:
        'Breaking a large task into small, concrete actions reduces procrastination by making the next step obvious and doable. Good sub-tasks are specific, start with an action verb, have a clear finish line and are small enough to complete in one sitting. Put them in order, note which depend on others, estimate how long each will take and then add a buffer, since people tend to underestimate task time, a bias known as the planning fallacy. Working backwards from the deadline gives each step its own target date and shows early whether the plan is realistic. Ticking off finished steps also gives visible progress, which keeps motivation up over long projects.',
    },
    keyConcepts: ['Split big tasks into small steps', 'Start each step with an action verb', 'Order the steps and set mini deadlines', 'Add buffer time', 'Track progress'],
    workedExample: {
      problem: "Break down 'write a 1,000-word history report due in 10 days'.",
      steps: [
        'Days 1 and 2: choose a topic and find three reliable sources.',
        'Days 3 and 4: take notes and plan an introduction, three main points and a conclusion.',
        'Days 5 to 7: write about 350 words a day to finish a full draft.',
        'Day 8: revise for clarity and check facts.',
        'Day 9: proofread and add references, keeping day 10 as a buffer.',
      ],
      answer: 'Five manageable stages with mini deadlines, finishing a day early.',
    },
    checkQuestions: [
      {
        question: 'What is it called when you keep putting off a task?',
        answer: 'Procrastination',
        acceptable: ['procrastinat'],
      },
      {
        question: 'What kind of word should each small step start with?',
        answer: 'An action verb',
        acceptable: ['verb', 'action', 'doing word'],
      },
      {
        question: 'What is the common habit of underestimating how long tasks take called?',
        answer: 'The planning fallacy',
        acceptable: ['planning fallacy'],
      },
    ],
    realWorldExample:
      'Cleaning a very messy room feels easier if you start with just the desk, then the floor, then the wardrobe.',
    related: ['time-urgent-important-matrix', 'time-pomodoro'],
  },
  {
    id: 'time-pomodoro',
    subjectId: 8,
    title: 'The Pomodoro technique',
    keywords: ['pomodoro', 'pomodoro technique', 'focus timer', '25 minutes', 'study timer', 'work in bursts', 'concentration', 'breaks'],
    explanation: {
      child:
        'The Pomodoro technique helps you focus. Set a timer for 25 minutes. Work on one thing until it rings. Then take a 5-minute break. After four rounds, take a longer break.',
      teen:
        'The Pomodoro technique breaks work into short bursts of focus. Choose one task, set a timer for 25 minutes and work without distractions until it rings, then take a 5-minute break. After four rounds, take a longer break of 15 to 30 minutes. If something distracts you, jot it down and come back to it later. The timer makes it easier to start, the breaks keep you fresh, and you can change the lengths to suit you.',
      adult:
        'The Pomodoro technique, developed by Francesco Cirillo in the late 1980s and named after his tomato-shaped kitchen timer, splits work into short, timed sprints. The classic pattern is 25 minutes of focus on a single task, then a 5-minute break, with a longer break of 15 to 30 minutes after every four rounds. Interruptions are written down rather than acted on, which protects attention and shows how often you get distracted. Counting completed rounds also improves planning, as you learn how many pomodoros a type of task really takes. The lengths are conventions, not rules, so many people use longer blocks for deep work while keeping real breaks.',
    },
    keyConcepts: ['25 minutes of focus, 5 minutes of rest', 'A longer break after four rounds', 'One task at a time', 'Write distractions down for later', 'Adjust the lengths'],
    workedExample: {
      problem:
        'You plan four 25-minute pomodoros, with 5-minute breaks between them and a 20-minute long break after the fourth. How long is the whole session, including the long break?',
      steps: [
        'Work time: 4 × 25 = 100 minutes.',
        'Short breaks come between pomodoros, so there are 3 of them: 3 × 5 = 15 minutes.',
        'Add the long break: 20 minutes.',
        'Total: 100 + 15 + 20 = 135 minutes.',
      ],
      answer: '135 minutes, or 2 hours and 15 minutes.',
    },
    checkQuestions: [
      {
        question: 'How many minutes long is a classic pomodoro work interval?',
        answer: '25',
        acceptable: ['25', 'twenty-five', 'twenty five'],
      },
      {
        question: 'After how many pomodoros do you take a longer break?',
        answer: 'Four',
        acceptable: ['four', '4'],
      },
      {
        question: 'What should you do if a distracting thought pops up during a pomodoro?',
        answer: 'Write it down for later',
        acceptable: ['write', 'note', 'jot', 'later'],
      },
    ],
    realWorldExample:
      'Setting a phone timer for 25 minutes of homework, then stretching for 5, is the Pomodoro technique in its simplest form.',
    related: ['time-breaking-down-tasks', 'time-urgent-important-matrix', 'study-active-recall'],
  },

  // Cooking & Nutrition (9)
  {
    id: 'cooking-balanced-plate',
    subjectId: 9,
    title: 'The balanced plate',
    keywords: ['balanced plate', 'balanced diet', 'healthy eating', 'food groups', 'nutrition', 'portions', 'eatwell', 'healthy meal'],
    explanation: {
      child:
        'A balanced plate has different kinds of food. Fill half with vegetables and fruit. Fill a quarter with grains, like rice or bread. Fill the last quarter with protein, like beans, eggs, fish or meat. Drink water with your meal.',
      teen:
        'A balanced plate is a simple guide to getting the nutrients your body needs at each meal. Aim for about half the plate as vegetables and fruit, a quarter as grains or starchy foods such as rice, pasta, bread or potatoes, and a quarter as protein such as beans, lentils, eggs, fish, tofu or meat. Add a little healthy fat, like olive oil or nuts, and make water your main drink. Different coloured vegetables give different vitamins and minerals. No single meal has to be perfect; balance over the day and week is what counts.',
      adult:
        "The balanced-plate model, used in guides such as Harvard's Healthy Eating Plate and the UK's Eatwell Guide, turns dietary advice into meal proportions. About half the plate should be vegetables and fruit, in a variety of colours; a quarter whole grains or other starchy foods, which give energy and fibre; and a quarter protein, with beans, lentils, fish, eggs, poultry, tofu and nuts preferred over processed meat. Moderate amounts of healthy oils, water as the usual drink, and limited added sugar and salt complete the picture. Portion needs vary with age, size, activity and health, so the plate is a pattern, not a prescription. It also fits any cuisine, from rice and dal with vegetables to stew with bread and salad.",
    },
    keyConcepts: ['Half vegetables and fruit', 'A quarter grains or starchy foods', 'A quarter protein', 'Water as the main drink', 'Variety and colour'],
    workedExample: {
      problem:
        'Check this dinner against the balanced plate: a large bowl of pasta with a little tomato sauce and no vegetables. How could you improve it?',
      steps: [
        'Compare: the plate is almost all starchy food, far more than a quarter.',
        'Notice what is missing: vegetables, which should be about half, and a clear protein.',
        'Cut the pasta down to about a quarter of the plate.',
        'Add vegetables such as spinach, peppers or a side salad, and a protein such as lentils, beans, chicken or cheese.',
      ],
      answer: 'Less pasta, about half the plate vegetables and a quarter protein makes it balanced.',
    },
    checkQuestions: [
      {
        question: 'About how much of a balanced plate should be vegetables and fruit?',
        answer: 'Half',
        acceptable: ['half', '50', '1/2'],
      },
      {
        question: 'Name a protein food that comes from plants.',
        answer: 'Beans (or lentils, tofu, nuts)',
        acceptable: ['bean', 'lentil', 'tofu', 'nut', 'chickpea', 'seed'],
      },
      {
        question: 'What is the best everyday drink to have with meals?',
        answer: 'Water',
        acceptable: ['water'],
      },
    ],
    realWorldExample:
      'A rice bowl with half vegetables, a quarter rice and a quarter egg or tofu is a balanced plate you can make in minutes.',
    related: ['cooking-food-labels', 'cooking-kitchen-safety'],
  },
  {
    id: 'cooking-food-labels',
    subjectId: 9,
    title: 'Reading food labels',
    keywords: ['food labels', 'nutrition label', 'nutrition facts', 'ingredients list', 'serving size', 'calories', 'allergens', 'use by date'],
    explanation: {
      child:
        'Food packets have labels that tell you what is inside. The label shows how much sugar, salt and fat there is. It also shows the serving size. The first thing on the ingredients list is what there is most of. Labels also warn about things people are allergic to, like nuts.',
      teen:
        'Food labels help you compare products and choose healthier ones. Start with the serving size, because the nutrition numbers are for that amount, and a packet may hold several servings. Check energy (calories or kilojoules), saturated fat, sugar, salt and fibre, and use the per-100 g column to compare products fairly. Ingredients are listed from largest amount to smallest, so if sugar is near the top, the food is high in it. Allergens such as nuts, milk, eggs or gluten must be clearly shown, often in bold.',
      adult:
        "Nutrition labels are most useful for comparing similar products, and reading them well starts with the reference amount. Values are given per serving, per 100 g or both; the per-100 g figures allow fair comparison, while serving figures only help if you eat that exact amount. Check energy, saturated fat, sugars, salt and fibre, and use front-of-pack colour codes or daily value percentages to see at a glance whether an amount is high or low. The ingredient list is ordered by weight, and sugar may hide under names such as glucose syrup or dextrose. Allergens must be shown in many countries, and 'best before' dates are about quality while 'use by' dates are about safety.",
    },
    keyConcepts: ['Check the serving size', 'Compare per 100 g', 'Sugar, salt, saturated fat and fibre', 'Ingredients are listed by weight', 'Allergens and date labels'],
    workedExample: {
      problem:
        'Cereal A has 22 g of sugar per 100 g. Cereal B has 8 g per 100 g. A serving is 40 g. How much sugar is in one serving of each?',
      steps: [
        'A serving is 40 g, which is 0.4 of 100 g.',
        'Cereal A: 22 × 0.4 = 8.8 g of sugar per serving.',
        'Cereal B: 8 × 0.4 = 3.2 g of sugar per serving.',
        'Cereal B has much less sugar per serving.',
      ],
      answer: 'Cereal A has 8.8 g and cereal B has 3.2 g of sugar per serving, so B is the lower-sugar choice.',
    },
    checkQuestions: [
      {
        question: 'Ingredients on a label are listed in order of what?',
        answer: 'Amount, from most to least',
        acceptable: ['amount', 'weight', 'most to least', 'largest', 'quantity', 'how much'],
      },
      {
        question: 'What should you check first, because all the nutrition numbers depend on it?',
        answer: 'The serving size',
        acceptable: ['serving', 'portion'],
      },
      {
        question: "Which date label is about safety: 'best before' or 'use by'?",
        answer: 'Use by',
        acceptable: ['use by', 'use-by'],
      },
    ],
    realWorldExample:
      'Comparing two yoghurts by their sugar per 100 g takes seconds in the shop and can halve the sugar you eat.',
    related: ['cooking-balanced-plate', 'cooking-kitchen-safety'],
  },
  {
    id: 'cooking-kitchen-safety',
    subjectId: 9,
    title: 'Kitchen safety and hygiene',
    keywords: ['kitchen safety', 'food hygiene', 'food safety', 'cross-contamination', 'washing hands', 'food poisoning', 'fridge temperature', 'knife safety'],
    explanation: {
      child:
        'Always wash your hands with soap before you cook. Keep raw meat away from food you will eat raw. Use a different board for raw meat. Ask an adult before using knives, the oven or the stove. Keep cold food in the fridge.',
      teen:
        "Kitchen safety means preventing both accidents and food poisoning. Wash your hands with soap for 20 seconds before cooking and after touching raw meat, eggs or the bin. Use separate boards and knives for raw meat and ready-to-eat food, so germs do not spread. Cook meat until it is hot all the way through, keep the fridge at 5°C or below, and don't leave cooked food out for more than two hours. Turn pan handles inwards, cut away from your body, and never put water on a burning oil fire.",
      adult:
        'Food safety is often summed up as clean, separate, cook and chill. Clean hands, surfaces and utensils well, especially after handling raw meat, poultry, fish or eggs. Keep raw and ready-to-eat foods apart in storage and preparation to prevent cross-contamination, and cook food to a safe core temperature, such as about 75°C (165°F) for poultry and reheated leftovers, ideally checked with a thermometer. Keep the fridge at 5°C (about 40°F) or below and chill leftovers within two hours. For physical safety, keep knives sharp, turn pan handles inwards, and smother an oil fire with a lid or fire blanket after turning off the heat, never using water.',
    },
    keyConcepts: ['Clean, separate, cook, chill', 'Wash hands for 20 seconds', 'Avoid cross-contamination', 'Fridge at 5°C or below', 'Never use water on an oil fire'],
    workedExample: {
      problem: 'You are making chicken wraps with salad. What is a safe order of steps?',
      steps: [
        'Wash your hands, then prepare the salad first on a clean board and set it aside.',
        'Use a separate board and knife to cut the raw chicken.',
        'Wash your hands again, and clean the board, knife and worktop with hot soapy water.',
        'Cook the chicken until it is steaming hot all the way through with no pink meat, or reaches 75°C.',
        'Put any leftovers in the fridge within two hours.',
      ],
      answer: 'Prepare the salad first, keep raw chicken separate, clean up after it, cook it fully and chill leftovers promptly.',
    },
    checkQuestions: [
      {
        question: 'What is it called when germs spread from raw meat to other food?',
        answer: 'Cross-contamination',
        acceptable: ['contaminat'],
      },
      {
        question: 'For at least how many seconds should you wash your hands with soap?',
        answer: '20',
        acceptable: ['20', 'twenty'],
      },
      {
        question: 'What should you never pour on a burning oil fire?',
        answer: 'Water',
        acceptable: ['water'],
      },
    ],
    realWorldExample:
      'Using one chopping board for raw meat and another for bread and salad is a simple habit that prevents food poisoning at home.',
    related: ['cooking-balanced-plate', 'cooking-food-labels', 'home-laundry-cleaning'],
  },

  // Practical Home Skills (10)
  {
    id: 'home-household-bills',
    subjectId: 10,
    title: 'Budgeting for household bills',
    keywords: ['household bills', 'utility bills', 'rent', 'electricity bill', 'fixed and variable costs', 'direct debit', 'home budget', 'paying bills'],
    explanation: {
      child:
        'A home has bills that must be paid, often every month. Bills pay for things like rent, power, water and the internet. Grown-ups plan money for these first. Turning off lights and taps can make bills smaller. Paying on time avoids extra charges.',
      teen:
        'Running a home means paying regular bills for things like rent, gas, electricity, water, the internet and insurance. Some bills are fixed and stay the same each month, while others are variable and change with how much you use, like energy. List every bill with its amount and due date, then set up automatic payments or reminders. For variable bills, use the average of the last few months and add a little extra for winter or summer. Saving energy and comparing providers each year can cut costs.',
      adult:
        "Household bills are easiest to manage as a system rather than one by one as they arrive. List every regular cost, from rent and energy to taxes, insurance, phone, subscriptions and debt repayments, with its amount and due date. Convert everything to a monthly figure, so that yearly or quarterly bills are saved for in advance instead of arriving as shocks. Estimate variable costs such as energy from last year's average, or use a supplier's budget plan that spreads the cost evenly. Paying by automatic transfer just after payday avoids late fees, and checking your deals and subscriptions once a year often finds easy savings.",
    },
    keyConcepts: ['Fixed versus variable bills', 'List amounts and due dates', 'Convert everything to monthly amounts', 'Automate payments', 'Review and compare each year'],
    workedExample: {
      problem:
        'Monthly bills: rent 800, internet 30, phone 20. Yearly: insurance 240. Every 3 months: water 90. How much should you set aside each month in total?',
      steps: [
        'Monthly bills: 800 + 30 + 20 = 850.',
        'Insurance per month: 240 ÷ 12 = 20.',
        'Water per month: 90 ÷ 3 = 30.',
        'Total: 850 + 20 + 30 = 900.',
      ],
      answer: '900 a month.',
    },
    checkQuestions: [
      {
        question: 'Is an electricity bill usually fixed or variable?',
        answer: 'Variable',
        acceptable: ['variable', 'changes', 'varies'],
      },
      {
        question: 'A bill of 600 is paid once a year. How much should you save each month for it?',
        answer: '50',
        acceptable: ['50', 'fifty'],
      },
      {
        question: 'What can you set up so bills are paid on time without you having to remember?',
        answer: 'Automatic payments, such as a direct debit',
        acceptable: ['automatic', 'direct debit', 'autopay', 'auto-pay', 'auto pay', 'standing order'],
      },
    ],
    realWorldExample:
      'Saving a twelfth of a yearly insurance bill each month means the bill never comes as a shock.',
    related: ['finance-budgeting', 'home-simple-repairs', 'finance-credit-and-debt'],
  },
  {
    id: 'home-simple-repairs',
    subjectId: 10,
    title: 'Simple home repairs, done safely',
    keywords: ['home repairs', 'diy', 'fixing things', 'blocked sink', 'unblock a drain', 'tool kit', 'circuit breaker', 'household maintenance', 'plunger', 'leaking tap'],
    explanation: {
      child:
        'Some small fixes at home are easy with an adult to help. You might tighten a loose screw on a chair. You might use a plunger on a blocked sink. Never touch broken wires or plugs. Always ask a grown-up before using tools.',
      teen:
        "Many small repairs can be done safely with a few basic tools: screwdrivers, pliers, a tape measure, a hammer and a plunger. Common jobs include tightening loose handles, unblocking a sink, resetting a tripped breaker and filling small holes in walls. Before you start, switch off the power or water if the job involves them, and wear gloves or eye protection when needed. Follow a reliable guide or the maker's instructions. Leave gas, wiring and anything you are not sure about to a trained professional.",
      adult:
        "Basic home maintenance saves money and stops small faults from becoming expensive, as long as you stay within safe limits. A starter kit of screwdrivers, pliers, an adjustable wrench, a tape measure, a spirit level, a hammer, a plunger and wall filler covers most small jobs, such as tightening fittings, replacing tap washers, resetting tripped breakers and patching small holes. Before starting, switch off the circuit at the fuse box or close the water shut-off valve, and find where these are before an emergency. Use the right tool and protective gear, and follow the maker's instructions. Gas appliances, fixed wiring and structural work are hazardous and often legally restricted, so leave them to licensed professionals.",
    },
    keyConcepts: ['A basic tool kit', 'Turn off the power or water first', 'Use the right tool and protection', 'Know where the shut-offs are', 'Call a professional for gas and wiring'],
    workedExample: {
      problem: 'The bathroom sink drains very slowly. How can you fix it safely?',
      steps: [
        'Wearing gloves, remove any hair or debris you can see in the plughole.',
        'Partly fill the sink with water and cover the overflow hole with a damp cloth.',
        'Press a cup plunger over the drain and pump firmly up and down 10 to 15 times.',
        'Run warm water to check it drains; if not, clean the U-bend trap or call a plumber.',
        'Never mix different chemical drain cleaners, because they can give off dangerous fumes.',
      ],
      answer: 'Clear the debris, seal the overflow and plunge; call a plumber if it stays blocked.',
    },
    checkQuestions: [
      {
        question: 'What should you switch off before working on a light fitting?',
        answer: 'The power, at the circuit breaker or fuse box',
        acceptable: ['power', 'electric', 'breaker', 'circuit', 'fuse', 'mains'],
      },
      {
        question: 'Which tool do you use to clear a blocked sink?',
        answer: 'A plunger',
        acceptable: ['plunger'],
      },
      {
        question: 'Who should do repairs on gas appliances?',
        answer: 'A qualified professional',
        acceptable: ['professional', 'qualified', 'licensed', 'registered', 'engineer', 'expert'],
      },
    ],
    realWorldExample:
      'Knowing where your home’s water shut-off valve is can stop a burst pipe from flooding the floor.',
    related: ['home-household-bills', 'home-laundry-cleaning'],
  },
  {
    id: 'home-laundry-cleaning',
    subjectId: 10,
    title: 'Laundry and cleaning routines',
    keywords: ['laundry', 'washing clothes', 'care label', 'cleaning routine', 'chores', 'housework', 'bleach safety', 'cleaning schedule'],
    explanation: {
      child:
        'Sort dirty clothes into lights and darks before washing. Check the label to see how hot the water can be. Empty the pockets first. When cleaning, start high and work down, so dust falls onto parts you have not cleaned yet. A little tidying each day keeps your home nice.',
      teen:
        "Laundry goes better if you sort clothes by colour and fabric, empty pockets, and read the care label for washing, drying and ironing. Most everyday clothes wash well at 30 to 40°C, which saves energy, while towels and bedding may need hotter washes. Don't overload the machine, and dry clothes promptly so they don't smell musty. For cleaning, do quick jobs daily, like dishes and wiping surfaces, and bigger ones weekly, like vacuuming and the bathroom. Clean from top to bottom, and never mix bleach with other cleaners, because toxic gases can form.",
      adult:
        'Good laundry starts with sorting by colour and fabric, emptying pockets and following the care label, which shows the highest safe wash temperature and how to dry and iron. Washing at 30 to 40°C suits most loads and saves energy, while towels, bedding and items used during illness need hotter cycles, and an overfull drum cleans and rinses poorly. For the home, a routine of daily, weekly and monthly tasks prevents build-up: dishes and surfaces daily, floors, bathroom and bedding weekly, and the fridge, oven and windows monthly. Work from top to bottom, open a window while cleaning, and never mix bleach with ammonia or acidic cleaners, which releases toxic gases. A shared rota keeps chores fair in shared homes.',
    },
    keyConcepts: ['Sort by colour and fabric', 'Read care labels', '30 to 40°C for everyday loads', 'Daily, weekly and monthly tasks', 'Never mix bleach with other cleaners'],
    workedExample: {
      problem:
        "You need to wash a white school shirt, dark jeans, a red T-shirt and a wool jumper labelled 'hand wash'. How should you wash them?",
      steps: [
        'Keep the white shirt away from the dark and bright items so colours cannot run onto it.',
        'Wash the dark jeans and red T-shirt together on a cool wash, such as 30°C.',
        'Wash the white shirt with other whites or light colours at 40°C.',
        'Hand wash the wool jumper in lukewarm water and dry it flat so it keeps its shape.',
      ],
      answer: 'Three groups: the whites, the darks and brights together, and the wool jumper by hand.',
    },
    checkQuestions: [
      {
        question: 'What should you check on a piece of clothing before washing it?',
        answer: 'The care label',
        acceptable: ['label', 'tag'],
      },
      {
        question: 'Which cleaner must never be mixed with other cleaning products?',
        answer: 'Bleach',
        acceptable: ['bleach'],
      },
      {
        question: 'When cleaning a room, should you start at the top or the bottom?',
        answer: 'The top',
        acceptable: ['top', 'high'],
      },
    ],
    realWorldExample:
      'One red sock in a white wash can turn everything pink, which is why sorting laundry matters.',
    related: ['home-simple-repairs', 'cooking-kitchen-safety', 'time-breaking-down-tasks'],
  },
];
