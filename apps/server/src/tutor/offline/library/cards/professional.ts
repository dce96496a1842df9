import type { TopicCard } from '../types.ts';

/**
 * Professional skills: Career Guidance (11), Interview Prep (12) and Communication (13).
 * Original topic cards for the offline tutor.
 */
export const cards: TopicCard[] = [
  // Career Guidance (11)
  {
    id: 'career-strengths-interests',
    subjectId: 11,
    title: 'Discovering your strengths and interests',
    keywords: ['strengths', 'interests', 'what am i good at', 'career quiz', 'holland code', 'riasec', 'self-assessment', 'values'],
    explanation: {
      child:
        'Everyone is good at different things. Some people love building, drawing, helping or solving puzzles. Think about what you enjoy and what feels easy for you. Ask friends and family what you do well. These clues can point to jobs you might love.',
      teen:
        "Knowing your strengths and interests is the first step in planning a career. Strengths are things you do well, like explaining ideas, fixing things or organising events; interests are things you enjoy and keep coming back to. Notice which subjects and hobbies make time fly, and ask teachers, friends or family what they see you doing well. Free quizzes based on Holland's six interest types can suggest career areas to explore. Treat the results as ideas to test, not final answers, because you will keep growing.",
      adult:
        "Career choices tend to work best when they draw on a realistic picture of your strengths, interests and values. Strengths include skills you have built and natural talents, and evidence for them comes from achievements, feedback and tasks that energise rather than drain you. Tools such as Holland's RIASEC model sort work interests into six types, such as realistic (hands-on), artistic or social, and link each type to jobs. Values, such as security, creativity, helping others or freedom, often decide whether a job feels right over time. Combine reflection with outside views and small experiments, like volunteering or job shadowing, and treat any test as a prompt, not a verdict.",
    },
    keyConcepts: ['Strengths are what you do well', 'Interests are what you enjoy', 'Values shape job satisfaction', "Holland's six interest types", 'Test ideas through experience'],
    workedExample: {
      problem:
        'Lena enjoys biology, volunteers at an animal shelter and is often praised for being calm and careful. Which career areas could she explore, and how could she test them?',
      steps: [
        'List her interests: biology and animals.',
        'List her strengths: calm, careful and caring.',
        'Match them to careers: veterinary nursing, animal care, zoology or laboratory science.',
        'Test the ideas: shadow a veterinary nurse for a day, or take a short animal care course.',
      ],
      answer: 'Animal care and veterinary or laboratory science fit her profile; job shadowing would show whether she enjoys the daily work.',
    },
    checkQuestions: [
      {
        question: 'What do we call the things you do well?',
        answer: 'Strengths',
        acceptable: ['strength', 'skill', 'talent', 'abilit'],
      },
      {
        question: "How many types are there in Holland's interest model?",
        answer: 'Six',
        acceptable: ['six', '6'],
      },
      {
        question: 'Name one way to test a career idea in real life.',
        answer: 'Job shadowing, volunteering or work experience',
        acceptable: ['shadow', 'volunteer', 'work experience', 'internship', 'placement', 'taster'],
      },
    ],
    realWorldExample:
      'A friend who always organises group trips may have planning strengths that suit careers in events, logistics or project management.',
    related: ['career-researching-careers', 'career-writing-a-cv'],
  },
  {
    id: 'career-researching-careers',
    subjectId: 11,
    title: 'Researching careers',
    keywords: ['career research', 'job research', 'careers advice', 'informational interview', 'job shadowing', 'job outlook', 'what job', 'career options'],
    explanation: {
      child:
        'There are thousands of different jobs. To learn about one, find out what people do all day. Find out what you need to learn for it. You can read about jobs or watch videos. Best of all, ask someone who does the job.',
      teen:
        'Researching a career means finding out what a job is really like before you commit to it. Look at the daily tasks, the skills and training needed, typical pay, hours and whether jobs in the field are growing. Official careers websites and job adverts give reliable facts, and videos show what the work looks like. Often the best source is a person in the job: an informational interview is a short, polite chat where you ask about their work. Work experience or job shadowing then lets you see it for yourself.',
      adult:
        'Good career research mixes reliable facts with first-hand insight. Official job websites show typical tasks, entry routes, pay and future demand, while current job adverts show which skills employers want. Professional bodies explain how to enter regulated fields and how long training takes. Informational interviews, short talks with people already in the role, reveal the daily reality, career paths and trade-offs that data cannot show. Compare a few options against what matters to you, such as pay, flexibility, location and meaning, and test the best ones with work experience or a short course before you commit to long training.',
    },
    keyConcepts: ['Daily tasks, skills and qualifications', 'Pay, hours and job outlook', 'Reliable official sources', 'Informational interviews', 'Try it through work experience'],
    workedExample: {
      problem: 'Research the career of an electrician. Which four things should you find out, and where?',
      steps: [
        'Daily tasks: installing and repairing wiring, from a national careers website.',
        'Training route: usually an apprenticeship plus a licence or qualification, from a trade or professional body.',
        'Pay and demand: from official statistics and current job adverts.',
        'Reality check: from a short informational interview with a working electrician.',
      ],
      answer: 'Find the tasks, training, pay and demand, plus a first-hand view, using official sites, trade bodies, job adverts and a real electrician.',
    },
    checkQuestions: [
      {
        question: 'What is a short conversation with someone in a job, to learn about their work, called?',
        answer: 'An informational interview',
        acceptable: ['informational', 'information interview'],
      },
      {
        question: 'Name one reliable source of facts about pay and jobs.',
        answer: 'A government careers website or official statistics',
        acceptable: ['government', 'official', 'statistic', 'job advert', 'careers service', 'trade body'],
      },
      {
        question: 'What can you do to watch someone at work for a day?',
        answer: 'Job shadowing',
        acceptable: ['shadow', 'work experience', 'visit'],
      },
    ],
    realWorldExample:
      'Asking a relative or neighbour what their job is really like, and what they wish they had known, is career research.',
    related: ['career-strengths-interests', 'career-writing-a-cv', 'interview-questions-to-ask'],
  },
  {
    id: 'career-writing-a-cv',
    subjectId: 11,
    title: 'Writing a CV or résumé',
    keywords: ['cv', 'resume', 'résumé', 'curriculum vitae', 'job application', 'action verbs', 'write a cv', 'work experience'],
    explanation: {
      child:
        'A CV, or résumé, is a short paper about you. It helps you get a job. It lists what you have learned and done. It also shows your skills, like teamwork. It should be neat, short and true.',
      teen:
        "A CV, called a résumé in North America, is a short document that tells an employer why you suit a job. Include your contact details, a short profile, education, any work or volunteer experience, and your skills. Use bullet points that start with action verbs and show results, such as 'Organised a bake sale that paid for 40 new library books'. Keep it to one page if you have little experience, check spelling carefully, and adjust it for each job. Never exaggerate or invent anything.",
      adult:
        "A CV or résumé is a marketing document: its job is to show quickly that you match the role. Recruiters often skim, so lead with a short profile and put your most relevant experience near the top, with the most recent first. Describe achievements rather than duties, using action verbs and numbers where possible, such as 'cut processing time by 20% by redesigning the intake form'. Tailor each version to the job advert, echoing its key skills in your own truthful words, which also helps with automated screening systems. Conventions vary by country, for example on length and whether to include a photo, so follow local practice and keep the layout clean and consistent.",
    },
    keyConcepts: ['Contact details, profile, education, experience, skills', 'Action verbs and results', 'Tailor it to each job', 'Keep it short and truthful', 'Proofread carefully'],
    workedExample: {
      problem: "Improve this CV line: 'Responsible for the school newsletter.'",
      steps: [
        "Replace 'responsible for' with an action verb, such as 'edited' or 'led'.",
        'Add what you actually did, such as leading a team of writers on a monthly schedule.',
        'Add a result with a number if you can, such as readers or issues.',
        'Combine it all into one clear bullet point.',
      ],
      answer: "'Edited the monthly school newsletter, leading a team of 5 writers and growing readership from 200 to 450 students.'",
    },
    checkQuestions: [
      {
        question: 'What is a CV usually called in the USA and Canada?',
        answer: 'A résumé',
        acceptable: ['résumé', 'resume', 'resumé'],
      },
      {
        question: 'What kind of word should each bullet point on a CV start with?',
        answer: 'An action verb',
        acceptable: ['verb', 'action', 'doing word'],
      },
      {
        question: 'Should you send the same CV to every job, or tailor it each time?',
        answer: 'Tailor it',
        acceptable: ['tailor', 'adjust', 'adapt', 'custom', 'change it', 'modify'],
      },
    ],
    realWorldExample:
      'Even a first weekend job at a café is easier to get with a one-page CV listing school, volunteering and skills.',
    related: ['career-researching-careers', 'interview-common-questions', 'communication-clear-writing'],
  },

  // Interview Prep (12)
  {
    id: 'interview-star-method',
    subjectId: 12,
    title: 'The STAR method',
    keywords: ['star method', 'star technique', 'behavioural interview', 'behavioral questions', 'tell me about a time', 'situation task action result', 'interview answers'],
    explanation: {
      child:
        'STAR is a way to tell a story about something you did. S is the Situation, where you were. T is the Task, what you had to do. A is the Action, what you did. R is the Result, how it ended.',
      teen:
        "The STAR method helps you answer interview questions that begin 'Tell me about a time when…'. It has four parts: Situation (set the scene), Task (what you needed to do), Action (the steps you took) and Result (what happened and what you learned). Spend most of your answer on the Action, and say 'I' rather than 'we' so the interviewer knows what you did. End with a clear result, with a number if you can. Prepare four or five stories from school, work, sport or volunteering that fit many questions.",
      adult:
        'The STAR method gives shape to answers for behavioural questions, which assume that how you acted in the past predicts how you will act in future. Set out the Situation and Task in two or three sentences, spend most of the answer on the Action and your reasons, and close with the Result, measured if possible, plus any lesson learned. Aim for about two minutes, because long, winding answers lose the interviewer before the point. Prepare six to eight stories covering common themes, such as leadership, conflict, failure, teamwork and pressure, since one story can often fit several questions. Include at least one mistake and what you changed afterwards, because honest reflection is often valued.',
    },
    keyConcepts: ['Situation, Task, Action, Result', 'Spend most time on your actions', "Say 'I', not 'we'", 'Measure the result', 'Prepare several stories'],
    workedExample: {
      problem: "Answer with STAR: 'Tell me about a time you solved a problem.'",
      steps: [
        "Situation: 'At my café job, the lunchtime queue often took 15 minutes.'",
        "Task: 'My manager asked me to find a way to speed it up.'",
        "Action: 'I noticed most orders were the same five drinks, so I suggested making those in batches and set up a separate collection point.'",
        "Result: 'Average waiting time fell to about 7 minutes, and complaints dropped.'",
      ],
      answer: 'A clear four-part story with most detail on the actions and a measurable result: waits cut from 15 to about 7 minutes.',
    },
    checkQuestions: [
      { question: 'What does the A in STAR stand for?', answer: 'Action', acceptable: ['action'] },
      { question: 'What does the R in STAR stand for?', answer: 'Result', acceptable: ['result', 'outcome'] },
      {
        question: 'Which part of a STAR answer should get the most time?',
        answer: 'The Action',
        acceptable: ['action'],
      },
    ],
    realWorldExample:
      'Telling a friend how you fixed a group project that was falling behind, step by step and with the result, is a STAR story.',
    related: ['interview-common-questions', 'interview-questions-to-ask'],
  },
  {
    id: 'interview-common-questions',
    subjectId: 12,
    title: 'Common interview questions',
    keywords: ['interview questions', 'tell me about yourself', 'strengths and weaknesses', 'why do you want this job', 'job interview', 'interview practice', 'mock interview'],
    explanation: {
      child:
        "At a job interview, people ask questions to get to know you. They might say, 'Tell me about yourself.' They might ask what you are good at. They might ask why you want the job. Practising answers out loud helps you feel calm.",
      teen:
        "Many interviews use the same core questions, so preparing for them builds confidence. 'Tell me about yourself' calls for a one-minute summary of who you are, what you have done and why you want this role. For 'What are your strengths?', give two strengths with examples, and for a weakness, name a real one and what you are doing to improve it. When they ask why you want the job, they are checking whether you have researched the organisation. Practise out loud with a friend, but don't memorise every word, so you still sound natural.",
      adult:
        "Most interviews use a predictable set of core questions, and preparing flexible answers frees your mind for the unexpected ones. 'Tell me about yourself' invites a short present-past-future pitch: what you do now, what you have done before, and why this job is a logical next step. Questions about strengths and weaknesses test self-awareness, so back each strength with evidence and pair a real weakness with the steps you are taking to manage it. Asking why you want this role, or why this employer, shows whether you have done your research, and questions about conflict or failure are best answered with the STAR method. Rehearse aloud or do a mock interview, refining structure and timing without scripting every word.",
    },
    keyConcepts: ['Tell me about yourself: a short pitch', 'Strengths with evidence', 'An honest weakness plus how you are improving', 'Research the organisation', "Practise aloud, don't memorise"],
    workedExample: {
      problem: "Plan a one-minute answer to 'Tell me about yourself' for a part-time job in a bookshop.",
      steps: [
        "Present: 'I'm in my final year at school, studying English and art.'",
        "Past: 'For two years I've volunteered in the school library, helping students find books and setting up displays.'",
        "Future: 'I'd love to build on that in a real shop, and I know you run reading events, which I'd enjoy helping with.'",
        'Check the timing by saying it aloud: about 20 seconds for each part.',
      ],
      answer: 'A present-past-future summary of about one minute that links your experience to the job.',
    },
    checkQuestions: [
      {
        question: "What three-part structure works well for 'Tell me about yourself'?",
        answer: 'Present, past, future',
        acceptable: ['present, past', 'present past future', 'present-past-future', 'past, present', 'past present future'],
      },
      {
        question: "About how long should your answer to 'Tell me about yourself' be?",
        answer: 'About one minute',
        acceptable: ['one minute', '1 minute', 'a minute', '60 second', '1-2 minute', 'one or two minute'],
      },
      {
        question: 'When asked about a weakness, what should you add after naming it?',
        answer: 'How you are improving it',
        acceptable: ['improv', 'working on', 'steps', 'getting better', 'manag', 'fix'],
      },
    ],
    realWorldExample:
      "Introducing yourself at a new club or class uses the same short 'who I am, what I've done, why I'm here' pattern.",
    related: ['interview-star-method', 'interview-questions-to-ask', 'career-writing-a-cv'],
  },
  {
    id: 'interview-questions-to-ask',
    subjectId: 12,
    title: 'Questions to ask the interviewer',
    keywords: ['questions to ask', 'do you have any questions', 'end of interview', 'asking the interviewer', 'reverse questions', 'interview tips', 'next steps'],
    explanation: {
      child:
        'At the end of a job interview, you can ask questions too. This shows you are curious and care about the job. You might ask what a normal day is like. You might ask about the team. Good questions help you decide if the job is right for you.',
      teen:
        "Most interviews end with 'Do you have any questions for us?', and having none can make you seem uninterested. Prepare two or three questions about the role, the team or how you would learn, such as what a typical day looks like. Skip questions the website already answers, and leave pay and holidays until you have an offer, unless they bring them up. Listen closely, too, as the talk itself may give you a good follow-up question. Remember that the interview is your chance to decide if you want the job, too.",
      adult:
        "The questions you ask at the end of an interview show preparation, judgement and real interest, and they help you decide whether the role suits you. Strong questions focus on the work itself: what success looks like in the first six months, the team's biggest challenges, and what training or progression is on offer. Asking interviewers about their own experience of working there often draws honest answers. Avoid anything easily found on the website, and in a first interview usually leave salary and benefits until the interviewer raises them. Prepare four or five questions, in case some are answered along the way, and finish by asking about next steps and timing.",
    },
    keyConcepts: ['Always have questions ready', 'Ask about the role, team and success', 'Avoid questions the website answers', 'Pay usually comes after an offer', 'Ask about next steps'],
    workedExample: {
      problem:
        "You have three questions ready: (a) 'What does your company do?', (b) 'What would success look like in the first three months?', (c) 'How much holiday do I get?'. Which is best to ask in a first interview, and why?",
      steps: [
        '(a) is answered on the website, so asking it suggests you did not prepare.',
        '(c) focuses on benefits before you have an offer, so it is better saved for later.',
        '(b) shows you want to do the job well and tells you what is expected.',
      ],
      answer: 'Ask (b), because it shows preparation and helps you understand what is expected.',
    },
    checkQuestions: [
      {
        question: 'At the very end, what should you ask about to learn what happens after the interview?',
        answer: 'The next steps',
        acceptable: ['next step', 'timeline', 'timing', 'what happens next', 'hear back', 'when will'],
      },
      {
        question: 'Which topic is usually best left until you have a job offer?',
        answer: 'Pay and benefits',
        acceptable: ['pay', 'salary', 'money', 'holiday', 'benefit', 'wage'],
      },
      {
        question: "Why is 'What does your company do?' a weak question to ask?",
        answer: 'Because the answer is on their website',
        acceptable: ['website', 'online', 'research', 'already know', 'easy to find', 'look it up'],
      },
    ],
    realWorldExample:
      'Asking a coach what a typical training week looks like before joining a team is the same idea: you are checking the fit too.',
    related: ['interview-common-questions', 'interview-star-method', 'career-researching-careers'],
  },

  // Communication (13)
  {
    id: 'communication-active-listening',
    subjectId: 13,
    title: 'Active listening',
    keywords: ['active listening', 'listening skills', 'paraphrasing', 'empathy', 'open questions', 'good listener', 'reflective listening'],
    explanation: {
      child:
        "Active listening means really paying attention to someone. Look at them and don't interrupt. Nod to show you are listening. When they finish, say back what you heard. Ask a question if something is not clear.",
      teen:
        "Active listening means giving someone your full attention so you understand their message and feelings, not just waiting for your turn to talk. Put your phone away, look at them and use small signals like nodding. Don't interrupt or rush to give advice; instead, repeat back what you heard in your own words, such as 'So you're worried the project won't be ready?' Ask open questions that start with 'what' or 'how'. People who feel heard are more likely to trust you and listen in return.",
      adult:
        'Active listening means giving a speaker your full attention so that you truly understand them, a skill used widely in counselling, teaching and management. It means putting distractions away, using open body language, reflecting back the facts and feelings you hear, asking open questions and summing up before you reply. Its main discipline is holding back judgement and the urge to fix things, since many people want to be understood before they want advice. Saying things back in your own words also catches mix-ups early, which can prevent arguments and costly mistakes at work. Norms for eye contact and silence differ between cultures, so adapt the signals while keeping the aim of understanding.',
    },
    keyConcepts: ['Full attention, no distractions', "Don't interrupt", 'Paraphrase what you heard', 'Ask open questions', 'Understand before responding'],
    workedExample: {
      problem:
        "Your friend says, 'I studied all week and still failed the test. I don't know why I bother.' Give an active-listening response.",
      steps: [
        "Hold back quick advice, such as 'You should study differently.'",
        "Name the feeling: 'That sounds really frustrating and disappointing.'",
        "Paraphrase the content: 'You put in a lot of work and the result didn't show it.'",
        "Ask an open question: 'What do you think made it go wrong?'",
      ],
      answer: "'That sounds really frustrating: you worked hard all week and it didn't show. What do you think happened?'",
    },
    checkQuestions: [
      {
        question: "What is it called when you repeat someone's message in your own words?",
        answer: 'Paraphrasing',
        acceptable: ['paraphras', 'reflect', 'summaris', 'summariz', 'restat', 'rephras'],
      },
      {
        question: "What kind of questions start with 'what' or 'how' and invite longer answers?",
        answer: 'Open questions',
        acceptable: ['open'],
      },
      {
        question: 'Name one thing you should put away to give someone your full attention.',
        answer: 'Your phone',
        acceptable: ['phone', 'screen', 'device', 'laptop', 'tablet'],
      },
    ],
    realWorldExample:
      'When a friend is upset, saying back what you heard before offering advice often helps them feel understood.',
    related: ['communication-feedback', 'communication-clear-writing'],
  },
  {
    id: 'communication-clear-writing',
    subjectId: 13,
    title: 'Clear writing',
    keywords: ['clear writing', 'plain language', 'writing emails', 'concise writing', 'active voice', 'business writing', 'how to write clearly'],
    explanation: {
      child:
        'Clear writing is easy for others to read. Use short sentences and simple words. Put your main point first. Read it again to fix mistakes. Ask yourself: will my reader understand this?',
      teen:
        "Clear writing helps readers understand your message quickly and without confusion. Decide your main point and who you are writing for, then put that point near the start. Use short sentences, everyday words and one idea per paragraph. Prefer the active voice, such as 'The team finished the project', over the passive 'The project was finished by the team'. Finally, reread your work, cut words you don't need, and read it aloud to catch awkward sentences.",
      adult:
        "Clear writing puts the reader first: it states the purpose early, orders information logically and removes anything that slows understanding. In emails and reports, lead with the main point or request and then give supporting detail, an approach often called 'bottom line up front'. Prefer concrete words, active verbs and sentences of moderate length, and explain or avoid jargon and acronyms your readers may not share. Headings, short paragraphs and lists help readers scan longer documents. Revise with fresh eyes, cutting filler such as 'in order to' or 'due to the fact that', and check that every paragraph earns its place.",
    },
    keyConcepts: ['Know your purpose and reader', 'Main point first', 'Short sentences and plain words', 'Active voice', 'Revise and cut'],
    workedExample: {
      problem:
        "Rewrite this email opening: 'I am writing in order to inform you that due to the fact that the room is unavailable, the meeting that was planned for Tuesday will have to be moved to Thursday.'",
      steps: [
        'Find the main point: the meeting is moving to Thursday.',
        "Cut the filler: 'I am writing in order to inform you that' and 'due to the fact that' can go.",
        'Put the main point first and give the reason briefly.',
        'Check that the result is short and clear.',
      ],
      answer: "'Tuesday's meeting is moving to Thursday because the room is unavailable.'",
    },
    checkQuestions: [
      {
        question: 'Where should you put your main point: at the start or at the end?',
        answer: 'At the start',
        acceptable: ['start', 'beginning', 'first', 'top'],
      },
      {
        question: "Is 'The dog chased the ball' in the active or the passive voice?",
        answer: 'Active',
        acceptable: ['active'],
      },
      {
        question: "What single word can replace 'due to the fact that'?",
        answer: 'Because',
        acceptable: ['because', 'since'],
      },
    ],
    realWorldExample:
      'A text that says "Running 10 minutes late, start without me" is clear writing: main point first, no extra words.',
    related: ['communication-active-listening', 'communication-feedback', 'career-writing-a-cv'],
  },
  {
    id: 'communication-feedback',
    subjectId: 13,
    title: 'Giving and receiving feedback',
    keywords: ['feedback', 'giving feedback', 'receiving feedback', 'constructive criticism', 'sbi model', 'praise', 'criticism'],
    explanation: {
      child:
        'Feedback is telling someone how they did. Start with something they did well. Then share one thing to make it better. Be kind and clear. When you get feedback, listen and say thank you, even if it is hard to hear.',
      teen:
        "Feedback is information about how someone is doing, given to help them improve. When you give it, be specific and focus on actions, not personality: 'Your introduction was unclear' helps more than 'You're bad at writing'. A simple pattern is to describe what you saw, explain its effect and suggest what to try next. When you receive feedback, listen without arguing, ask questions to understand it, and thank the person. Then decide what you will change, because feedback only helps if you act on it.",
      adult:
        "Useful feedback is specific and timely, focuses on what someone did rather than who they are, and aims to help them improve. The SBI model keeps it factual by naming the situation, the behaviour and its impact, as in 'In Monday's meeting you interrupted the client twice, and they stopped sharing concerns'. Follow with a question or a clear suggestion, and give praise with the same precision so people know what to keep doing. When you receive feedback, resist the natural urge to defend yourself: listen fully, ask questions and sum up what you heard before you respond. Not all feedback is equally valid, so look for patterns across several sources, thank the giver, and later show what you changed.",
    },
    keyConcepts: ['Be specific and kind', 'Focus on actions, not personality', 'Situation, behaviour, impact', 'Listen, ask, thank', 'Act on it'],
    workedExample: {
      problem:
        "A classmate's presentation had great slides, but they read from their notes the whole time and the audience lost interest. Give feedback using situation, behaviour, impact.",
      steps: [
        "Situation: 'In your presentation today...'",
        "Behaviour: '...you read from your notes for most of it...'",
        "Impact: '...so it was harder for the audience to stay interested, even though your slides were excellent.'",
        "Suggestion: 'Next time, try practising so you can use the slides as prompts and look up more.'",
      ],
      answer:
        "'In today's presentation your slides were excellent, but you read from your notes most of the time, which made it harder to stay interested. Try practising so you can use the slides as prompts.'",
    },
    checkQuestions: [
      {
        question: "Should feedback focus on a person's actions or on their personality?",
        answer: 'Their actions',
        acceptable: ['action', 'behaviour', 'behavior', 'what they did', 'what they do'],
      },
      {
        question: 'In the SBI feedback model, what does the I stand for?',
        answer: 'Impact',
        acceptable: ['impact'],
      },
      {
        question: 'What should you say to someone after they give you feedback?',
        answer: 'Thank you',
        acceptable: ['thank'],
      },
    ],
    realWorldExample:
      "Telling a teammate 'your pass in the second half set up the goal' is specific praise that shows them exactly what to repeat.",
    related: ['communication-active-listening', 'communication-clear-writing', 'interview-star-method'],
  },
];
