import type { TopicCard } from '../types.ts';

/** College Prep (subject 5): original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'college-choosing-a-major',
    subjectId: 5,
    title: 'Choosing a major',
    keywords: ['choosing a major', 'choose a major', 'major', 'what to study', 'degree subject', 'field of study', 'course choice', 'which subject', 'concentration'],
    explanation: {
      child:
        'At college, your major is the main subject you study. Some people pick a subject they love, like art or science. Others pick one that leads to a job they want. You can often change your mind later. Trying lots of subjects now helps you find what you enjoy.',
      teen:
        'A major is the main subject you focus on at college or university, such as biology, history or engineering. A good choice balances three things: what you enjoy, what you are good at, and where it can lead. Some careers, like nursing, need a set major, while many others accept graduates from lots of subjects. Try taster courses and talk to students and workers in the field. In many places you can choose later or switch, so your first choice is not final.',
      adult:
        'Choosing a major is easier when you weigh interest, ability and outcomes together rather than any one alone. Interest keeps you going through hard courses, ability shows where you are likely to do well, and outcomes cover the jobs, further study and earnings the field tends to lead to. Check whether your target career has fixed entry rules, as medicine, nursing and engineering often do, or whether employers value skills over subject. Read course lists and graduate job data, take an introductory class, and talk to people working in the field. Rules differ between countries and colleges, so check when you must choose and how easily you can switch.',
    },
    keyConcepts: [
      'A major is your main field of study',
      'Balance interest, ability and outcomes',
      'Some careers require a specific major',
      'Research courses and talk to people',
      'Many students change majors',
    ],
    workedExample: {
      problem:
        'Amara scores three possible majors from 1 to 5 on interest, ability and career fit. Biology: 4, 3, 5. Art: 5, 4, 2. Economics: 3, 4, 4. Which has the highest total, and what should she do next?',
      steps: [
        'Add the scores for Biology: 4 + 3 + 5 = 12.',
        'Add the scores for Art: 5 + 4 + 2 = 11.',
        'Add the scores for Economics: 3 + 4 + 4 = 11.',
        'Biology is highest, but the totals are close, so she should test the choice with an introductory class or by talking to biology students.',
      ],
      answer: 'Biology has the highest total (12); because the scores are close, she should gather more information before deciding.',
    },
    checkQuestions: [
      {
        question: 'What is the main subject you study at college usually called?',
        answer: 'Your major',
        acceptable: ['major', 'main field', 'concentration', 'specialism', 'specialization', 'specialisation'],
      },
      {
        question: 'Name one of the three things to balance when choosing a major.',
        answer: 'Interest, ability or career outcomes',
        acceptable: ['interest', 'enjoy', 'abilit', 'good at', 'career', 'job'],
      },
      {
        question: 'Which career is more likely to need one specific major: nursing or sales?',
        answer: 'Nursing',
        acceptable: ['nursing', 'nurse'],
      },
    ],
    realWorldExample:
      'A student who loves drawing and maths might discover architecture, a major that combines both, by exploring course lists.',
    related: ['college-comparing-colleges', 'college-gap-years-alternatives', 'college-application-timeline'],
  },
  {
    id: 'college-personal-statement',
    subjectId: 5,
    title: 'Writing a personal statement',
    keywords: ['personal statement', 'college essay', 'admissions essay', 'application essay', 'common app essay', 'ucas statement', 'statement of purpose'],
    explanation: {
      child:
        'A personal statement is a short essay about you. Colleges read it to learn who you are. Good ones tell a true story from your life. They show what you care about and how you grew. Plain, honest words work better than fancy ones.',
      teen:
        "A personal statement is an essay in your college application that shows who you are beyond grades. Strong ones focus on a specific story and explain what it taught you or how it shaped your goals. Show rather than tell: instead of writing 'I am determined', describe a time you kept going after a setback. Answer the prompt, keep to the word limit and write in your own voice. Plan, draft and revise several times, and ask a teacher to read it.",
      adult:
        "A personal statement lets admissions readers see your motives, character and thinking, which grades alone cannot show. The strongest statements centre on one or two concrete experiences and reflect on them: what happened, what you did, what you learned and how it links to your goals. Specific detail persuades more than broad claims, so replace words like 'passionate' with evidence of what you actually did. Rules vary: many US essays allow up to 650 words on a broad prompt, while UK statements focus on interest in the chosen subject, so read each brief closely. Draft early, revise for clarity, proofread carefully, and keep the voice and content your own.",
    },
    keyConcepts: [
      'Tell a specific, true story',
      "Show, don't tell",
      'Reflect on what you learned',
      'Answer the prompt within the word limit',
      'Revise and proofread',
    ],
    workedExample: {
      problem: "Improve this sentence for a personal statement: 'I am very passionate about helping people.'",
      steps: [
        'Spot the problem: it is a claim with no evidence, and many applicants write the same thing.',
        'Find a real example, such as helping at a weekend reading club for younger children.',
        'Describe one specific moment and what happened.',
        'Add a short reflection that links it to your goals.',
      ],
      answer:
        "For example: 'Every Saturday I help eight-year-olds at our library's reading club; when a shy boy finally read a whole page aloud, I knew I wanted to study education.'",
    },
    checkQuestions: [
      {
        question: 'Which writing rule means using real examples instead of just describing yourself with adjectives?',
        answer: "Show, don't tell",
        acceptable: ['show'],
      },
      {
        question: 'Should a personal statement try to cover many events, or focus on a few specific experiences?',
        answer: 'A few specific experiences',
        acceptable: ['few', 'specific', 'one or two', 'one story', 'one experience'],
      },
      {
        question: 'What should you do after writing your first draft?',
        answer: 'Revise it',
        acceptable: ['revis', 'edit', 'proofread', 'redraft', 'rewrite', 'improve'],
      },
    ],
    realWorldExample:
      'The same skill of telling a short, specific story about yourself helps in job interviews and scholarship applications.',
    related: ['college-recommendation-letters', 'college-application-timeline'],
  },
  {
    id: 'college-standardized-tests',
    subjectId: 5,
    title: 'Standardised test strategies',
    keywords: ['standardized test', 'standardised test', 'sat', 'act', 'entrance exam', 'test prep', 'test strategies', 'test tips', 'admissions test'],
    explanation: {
      child:
        'Some students take big tests to get into college. These tests check reading, writing and maths. Practice tests help you learn the kind of questions. On test day, answer the easy ones first. Sleep well and eat breakfast before the test.',
      teen:
        'Many colleges use or accept standardised tests, such as the SAT or ACT in the US or national exams elsewhere. Start with a timed practice test to find your starting score and weak areas, then focus your study there. Learn the format and rules, such as whether wrong answers lose points, since that tells you whether to guess. In the test, pace yourself and skip slow questions to return to later. Regular short practice beats last-minute cramming, and sleep matters too.',
      adult:
        'Admissions tests reward both subject knowledge and familiarity with the format, so good preparation targets both. Begin with a full, timed practice test, then sort every error by type: a gap in knowledge, a misread question, a careless slip or a timing problem. Build a study plan around the biggest gaps, using official practice materials, and retake timed sections to track progress. Know the scoring rules: the SAT and ACT do not penalise wrong answers, so never leave a blank, while some exams use negative marking. On the day, budget time per question, flag hard items to revisit, and use elimination to improve your odds when you must guess.',
    },
    keyConcepts: [
      'Start with a timed practice test',
      'Sort your errors by type',
      'Know the format and scoring rules',
      'Pace yourself and flag hard questions',
      'Use elimination when guessing',
    ],
    workedExample: {
      problem:
        'A test section has 27 questions in 32 minutes. After 20 minutes you have answered 15. Are you on pace?',
      steps: [
        'Find the time per question: 32 ÷ 27 ≈ 1.2 minutes.',
        'Find where you should be after 20 minutes: 20 ÷ 1.2 ≈ 17 questions.',
        'You have answered 15, so you are about 2 questions behind.',
        'Speed up by skipping any question that takes over 2 minutes, flagging it and coming back if time remains.',
      ],
      answer: 'You are slightly behind (15 answered versus about 17), so skip and flag slow questions to catch up.',
    },
    checkQuestions: [
      {
        question: 'What should you take first to find your starting score and weak areas?',
        answer: 'A timed practice test',
        acceptable: ['practice test', 'diagnostic', 'mock', 'practice exam', 'timed test', 'past paper'],
      },
      {
        question:
          'If you can rule out 2 of 4 answer choices, what is your chance of guessing right, as a percentage?',
        answer: '50%',
        acceptable: ['50', 'half', '1/2', 'one in two'],
      },
    ],
    realWorldExample:
      'Checking how long you have per question is the same pacing skill used in timed quizzes, driving theory tests and job aptitude tests.',
    related: ['college-exam-study-schedule', 'college-application-timeline'],
  },
  {
    id: 'college-exam-study-schedule',
    subjectId: 5,
    title: 'Study schedules for exams',
    keywords: ['study schedule', 'revision timetable', 'exam plan', 'study plan', 'revision plan', 'exam preparation', 'how to revise', 'study timetable'],
    explanation: {
      child:
        'A study plan helps you get ready for a test. First, write down what you need to learn. Then split it into small parts. Study a little each day, not all on the last night. Save time at the end to practise and check.',
      teen:
        'A study schedule turns a big exam into small daily tasks. List every topic, rate how sure you feel about each, and count the days you have left. Spread the topics across those days, give more time to weak areas, and come back to each topic more than once. Save the last few days for past papers and review. Plan short breaks and a rest day each week, and adjust the plan if you fall behind rather than giving up on it.',
      adult:
        'An effective exam schedule works backwards from the exam date and puts limited time where it will raise your score most. Start by listing topics, rating your confidence in each and estimating the hours needed, giving weak and high-value topics more time. Spread sessions across weeks rather than cramming them at the end, and bring each topic back at widening intervals, since spaced review builds much stronger memory. In the final phase, sit timed past papers to practise recall under exam conditions and expose remaining gaps. Protect your sleep, leave spare days for illness or overruns, and review the plan weekly.',
    },
    keyConcepts: [
      'Work backwards from the exam date',
      'List topics and rate your confidence',
      'Spread study out and revisit topics',
      'Practise with past papers',
      'Build in breaks and spare time',
    ],
    workedExample: {
      problem:
        'You have 20 days until an exam with 8 topics. You want to study each topic twice, then spend the final 4 days on past papers. How should you plan?',
      steps: [
        'Keep the last 4 days for past papers: 20 − 4 = 16 days remain.',
        'Studying each topic twice means 8 × 2 = 16 sessions.',
        '16 sessions over 16 days gives one topic session per day.',
        'Do round one on days 1 to 8 and round two on days 9 to 16, so each topic returns after about a week.',
      ],
      answer: 'One topic a day: round one on days 1 to 8, round two on days 9 to 16, and past papers on days 17 to 20.',
    },
    checkQuestions: [
      {
        question: 'Should you give more study time to your strong topics or your weak topics?',
        answer: 'Weak topics',
        acceptable: ['weak', 'weaker', 'harder', 'difficult', 'least confident', 'unsure'],
      },
      {
        question: 'Is it better to study a little every day or all on the night before?',
        answer: 'A little every day',
        acceptable: ['every day', 'each day', 'daily', 'a little', 'spread'],
      },
      {
        question: 'What kind of practice is best for the final days before an exam?',
        answer: 'Timed past papers',
        acceptable: ['past paper', 'practice test', 'practice exam', 'mock', 'timed', 'old exam'],
      },
    ],
    realWorldExample:
      'Training for a race works the same way: a little running most days for weeks beats one huge run the night before.',
    related: ['college-standardized-tests', 'college-independent-learning'],
  },
  {
    id: 'college-financial-aid',
    subjectId: 5,
    title: 'Financial aid and scholarships',
    keywords: ['financial aid', 'scholarships', 'grants', 'student loans', 'fafsa', 'tuition', 'bursary', 'paying for college'],
    explanation: {
      child:
        'College can cost a lot of money. Financial aid is help to pay for it. Grants and scholarships are gifts you do not pay back. Loans are money you borrow and must pay back later. Many students get help, so it is smart to ask early.',
      teen:
        'Financial aid is money that helps pay for tuition, housing and other college costs. Grants and scholarships do not need to be paid back: grants usually depend on need, while scholarships may reward grades, talents or service. Loans must be repaid with interest, so borrow carefully. Work-study lets students earn money through part-time jobs. In the US the first step is usually the FAFSA form, and other countries have their own student finance systems, so check the deadlines early.',
      adult:
        'Financial aid includes grants, scholarships, loans and work-study, and only some of it must be repaid. Grants are usually based on need, judged from family income and assets, while scholarships may reward merit or be tied to a field of study, background, place or activity. Loans add to the real cost of a degree, so compare interest rates and repayment terms, and prefer government loans, which often have more flexible repayment, over private ones. In the US, most federal and many college awards start with the FAFSA; other countries have their own systems, so check official sources. Compare offers by net price, the total cost minus grants and scholarships, not by the sticker price.',
    },
    keyConcepts: [
      'Grants and scholarships are not repaid',
      'Loans are repaid with interest',
      'Need-based versus merit-based aid',
      'Apply early and meet deadlines',
      'Compare net price, not sticker price',
    ],
    workedExample: {
      problem:
        'College A costs 30,000 a year and offers a 12,000 grant. College B costs 22,000 a year and offers a 2,000 scholarship. Which has the lower net price?',
      steps: [
        'Net price = total cost − grants and scholarships.',
        'College A: 30,000 − 12,000 = 18,000.',
        'College B: 22,000 − 2,000 = 20,000.',
        'Compare: 18,000 is less than 20,000.',
      ],
      answer: 'College A, at 18,000 a year, is cheaper even though its sticker price is higher.',
    },
    checkQuestions: [
      { question: 'Which type of financial aid must be paid back with interest?', answer: 'A loan', acceptable: ['loan'] },
      {
        question: 'What is the cost of college minus grants and scholarships called?',
        answer: 'The net price',
        acceptable: ['net price', 'net cost'],
      },
      {
        question: 'A college costs 25,000 a year and gives you a 10,000 grant. What is the net price?',
        answer: '15,000',
        acceptable: ['15,000', '15000', '15 000', '15k'],
      },
    ],
    realWorldExample:
      'Comparing the price you actually pay after discounts, not the price on the tag, is how smart shoppers compare anything from phones to colleges.',
    related: ['college-comparing-colleges', 'college-application-timeline', 'college-gap-years-alternatives'],
  },
  {
    id: 'college-comparing-colleges',
    subjectId: 5,
    title: 'Comparing colleges',
    keywords: ['comparing colleges', 'choosing a college', 'pick a college', 'which university', 'college rankings', 'college list', 'best fit', 'university choice'],
    explanation: {
      child:
        'There are many colleges, and each one is different. Some are big and some are small. Some are near home and some are far away. Think about what you want to learn there. Also think about the cost and how it would feel to live there.',
      teen:
        'Comparing colleges works best when you decide what matters to you before looking at rankings. Useful factors include courses in your subject, class sizes, location, campus life, cost after aid, and support such as tutoring. Look at results too, like how many students graduate and what jobs they get. A simple table that scores each college on your key factors makes differences easy to see. A famous name matters less than whether a college fits your needs and budget.',
      adult:
        'Choosing where to apply involves many factors, so be clear about your priorities before comparing. Academic fit covers the strength of programmes in your field, teaching quality, class sizes and chances for research or work placements. Practical fit covers place, size, housing and support, while financial fit depends on what you would pay after aid and how much you might borrow. Outcome data, such as graduation rates and graduate jobs, often reveal more than overall rankings, which blend many factors that may not matter to you. A weighted table, where you score each option on each factor and multiply by how much that factor matters, turns vague feelings into a clear comparison.',
    },
    keyConcepts: [
      'Decide your priorities first',
      'Academic, practical and financial fit',
      'Check outcomes like graduation rates',
      'Rankings are only a starting point',
      'Use a weighted comparison table',
    ],
    workedExample: {
      problem:
        'You weight cost ×3 and course quality ×2. College X scores 4 for cost and 3 for course. College Y scores 2 for cost and 5 for course (out of 5). Which scores higher?',
      steps: [
        'College X: cost 4 × 3 = 12 and course 3 × 2 = 6, so the total is 18.',
        'College Y: cost 2 × 3 = 6 and course 5 × 2 = 10, so the total is 16.',
        'Compare the totals: 18 is more than 16.',
      ],
      answer: 'College X scores higher (18 versus 16) because you gave cost the most weight.',
    },
    checkQuestions: [
      {
        question: 'What should you decide before you look at college rankings?',
        answer: 'What matters to you, your priorities',
        acceptable: ['priorit', 'what matters', 'what i want', 'what you want', 'criteria', 'my needs'],
      },
      {
        question: 'Name one outcome measure that helps you compare colleges.',
        answer: 'Graduation rate',
        acceptable: ['graduat', 'employment', 'jobs', 'salar', 'earnings', 'completion'],
      },
      {
        question: 'In a weighted table, a college scores 4 on a factor weighted ×3. How many points is that?',
        answer: '12',
        acceptable: ['12', 'twelve'],
      },
    ],
    realWorldExample:
      'The same weighted scoring can help you choose anything important, from a phone plan to a flat to rent.',
    related: ['college-campus-visits', 'college-financial-aid', 'college-choosing-a-major'],
  },
  {
    id: 'college-recommendation-letters',
    subjectId: 5,
    title: 'Recommendation letters',
    keywords: ['recommendation letter', 'letter of recommendation', 'reference', 'referee', 'teacher reference', 'rec letter', 'counselor letter'],
    explanation: {
      child:
        'Some colleges ask a teacher to write a letter about you. The letter tells them how you learn and act. Pick a teacher who knows you well. Ask them politely and early. Later, say thank you for their help.',
      teen:
        'A recommendation letter is written by a teacher, counsellor or mentor to tell a college about your strengths and character. Choose someone who knows you well, ideally from a recent class where you took part actively, rather than someone important who barely knows you. Ask politely at least a month before the deadline. Give them a short sheet listing your activities, goals and a few moments from their class. Afterwards, send a thank-you note and tell them how it went.',
      adult:
        'Recommendation letters give admissions readers a trusted outside view of your abilities and character, so how well the writer knows you matters more than their title. Choose teachers from recent, relevant courses, or employers and coaches where allowed, who can cite specific examples of your work, initiative and growth. Ask four to six weeks before the deadline, and confirm how they will submit the letter. Make their job easier with a short information sheet: deadlines, the programmes you are applying to, your goals, and two or three moments they might mention. Follow up politely as the deadline nears, and thank them afterwards.',
    },
    keyConcepts: [
      'Choose someone who knows you well',
      'Ask early and politely',
      'Give them an information sheet',
      'Specific examples beat general praise',
      'Say thank you',
    ],
    workedExample: {
      problem:
        'Your application deadline is 1 November, and your teacher asks for at least four weeks. What is the latest date to ask, and what should you give them?',
      steps: [
        'Count back four weeks, which is 28 days, from 1 November.',
        '1 November minus 28 days is 4 October.',
        'Add a safety margin in case they are busy, so aim for September.',
        'Give them the deadline, the courses you are applying for, your goals and a few examples from their class.',
      ],
      answer: 'Ask by 4 October at the latest, ideally in September, and give them an information sheet.',
    },
    checkQuestions: [
      {
        question: 'What matters most when choosing someone to write your letter: their fame or how well they know you?',
        answer: 'How well they know you',
        acceptable: ['how well', 'know me', 'knows me', 'know you well', 'knows you well'],
      },
      {
        question: 'About how many weeks before the deadline should you ask for a letter?',
        answer: 'At least four weeks',
        acceptable: ['four', '4', 'five', 'six', 'month'],
      },
      {
        question: 'What should you send your recommender after they write the letter?',
        answer: 'A thank-you note',
        acceptable: ['thank'],
      },
    ],
    realWorldExample:
      'Later in life, employers ask for references too, so treating the people who vouch for you with care is a lasting habit.',
    related: ['college-personal-statement', 'college-application-timeline'],
  },
  {
    id: 'college-application-timeline',
    subjectId: 5,
    title: 'The college application timeline',
    keywords: ['application timeline', 'college deadlines', 'when to apply', 'early decision', 'early action', 'ucas deadline', 'application calendar'],
    explanation: {
      child:
        'Applying to college takes a long time. It starts more than a year before you go. First, you choose where to apply. Next, you write essays and ask for letters. Then you send everything in before the deadlines.',
      teen:
        'Applying to college often starts about 18 months before you would begin. In the year before your final year, research colleges, prepare for any tests and visit if you can. In the summer and early autumn of your final year, draft your essays and ask for recommendation letters. Early deadlines often fall in October or November and regular ones from January to March, with most decisions in spring. Keep every deadline in one calendar or spreadsheet.',
      adult:
        'A typical application cycle runs from about eighteen months before entry until the spring before you enrol, though dates vary by country and college. In the second-to-last year of school, research options, take any required tests and get to know likely recommenders. The summer before the final year is ideal for drafting essays and settling a balanced list of reach, match and safer choices. Early deadlines fall in the autumn, such as the mid-October UK deadline for Oxford, Cambridge and medicine, while most others fall between January and March. Track each requirement, fee and deadline in one spreadsheet, and apply for financial aid at the same time, since aid deadlines can come first.',
    },
    keyConcepts: [
      'Start about 18 months ahead',
      'Research and test preparation come first',
      'Essays and letters in summer and autumn',
      'Early versus regular deadlines',
      'Track everything in one place',
    ],
    workedExample: {
      problem:
        'Your regular deadline is 15 January. You need 6 weeks to draft and revise your essay, and you want to finish 2 weeks early. When should you start?',
      steps: [
        'Finish 2 weeks before 15 January, which is 1 January.',
        'Count back 6 weeks, which is 42 days, from 1 January.',
        '31 days back from 1 January is 1 December, and 11 more days back is 20 November.',
      ],
      answer: 'Start by 20 November.',
    },
    checkQuestions: [
      {
        question: 'About how many months before starting college should the application process begin?',
        answer: 'About 18 months',
        acceptable: ['18', 'eighteen', 'year and a half', '1.5 year'],
      },
      {
        question: 'Which deadlines come first: early deadlines or regular deadlines?',
        answer: 'Early deadlines',
        acceptable: ['early'],
      },
      {
        question: 'What simple tool helps you keep track of every deadline?',
        answer: 'A calendar or spreadsheet',
        acceptable: ['calendar', 'spreadsheet', 'planner', 'tracker', 'diary', 'checklist'],
      },
    ],
    realWorldExample:
      'Planning backwards from a deadline works for any big event, from a school play to moving house.',
    related: ['college-personal-statement', 'college-recommendation-letters', 'college-financial-aid'],
  },
  {
    id: 'college-campus-visits',
    subjectId: 5,
    title: 'Campus visits',
    keywords: ['campus visit', 'college visit', 'open day', 'campus tour', 'virtual tour', 'university visit', 'visiting colleges'],
    explanation: {
      child:
        'Visiting a college helps you see what it is like. You can walk around and see the classrooms. You can look at where students live and eat. You can ask students what they like. It helps you picture yourself there.',
      teen:
        'A campus visit shows you things a website cannot, like whether a place feels right. Join the official tour, but also explore on your own: the library, the dorms, the dining hall and the area around campus. Talk to current students about what they like, what they would change and how easy it is to get help. If you can, sit in on a class. Take notes right after each visit, and use virtual tours if travel costs too much.',
      adult:
        'A campus visit tests your impressions against reality, so plan it to gather evidence rather than only taking the official tour. Before you go, list questions about teaching, support services, housing, transport and costs, and try to attend a class or meet someone from your department. On site, notice everyday details: how students interact, whether spaces are accessible, and what the local area offers. Ask current students open questions, such as what surprised them or what they would change, which often reveal more than brochures. Score each campus on the same criteria on the same day, and use virtual tours when travel is not affordable.',
    },
    keyConcepts: [
      'See beyond the website',
      'Prepare questions in advance',
      'Talk to current students',
      'Sit in on a class if possible',
      'Take notes and compare',
    ],
    workedExample: {
      problem:
        'You have one day for a campus visit. The tour takes 1.5 hours, a sample class 1 hour, lunch 1 hour, and you want 1.5 hours to explore. Travel takes 2 hours each way. Does it fit into 10 hours?',
      steps: [
        'Add the campus activities: 1.5 + 1 + 1 + 1.5 = 5 hours.',
        'Add the travel: 2 + 2 = 4 hours.',
        'Total: 5 + 4 = 9 hours.',
        '9 hours is less than 10, which leaves 1 hour spare for delays.',
      ],
      answer: 'Yes: the plan takes 9 hours, leaving an hour to spare.',
    },
    checkQuestions: [
      {
        question: 'Who can give you the most honest view of daily life at a college?',
        answer: 'Current students',
        acceptable: ['student'],
      },
      {
        question: 'What can you use to see a campus if you cannot travel there?',
        answer: 'A virtual tour',
        acceptable: ['virtual', 'online', 'video'],
      },
      {
        question: 'Why should you take notes right after each visit?',
        answer: 'So you remember and can compare campuses',
        acceptable: ['remember', 'forget', 'blur', 'compare', 'mix'],
      },
    ],
    realWorldExample:
      'Visiting before you decide is like test-driving a bike: the feel of the real thing tells you what photos cannot.',
    related: ['college-comparing-colleges', 'college-application-timeline'],
  },
  {
    id: 'college-independent-learning',
    subjectId: 5,
    title: 'The move to independent learning',
    keywords: ['independent learning', 'college life', 'self-study', 'office hours', 'transition to university', 'freshman year', 'first year', 'study skills'],
    explanation: {
      child:
        'At college, teachers do not check on you every day. You decide when to study and do your work. So you need to plan your own time. If you get stuck, you ask for help yourself. This is called being an independent learner.',
      teen:
        'College gives you much more freedom than school: fewer hours in class, fewer reminders and more work on your own. Many courses expect about two hours of study outside class for each hour in class. Successful students use a weekly planner, start assignments early and treat study time like a fixed appointment. Teachers rarely chase you, so go to office hours, use tutoring and join study groups. Asking for help early is a sign of good independence, not weakness.',
      adult:
        'Moving from school to college shifts responsibility for learning from the teacher to you. Class hours fall, deadlines are further apart and grades often rest on a few large assessments, so problems can stay hidden until late in the term. A common US guideline is about two hours of independent study for every hour in class, which makes a weekly schedule with protected study blocks essential. Independent learners set their own goals, read before lectures, check their understanding with practice problems and seek feedback rather than waiting for it. Using office hours, study skills services and study groups early, not after falling behind, is one of the clearest habits of students who thrive.',
    },
    keyConcepts: [
      'More freedom means more responsibility',
      'About two hours of study per class hour',
      'Plan a weekly schedule',
      'Ask for help early',
      'Use office hours and study groups',
    ],
    workedExample: {
      problem:
        'You have 15 hours of classes a week. Using the guideline of 2 hours of independent study per class hour, how many hours of academic work should you plan each week?',
      steps: [
        'Independent study: 15 × 2 = 30 hours.',
        'Add the class time: 30 + 15 = 45 hours.',
        'Spread over 6 days, that is 45 ÷ 6 = 7.5 hours a day.',
      ],
      answer: 'About 45 hours a week, similar to a full-time job.',
    },
    checkQuestions: [
      {
        question: 'Roughly how many hours of independent study are suggested for each hour in class?',
        answer: 'About two',
        acceptable: ['two', '2'],
      },
      {
        question: 'What are the set times when college teachers are available to meet students called?',
        answer: 'Office hours',
        acceptable: ['office hour', 'drop-in', 'consultation'],
      },
      {
        question: 'With 12 class hours a week and 2 study hours per class hour, how many independent study hours is that?',
        answer: '24',
        acceptable: ['24', 'twenty-four', 'twenty four'],
      },
    ],
    realWorldExample:
      'Most jobs also expect you to manage your own time and ask for help when stuck, so college is good practice for work.',
    related: ['college-exam-study-schedule', 'college-choosing-a-major'],
  },
  {
    id: 'college-gap-years-alternatives',
    subjectId: 5,
    title: 'Gap years and alternatives to college',
    keywords: ['gap year', 'apprenticeship', 'vocational training', 'trade school', 'alternatives to college', 'deferral', 'technical college', 'skilled trades'],
    explanation: {
      child:
        'Not everyone goes to college right after school. Some take a gap year to work, travel or help others. Some learn a job by working with an expert. This is called an apprenticeship. Others go to schools that teach skills like cooking or fixing cars.',
      teen:
        'College is one route, not the only one. A gap year is a planned break to work, volunteer, travel or build skills, and many colleges let accepted students start a year later. Apprenticeships mix paid work with training and lead to a qualification in areas such as electrical work, healthcare or IT. Vocational and technical colleges offer shorter courses for skilled jobs like plumbing or cooking. The best choice depends on your goals, money and how you like to learn.',
      adult:
        'Going straight to university suits many people, but gap years, apprenticeships and job training are real routes too. A gap year with clear goals, such as saving money, working or volunteering, can boost motivation, and many universities let students defer their start by a year. Apprenticeships mix paid work with training for a recognised qualification, and in some countries, such as Germany and the UK, they can lead to a degree. Vocational courses are usually shorter and cheaper than degrees and lead to skilled trades, where good workers are often in demand. Compare routes by cost, pay while training, qualification and long-term progress, and remember that you can add more study later.',
    },
    keyConcepts: [
      'A gap year needs a plan',
      'Apprenticeships: paid work plus training',
      'Vocational courses lead to skilled jobs',
      'Deferring a college place',
      'Many paths lead to good careers',
    ],
    workedExample: {
      problem:
        'Route A is a 3-year degree costing 9,000 a year in fees, with no pay. Route B is a 3-year apprenticeship paying 15,000 a year, with free training. Ignoring living costs, compare the money position after 3 years.',
      steps: [
        'Route A: 3 × 9,000 = 27,000 spent on fees.',
        'Route B: 3 × 15,000 = 45,000 earned.',
        'The gap between them is 45,000 + 27,000 = 72,000 in favour of Route B.',
        'Money is only one factor: also compare qualifications, interests and long-term career growth.',
      ],
      answer:
        'Route B leaves you 72,000 better off after 3 years, but the right choice also depends on your goals and long-term prospects.',
    },
    checkQuestions: [
      {
        question: 'What is a programme that combines a paid job with training called?',
        answer: 'An apprenticeship',
        acceptable: ['apprentice'],
      },
      {
        question: 'What is a planned year off between school and further study called?',
        answer: 'A gap year',
        acceptable: ['gap'],
      },
      {
        question: 'What is it called when a college lets you start a year later than planned?',
        answer: 'Deferring your place',
        acceptable: ['defer'],
      },
    ],
    realWorldExample:
      'Many electricians, chefs and nurses started through apprenticeships or vocational courses and earned while they learned.',
    related: ['college-choosing-a-major', 'college-financial-aid'],
  },
];
