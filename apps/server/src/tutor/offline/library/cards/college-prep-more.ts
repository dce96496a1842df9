import type { TopicCard } from '../types.ts';

/** College Prep (subject 5), the questions learners ask most: original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'college-gpa',
    subjectId: 5,
    title: 'GPA and grades',
    keywords: ['gpa', 'grade point average', 'weighted gpa', 'unweighted gpa', 'raise my gpa', 'class rank', 'transcript', 'good grades for college'],
    explanation: {
      child:
        'GPA stands for grade point average. Each grade you get turns into points, like 4 for an A and 3 for a B. Your GPA is the average of those points. Colleges look at it to see how you did in school. Doing your best in every class helps it grow.',
      teen:
        'Your grade point average, or GPA, turns all your grades into one number. On the usual 4.0 scale, an A is worth 4 points, a B is worth 3, a C is worth 2 and a D is worth 1. Your GPA is the average across your classes. A weighted GPA gives extra points for harder classes, so it can go above 4.0 in total. Colleges read your GPA next to your list of classes, and they look at how hard the classes were and if your grades went up.',
      adult:
        'A GPA sums up your grades as one average, usually on a 4.0 scale, and weighted versions add points for harder courses. Admissions readers look at it in context. The difficulty of your courses, how your school grades and the trend over time all matter, so rising grades in hard classes can count for more than a slightly higher GPA in easy ones. Because the average includes every earlier term, later gains move it slowly, which is why steady effort from the first year pays off.',
    },
    keyConcepts: ['GPA is the average of your grade points', 'On a 4.0 scale: A = 4, B = 3, C = 2, D = 1', 'Weighted GPA adds points for harder classes', 'Colleges also look at course difficulty and trend'],
    workedExample: {
      problem: 'A student gets A, B, A and C in four classes of equal weight. What is the unweighted GPA?',
      steps: [
        'Turn each grade into points: A = 4, B = 3, A = 4 and C = 2.',
        'Add them: 4 + 3 + 4 + 2 = 13.',
        'Divide by the number of classes: 13 ÷ 4 = 3.25.',
      ],
      answer: 'A GPA of 3.25.',
    },
    checkQuestions: [
      { question: 'What does GPA stand for?', answer: 'Grade point average', acceptable: ['grade point average'] },
      { question: 'On a 4.0 scale, how many points is a B worth?', answer: '3', acceptable: ['3', 'three'] },
      { question: 'What is the GPA of a student with two A grades and two C grades, on a 4.0 scale?', answer: '3.0', acceptable: ['3', '3.0', 'three'] },
    ],
    realWorldExample: 'Many scholarships set a minimum GPA, such as 3.0, so your grades can directly affect how much college costs you.',
    related: ['college-choosing-courses', 'college-standardized-tests', 'college-application-timeline'],
  },
  {
    id: 'college-extracurriculars',
    subjectId: 5,
    title: 'Extracurricular activities',
    keywords: ['extracurricular activities', 'extracurriculars', 'clubs and activities', 'volunteering', 'leadership', 'activities list', 'after school activities', 'what colleges look for'],
    explanation: {
      child:
        'These are the things you do when lessons end. Sports, music, clubs and helping out all count. They help you learn new skills and make friends. Later on, colleges like to see what you care about. So pick things you really like.',
      teen:
        'Extracurricular activities are what you do outside class: sports, music, clubs, jobs, helping others or caring for family. Colleges use them to see what you care about and how you act, not just your grades. Depth usually matters more than a long list. Sticking with a few things for years and taking on more responsibility says more than joining ten clubs for a week. Part-time jobs and family duties count too, so put them on your application.',
      adult:
        'Admissions readers look at activities for signs of drive, lasting commitment and real effect, since these suggest how a student will add to campus life. A focused record, such as several years in one area with growing responsibility, is usually stronger than many short stints. Activities need not be formal or grand: running a small project, working to support family or teaching yourself a skill can show the same strengths. When you describe them, lead with what you did and what changed, rather than your title alone.',
    },
    keyConcepts: ['Anything outside class can count', 'Depth beats a long list', 'Show commitment and responsibility over time', 'Jobs and family duties count too'],
    workedExample: {
      problem: 'Rewrite this activity entry to show impact: "Member of the recycling club."',
      steps: [
        'Ask what you actually did and for how long.',
        'Add a specific action and, if possible, a number that shows a result.',
        'Start with a strong verb.',
      ],
      answer: '"Organised weekly recycling collections for two years, cutting the school\'s landfill waste by about a third."',
    },
    checkQuestions: [
      { question: 'Do colleges usually prefer a few activities done deeply or many activities done briefly?', answer: 'A few done deeply', acceptable: ['few', 'deep', 'depth'] },
      { question: 'Can a part-time job count as an extracurricular activity? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'Name one quality colleges look for in activities.', answer: 'Commitment (or leadership, or initiative)', acceptable: ['commitment', 'leadership', 'initiative', 'impact', 'passion', 'responsibility'] },
    ],
    realWorldExample: 'Employers look at activities in the same way: a student who ran a club has evidence of organising people and meeting deadlines.',
    related: ['college-personal-statement', 'college-recommendation-letters', 'college-gpa'],
  },
  {
    id: 'college-choosing-courses',
    subjectId: 5,
    title: 'Choosing high school courses (AP, IB and A levels)',
    keywords: ['choosing courses', 'ap classes', 'advanced placement', 'ib diploma', 'a levels', 'which subjects to take', 'course selection', 'honors classes', 'college credit'],
    explanation: {
      child:
        'In high school, you get to pick some of your classes. Some classes are harder and go deeper. Choose a mix of subjects you enjoy and subjects you need. Ask a teacher for help. Taking on a challenge is good, but do not take on too much.',
      teen:
        'The classes you choose shape both your learning and your college options. Colleges like to see that you took challenging courses, such as honours, AP or IB classes, where your school offers them, and that you kept up a solid core of English, maths, science, history and a language. Some degrees need specific subjects, so check what courses you might want require. In England, A level choices matter even more, because university courses often ask for particular subjects. Balance challenge with what you can manage well.',
      adult:
        "Your course choices show colleges how ready you are for college work. Admissions offices judge how hard your courses were against what your school offers. So taking the most demanding courses available in your strongest areas matters more than matching another school's list. Advanced Placement and IB courses can also earn college credit, which saves time and money. Some degrees need particular subjects, such as calculus and physics for engineering, so plan back from the majors you might choose to avoid closing doors early.",
    },
    keyConcepts: ['Take a solid core of main subjects', 'Challenge yourself where you are strong', 'Some degrees need specific subjects', 'Balance difficulty with doing well'],
    workedExample: {
      problem: 'A student wants to study engineering. Which courses should she prioritise in her final years of school?',
      steps: [
        'Check what engineering programmes usually require: advanced maths and physics.',
        'Choose the most challenging maths available, such as calculus, and physics.',
        'Keep a balanced core, including English, so the rest of the application is strong.',
      ],
      answer: 'Advanced maths (such as calculus) and physics, plus a solid core of other subjects.',
    },
    checkQuestions: [
      { question: 'Can AP or IB courses sometimes earn college credit? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'Should you check what subjects a degree requires before choosing courses? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'What do AP courses stand for: Advanced Placement or Applied Practice?', answer: 'Advanced Placement', acceptable: ['advanced placement'] },
    ],
    realWorldExample: 'Students who earn college credit through AP exams can sometimes graduate a term early, saving a term of fees.',
    related: ['college-gpa', 'college-choosing-a-major', 'college-sat-vs-act'],
  },
  {
    id: 'college-sat-vs-act',
    subjectId: 5,
    title: 'SAT or ACT?',
    keywords: ['sat or act', 'sat vs act', 'sat', 'act', 'which test should i take', 'test optional', 'sat score', 'act score', 'superscore'],
    explanation: {
      child:
        'The SAT and the ACT are big tests that many students in the United States take before college. They check reading, writing and maths. Colleges accept either one. Students try a practice test of each to see which suits them. Some colleges do not ask for a test at all.',
      teen:
        'The SAT and ACT are admissions tests used by many US colleges, and almost all colleges accept either one. The SAT is scored out of 1600 and focuses on reading, writing and maths. The ACT is scored out of 36 and adds a science reasoning section, with slightly less time per question. The best way to choose is to take a free practice test of each and compare. Many colleges are now test-optional, but a strong score can still help, especially for scholarships.',
      adult:
        'Both tests measure similar skills and are treated equally by colleges, so the choice comes down to fit. The digital SAT adapts to your answers and gives more time per question, while the ACT is faster-paced and includes a science section that tests reading of data rather than science knowledge. Taking a timed practice version of each and converting the scores with official tables shows which suits you. Check each college\'s policy, since test-optional, test-required and superscoring rules differ.',
    },
    keyConcepts: ['Colleges accept either test', 'SAT: out of 1600; ACT: out of 36 with a science section', 'Try a practice test of each', 'Check each college\'s test policy'],
    workedExample: {
      problem: 'A student scores around the 75th percentile on a practice SAT and the 85th on a practice ACT. Which should she prepare for?',
      steps: [
        'Compare percentiles, not raw scores, because the scales differ.',
        'Her ACT result places her higher compared with other test-takers.',
        'Focusing on one test lets her prepare more deeply.',
      ],
      answer: 'The ACT, where she already performs relatively better.',
    },
    checkQuestions: [
      { question: 'Which test has a science section: the SAT or the ACT?', answer: 'The ACT', acceptable: ['act'] },
      { question: 'What is the highest possible SAT score?', answer: '1600', acceptable: ['1600', '1,600'] },
      { question: 'What is the best way to choose between the SAT and the ACT?', answer: 'Take a practice test of each and compare', acceptable: ['practice test', 'practice', 'try both', 'both'] },
    ],
    realWorldExample: 'Some state universities give automatic scholarships for test scores above a set level.',
    related: ['college-standardized-tests', 'college-exam-study-schedule', 'college-test-anxiety'],
  },
  {
    id: 'college-why-this-college',
    subjectId: 5,
    title: "'Why this college?' essays",
    keywords: ['why this college essay', 'supplemental essays', 'why us essay', 'supplemental questions', 'why do you want to attend', 'college specific essay', 'short answer questions'],
    explanation: {
      child:
        'Some colleges ask why you want to go there. They want to know you have learned about them. Find things that are special about that college. Then link them to what you love to do. Be honest and give real examples.',
      teen:
        "A why-this-college essay asks you to show that you and the college are a good match. Readers can spot general praise, like \"great name\" or \"lovely campus\", which could fit any college. Instead, look up specific things, such as a course, a teacher's work, a club or a tradition, and link each one to your own interests and plans. A good test is to swap in another college's name. If the essay still works, it is too general.",
      adult:
        '"Why us" essays test fit and real interest, and they count for more at colleges that track how interested you are. Strong answers are specific and two-sided. They name particular courses, chances or values, and they show how you would use them and what you would add. Good sources include course lists, department pages, student papers and talks with current students. Avoid rankings, fame and location as main reasons, since they say little about you.',
    },
    keyConcepts: ['Show a real match between you and the college', 'Be specific: courses, clubs, people, programmes', 'Connect each detail to your own goals', 'If another name fits, it is too general'],
    workedExample: {
      problem: 'Improve: "I want to attend because it is a top school with a beautiful campus."',
      steps: [
        'Cut the general praise that fits many colleges.',
        'Name something specific to this college, such as a programme or club.',
        'Link it to your own interest or experience.',
      ],
      answer: '"Its marine biology field station would let me continue the coastal water testing I started with my local environment group."',
    },
    checkQuestions: [
      { question: 'Should a "Why this college?" essay be general or specific?', answer: 'Specific', acceptable: ['specific'] },
      { question: 'Is "it has a beautiful campus" a strong main reason? Answer yes or no.', answer: 'No', acceptable: ['no'] },
      { question: 'Besides the college, who else should the essay be about?', answer: 'You: your own interests and goals', acceptable: ['you', 'me', 'myself', 'yourself', 'my interests', 'your interests'] },
    ],
    realWorldExample: 'Cover letters for jobs work the same way: "why this company" answers must be specific to stand out.',
    related: ['college-personal-statement', 'college-comparing-colleges', 'college-campus-visits'],
  },
  {
    id: 'college-admissions-interviews',
    subjectId: 5,
    title: 'College admissions interviews',
    keywords: ['college interview', 'admissions interview', 'alumni interview', 'university interview', 'interview questions for college', 'oxbridge interview', 'what to ask in a college interview'],
    explanation: {
      child:
        'Some colleges meet students for a chat before they choose them. This is called an interview. They ask about your interests and why you like their college. It helps to practise with a grown-up. Be yourself and have a question ready to ask them.',
      teen:
        'An admissions interview is a conversation, often with someone who went to the college, about you and why you are applying. Common questions include "Tell me about yourself" and "Why this college?" Prepare a few short stories that show your interests, and practise them out loud. Have two or three good questions of your own ready to ask. Dress neatly, be on time, and send a short thank-you note afterwards.',
      adult:
        'Admissions interviews range from friendly chats with former students, which usually count for little, to academic interviews, such as at Oxford or Cambridge, that test how you think through new problems. For the first kind, prepare short stories about your interests and your reasons for applying. For the second, practise thinking out loud, since interviewers care more about your reasoning than a polished answer. In both, specific questions about the college show real interest, and a short thank-you note afterwards is good practice.',
    },
    keyConcepts: ['An interview is a two-way conversation', 'Prepare stories about your interests', 'Practise aloud and prepare your own questions', 'Follow up with a thank-you note'],
    workedExample: {
      problem: 'An interviewer asks, "Tell me about yourself." Plan a short answer.',
      steps: [
        'Pick one or two interests that matter most to you.',
        'Give a specific example for each, such as a project or a moment.',
        'Finish by linking them to what you hope to study or do at college.',
      ],
      answer: 'A one-minute answer: who you are, one or two interests with examples, and why they lead you to this college.',
    },
    checkQuestions: [
      { question: 'Should you have questions of your own to ask at a college interview? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'What is a good thing to send after an interview?', answer: 'A thank-you note', acceptable: ['thank', 'thanks'] },
      { question: 'What is the best way to prepare: practising out loud or memorising a script word for word?', answer: 'Practising out loud', acceptable: ['out loud', 'aloud', 'practising', 'practicing', 'practice'] },
    ],
    realWorldExample: 'The same preparation, stories and questions, works for job interviews later on.',
    related: ['college-why-this-college', 'college-campus-visits'],
  },
  {
    id: 'college-community-college',
    subjectId: 5,
    title: 'Community college and transferring',
    keywords: ['community college', 'transfer', 'transferring colleges', 'associate degree', 'two-year college', 'junior college', 'transfer agreement', 'start at community college'],
    explanation: {
      child:
        'A community college is a college close to home that costs less. Many courses take two years. Some students start there and then move to a bigger college. This is called transferring. It can be a smart way to save money.',
      teen:
        'Community colleges are public colleges with two-year courses. They offer job training, short degrees and the first two years of many full degrees. They cost much less than four-year colleges, have smaller classes and let almost everyone in. Many students take general courses there and then move to a university to finish. To move smoothly, check early which credits the university will accept, and look for deals that promise you a place.',
      adult:
        "Starting at a community college can cut the cost of a bachelor's degree sharply, since the first two years often cost a fraction of university fees. The transfer route works best with a plan. Choose courses that count towards the final degree, keep your grades up, and use transfer agreements, which in many states promise a place or credit at public universities. Community colleges also offer job-focused certificates and associate degrees that lead straight to skilled work.",
    },
    keyConcepts: ['Two-year public colleges, close to home', 'Much cheaper than four-year colleges', 'Many students transfer to finish a bachelor\'s degree', 'Check which credits will transfer'],
    workedExample: {
      problem: 'A student plans two years at community college, then a state university. What should she check first?',
      steps: [
        'Find out whether her community college has a transfer agreement with the university.',
        'Check which courses count towards her intended major at the university.',
        'Plan her two years around those courses and the grades the university expects.',
      ],
      answer: 'The transfer agreement and which credits will count towards her major.',
    },
    checkQuestions: [
      { question: 'How many years do most community college programmes take?', answer: 'Two years', acceptable: ['2', 'two'] },
      { question: 'What is moving from one college to another to finish a degree called?', answer: 'Transferring', acceptable: ['transfer'] },
      { question: 'Is community college usually cheaper or more expensive than a four-year college?', answer: 'Cheaper', acceptable: ['cheaper', 'less'] },
    ],
    realWorldExample: 'Many nurses and technicians start their careers with a community college associate degree.',
    related: ['college-gap-years-alternatives', 'college-financial-aid', 'college-types-of-degrees'],
  },
  {
    id: 'college-cost-of-attendance',
    subjectId: 5,
    title: 'Understanding college costs',
    keywords: ['college costs', 'cost of attendance', 'tuition fees', 'how much does college cost', 'net price', 'room and board', 'student budget', 'net price calculator'],
    explanation: {
      child:
        'College costs money for lessons, books, food and a place to live. The price on the website is not always what families pay. Help from grants and scholarships can make it cheaper. Families can plan and save early. Asking questions is a good first step.',
      teen:
        'The cost of college includes fees for classes, a place to live, food, books, travel and personal costs. The sticker price is the total a college publishes. The net price is what you really pay after grants and scholarships, and it can be much lower, especially at colleges with lots of aid. Every US college has a net price calculator on its website that gives an estimate for your family. Compare net prices, not sticker prices, and remember that loans must be paid back.',
      adult:
        'The cost of attendance is the full yearly budget a college expects, and tuition is only one part; housing, food, books and travel can cost as much again. Many colleges give large discounts through aid based on need or merit. So the net price, the sticker price minus grants, is the figure to compare, and it varies widely between similar colleges. Net price calculators and aid offers show it clearly. Judge any borrowing against likely earnings, and try to keep total debt below your expected first-year salary.',
    },
    keyConcepts: ['Cost includes tuition, housing, food, books and travel', 'Sticker price is the published price', 'Net price = cost minus grants and scholarships', 'Use net price calculators to compare'],
    workedExample: {
      problem: 'College A costs 40,000 dollars a year and offers 25,000 in grants. College B costs 25,000 and offers 5,000. Which is cheaper for the student?',
      steps: [
        'Net price of A: 40,000 - 25,000 = 15,000 dollars.',
        'Net price of B: 25,000 - 5,000 = 20,000 dollars.',
        'Compare the net prices, not the sticker prices.',
      ],
      answer: 'College A, at 15,000 dollars a year, despite its higher sticker price.',
    },
    checkQuestions: [
      { question: 'What is the price after grants and scholarships called: the net price or the sticker price?', answer: 'The net price', acceptable: ['net'] },
      { question: 'Do grants have to be paid back? Answer yes or no.', answer: 'No', acceptable: ['no'] },
      { question: 'A college costs 30,000 dollars and gives 12,000 in grants. What is the net price, in dollars?', answer: '18,000 dollars', acceptable: ['18000', '18,000'] },
    ],
    realWorldExample: 'Comparing net prices is like comparing the final price of a car after discounts, not the price on the windscreen.',
    related: ['college-financial-aid', 'college-comparing-colleges', 'college-community-college'],
  },
  {
    id: 'college-test-anxiety',
    subjectId: 5,
    title: 'Managing exam stress',
    keywords: ['exam stress', 'test anxiety', 'exam nerves', 'nervous about exams', 'stress before a test', 'calm down before an exam', 'panic in exams', 'exam anxiety'],
    explanation: {
      child:
        'Feeling a bit nervous before a test is normal. A little worry can help you focus. Take slow, deep breaths to feel calm. Get a good sleep the night before. If you get stuck on a question, move on and come back later.',
      teen:
        'Some nerves before an exam are normal and can even sharpen your focus, but too much stress makes it hard to think. The best cure is feeling prepared, so spread your revision out and test yourself on past papers. Look after the basics: sleep, food and a little exercise. In the exam, slow breathing calms your body: breathe in for four counts and out for six. If you get stuck, mark the question, move on and come back later.',
      adult:
        'Test anxiety combines worried thoughts with physical stress responses, and both can be managed. Preparation that includes timed practice under exam conditions reduces uncertainty, which is a major driver of anxiety. Slow, extended breathing activates the body\'s calming response, and briefly writing down worries before an exam has been shown to free up working memory. Reframing a racing heart as readiness rather than danger also helps. If anxiety is severe or persistent, talk to a counsellor, doctor or the school, which may offer support or adjustments.',
    },
    keyConcepts: ['Some nerves are normal and can help', 'Good preparation lowers stress', 'Slow breathing calms the body', 'Skip a hard question and come back to it'],
    workedExample: {
      problem: 'Ten minutes into an exam, your mind goes blank on question 3. What should you do?',
      steps: [
        'Pause and take three slow breaths, breathing out longer than in.',
        'Mark question 3 and move on to a question you can do, to build confidence.',
        'Return to question 3 later; writing down anything you know often brings the rest back.',
      ],
      answer: 'Breathe slowly, move on, and come back to it later.',
    },
    checkQuestions: [
      { question: 'Is feeling a little nervous before an exam normal? Answer yes or no.', answer: 'Yes', acceptable: ['yes', 'normal'] },
      { question: 'If you get stuck on a question, should you stay on it or move on and come back?', answer: 'Move on and come back later', acceptable: ['move on', 'come back', 'skip'] },
      { question: 'Name one thing that helps your body calm down.', answer: 'Slow, deep breathing', acceptable: ['breath', 'breathing', 'breathe', 'sleep', 'exercise'] },
    ],
    realWorldExample: 'Athletes and performers use the same breathing and preparation methods before big events.',
    related: ['college-exam-study-schedule', 'college-standardized-tests'],
  },
  {
    id: 'college-waitlists-rejections',
    subjectId: 5,
    title: 'Waitlists, deferrals and rejections',
    keywords: ['waitlist', 'waitlisted', 'deferred', 'deferral', 'rejected from college', 'college rejection', 'letter of continued interest', 'what to do if rejected'],
    explanation: {
      child:
        'Sometimes a college says no, or says maybe later. That can feel sad, and it is okay to be upset. It does not mean you are not good enough. Many colleges have too many people for too few places. There are always other good paths to take.',
      teen:
        'A rejection means no place this year, and a deferral means an early application will be looked at again with the later group. A waitlist means you might get a place if others turn theirs down. If you are deferred or waitlisted, you can send a short letter saying you are still keen, with any new results. Meanwhile, accept a place somewhere else so you are not left without one. A rejection from a very popular college says more about the few places than about your worth.',
      adult:
        "Very selective colleges turn away most of the people who apply, many of them highly able, so results reflect competition and each college's needs as much as merit. If you are deferred, send a short update with new grades or achievements and confirm your interest. If you are waitlisted, do the same, but still accept a place elsewhere by the deadline, since waitlist offers are uncertain and often late. A rejection can sometimes be revisited by transferring later, but the healthiest approach is to commit fully to the place you have.",
    },
    keyConcepts: ['Rejection: no place this year', 'Deferral: reconsidered later with the regular group', 'Waitlist: a place only if others decline', 'Always secure a place elsewhere'],
    workedExample: {
      problem: 'A student is waitlisted at her first choice and accepted at her second. What should she do before the deadline?',
      steps: [
        'Accept the place at her second choice and pay the deposit, so she is guaranteed a college.',
        'Tell the first choice she wants to stay on the waitlist, with a short letter of continued interest.',
        'If the first choice later offers a place, she can decide then.',
      ],
      answer: 'Secure the second-choice place and stay on the waitlist with a letter of continued interest.',
    },
    checkQuestions: [
      { question: 'If you are waitlisted, should you still accept a place at another college? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'What short letter can you send to show you still want a place?', answer: 'A letter of continued interest', acceptable: ['continued interest', 'interest'] },
      { question: 'Does a rejection mean you are not good enough? Answer yes or no.', answer: 'No', acceptable: ['no'] },
    ],
    realWorldExample: 'Job hunting works the same way: most applications end in "no", and persistence with several options is what succeeds.',
    related: ['college-application-timeline', 'college-comparing-colleges'],
  },
  {
    id: 'college-types-of-degrees',
    subjectId: 5,
    title: 'Types of degrees',
    keywords: ['types of degrees', 'bachelors degree', "bachelor's degree", 'associate degree', 'masters degree', 'phd', 'undergraduate and postgraduate', 'diploma and degree', 'graduate school'],
    explanation: {
      child:
        "A degree is what you earn when you finish college. A short one often takes two years. The usual one, a bachelor's degree, takes three or four years. After that, some people study more for a master's degree. The highest one is called a PhD.",
      teen:
        'Degrees come in levels. An associate degree, from a community college, usually takes two years. A bachelor\'s degree, such as a BA or BSc, takes three or four years and is the standard undergraduate degree. After that, postgraduate study includes a master\'s degree, often one or two years, and a doctorate, or PhD, which involves years of original research. Some careers, such as medicine and law, need specific professional degrees.',
      adult:
        "Degree levels mark growing depth. Associate degrees and certificates build a base and job-ready skills. Bachelor's degrees give broad and then focused study, master's degrees add advanced or professional training, and doctorates train people to do their own research. Systems differ by country: a bachelor's degree takes three years in England but four in the United States and Scotland. When planning, work back from a job you want to see which level it really needs, since many well-paid fields value certificates and experience over more degrees.",
    },
    keyConcepts: ['Associate: about two years', 'Bachelor\'s: three or four years', 'Master\'s: usually one or two more years', 'Doctorate (PhD): original research'],
    workedExample: {
      problem: 'A student wants to become a university researcher. Which degrees will she probably need, in order?',
      steps: [
        'Start with a bachelor\'s degree in her subject.',
        'Many fields then expect a master\'s degree, or go straight to a doctoral programme.',
        'University research jobs usually require a doctorate (PhD).',
      ],
      answer: 'A bachelor\'s degree, often a master\'s, and then a PhD.',
    },
    checkQuestions: [
      { question: 'How many years does an associate degree usually take?', answer: 'Two years', acceptable: ['2', 'two'] },
      { question: 'Which is the highest degree: a bachelor\'s, a master\'s or a doctorate?', answer: 'A doctorate', acceptable: ['doctorate', 'phd', 'doctoral'] },
      { question: 'Is a master\'s degree undergraduate or postgraduate?', answer: 'Postgraduate', acceptable: ['postgraduate', 'graduate'] },
    ],
    realWorldExample: 'Job adverts often list a required degree level, such as "bachelor\'s degree or equivalent experience".',
    related: ['college-choosing-a-major', 'college-community-college'],
  },
  {
    id: 'college-living-away',
    subjectId: 5,
    title: 'Living away from home',
    keywords: ['living away from home', 'dorm life', 'halls of residence', 'roommates', 'homesickness', 'moving to college', 'first year at college', 'living on campus'],
    explanation: {
      child:
        'When young people go to college, many move away from home. They may share a room with someone new. At first they might miss home, and that is normal. Joining clubs helps them make friends. Learning to cook and do washing helps too.',
      teen:
        'Moving away for college brings freedom and new responsibilities. You may share a room or flat, so agree early on rules about noise, guests, cleaning and shared food. Homesickness is very common in the first weeks and usually fades; joining clubs, keeping your door open and having a routine all help. Learn basic skills before you go: cooking a few meals, doing laundry and budgeting. Colleges have support services, so ask for help early if you are struggling.',
      adult:
        'Moving out to study brings changes to your studies, your social life and your daily routine all at once. Clear agreements with roommates, a simple budget and steady habits for sleep, food and study prevent many common problems. Homesickness and loneliness are common in the first term, and they usually ease as new friendships form, helped by joining groups and saying yes to early invitations. Students who use support services, such as advisers and counsellors, early on tend to settle faster than those who wait.',
    },
    keyConcepts: ['Agree house rules with roommates early', 'Homesickness is normal and usually fades', 'Join clubs and keep a routine', 'Learn to cook, clean and budget before you go'],
    workedExample: {
      problem: 'Your roommate keeps playing loud music late at night. How could you handle it?',
      steps: [
        'Choose a calm moment, not late at night when you are annoyed.',
        'Describe the problem and its effect: "I have early lectures and cannot sleep with music on."',
        'Suggest a solution together, such as headphones after 11 pm, and ask a residence adviser if it continues.',
      ],
      answer: 'Talk calmly at a good time, explain the effect, and agree a solution together.',
    },
    checkQuestions: [
      { question: 'Is feeling homesick in the first weeks of college common? Answer yes or no.', answer: 'Yes', acceptable: ['yes', 'common', 'normal'] },
      { question: 'Name one skill worth learning before you move away.', answer: 'Cooking (or laundry, or budgeting)', acceptable: ['cooking', 'cook', 'laundry', 'washing', 'budget', 'cleaning'] },
      { question: 'When should you agree on rules with a roommate: early or only after a problem?', answer: 'Early', acceptable: ['early', 'start', 'beginning'] },
    ],
    realWorldExample: 'The same skills, clear agreements and a budget, make any shared house or flat run smoothly.',
    related: ['college-independent-learning', 'college-campus-visits'],
  },
  {
    id: 'college-study-abroad',
    subjectId: 5,
    title: 'Studying abroad',
    keywords: ['study abroad', 'studying abroad', 'exchange programme', 'exchange program', 'international student', 'semester abroad', 'student visa', 'erasmus'],
    explanation: {
      child:
        'Some students go to another country to study for a while. They learn about a new place and meet new people. Some learn a new language too. It can be exciting and a bit scary at first. It helps them grow and see the world.',
      teen:
        'Studying abroad means spending a term, a year or a whole degree at a college in another country. Exchange schemes let you swap places with a student from a partner college, often while paying your usual fees. You can learn a language, grow more independent and see your subject from a new angle. Plan early: check which courses will count towards your degree, what visa you need and what it will cost, including travel and living costs.',
      adult:
        'Studying in another country can mean a short exchange or a full degree. Exchanges with partner colleges usually keep your home fees and count your credits automatically. A full degree abroad may cost more or less than at home, depending on the country. Employers value the flexibility and cultural skills it builds, especially when you can describe real problems you solved. Practical planning covers credits, visas, health cover, housing and a realistic budget.',
    },
    keyConcepts: ['A term, a year or a full degree abroad', 'Exchanges often keep your usual fees', 'Builds language and independence', 'Plan credits, visas and costs early'],
    workedExample: {
      problem: 'A student wants a semester abroad without delaying graduation. What should she check first?',
      steps: [
        'Find the exchange partners her college already has.',
        'Check which courses abroad will count towards her major.',
        'Plan the semester when those courses fit her degree plan, and check visa and cost details.',
      ],
      answer: 'Which partner courses will transfer as credit towards her degree, and when they fit.',
    },
    checkQuestions: [
      { question: 'What document do you often need to study in another country?', answer: 'A student visa', acceptable: ['visa'] },
      { question: 'What is it called when you swap places with a student at a partner college?', answer: 'An exchange', acceptable: ['exchange'] },
      { question: 'Should you check that courses abroad will count towards your degree? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
    ],
    realWorldExample: 'Many employers ask interview questions about handling new situations, and a semester abroad gives strong examples.',
    related: ['college-comparing-colleges', 'college-gap-years-alternatives', 'college-living-away'],
  },
  {
    id: 'college-academic-writing',
    subjectId: 5,
    title: 'Academic writing and avoiding plagiarism',
    keywords: ['academic writing', 'plagiarism', 'citing sources', 'citations', 'referencing', 'bibliography', 'paraphrasing', 'college essays and papers', 'apa and mla'],
    explanation: {
      child:
        'When you use someone else\'s words or ideas, you must say where they came from. This is called giving credit. Copying without giving credit is called plagiarism, and it is not allowed. Put their exact words in speech marks. Then write where you found them.',
      teen:
        "Academic writing makes a clear argument and backs it up with evidence from good sources. Whenever you use someone else's words, ideas or data, you must cite them. That means giving the author, title and date in the style your teacher asks for. Plagiarism means passing off someone else's work as your own, including copying without quotation marks or changing only a few words. It can mean failing a class, so keep track of your sources as you research.",
      adult:
        'Academic writing values precise claims, careful evidence and open sourcing. Citation styles such as APA, MLA and Chicago differ in format but share a purpose: they let readers trace every borrowed idea to its source. Plagiarism covers more than copying. It includes paraphrasing too closely, reusing your own old work without permission, and hidden use of generated text where it is not allowed. The best defence is a habit: note full source details as you research, paraphrase from memory rather than from the page, and cite as you write.',
    },
    keyConcepts: ['Support claims with reliable evidence', 'Cite every source you use', 'Plagiarism is presenting others\' work as yours', 'Record sources while you research'],
    workedExample: {
      problem: 'You want to use a sentence from a website in your essay. How do you do it without plagiarising?',
      steps: [
        'Either put the exact words in quotation marks, or rewrite the idea fully in your own words.',
        'Either way, add a citation with the author, title and date.',
        'List the full source in your bibliography or reference list.',
      ],
      answer: 'Quote it in quotation marks or paraphrase it properly, and cite the source in both cases.',
    },
    checkQuestions: [
      { question: 'What is it called when you present someone else\'s work as your own?', answer: 'Plagiarism', acceptable: ['plagiarism', 'plagiarising', 'plagiarizing'] },
      { question: 'If you rewrite an idea in your own words, do you still need to cite the source? Answer yes or no.', answer: 'Yes', acceptable: ['yes'] },
      { question: 'What is the list of sources at the end of an essay called?', answer: 'A bibliography (or reference list)', acceptable: ['bibliography', 'references', 'reference list', 'works cited'] },
    ],
    realWorldExample: 'Journalists and researchers lose their jobs over plagiarism, so careful citing is a professional habit, not just a school rule.',
    related: ['college-independent-learning', 'college-personal-statement'],
  },
  {
    id: 'college-online-part-time',
    subjectId: 5,
    title: 'Online and part-time study',
    keywords: ['online degree', 'online learning', 'part-time study', 'distance learning', 'studying while working', 'evening classes', 'flexible study', 'open university'],
    explanation: {
      child:
        'Some people study for college on a computer at home. Some go to classes only part of the week. This helps people who also work or care for family. It takes longer, but it is more flexible. It needs good planning to keep up.',
      teen:
        'Online and part-time courses let you study around work, family or other commitments. Online courses may be live, at set times, or self-paced, with deadlines you manage yourself. Part-time degrees take longer but let you earn while you learn, and some employers help pay. Check that the course is properly accredited, so the qualification is recognised. Success depends on routine: fixed study times, a quiet space and regular contact with tutors and classmates.',
      adult:
        'Flexible study trades time for access. Part-time and online courses let working adults and carers earn recognised qualifications, often for less money overall. But fewer people finish them, mostly because study competes with work and family. Check that the college is properly accredited, so your qualification is recognised. Students who succeed treat study as a fixed appointment, agree time with family or employers, and use the forums, support and tutor contact that good courses provide.',
    },
    keyConcepts: ['Study around work and family', 'Live or self-paced online formats', 'Check the course is accredited', 'Success needs a fixed routine'],
    workedExample: {
      problem: 'An adult working full time wants a degree. How could she fit study into her week?',
      steps: [
        'Choose a part-time, accredited course that fits her hours, such as online or evening study.',
        'Block fixed study times, for example two evenings and a weekend morning.',
        'Tell family and her employer, and ask whether her employer offers study support.',
      ],
      answer: 'A part-time accredited course with fixed weekly study times and support from family and employer.',
    },
    checkQuestions: [
      { question: 'Does a part-time degree usually take more or less time than a full-time one?', answer: 'More time', acceptable: ['more', 'longer'] },
      { question: 'What should you check so that an online qualification is recognised?', answer: 'That it is accredited', acceptable: ['accredited', 'accreditation', 'recognised', 'recognized'] },
      { question: 'Name one habit that helps online learners keep up.', answer: 'Fixed study times (a routine)', acceptable: ['routine', 'schedule', 'fixed', 'timetable', 'plan'] },
    ],
    realWorldExample: 'Many nurses, managers and teachers earn further qualifications part-time while keeping their jobs.',
    related: ['college-gap-years-alternatives', 'college-independent-learning'],
  },
];
