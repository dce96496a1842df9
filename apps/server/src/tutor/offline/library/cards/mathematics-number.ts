import type { TopicCard } from '../types.ts';

/** Mathematics (subject 1), number and data: original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'math-prime-numbers',
    subjectId: 1,
    title: 'Prime numbers',
    keywords: ['prime numbers', 'prime number', 'what is a prime', 'composite numbers', 'prime factors', 'prime factorisation', 'prime factorization', 'is 1 prime', 'factor tree'],
    explanation: {
      child:
        'A prime number has exactly two factors: 1 and itself. So 7 is prime, because only 1 x 7 makes it. But 6 is not prime, because 2 x 3 makes it too. The first few primes are 2, 3, 5, 7 and 11, and there are many more. The number 1 is not a prime.',
      teen:
        'A prime number is a whole number above 1 whose only factors are 1 and itself, like 2, 3, 5, 7 and 11, to name a few. A number above 1 that is not prime is called composite, because it splits into smaller factors: 3 x 4 makes 12, for example. The number 2 is the only even prime, since every other even number has 2 as a factor. Each composite number is a product of primes in just one way, such as 2 x 2 x 3 x 5 for 60, and this is its prime factorisation.',
      adult:
        'A prime is a whole number greater than 1 with exactly two positive divisors, 1 and itself; 1 is left out so that every number has a unique prime factorisation. Composite numbers break down into primes, which is why primes are called the building blocks of the whole numbers. To test whether a number is prime, you only need to try dividing by the primes up to its square root. Euclid proved more than two thousand years ago that the primes never run out, and large primes now secure the encryption behind online payments.',
    },
    keyConcepts: ['A prime has exactly two factors: 1 and itself', '1 is not prime; 2 is the only even prime', 'Composite numbers split into prime factors', 'Test by dividing by primes up to the square root'],
    workedExample: {
      problem: 'Is 91 a prime number?',
      steps: [
        'Try the small primes in turn: 91 is odd, so 2 does not divide it.',
        'The digits add to 10, which is not a multiple of 3, so 3 does not divide it; it does not end in 0 or 5, so 5 does not either.',
        'Try 7: 7 x 13 = 91, so 91 has factors other than 1 and itself.',
      ],
      answer: 'No. 91 = 7 x 13, so it is composite, not prime.',
    },
    checkQuestions: [
      { question: 'What is the only even prime number?', answer: '2', acceptable: ['2', 'two'] },
      { question: 'Which of these is prime: 9, 15 or 17?', answer: '17', acceptable: ['17', 'seventeen'] },
      { question: 'Write 12 as a product of prime numbers.', answer: '2 x 2 x 3', acceptable: ['2 x 2 x 3', '2x2x3', '2 * 2 * 3', '2^2 x 3', '2 × 2 × 3', '3 x 2 x 2'] },
    ],
    realWorldExample: 'The padlock icon in your web browser relies on prime numbers: secure websites use two very large primes that are easy to multiply but practically impossible to find again from their product.',
    related: ['math-factors-multiples', 'math-multiplication'],
  },
  {
    id: 'math-factors-multiples',
    subjectId: 1,
    title: 'Factors and multiples',
    keywords: ['factors', 'multiples', 'highest common factor', 'greatest common factor', 'lowest common multiple', 'least common multiple', 'hcf', 'lcm', 'gcf', 'common factors'],
    explanation: {
      child:
        'Factors are numbers that divide into a number with nothing left over. The factors of 12 are 1, 2, 3, 4, 6 and 12. Multiples are what you get in a times table. The multiples of 4 are 4, 8, 12, 16 and so on. So 4 is a factor of 12, and 12 is a multiple of 4.',
      teen:
        'A factor of a number divides it exactly, and a multiple of a number is that number times any whole number. Factors come in pairs: 1 x 18, 2 x 9 and 3 x 6 all make 18, so its factors are 1, 2, 3, 6, 9 and 18 in all. The highest common factor (HCF) of two numbers is the biggest factor they share. The lowest common multiple (LCM) is the smallest multiple they share. For 6 and 8, the HCF is 2 and the LCM is 24, which you can check by listing them.',
      adult:
        'A factor of a number divides it with no remainder, while a multiple of a number is that number times a whole number, so the two ideas mirror each other: 5 is a factor of 35 exactly when 35 is a multiple of 5 as well. The highest common factor of two numbers is the largest number that divides both, and the lowest common multiple is the smallest number both divide into. Both can be read from the prime factors: the HCF takes the lowest power of each shared prime, and the LCM takes the highest power of every prime. For any two numbers, the HCF times the LCM equals their product, which is a quick check on your work.',
    },
    keyConcepts: ['A factor divides a number exactly', 'A multiple is the number times a whole number', 'HCF: the biggest shared factor', 'LCM: the smallest shared multiple'],
    workedExample: {
      problem: 'Find the HCF and the LCM of 12 and 18.',
      steps: [
        'List the factors of 12 (1, 2, 3, 4, 6, 12) and of 18 (1, 2, 3, 6, 9, 18).',
        'The biggest factor in both lists is 6, so the HCF is 6.',
        'List multiples of 18 (18, 36, 54) and find the first that is also a multiple of 12: 36.',
        'Check: HCF x LCM = 6 x 36 = 216, and 12 x 18 = 216.',
      ],
      answer: 'HCF = 6 and LCM = 36.',
    },
    checkQuestions: [
      { question: 'What is the highest common factor of 8 and 12?', answer: '4', acceptable: ['4', 'four'] },
      { question: 'What is the lowest common multiple of 4 and 6?', answer: '12', acceptable: ['12', 'twelve'] },
      { question: 'How many factors does 10 have?', answer: '4 (1, 2, 5 and 10)', acceptable: ['4', 'four'] },
    ],
    realWorldExample: 'If hot dogs come in packs of 8 and buns in packs of 6, the lowest common multiple, 24, tells you the smallest number of each to buy so none are left over.',
    related: ['math-prime-numbers', 'math-fractions', 'math-division'],
  },
  {
    id: 'math-multiplication',
    subjectId: 1,
    level: 'basic',
    title: 'Multiplication and times tables',
    keywords: ['multiplication', 'multiply', 'multiplying', 'times tables', 'times table', 'long multiplication', 'repeated addition', 'product', 'column multiplication'],
    explanation: {
      child:
        'Multiplying is a quick way to add the same number again and again. 4 x 3 means four groups of three, so 3 + 3 + 3 + 3 = 12. You can swap the numbers, and 3 x 4 is also 12. Learning your times tables makes it fast. Any number times 10 gets a zero on the end.',
      teen:
        'Multiplication is repeated addition: 6 x 4 means six lots of four, which makes 24 in total. The order does not matter, and you can split a hard product into easy parts, so 7 x 16 is 7 x 10 plus 7 x 6, or 70 + 42 in all. Long multiplication uses the same idea in columns. You multiply by each digit in turn, move one place left for the tens, and then add the rows. Knowing the times tables up to 12 x 12 by heart makes all of this much quicker.',
      adult:
        'Multiplication scales one quantity by another, and it can be pictured as repeated addition or as the area of a rectangle, which is why 6 x 4 and 4 x 6 give the same result. It spreads over addition, so a product such as 23 x 47 can be split into 20 x 47 plus 3 x 47, and long multiplication is a tidy way of doing this. Multiplying by ten moves every digit one place to the left. Estimating first, such as 20 x 50 for 23 x 47, is a quick check on the size of an answer.',
    },
    keyConcepts: ['Multiplication is repeated addition', 'Order does not matter: a x b = b x a', 'Split hard products into easy parts', 'Times tables make it fast'],
    workedExample: {
      problem: 'Work out 23 x 14.',
      steps: [
        'Split 14 into 10 + 4.',
        'Multiply 23 by each part: 23 x 10 = 230 and 23 x 4 = 92.',
        'Add the parts: 230 + 92 = 322.',
        'Estimate to check: 20 x 15 = 300, which is close to 322.',
      ],
      answer: '322',
    },
    checkQuestions: [
      { question: 'What is 7 x 8?', answer: '56', acceptable: ['56', 'fifty-six', 'fifty six'] },
      { question: 'What is 12 x 5?', answer: '60', acceptable: ['60', 'sixty'] },
      { question: 'What is 15 x 4?', answer: '60', acceptable: ['60', 'sixty'] },
    ],
    realWorldExample: 'Buying 6 bottles of juice at 3 dollars each is a multiplication: 6 x 3 = 18 dollars, much faster than adding 3 six times.',
    related: ['math-division', 'math-place-value', 'math-factors-multiples'],
  },
  {
    id: 'math-division',
    subjectId: 1,
    level: 'basic',
    title: 'Division and remainders',
    keywords: ['division', 'divide', 'dividing', 'remainders', 'remainder', 'long division', 'short division', 'sharing equally', 'quotient', 'bus stop method'],
    explanation: {
      child:
        'Dividing means sharing into equal groups. Share 12 sweets between 3 friends, and each friend gets 4 sweets. Sometimes things do not share out fairly. Share 13 sweets between 3 friends, and each gets 4 with 1 sweet left over. The part left over is called the remainder.',
      teen:
        'Division splits a number into equal groups, and it undoes multiplication: since 6 x 7 = 42, we know that 42 ÷ 7 gives 6 back. When a number does not divide exactly, the part left over is the remainder, so 23 ÷ 4 is 5 with 3 left over. For bigger numbers, short or long division works one digit at a time from the left. You carry each remainder on to the next digit. A remainder can also be written as a fraction or a decimal, so 5 remainder 3 becomes 5.75 when you divide by 4.',
      adult:
        'Division answers two related questions: how many groups of a given size fit into a number, and how big each share is when a number is split equally. It is the inverse of multiplication, which is why times tables are the fastest way to divide. When a division is not exact, the result can be a quotient with a remainder, a mixed number or a decimal, and the context decides which makes sense: 50 people in minibuses of 12 need 5 buses, not 4.17 of them. Long division works through the digits from the left, bringing each remainder down to the next place.',
    },
    keyConcepts: ['Division shares into equal groups', 'It undoes multiplication', 'The leftover is the remainder', 'Context decides how to give the remainder'],
    workedExample: {
      problem: 'Work out 157 ÷ 6.',
      steps: [
        'Start from the left: 15 ÷ 6 = 2 remainder 3 (since 6 x 2 = 12).',
        'Carry the 3 to the next digit to make 37.',
        '37 ÷ 6 = 6 remainder 1 (since 6 x 6 = 36).',
        'Check: 6 x 26 = 156, and 156 + 1 = 157.',
      ],
      answer: '26 remainder 1',
    },
    checkQuestions: [
      { question: 'What is 56 ÷ 8?', answer: '7', acceptable: ['7', 'seven'] },
      { question: 'What is the remainder when 17 is divided by 5?', answer: '2', acceptable: ['2', 'two'] },
      { question: 'What is 144 ÷ 12?', answer: '12', acceptable: ['12', 'twelve'] },
    ],
    realWorldExample: 'Splitting a 48 dollar restaurant bill between 4 friends is a division: each pays 48 ÷ 4 = 12 dollars.',
    related: ['math-multiplication', 'math-dividing-by-zero', 'math-fractions'],
  },
  {
    id: 'math-dividing-by-zero',
    subjectId: 1,
    title: 'Dividing by zero',
    keywords: ['dividing by zero', 'divide by zero', 'division by zero', 'divided by zero', 'divide by 0', 'undefined', 'zero divided by', 'why cant you divide by zero'],
    explanation: {
      child:
        'Dividing means sharing into equal groups. Try to share 6 sweets into 0 groups. There are no groups to put them in, so it makes no sense! That is why we say you cannot divide by zero. But 0 ÷ 6 is fine, since each of the 6 groups just gets nothing.',
      teen:
        'Division undoes multiplication: 12 ÷ 3 = 4 because 4 x 3 = 12 as well. So 6 ÷ 0 would have to be a number that gives 6 when you multiply it by 0. But any number times 0 is 0, so no such number exists. And 0 ÷ 0 fails the other way, since every number times 0 gives 0, so there is no single answer. That is why we call division by zero undefined, while zero divided by another number is simply zero.',
      adult:
        'Division is defined as the inverse of multiplication: a ÷ b is the number c for which c x b = a. If b is 0, then c x 0 = 0 for every c, so a non-zero a has no answer and a zero a has every number as an answer. Either way no single value fits, so the result is left undefined. Dividing by smaller and smaller positive numbers gives larger and larger results, but from the negative side the results grow the other way. That is why no value, not even infinity, works every time, and why calculators show an error.',
    },
    keyConcepts: ['a ÷ b asks what times b gives a', 'Nothing times 0 gives a non-zero number', 'So dividing by zero is undefined', 'But 0 divided by a non-zero number is 0'],
    workedExample: {
      problem: 'Explain why 8 ÷ 0 has no answer, and work out 0 ÷ 8.',
      steps: [
        'Write 8 ÷ 0 = ? as a multiplication: ? x 0 = 8.',
        'Any number times 0 is 0, never 8, so no number works: 8 ÷ 0 is undefined.',
        'For 0 ÷ 8, ask what times 8 gives 0: only 0 works, since 0 x 8 = 0.',
      ],
      answer: '8 ÷ 0 is undefined, and 0 ÷ 8 = 0.',
    },
    checkQuestions: [
      { question: 'What is 0 ÷ 4?', answer: '0', acceptable: ['0', 'zero'] },
      { question: 'What word do mathematicians use for the result of dividing by zero?', answer: 'Undefined', acceptable: ['undefined', 'not defined'] },
      { question: 'Any number multiplied by 0 gives what?', answer: '0', acceptable: ['0', 'zero'] },
    ],
    realWorldExample: 'A spreadsheet shows an error such as #DIV/0! when a formula tries to divide by an empty or zero cell, for example an average over zero items.',
    related: ['math-division', 'math-fractions'],
  },
  {
    id: 'math-word-problems',
    subjectId: 1,
    title: 'Solving word problems',
    keywords: ['word problems', 'word problem', 'story problems', 'problem solving', 'maths in words', 'worded questions', 'which operation', 'key words in maths'],
    explanation: {
      child:
        'A word problem is a maths question told as a story. First, read it slowly. Next, find the numbers and what the question asks. Then pick the sum to do, like add or take away. Work it out, and check that your answer makes sense in the story.',
      teen:
        'Word problems hide a calculation inside a short story, so the skill is turning the words into maths. Read the whole problem, then mark the numbers and the question being asked. Decide the operation from the situation: putting together means add, finding a difference means subtract, and equal groups mean multiply or divide. Write the calculation down, solve it, and answer in a full sentence with units. Finally, ask whether the answer is sensible: a bus cannot carry half a person.',
      adult:
        'Solving a word problem means building a model of the situation before calculating. A reliable routine is to read it twice, list what is known and what is wanted, choose a representation (a diagram, a table or an equation with a letter for the unknown), solve, and then check the result against the original story. Key words help but can mislead, since "more than" may signal addition or subtraction depending on the sentence, so reason from the situation rather than from single words. Estimating first gives you a target to test the final answer against.',
    },
    keyConcepts: ['Read it all, then find the numbers and the question', 'Choose the operation from the situation', 'Write the calculation down', 'Answer in a sentence with units, and check it makes sense'],
    workedExample: {
      problem: 'A class of 28 pupils goes on a trip. Each minibus holds 12 pupils. How many minibuses are needed?',
      steps: [
        'Known: 28 pupils, 12 per minibus. Wanted: the number of minibuses.',
        'Equal groups of 12, so divide: 28 ÷ 12 = 2 remainder 4.',
        'Two minibuses carry 24 pupils, and 4 are left, so they need one more.',
        'Check it makes sense: 3 minibuses hold up to 36 pupils, which is enough.',
      ],
      answer: '3 minibuses are needed.',
    },
    checkQuestions: [
      { question: 'Sam has 15 stickers and gives away 6. How many are left?', answer: '9 stickers', acceptable: ['9', 'nine'] },
      { question: 'Pens cost 3 dollars each. How much do 7 pens cost, in dollars?', answer: '21 dollars', acceptable: ['21', 'twenty-one', 'twenty one'] },
      { question: 'Eggs come in boxes of 6. How many boxes are needed for 20 eggs?', answer: '4 boxes', acceptable: ['4', 'four'] },
    ],
    realWorldExample: 'Working out how many pizzas to order for a party of 25 if each pizza feeds 4 people is a word problem: 25 ÷ 4 is just over 6, so you order 7.',
    related: ['math-linear-equations', 'math-division', 'math-multiplication'],
  },
  {
    id: 'math-rounding-estimating',
    subjectId: 1,
    level: 'basic',
    title: 'Rounding and estimating',
    keywords: ['rounding', 'round to the nearest', 'estimating', 'estimate', 'nearest ten', 'nearest hundred', 'significant figures', 'approximately', 'round up or down'],
    explanation: {
      child:
        'Rounding makes a number simpler but keeps it close. To round 47 to the nearest ten, look at the ones digit. It is 7, which is 5 or more, so round up to 50. For 43, the 3 is less than 5, so round down to 40. Rounding helps you guess an answer fast.',
      teen:
        'To round a number, find the place you are rounding to and look at the digit just to its right. If that digit is 5 or more, round up; if it is 4 or less, round down. So 3,482 to the nearest hundred is 3,500, and 6.238 to one decimal place is 6.2 when rounded. Estimating means rounding the numbers in a sum first, so 49 x 21 is about 50 x 20, which is easy to do in your head. An estimate is a quick check: if your exact answer is far from it, look for a mistake.',
      adult:
        'Rounding replaces a number with a nearby, simpler one, such as the nearest hundred, two decimal places or three significant figures. The digit that decides is the one just after the last place you keep. Estimating rounds the numbers in a calculation so it can be done in your head, which gives a sense of scale and catches errors such as a misplaced decimal point. Rounding early in a long calculation lets errors build up, so keep full precision until the end and round only the final answer.',
    },
    keyConcepts: ['Look at the digit to the right of the place', '5 or more rounds up; 4 or less rounds down', 'Estimate by rounding first', 'Round only the final answer in long calculations'],
    workedExample: {
      problem: 'Estimate 398 x 5.2, then round 398 to the nearest hundred.',
      steps: [
        'Round each number: 398 is about 400, and 5.2 is about 5.',
        'Multiply the rounded numbers: 400 x 5 = 2,000.',
        'For the nearest hundred, look at the tens digit of 398: it is 9, so round up to 400.',
      ],
      answer: 'The estimate is about 2,000, and 398 rounds to 400.',
    },
    checkQuestions: [
      { question: 'Round 67 to the nearest ten.', answer: '70', acceptable: ['70', 'seventy'] },
      { question: 'Round 3.46 to one decimal place.', answer: '3.5', acceptable: ['3.5'] },
      { question: 'Round 1,250 to the nearest hundred.', answer: '1,300', acceptable: ['1300', '1,300'] },
    ],
    realWorldExample: 'In a shop, rounding prices such as 1.95 and 3.10 to 2 and 3 lets you estimate a total of about 5 dollars before you reach the till.',
    related: ['math-place-value', 'math-decimals'],
  },
  {
    id: 'math-mean-median-mode',
    subjectId: 1,
    title: 'Mean, median, mode and range',
    keywords: ['mean', 'median', 'mode', 'range', 'average', 'averages', 'mean median mode', 'how to find the average', 'statistics', 'data'],
    explanation: {
      child:
        'These words help us sum up a list of numbers. The mean is the usual average: add all the numbers, then divide by how many there are. The median is the middle number when you put them in order. The mode is the number that comes up most. The range is the biggest number take away the smallest.',
      teen:
        'Averages describe a typical value in a set of data. The mean is the total divided by the number of values. The median is the middle value once the data are in order, or halfway between the two middle values. The mode is the most common value. The range, the largest value minus the smallest, shows how spread out the data are, and the median is often better than the mean when one value is very large or very small.',
      adult:
        'The mean, median and mode are three kinds of average, and each suits different data. The mean uses every value but is pulled by outliers, which is why typical incomes are usually given as a median. The median ignores how extreme the largest and smallest values are, and the mode is the only average that works for categories, such as the most popular shoe size. The range measures spread but depends only on the two extreme values, so statisticians often prefer the interquartile range or the standard deviation.',
    },
    keyConcepts: ['Mean: total divided by how many', 'Median: the middle value in order', 'Mode: the most common value', 'Range: largest minus smallest'],
    workedExample: {
      problem: 'Find the mean, median, mode and range of 3, 7, 4, 7, 9.',
      steps: [
        'Mean: the total is 3 + 7 + 4 + 7 + 9 = 30, and 30 ÷ 5 = 6.',
        'Median: in order the values are 3, 4, 7, 7, 9, so the middle one is 7.',
        'Mode: 7 appears twice, more than any other value.',
        'Range: 9 - 3 = 6.',
      ],
      answer: 'Mean 6, median 7, mode 7 and range 6.',
    },
    checkQuestions: [
      { question: 'What is the mean of 2, 4 and 9?', answer: '5', acceptable: ['5', 'five'] },
      { question: 'What is the median of 1, 3, 8, 10, 12?', answer: '8', acceptable: ['8', 'eight'] },
      { question: 'What is the mode of 5, 2, 5, 6, 2, 5?', answer: '5', acceptable: ['5', 'five'] },
    ],
    realWorldExample: 'A weather report giving the average temperature for July is quoting a mean, while house prices in a town are usually described by the median so a few mansions do not distort the picture.',
    related: ['math-probability', 'math-division'],
  },
  {
    id: 'math-units-measurement',
    subjectId: 1,
    level: 'basic',
    title: 'Units of measurement and converting',
    keywords: ['units of measurement', 'converting units', 'unit conversion', 'metric units', 'centimetres and metres', 'grams and kilograms', 'millilitres and litres', 'measuring length', 'kilometres'],
    explanation: {
      child:
        'We measure length in centimetres, metres and kilometres. There are 100 centimetres in 1 metre, and 1,000 metres in 1 kilometre. We weigh things in grams and kilograms, and 1,000 grams make 1 kilogram. To change big units to small units, multiply. To change small units to big units, divide.',
      teen:
        'The metric system uses prefixes that are powers of ten: kilo means a thousand, centi means a hundredth and milli means a thousandth. So 1 km = 1,000 m, 1 m = 100 cm, 1 kg = 1,000 g and 1 litre = 1,000 ml. To convert from a larger unit to a smaller one, multiply (3.2 m = 320 cm); from smaller to larger, divide (450 g = 0.45 kg). A good check is that the number should get bigger when the unit gets smaller.',
      adult:
        'Converting units means multiplying by a factor worth exactly one, such as 1,000 metres per kilometre, so the quantity stays the same while the number changes. In the metric system the factors are powers of ten, so a conversion just moves the decimal point. Area and volume need the factor squared or cubed, so a square metre holds 10,000 square centimetres, not 100 of them. Writing the units at every step of a calculation, and cancelling them like numbers, catches most conversion mistakes.',
    },
    keyConcepts: ['Kilo means 1,000; centi a hundredth; milli a thousandth', 'Big unit to small unit: multiply', 'Small unit to big unit: divide', 'For area and volume, square or cube the factor'],
    workedExample: {
      problem: 'A path is 2.5 km long. How many metres is that, and how many centimetres?',
      steps: [
        'Kilometres to metres is big to small, so multiply by 1,000: 2.5 x 1,000 = 2,500 m.',
        'Metres to centimetres: multiply by 100: 2,500 x 100 = 250,000 cm.',
        'Check: the unit got smaller, so the number got bigger, as it should.',
      ],
      answer: '2,500 m, or 250,000 cm.',
    },
    checkQuestions: [
      { question: 'How many centimetres are in 3 metres?', answer: '300', acceptable: ['300', 'three hundred'] },
      { question: 'How many grams are in 2 kilograms?', answer: '2,000 grams', acceptable: ['2000', '2,000'] },
      { question: 'Write 1,500 millilitres in litres.', answer: '1.5 litres', acceptable: ['1.5'] },
    ],
    realWorldExample: 'Recipes, medicine doses and fuel use all depend on units: a dose of 5 ml is a teaspoon, while 5 litres would be a large bucket.',
    related: ['math-decimals', 'math-place-value', 'math-area-perimeter'],
  },
  {
    id: 'math-telling-time',
    subjectId: 1,
    level: 'basic',
    title: 'Telling the time',
    keywords: ['telling the time', 'tell the time', 'clock', 'analogue clock', 'digital clock', '24-hour clock', 'minutes and hours', 'half past', 'quarter past', 'elapsed time'],
    explanation: {
      child:
        'A clock has a short hand and a long hand. The short hand points to the hour, and the long hand points to the minutes. There are 60 minutes in an hour. When the long hand is on the 12, it is exactly on the hour. When the long hand is on the 6, it is half past.',
      teen:
        'On a clock face, the hour hand shows the hour and the minute hand goes round once every hour. Each number on the face stands for 5 minutes, so the minute hand on the 4 means 20 minutes past. Quarter past is 15 minutes, half past is 30 and quarter to is 45 minutes past. The 24-hour clock numbers the hours from 00 to 23, so 3:30 pm becomes 15:30 on it. To find how long something lasts, count on to the next whole hour, then add the rest.',
      adult:
        'Time uses base 60 for minutes and seconds and base 12 or 24 for hours, so ordinary decimal arithmetic does not apply directly: 1.5 hours is 1 hour 30 minutes, not 1 hour 50 minutes. On the 24-hour clock, afternoon times add 12 to the hour, which removes any doubt between morning and evening in timetables. Problems about how long something takes are easiest on a number line, jumping to the next whole hour first and then adding the rest.',
    },
    keyConcepts: ['60 minutes in an hour; 24 hours in a day', 'Short hand: hours; long hand: minutes', 'Each number on the face is 5 minutes', 'Afternoon on the 24-hour clock: add 12'],
    workedExample: {
      problem: 'A film starts at 6:45 pm and ends at 8:20 pm. How long is it?',
      steps: [
        'Count on from 6:45 to the next whole hour, 7:00: that is 15 minutes.',
        'From 7:00 to 8:00 is 1 hour.',
        'From 8:00 to 8:20 is 20 minutes.',
        'Add the parts: 15 minutes + 1 hour + 20 minutes = 1 hour 35 minutes.',
      ],
      answer: '1 hour 35 minutes',
    },
    checkQuestions: [
      { question: 'How many minutes are in an hour?', answer: '60', acceptable: ['60', 'sixty'] },
      { question: 'How many minutes past the hour is half past?', answer: '30 minutes', acceptable: ['30', 'thirty'] },
      { question: 'Write 4 pm on the 24-hour clock.', answer: '16:00', acceptable: ['16:00', '1600', '16 00', '16'] },
    ],
    realWorldExample: 'Reading a bus or train timetable means working with the 24-hour clock and finding how long the journey takes.',
    related: ['math-place-value', 'math-units-measurement'],
  },
  {
    id: 'math-powers-exponents',
    subjectId: 1,
    title: 'Powers and exponents',
    keywords: ['powers', 'exponents', 'indices', 'index laws', 'squared and cubed', 'to the power of', 'exponent rules', 'power of zero', 'negative exponents'],
    explanation: {
      child:
        'A power is a short way to write a number times itself again and again. Two to the power of three means 2 x 2 x 2, which makes 8. The small raised number tells you how many times to use the number. Squared means the power is two. So 5 squared is 5 x 5, which is 25.',
      teen:
        'A power such as 3^4 means 3 multiplied by itself 4 times, which makes 81; the 3 is the base and the 4 is the exponent. When you multiply powers of the same base, you add the exponents, and when you divide, you take them away. A power of a power multiplies the exponents. Any number to the power zero is 1, and a negative exponent means one over the power, so 2^-3 is one eighth.',
      adult:
        'Exponents express repeated multiplication, and the laws of indices follow from that meaning. To multiply powers of the same base you add the exponents, to divide you subtract them, and a power of a power multiplies them. Keeping these laws true forces the rules that any non-zero number to the power zero is 1 and that a negative exponent means one over the power. Fractional exponents mean roots, so nine to the power one half is three. Exponents describe growth that multiplies rather than adds, which is why they appear in compound interest, population growth and scientific notation.',
    },
    keyConcepts: ['a^n means a multiplied by itself n times', 'Multiply powers: add the exponents', 'Divide powers: subtract the exponents', 'a^0 = 1 and a^-n = 1/a^n'],
    workedExample: {
      problem: 'Simplify 2^5 x 2^3, then work out its value.',
      steps: [
        'The bases are the same, so add the exponents: 5 + 3 = 8.',
        'So 2^5 x 2^3 = 2^8.',
        'Work it out: 2^8 = 2 x 2 x 2 x 2 x 2 x 2 x 2 x 2 = 256.',
      ],
      answer: '2^8 = 256',
    },
    checkQuestions: [
      { question: 'What is 2 to the power of 4?', answer: '16', acceptable: ['16', 'sixteen'] },
      { question: 'What is any non-zero number to the power of 0?', answer: '1', acceptable: ['1', 'one'] },
      { question: 'What is 10 cubed?', answer: '1,000', acceptable: ['1000', '1,000', 'one thousand', 'a thousand'] },
    ],
    realWorldExample: 'Computer memory grows in powers of 2: 2^10 = 1,024, which is why a kilobyte is often counted as 1,024 bytes.',
    related: ['math-square-roots', 'math-scientific-notation', 'math-logarithms'],
  },
  {
    id: 'math-square-roots',
    subjectId: 1,
    title: 'Square numbers and square roots',
    keywords: ['square roots', 'square root', 'square numbers', 'perfect squares', 'squaring', 'root of a number', 'sqrt', 'cube roots'],
    explanation: {
      child:
        'A square number is a number times itself. 4 x 4 = 16, so 16 is a square number. You can make it as a square of dots, 4 rows of 4. The square root goes back the other way. The square root of 16 is 4, because 4 x 4 = 16.',
      teen:
        'Squaring a number multiplies it by itself. So 7 squared is 49, and the square numbers begin 1, 4, 9, 16, 25 and 36. The square root undoes squaring: the square root of 49 is 7, since 7 x 7 makes 49. Each positive number has two square roots, one plus and one minus, but the root sign means the plus one. Most roots, like the root of 2, are not whole numbers, but you can place them between two square numbers: the root of 30 is between 5 and 6, for example.',
      adult:
        'The square root of x is the number that, multiplied by itself, gives x; the radical sign denotes the non-negative root, while the equation y² = 49 has both 7 and -7 as solutions. Roots of non-square whole numbers are irrational, so √2 never ends or repeats as a decimal. Useful rules are √(ab) = √a x √b and √(a/b) = √a / √b, which let you simplify surds such as √50 = 5√2; there is no such rule for sums, since √(9 + 16) is 5, not 7.',
    },
    keyConcepts: ['A square number is a number times itself', 'The square root undoes squaring', 'Positive numbers have a positive and a negative root', 'Estimate a root between two square numbers'],
    workedExample: {
      problem: 'Between which two whole numbers does √55 lie?',
      steps: [
        'List square numbers near 55: 49 = 7 x 7 and 64 = 8 x 8.',
        '55 lies between 49 and 64.',
        'So √55 lies between √49 = 7 and √64 = 8, a little closer to 7.',
      ],
      answer: 'Between 7 and 8 (about 7.4).',
    },
    checkQuestions: [
      { question: 'What is the square root of 81?', answer: '9', acceptable: ['9', 'nine'] },
      { question: 'What is 6 squared?', answer: '36', acceptable: ['36', 'thirty-six', 'thirty six'] },
      { question: 'What is the square root of 144?', answer: '12', acceptable: ['12', 'twelve'] },
    ],
    realWorldExample: 'If a square garden has an area of 36 square metres, its side is the square root, 6 metres, which tells you how much fencing one side needs.',
    related: ['math-powers-exponents', 'math-pythagoras'],
  },
  {
    id: 'math-scientific-notation',
    subjectId: 1,
    level: 'advanced',
    title: 'Scientific notation (standard form)',
    keywords: ['scientific notation', 'standard form', 'powers of ten', 'very large numbers', 'very small numbers', 'a x 10 to the n', 'standard index form'],
    explanation: {
      child:
        'Some numbers are huge, like 3,000,000. We can write them in a short way with tens. 3,000,000 is 3 with six zeros. So we write it as 3 x 10 to the power of 6. Scientists use this to write the size of stars and tiny germs.',
      teen:
        'Scientific notation, also called standard form, writes a number as a number from 1 to just under 10, times a power of ten. For large numbers, count how many places the decimal point moves left: 45,000 is 4.5 x 10^4 in this form. For small numbers the power is negative, so 0.0032 is 3.2 x 10^-3 in this form. This makes very big and very small numbers easy to read and compare, because you compare the powers of ten first.',
      adult:
        'Scientific notation writes any number as a value between 1 and 10 times a power of ten, which keeps the digits apart from the size. To multiply or divide numbers in this form, multiply or divide the front numbers and add or subtract the powers, then adjust so the front number is back between 1 and 10 again. It makes the order of size of a number plain to see, which is why science and finance use it for quantities from the mass of an electron to a national debt.',
    },
    keyConcepts: ['Write numbers as a x 10^n with 1 ≤ a < 10', 'Large numbers: positive n', 'Small numbers: negative n', 'Multiply: multiply the fronts and add the powers'],
    workedExample: {
      problem: 'Write 6,200,000 and 0.00047 in scientific notation.',
      steps: [
        'For 6,200,000, move the decimal point 6 places left to get 6.2, so it is 6.2 x 10^6.',
        'For 0.00047, move the decimal point 4 places right to get 4.7.',
        'Moving right means a small number, so the power is negative: 4.7 x 10^-4.',
      ],
      answer: '6.2 x 10^6 and 4.7 x 10^-4',
    },
    checkQuestions: [
      { question: 'Write 5,000 in scientific notation.', answer: '5 x 10^3', acceptable: ['5 x 10^3', '5x10^3', '5 × 10^3', '5 * 10^3', '5 x 10 to the power of 3'] },
      { question: 'What is 3 x 10^2 as an ordinary number?', answer: '300', acceptable: ['300', 'three hundred'] },
      { question: 'Is the power of ten positive or negative for a number smaller than 1, such as 0.05?', answer: 'Negative', acceptable: ['negative'] },
    ],
    realWorldExample: 'The distance from the Earth to the Sun is about 1.5 x 10^8 kilometres, which is far easier to read than 150,000,000.',
    related: ['math-powers-exponents', 'math-place-value', 'math-decimals'],
  },
];
