import type { TopicCard } from '../types.ts';

/** Mathematics (subject 1): original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'math-place-value',
    subjectId: 1,
    level: 'basic',
    title: 'Place value',
    keywords: ['place value', 'ones tens hundreds', 'value of a digit', 'digits', 'thousands', 'expanded form', 'place value chart'],
    explanation: {
      child:
        'Each digit in a number sits in a place. The place tells you what the digit is worth. In 352, the 3 is worth 300, and the 5 is worth 50. A zero keeps an empty place, so 305 has no tens. Each place is worth ten times the place on its right.',
      teen:
        "Our number system is base ten, so each place is worth ten times the place to its right. From right to left, the places are ones, tens, hundreds, thousands and so on. A digit's value is the digit times its place, so in 4,706 the 7 is worth 700 and the 0 holds the tens place empty. To the right of the decimal point, the places are tenths, hundredths and thousandths. Expanded form, such as 4,000 + 700 + 6, shows the value of each digit clearly.",
      adult:
        "Place value means that a digit's worth depends on its position. In base ten, each place is a power of ten: ones, tens, hundreds and so on to the left of the decimal point, and tenths, hundredths and thousandths to the right. A digit's value is the digit times its place, so in 58,314 the 8 stands for 8,000, and zero acts as a placeholder, which is why 507 and 57 are different numbers. The idea underpins rounding, carrying in column addition, long multiplication and reading very large or very small quantities. It also explains why multiplying by 10 moves every digit one place to the left.",
    },
    keyConcepts: [
      'Each place is worth ten times the place to its right',
      'Value of a digit = digit x its place',
      'Zero is a placeholder',
      'After the decimal point come tenths, hundredths, thousandths',
    ],
    workedExample: {
      problem: 'What is the value of the 6 in 3,642, and how is 3,642 written in expanded form?',
      steps: [
        'Label the places from the right: 2 is in the ones, 4 in the tens, 6 in the hundreds and 3 in the thousands.',
        'The 6 is in the hundreds place, so its value is 6 x 100 = 600.',
        'Write each digit times its place and add them: 3,000 + 600 + 40 + 2.',
      ],
      answer: 'The 6 is worth 600, and 3,642 = 3,000 + 600 + 40 + 2.',
    },
    checkQuestions: [
      { question: 'Write 3,000 + 400 + 5 as a single number.', answer: '3,405', acceptable: ['3405', '3,405', '3 405'] },
      { question: 'In the number 4,718, which place is the 7 in?', answer: 'The hundreds place', acceptable: ['hundreds', 'hundred place', '100s'] },
      { question: 'In the number 9,184, which digit is in the thousands place?', answer: '9', acceptable: ['9', 'nine'] },
    ],
    realWorldExample: 'Reading a price tag or a bank balance depends on place value: 1,050 dollars and 150 dollars use the same digits in very different places.',
    related: ['math-decimals', 'math-order-of-operations'],
  },
  {
    id: 'math-fractions',
    subjectId: 1,
    title: 'Fractions',
    keywords: ['fractions', 'numerator', 'denominator', 'equivalent fractions', 'simplify a fraction', 'adding fractions', 'dividing fractions', 'multiplying fractions', 'part of a whole', 'halves and quarters'],
    explanation: {
      child:
        'A fraction is a part of a whole. Cut a pizza into 4 equal slices and eat 3, and you ate 3/4 of it. The bottom number tells how many equal parts there are. The top number tells how many parts you have. So 1/2 and 2/4 are the same amount.',
      teen:
        'A fraction like 3/4 means 3 parts out of 4 equal parts: the bottom number is the denominator and the top is the numerator. Equivalent fractions show the same amount, and you make them by multiplying or dividing the top and bottom by the same number, so 2/6 and 1/3 are equal. To add or subtract fractions, first give them the same denominator, then add or subtract the tops. To multiply, multiply the tops and multiply the bottoms. To divide, flip the second fraction and then multiply.',
      adult:
        'A fraction a/b means a divided by b, or a parts of a whole split into b equal parts. Multiplying or dividing the top and bottom by the same non-zero number gives an equivalent fraction, which is how you simplify a fraction or find a common denominator. You can only add or subtract parts of the same size, so those steps need a common denominator, while multiplying works directly on the tops and the bottoms. Dividing means multiplying by the reciprocal, so 2/3 ÷ 4/5 becomes 2/3 x 5/4, which is 10/12 or five sixths in its simplest form. Mixed numbers such as 2 1/4 are easiest to work with when first written as improper fractions, here nine quarters.',
    },
    keyConcepts: [
      'Numerator counts the parts; denominator gives their size',
      'Equivalent fractions: same change to top and bottom',
      'Add and subtract with a common denominator',
      'Divide by multiplying by the reciprocal',
    ],
    workedExample: {
      problem: 'Work out 1/3 + 1/4.',
      steps: [
        'The denominators are different, so find a common denominator: 12 is a multiple of both 3 and 4.',
        'Rewrite each fraction: 1/3 = 4/12 and 1/4 = 3/12.',
        'Add the numerators and keep the denominator: 4/12 + 3/12 = 7/12.',
        'Check whether it simplifies: 7 and 12 share no common factor, so 7/12 is in its simplest form.',
      ],
      answer: '7/12',
    },
    checkQuestions: [
      { question: 'Simplify 6/8.', answer: '3/4', acceptable: ['3/4', 'three quarters', 'three fourths', 'three-quarters'] },
      { question: 'In the fraction 5/9, what is the 9 called?', answer: 'The denominator', acceptable: ['denominator'] },
      { question: 'What is 2/5 + 1/5?', answer: '3/5', acceptable: ['3/5', 'three fifths', 'three-fifths'] },
    ],
    realWorldExample: 'Recipes use fractions such as 3/4 of a cup of flour, and halving the recipe means halving every fraction.',
    related: ['math-decimals', 'math-percentages', 'math-ratios'],
  },
  {
    id: 'math-decimals',
    subjectId: 1,
    title: 'Decimals',
    keywords: ['decimals', 'decimal point', 'tenths', 'hundredths', 'decimal places', 'rounding decimals', 'fraction to decimal', 'comparing decimals'],
    explanation: {
      child:
        'A decimal is another way to show part of a whole. The dot is called the decimal point. The first place after it is tenths, and the next is hundredths. So 0.5 means five tenths, which is one half. A price of 2.75 means 2 dollars and 75 cents.',
      teen:
        'Decimals carry place value past the decimal point into tenths, hundredths and thousandths, so 3.47 means 3 ones, 4 tenths and 7 hundredths. To compare decimals, line up the points and compare place by place: 0.6 is bigger than 0.58 because 6 tenths beats 5 tenths. Keep the points lined up when you add or subtract. To turn a fraction into a decimal, divide the top by the bottom, so 3/8 becomes 0.375 as a decimal. To round, look at the next digit, and round up if it is 5 or more.',
      adult:
        'A decimal writes a fraction whose denominator is a power of ten, so 0.25 means 25 hundredths, or one quarter. Comparing decimals place by place from the left avoids a common error: 0.45 is smaller than 0.5, even though 45 is bigger than 5 as a whole number. To add or subtract, line up the decimal points; to multiply, multiply as whole numbers and then count the decimal places back in, as in 0.3 x 0.02 = 0.006 with three places in total. Any fraction can be changed into a decimal by division, and some decimals stop, like 1/8 = 0.125, while others repeat forever, like 1/3 = 0.333 and so on. Rounding to a fixed number of places keeps answers practical.',
    },
    keyConcepts: [
      'Places after the point: tenths, hundredths, thousandths',
      'Line up the decimal points to add, subtract and compare',
      'Fraction to decimal: divide the top by the bottom',
      'Round by looking at the next digit',
    ],
    workedExample: {
      problem: 'Work out 4.6 + 2.75.',
      steps: [
        'Line up the decimal points, writing 4.6 as 4.60 so both numbers have two decimal places.',
        'Add the hundredths: 0 + 5 = 5.',
        'Add the tenths: 6 + 7 = 13, so write 3 and carry 1 into the ones.',
        'Add the ones: 4 + 2 + 1 = 7, giving 7.35.',
      ],
      answer: '7.35',
    },
    checkQuestions: [
      { question: 'Which is bigger, 0.7 or 0.65?', answer: '0.7', acceptable: ['0.7', '.7', 'seven tenths'] },
      { question: 'Write 1/4 as a decimal.', answer: '0.25', acceptable: ['0.25', '.25'] },
      { question: 'Round 3.68 to one decimal place.', answer: '3.7', acceptable: ['3.7'] },
    ],
    realWorldExample: 'Money, sports timings and measurements such as 1.85 metres are all written as decimals.',
    related: ['math-place-value', 'math-fractions', 'math-percentages'],
  },
  {
    id: 'math-percentages',
    subjectId: 1,
    title: 'Percentages',
    keywords: ['percentages', 'percent', '%', 'percent of a number', 'discount', 'percentage increase', 'percentage change', 'out of 100'],
    explanation: {
      child:
        'Percent means out of a hundred. So 50% means 50 out of 100, which is half. 25% is one quarter, and 100% is the whole thing. To find 10% of a number, divide it by ten. For example, 10% of 80 sweets is 8 sweets.',
      teen:
        'A percentage is a number out of 100, so 35% is the same as 35/100, or 0.35 as a decimal. To find a percentage of an amount, change it to a decimal and multiply, so 35% of 60 is 0.35 x 60 = 21, for example. Handy shortcuts are that 10% means divide by ten, 50% means halve, and 1% means divide by a hundred. To write one number as a percentage of another, divide and then multiply by 100, so 18 out of 24 is 75 percent. A 20% discount on a price of 50 dollars takes 10 dollars off.',
      adult:
        'Percent means per hundred, so a percentage converts directly to a fraction or a decimal: 12.5% is 0.125, or one eighth. Finding p% of an amount means multiplying it by p/100, and writing a part as a percentage of a whole means dividing the part by the whole and multiplying by a hundred. Percentage change is the change divided by the original value, times 100, so it is always measured against the starting point. Multipliers make repeated changes easy: a 15% increase multiplies by 1.15 and a 15% decrease multiplies by 0.85 each time. Changes do not simply add up, so a 10% rise followed by a 10% fall leaves you at 99% of the start, because 1.1 x 0.9 gives 0.99 rather than exactly one.',
    },
    keyConcepts: [
      'Percent means out of 100',
      'p% of an amount = p/100 x the amount',
      'Percentage change = change ÷ original x 100',
      'Multipliers: 1.15 for a 15% rise, 0.85 for a 15% fall',
    ],
    workedExample: {
      problem: 'A jacket costs 80 dollars and is reduced by 25%. What is the sale price?',
      steps: [
        'Find 25% of 80: 0.25 x 80 = 20.',
        'Subtract the discount from the original price: 80 - 20 = 60.',
        'Check with a multiplier: a 25% decrease multiplies by 0.75, and 0.75 x 80 = 60.',
      ],
      answer: '60 dollars',
    },
    checkQuestions: [
      { question: 'What is 10% of 340?', answer: '34', acceptable: ['34', 'thirty-four', 'thirty four'] },
      { question: 'What percentage is 9 out of 10?', answer: '90%', acceptable: ['90', 'ninety'] },
      { question: 'What does "percent" mean?', answer: 'Out of 100', acceptable: ['out of 100', 'out of a hundred', 'out of one hundred', 'per hundred', 'per 100'] },
    ],
    realWorldExample: 'Shop discounts, phone battery levels, exam scores and interest rates on savings are all given as percentages.',
    related: ['math-fractions', 'math-decimals', 'math-ratios'],
  },
  {
    id: 'math-ratios',
    subjectId: 1,
    title: 'Ratios and proportion',
    keywords: ['ratio', 'proportion', 'share in a ratio', 'simplify a ratio', 'direct proportion', 'unitary method', 'scale', 'scaling a recipe'],
    explanation: {
      child:
        'A ratio compares two amounts. A drink might use 1 cup of juice for every 4 cups of water. We write this as 1:4 and say it as one to four. To make more, keep the ratio the same. So 2 cups of juice need 8 cups of water.',
      teen:
        'A ratio such as 3:2 compares amounts: 3 parts of one thing for every 2 parts of another. You simplify a ratio by dividing both parts by the same number, so 12:8 simplifies to 3:2 after dividing both by four. To share an amount in a ratio, add the parts, find what one part is worth, then multiply. Two amounts are in direct proportion when they grow at the same rate, so if 4 pens cost 6 dollars, one pen costs 1.50 and 10 pens cost 15 dollars. Finding the value of one item first is called the unitary method.',
      adult:
        'A ratio a:b compares two quantities by relative rather than absolute size, so 6:4, 3:2 and 1.5:1 all describe the same relationship. A proportion states that two ratios are equal, as in 3/4 = x/20, and it can be solved by cross-multiplying, which gives 4x = 60 and so x = 15 in this case. Quantities in direct proportion keep a constant ratio, y = kx, like cost and weight at a fixed price per kilogram. In inverse proportion the product stays constant, y = k/x, like the number of workers and the time a fixed job takes. Ratios appear in map scales, mixing concrete or medicine, currency exchange and comparing unit prices when shopping.',
    },
    keyConcepts: [
      'A ratio compares relative sizes, such as 3:2',
      'Simplify by dividing both parts by a common factor',
      'To share: add the parts, find one part, multiply',
      'Direct proportion keeps the ratio constant',
    ],
    workedExample: {
      problem: 'Share 45 sweets between Ana and Ben in the ratio 2:3.',
      steps: [
        'Add the parts: 2 + 3 = 5 parts in total.',
        'Find the value of one part: 45 ÷ 5 = 9.',
        'Ana gets 2 x 9 = 18 and Ben gets 3 x 9 = 27.',
        'Check that the shares add up: 18 + 27 = 45.',
      ],
      answer: 'Ana gets 18 sweets and Ben gets 27.',
    },
    checkQuestions: [
      { question: 'Simplify the ratio 10:15.', answer: '2:3', acceptable: ['2:3', '2 : 3', '2 to 3'] },
      { question: 'If 3 apples cost 90 cents, how much do 5 apples cost?', answer: '150 cents (1.50 dollars)', acceptable: ['150', '1.5'] },
      { question: 'Share 20 in the ratio 1:3. How much is the larger share?', answer: '15', acceptable: ['15', 'fifteen'] },
    ],
    realWorldExample: 'Doubling a recipe for more guests keeps every ingredient in the same ratio, so the food tastes the same.',
    related: ['math-fractions', 'math-percentages'],
  },
  {
    id: 'math-negative-numbers',
    subjectId: 1,
    title: 'Negative numbers',
    keywords: ['negative numbers', 'minus numbers', 'below zero', 'integers', 'number line', 'subtracting a negative', 'multiplying negatives', 'temperature below zero'],
    explanation: {
      child:
        'Negative numbers are less than zero, and they have a minus sign in front. Say it is 2 degrees and it gets 5 degrees colder. Then it is -3 degrees, which means 3 below zero. On a number line, negative numbers sit to the left of zero. The further left you go, the smaller the number.',
      teen:
        'Negative numbers sit to the left of zero on the number line, so -8 is less than -2 because it is further left. Adding a negative is the same as subtracting, and taking away a negative is the same as adding, so 4 - (-3) = 7 just as 4 + 3 does. When you multiply or divide, the same signs give a positive answer and different signs give a negative one. So (-6) x (-2) = 12 is positive, while (-12) ÷ 3 = -4 is negative. Cold weather, bank debts and depths below sea level all use negative numbers.',
      adult:
        'The integers are the whole numbers, zero and their negatives, and every number has an opposite at the same distance from zero. Order reverses below zero, so -15 is less than -4, the reverse of how 15 and 4 compare. Adding can be pictured as moving along a number line, and subtracting a number is the same as adding its opposite, which is why a - (-b) = a + b. In multiplication and division, like signs give a positive result and unlike signs a negative one, so a product is negative when it has an odd number of negative factors. Negative numbers model debts, losses, temperatures, heights below sea level and any change that goes down.',
    },
    keyConcepts: [
      'Negative numbers sit left of zero on the number line',
      'Subtracting a negative is the same as adding',
      'Same signs multiply or divide to a positive',
      'Different signs multiply or divide to a negative',
    ],
    workedExample: {
      problem: 'Work out -4 - (-9).',
      steps: [
        'Subtracting a negative is the same as adding its opposite, so rewrite the sum as -4 + 9.',
        'Start at -4 on the number line and move 9 steps to the right.',
        'After 4 steps you reach zero, and 5 more steps take you to 5.',
      ],
      answer: '5',
    },
    checkQuestions: [
      { question: 'Which is smaller, -8 or -3?', answer: '-8', acceptable: ['-8', 'minus 8', 'negative 8', 'minus eight', 'negative eight'] },
      { question: 'What is 2 - 7?', answer: '-5', acceptable: ['-5', 'minus 5', 'negative 5', 'minus five', 'negative five'] },
      { question: 'When you multiply two negative numbers, is the answer positive or negative?', answer: 'Positive', acceptable: ['positive'] },
    ],
    realWorldExample: 'A weather forecast of -4 degrees tonight warns that it will be 4 degrees below freezing.',
    related: ['math-order-of-operations', 'math-linear-equations'],
  },
  {
    id: 'math-order-of-operations',
    subjectId: 1,
    title: 'Order of operations',
    keywords: ['order of operations', 'bidmas', 'bodmas', 'pemdas', 'brackets first', 'parentheses', 'which operation first', 'operator precedence'],
    explanation: {
      child:
        'Some sums have more than one step, and the order matters. Always do the brackets first. Next do times and divide, from left to right. Do plus and minus last, also from left to right. So 2 + 3 x 4 makes 14, because you work out 3 x 4 first.',
      teen:
        'When a sum has several steps, everyone does them in the same order, so there is only one right answer. Many people remember the order as BIDMAS or PEMDAS: brackets, then powers, then times and divide, then add and subtract. Times and divide have equal rank, so you do them from left to right, and the same goes for add and subtract. So 18 ÷ 3 x 2 = 12, because you divide first when working from the left. In 5 + 2^2 x 3, you square the 2, then multiply by 3, and add the 5 last to get 17 as the answer.',
      adult:
        'The order of operations is an agreed rule that gives every written expression a single value. Brackets come first, then powers and roots, then multiplication and division from left to right, then addition and subtraction from left to right. Memory aids such as BIDMAS and PEMDAS help, but they mislead if read literally: multiplication does not always come before division, and 10 - 4 + 3 is 9, not 3, because you work from left to right. Spreadsheets follow the same rules, which is why =A1+B1/2 halves only the value in B1. Add brackets whenever you mean a different grouping.',
    },
    keyConcepts: [
      'Brackets first, then powers',
      'Multiply and divide from left to right',
      'Add and subtract from left to right',
      'Use brackets to change the order',
    ],
    workedExample: {
      problem: 'Work out 3 + 6 x (5 - 2)^2.',
      steps: [
        'Brackets first: 5 - 2 = 3.',
        'Powers next: 3^2 = 9.',
        'Then multiply: 6 x 9 = 54.',
        'Finally add: 3 + 54 = 57.',
      ],
      answer: '57',
    },
    checkQuestions: [
      { question: 'What is 2 + 3 x 4?', answer: '14', acceptable: ['14', 'fourteen'] },
      { question: 'What is 20 - 8 ÷ 2?', answer: '16', acceptable: ['16', 'sixteen'] },
      { question: 'What is (2 + 3) x 4?', answer: '20', acceptable: ['20', 'twenty'] },
    ],
    realWorldExample: 'Working out a bill of 3 drinks at 2 dollars plus a 5 dollar snack means 3 x 2 + 5 = 11 dollars, with the multiplying done first.',
    related: ['math-negative-numbers', 'math-linear-equations'],
  },
  {
    id: 'math-linear-equations',
    subjectId: 1,
    title: 'Linear equations',
    keywords: ['linear equations', 'solve for x', 'find x', 'algebra', 'unknown', 'balance method', 'two-step equation', 'solving equations'],
    explanation: {
      child:
        'An equation is like a balance, and both sides weigh the same. In x + 3 = 10, the letter x is a hidden number. Take 3 away from both sides, and x = 7 is left. Whatever you do to one side, do to the other. That keeps it balanced.',
      teen:
        'A linear equation has an unknown, like x, that is never squared or raised to a higher power. To solve it, get x on its own by doing the same inverse step to both sides, so the equation stays balanced: undo adding by subtracting, and undo multiplying by dividing. For 3x + 5 = 20, subtract 5 to get 3x = 15, then divide by 3 to find that x = 5 is the answer. Check by putting it back in, since 3 x 5 + 5 does give 20 as the equation says. If x appears on both sides, first move the x terms to one side.',
      adult:
        'A linear equation in one unknown can be written as ax + b = c, where the unknown is never squared or raised to a higher power. You solve it by undoing operations in reverse order, doing the same thing to both sides so they stay equal. A reliable routine is to expand any brackets, gather the x terms on one side and the numbers on the other, then divide by the number in front of x, so 5x - 4 = 2x + 11 becomes 3x = 15 and then x = 5 as the solution. Putting the answer back into the original equation is a quick check. There is exactly one solution unless the x terms cancel out, which leaves a statement that is either always true, so every value works, or never true, so no value works.',
    },
    keyConcepts: [
      'Do the same to both sides',
      'Use inverse operations to get x on its own',
      'Collect the x terms on one side',
      'Check by substituting the answer back',
    ],
    workedExample: {
      problem: 'Solve 2x + 3 = 11.',
      steps: [
        'Subtract 3 from both sides: 2x = 8.',
        'Divide both sides by 2: x = 4.',
        'Check: 2 x 4 + 3 = 8 + 3 = 11, which matches the right-hand side.',
      ],
      answer: 'x = 4',
    },
    checkQuestions: [
      { question: 'Solve x - 4 = 9.', answer: 'x = 13', acceptable: ['13', 'thirteen'] },
      { question: 'Solve 4x = 36.', answer: 'x = 9', acceptable: ['9', 'nine'] },
      { question: 'Solve 3x + 2 = 14.', answer: 'x = 4', acceptable: ['4', 'four'] },
    ],
    realWorldExample: 'If a taxi charges 3 dollars plus 2 dollars per kilometre and the fare was 19 dollars, solving 2x + 3 = 19 tells you the trip was 8 kilometres.',
    related: ['math-quadratic-equations', 'math-order-of-operations', 'math-negative-numbers'],
  },
  {
    id: 'math-quadratic-equations',
    subjectId: 1,
    level: 'advanced',
    title: 'Quadratic equations',
    keywords: ['quadratic equations', 'x squared', 'x^2', 'factorising', 'factoring', 'quadratic formula', 'roots', 'solve a quadratic', 'parabola'],
    explanation: {
      child:
        'In a quadratic, a number is multiplied by itself. We write x times x as x^2, and say it as x squared. These puzzles can have two answers. Take x^2 = 9, where both 3 and -3 work. That is because 3 x 3 = 9 and -3 x -3 = 9 too.',
      teen:
        'A quadratic equation has x^2 as its highest power, and it can have two, one or no real solutions. Its standard form is ax^2 + bx + c = 0, where a is not zero. One way to solve it is factorising: for x^2 + 5x + 6 = 0, find two numbers that multiply to 6 and add to 5, which are 2 and 3, so the equation becomes (x + 2)(x + 3) = 0 in factorised form. If two things multiply to make zero, one of them must be zero, so x = -2 or x = -3 are the two answers. When factorising is hard, the quadratic formula, x = (-b ± √(b^2 - 4ac)) / 2a, works for every quadratic.',
      adult:
        'A quadratic equation has the form ax^2 + bx + c = 0 with a not equal to zero; its graph is a parabola, and the solutions (roots) are where that graph crosses the x-axis. Factorising relies on the zero-product property: if (x - p)(x - q) = 0, then x = p or x = q. Completing the square rewrites the expression as a(x + h)^2 + k, which also reveals the turning point, and the quadratic formula, x = (-b ± √(b^2 - 4ac)) / 2a, works for every quadratic. The discriminant, b^2 - 4ac, gives the number of real roots: two if it is positive, one repeated root if it is zero, and none if it is negative. Quadratics model the path of a thrown ball, areas and profit.',
    },
    keyConcepts: [
      'Standard form: ax^2 + bx + c = 0',
      'If A x B = 0, then A = 0 or B = 0',
      'The quadratic formula solves any quadratic',
      'The discriminant b^2 - 4ac counts the real roots',
    ],
    workedExample: {
      problem: 'Solve x^2 - 5x + 6 = 0.',
      steps: [
        'Find two numbers that multiply to +6 and add to -5: they are -2 and -3.',
        'Factorise: (x - 2)(x - 3) = 0.',
        'Set each bracket equal to zero: x - 2 = 0 or x - 3 = 0.',
        'Check both: 2^2 - 5 x 2 + 6 = 0 and 3^2 - 5 x 3 + 6 = 0.',
      ],
      answer: 'x = 2 or x = 3',
    },
    checkQuestions: [
      { question: 'What is the highest power of x in a quadratic equation?', answer: '2 (x squared)', acceptable: ['2', 'two', 'squared'] },
      { question: 'Solve x^2 = 25, giving both answers.', answer: 'x = 5 or x = -5', acceptable: ['-5', '±5', '+/-5', '+-5', 'minus 5', 'negative 5'] },
      { question: 'To factorise x^2 + 7x + 12, which two numbers multiply to 12 and add to 7?', answer: '3 and 4', acceptable: ['3 and 4', '4 and 3', '3,4', '4,3', '3, 4', '4, 3'] },
    ],
    realWorldExample: 'The height of a ball thrown into the air follows a quadratic, so solving one tells you when the ball will land.',
    related: ['math-linear-equations', 'math-derivatives'],
  },
  {
    id: 'math-area-perimeter',
    subjectId: 1,
    title: 'Area and perimeter',
    keywords: ['area', 'perimeter', 'area of a rectangle', 'square units', 'distance around a shape', 'length times width', 'area of a triangle', 'area of a circle'],
    explanation: {
      child:
        'Perimeter is the distance all the way around a shape. Area is the space inside a shape. For a rectangle, area is length times width. A rectangle 5 cm by 3 cm has an area of 15 square cm. Its perimeter is 5 + 3 + 5 + 3, which makes 16 cm.',
      teen:
        "Perimeter is the distance around the edge of a shape, while area is the surface it covers, measured in square units such as square centimetres. For a rectangle, area = length x width, and the perimeter is all four sides added together. A triangle's area is half of base x height, with the height measured at right angles to the base. For a circle, the distance around is called the circumference, C = 2πr, and the area is πr^2, where r is the radius. To find the area of an L-shape, split it into rectangles and add their areas.",
      adult:
        'Perimeter measures the length of a closed boundary in ordinary units, while area measures the surface enclosed in square units. The key formulas are A = lw and P = 2(l + w) for a rectangle, A = ½bh for a triangle using its perpendicular height, A = ½(a + b)h for a trapezium, and A = πr^2 with circumference C = 2πr for a circle. Two shapes can share a perimeter yet have very different areas: a 1 by 9 rectangle and a 5 by 5 square both have a perimeter of 20, but their areas are 9 and 25 square units. Scaling matters too, since doubling every length doubles the perimeter but makes the area four times as large. These ideas apply directly to flooring, fencing, painting and measuring land.',
    },
    keyConcepts: [
      'Perimeter is the distance around; area is the space inside',
      'Rectangle: area = length x width',
      'Triangle: area = ½ x base x height',
      'Area is measured in square units',
    ],
    workedExample: {
      problem: 'A garden is a rectangle 8 m long and 5 m wide. Find its area and its perimeter.',
      steps: [
        'Area = length x width = 8 x 5 = 40 square metres.',
        'Perimeter = 2 x (length + width) = 2 x (8 + 5) = 2 x 13 = 26 metres.',
      ],
      answer: 'Area 40 m^2, perimeter 26 m',
    },
    checkQuestions: [
      { question: 'What is the area of a rectangle 7 cm long and 4 cm wide, in square cm?', answer: '28 square cm', acceptable: ['28', 'twenty-eight', 'twenty eight'] },
      { question: 'What is the perimeter of a square with sides of 6 m, in metres?', answer: '24 m', acceptable: ['24', 'twenty-four', 'twenty four'] },
      { question: 'What is the area of a triangle with a base of 10 cm and a height of 6 cm, in square cm?', answer: '30 square cm', acceptable: ['30', 'thirty'] },
    ],
    realWorldExample: 'Buying carpet depends on the area of the floor, while buying skirting board or a fence depends on the perimeter.',
    related: ['math-place-value', 'math-quadratic-equations'],
  },
  {
    id: 'math-probability',
    subjectId: 1,
    title: 'Basic probability',
    keywords: ['probability', 'chance', 'likelihood', 'how likely', 'dice', 'coin toss', 'outcomes', 'odds'],
    explanation: {
      child:
        'Probability tells us how likely something is to happen. We use a number from 0 up to 1 to show this. A chance of 0 means it can never happen, and 1 means it is certain. A coin has two sides, so there is a 1 in 2 chance of heads. We can write that chance as the fraction 1/2, or one half.',
      teen:
        'Probability measures how likely something is, from 0 for impossible to 1 for certain. If all outcomes are equally likely, divide the number of outcomes you want by the total, so an even number on a dice has a chance of 3/6, or one half. The chance that something does not happen is 1 minus the chance that it does. For two events that do not affect each other, multiply the chances, so two heads in a row has a chance of one quarter. Real results get closer to these values the more you try.',
      adult:
        "Probability gives each event a number from 0 to 1; when outcomes are equally likely, it is the number of outcomes you want divided by the total. The chance that an event does not happen is 1 minus the chance that it does, the chances of events that cannot both happen add, and the chances of independent events multiply. Repeating a trial many times gives a relative frequency that estimates the true value more closely as the trials grow. A common mistake is the gambler's fallacy: after five heads in a row, a fair coin is still as likely to land heads as tails, because each flip is independent. These ideas underpin weather forecasts, insurance and medical tests.",
    },
    keyConcepts: [
      'Probability runs from 0 (impossible) to 1 (certain)',
      'P = favourable outcomes ÷ total outcomes',
      'P(not A) = 1 - P(A)',
      'For independent events, multiply the probabilities',
    ],
    workedExample: {
      problem: 'A bag holds 3 red marbles and 5 blue marbles. One is picked at random. What is the probability that it is red?',
      steps: [
        'Count all the possible outcomes: 3 + 5 = 8 marbles.',
        'Count the favourable outcomes: 3 red marbles.',
        'Divide favourable by total: P(red) = 3/8.',
      ],
      answer: '3/8',
    },
    checkQuestions: [
      { question: 'What is the probability of rolling a 4 on a fair six-sided dice?', answer: '1/6', acceptable: ['1/6', 'one sixth', 'one in six', '1 in 6'] },
      { question: 'An event has a probability of 0. Is it impossible or certain?', answer: 'Impossible', acceptable: ['impossible'] },
      { question: 'The chance of rain is 0.3. What is the chance of no rain?', answer: '0.7', acceptable: ['0.7', '.7', '70%', '7/10'] },
    ],
    realWorldExample: 'A forecast of a 70% chance of rain means that on days like this one, it rains about 7 times out of 10.',
    related: ['math-fractions', 'math-decimals', 'math-percentages'],
  },
  {
    id: 'math-derivatives',
    subjectId: 1,
    level: 'advanced',
    title: 'Derivatives (an introduction)',
    keywords: ['derivatives', 'differentiation', 'differentiate', 'calculus', 'rate of change', 'slope of a curve', 'gradient', 'power rule', 'dy/dx'],
    explanation: {
      child:
        'Some things change fast and some change slowly. A derivative tells you how fast something is changing. On a car trip, the distance you have gone keeps going up. How fast it goes up is your speed. So speed is the derivative of distance.',
      teen:
        'A derivative measures how fast one thing changes as another changes; on a graph, it is the slope of the curve at a point. A straight line has the same slope everywhere, but the slope of a curve like y = x^2 changes from point to point. The power rule helps here: the derivative of x^n is n·x^(n-1), so x^3 becomes 3x^2, and 5x^2 becomes 10x by the same rule. The derivative of a plain number is zero, because a number on its own never changes. For a moving object, the derivative of its position is its speed.',
      adult:
        "The derivative of a function at a point is its instantaneous rate of change there, which is the slope of the tangent line to the graph. It is defined as the limit of the average rate of change, f'(x) = lim (h → 0) of [f(x + h) - f(x)] / h, as the step h shrinks to zero. In practice, rules do the work: the power rule (x^n becomes n·x^(n-1)), the constant multiple and sum rules, and later the product, quotient and chain rules, so the derivative of 4x^3 - 2x + 7 is 12x^2 - 2, with the constant dropping out. Where f'(x) = 0 the graph is momentarily flat, which locates maximum and minimum points. This is the basis of optimisation problems in physics, economics and engineering.",
    },
    keyConcepts: [
      'A derivative is an instantaneous rate of change',
      'It equals the slope of the tangent to the curve',
      'Power rule: x^n becomes n·x^(n-1)',
      'The derivative of a constant is 0',
    ],
    workedExample: {
      problem: 'Differentiate f(x) = 3x^2 + 4x - 5.',
      steps: [
        'Apply the power rule to 3x^2: multiply by the power 2 and lower the power by 1, giving 6x.',
        'The derivative of 4x is 4, because x^1 becomes 1·x^0 = 1.',
        'The derivative of the constant -5 is 0.',
        "Add the parts: f'(x) = 6x + 4.",
      ],
      answer: "f'(x) = 6x + 4",
    },
    checkQuestions: [
      { question: 'What is the derivative of x^2?', answer: '2x', acceptable: ['2x', '2*x', '2 x', '2·x'] },
      { question: 'What is the derivative of a constant, such as 7?', answer: '0', acceptable: ['0', 'zero'] },
      { question: 'What is the derivative of x^3?', answer: '3x^2', acceptable: ['3x^2', '3x²', '3x squared', '3 x^2', '3*x^2'] },
    ],
    realWorldExample: "A car's speedometer shows a derivative: how fast the distance travelled is changing at that moment.",
    related: ['math-quadratic-equations', 'math-linear-equations'],
  },
];
