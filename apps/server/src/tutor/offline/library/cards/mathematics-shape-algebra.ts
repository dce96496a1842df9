import type { TopicCard } from '../types.ts';

/** Mathematics (subject 1), shape, space and algebra: original topic cards for the offline tutor. */
export const cards: TopicCard[] = [
  {
    id: 'math-angles',
    subjectId: 1,
    title: 'Angles',
    keywords: ['angles', 'angle', 'right angle', 'acute angle', 'obtuse angle', 'angles in a triangle', 'angles on a straight line', 'degrees', 'protractor', 'reflex angle'],
    explanation: {
      child:
        'An angle is the amount of turn between two lines that meet. We measure angles in degrees. A square corner is a right angle, which is 90 degrees. An angle smaller than that is acute, and a bigger one is obtuse. The three angles inside any triangle add up to 180 degrees.',
      teen:
        'An angle measures turn, in degrees, and a full turn is 360 degrees. An acute angle is less than 90 degrees, a right angle is exactly 90, an obtuse angle is between 90 and 180, and a reflex angle is more than 180 degrees. Angles on a straight line add up to 180 degrees, and angles around a point add up to 360 degrees. The angles inside a triangle always add up to 180 degrees, so if you know two of them you can find the third.',
      adult:
        'An angle measures the turn between two lines that meet at a point, usually in degrees, with a full turn as 360 degrees. A few facts solve most angle problems: angles on a straight line add to 180 degrees, angles around a point add to 360, angles opposite each other at a crossing are equal, and the angles of a triangle add to 180. Where a line crosses two parallel lines, alternate angles are equal. The inside angles of a shape with n sides add to (n - 2) x 180 degrees, which is why a square has four right angles.',
    },
    keyConcepts: ['Angles are measured in degrees', 'Acute under 90, right 90, obtuse 90 to 180', 'A straight line makes 180 degrees; a full turn 360', 'Angles in a triangle add to 180 degrees'],
    workedExample: {
      problem: 'Two angles of a triangle are 50 degrees and 65 degrees. Find the third angle.',
      steps: [
        'The angles in a triangle add up to 180 degrees.',
        'Add the two angles you know: 50 + 65 = 115.',
        'Take that away from 180: 180 - 115 = 65.',
      ],
      answer: 'The third angle is 65 degrees.',
    },
    checkQuestions: [
      { question: 'How many degrees are in a right angle?', answer: '90 degrees', acceptable: ['90', 'ninety'] },
      { question: 'Two angles on a straight line add up to how many degrees?', answer: '180 degrees', acceptable: ['180'] },
      { question: 'Is an angle of 120 degrees acute or obtuse?', answer: 'Obtuse', acceptable: ['obtuse'] },
    ],
    realWorldExample: 'Builders check that the corners of a room are right angles, and a skateboarder doing a 360 spins through a full turn.',
    related: ['math-shapes', 'math-pythagoras', 'math-trigonometry'],
  },
  {
    id: 'math-shapes',
    subjectId: 1,
    level: 'basic',
    title: '2D shapes and their properties',
    keywords: ['shapes', '2d shapes', 'polygons', 'triangles', 'quadrilaterals', 'sides and corners', 'types of triangles', 'hexagon', 'pentagon', 'properties of shapes'],
    explanation: {
      child:
        'A flat shape with straight sides is called a polygon. A triangle has 3 sides, and a square has 4 equal sides. A pentagon has 5 sides, and a hexagon has 6 sides. The corners are called vertices. A circle is round, so it has no straight sides at all.',
      teen:
        'Flat shapes with straight sides are called polygons, and they are named by how many sides they have: a triangle has three, a pentagon five and a hexagon six. A triangle can have all sides equal (equilateral), two sides equal (isosceles) or no sides equal (scalene). Four-sided shapes include the square, rectangle, rhombus and trapezium, and each has its own rules about sides and angles. A regular polygon has all its sides and all its angles equal, like a stop sign.',
      adult:
        'Flat shapes are sorted by their sides, angles and symmetry. A polygon is a closed shape made of straight lines, and a regular polygon has equal sides and equal angles. Many shape families sit inside each other: every square is a rectangle and a rhombus, and every rectangle is a parallelogram, so what is true of a parallelogram is true of them all. Symmetry gives a further way to describe shapes, and a regular polygon with n sides has n lines of symmetry.',
    },
    keyConcepts: ['Polygons have straight sides and are named by how many', 'Triangles: equilateral, isosceles, scalene', 'Quadrilaterals have four sides', 'Regular means equal sides and equal angles'],
    workedExample: {
      problem: 'A shape has 4 sides, all the same length, but its angles are not right angles. What is it?',
      steps: [
        'Four sides means it is a quadrilateral.',
        'All sides equal could mean a square or a rhombus.',
        'A square has right angles, and this shape does not, so it is not a square.',
      ],
      answer: 'It is a rhombus.',
    },
    checkQuestions: [
      { question: 'How many sides does a hexagon have?', answer: '6', acceptable: ['6', 'six'] },
      { question: 'What do we call a triangle with all three sides equal?', answer: 'Equilateral', acceptable: ['equilateral'] },
      { question: 'How many sides does a pentagon have?', answer: '5', acceptable: ['5', 'five'] },
    ],
    realWorldExample: 'Honeybees build their combs from hexagons, because hexagons fit together with no gaps and use little wax.',
    related: ['math-angles', 'math-area-perimeter'],
  },
  {
    id: 'math-circles',
    subjectId: 1,
    title: 'Circles: circumference and area',
    keywords: ['circles', 'circle', 'circumference', 'area of a circle', 'radius', 'diameter', 'pi', 'perimeter of a circle'],
    explanation: {
      child:
        'A circle is a round shape. The distance across the middle is the diameter. Half of that, from the centre to the edge, is the radius. The distance all the way round is the circumference. It is always a bit more than 3 times the diameter.',
      teen:
        'Every point on a circle is the same distance from its centre. That distance is the radius, and the diameter is twice the radius. The distance around is the circumference, which is pi times the diameter, where pi is about 3.14. The area is pi times the radius squared, so a circle with a radius of 3 cm has an area of about 28.3 square centimetres. Always check whether you were given the radius or the diameter before you start.',
      adult:
        "Pi is the ratio of any circle's circumference to its diameter, about 3.14159, and it never ends or repeats as a decimal. From that, the circumference is pi times the diameter, and the area is pi times the radius squared, which you can picture by cutting a circle into thin slices and laying them out as a rough rectangle. Because area depends on the radius squared, doubling the radius makes the area four times as large. That is why one large pizza often holds more than two small ones.",
    },
    keyConcepts: ['The diameter is twice the radius', 'Circumference = pi x diameter', 'Area = pi x radius x radius', 'Pi is about 3.14'],
    workedExample: {
      problem: 'A circle has a radius of 5 cm. Find its circumference and its area, using 3.14 for pi.',
      steps: [
        'The diameter is twice the radius: 2 x 5 = 10 cm.',
        'Circumference = pi x diameter = 3.14 x 10 = 31.4 cm.',
        'Area = pi x radius squared = 3.14 x 5 x 5 = 78.5 square centimetres.',
      ],
      answer: 'Circumference 31.4 cm, area 78.5 cm².',
    },
    checkQuestions: [
      { question: 'A circle has a radius of 4 cm. What is its diameter, in cm?', answer: '8 cm', acceptable: ['8', 'eight'] },
      { question: 'What is the distance all the way around a circle called?', answer: 'The circumference', acceptable: ['circumference'] },
      { question: 'To two decimal places, what is the value of pi?', answer: '3.14', acceptable: ['3.14'] },
    ],
    realWorldExample: 'A bicycle wheel moves forward one circumference each time it turns, which is how a bike computer works out your speed.',
    related: ['math-area-perimeter', 'math-volume'],
  },
  {
    id: 'math-volume',
    subjectId: 1,
    title: 'Volume and surface area',
    keywords: ['volume', 'surface area', 'volume of a cuboid', 'volume of a cylinder', 'cubic centimetres', '3d shapes', 'capacity', 'volume of a prism', 'cube'],
    explanation: {
      child:
        'Volume is how much space a solid shape takes up. We count it in small cubes. A box 3 cubes long, 2 cubes wide and 2 cubes high holds 12 cubes. So you find it by doing length x width x height. Surface area is the total area of all the faces.',
      teen:
        'Volume measures the space inside a 3D shape, in cubic units such as cm³. For a cuboid it is length x width x height, and for any prism it is the area of the end face times the length, so a cylinder\'s volume is pi x r² x h. Surface area is the total area of all the faces, in square units, and you find it by adding the area of each face. A net, the shape unfolded flat, helps you make sure no face is missed.',
      adult:
        'Volume is the three-dimensional space a solid occupies, measured in cubic units, while surface area is the total area of its boundary, in square units. Prisms and cylinders share one rule: the area of the cross-section times the length. Pyramids and cones hold exactly a third of the matching prism or cylinder, and a sphere has volume four thirds of pi times r cubed. Since volume grows with the cube of the size and surface area with the square, small things have more surface for their volume, which is why small animals lose heat faster.',
    },
    keyConcepts: ['Volume is space inside, in cubic units', 'Cuboid: length x width x height', 'Prism: end area x length', 'Surface area: add the area of every face'],
    workedExample: {
      problem: 'Find the volume and surface area of a box 5 cm long, 3 cm wide and 2 cm high.',
      steps: [
        'Volume = length x width x height = 5 x 3 x 2 = 30 cm³.',
        'The box has three pairs of faces: 5 x 3 = 15, 5 x 2 = 10 and 3 x 2 = 6 square centimetres.',
        'Add them and double, since each face has a twin: 2 x (15 + 10 + 6) = 62 cm².',
      ],
      answer: 'Volume 30 cm³, surface area 62 cm².',
    },
    checkQuestions: [
      { question: 'What is the volume of a cube with sides of 3 cm, in cm³?', answer: '27 cm³', acceptable: ['27', 'twenty-seven'] },
      { question: 'A box is 4 cm by 2 cm by 5 cm. What is its volume in cm³?', answer: '40 cm³', acceptable: ['40', 'forty'] },
      { question: 'Is volume measured in square units or cubic units?', answer: 'Cubic units', acceptable: ['cubic'] },
    ],
    realWorldExample: 'Working out how much water fills a fish tank, or how much wrapping paper covers a present, uses volume and surface area.',
    related: ['math-area-perimeter', 'math-circles', 'math-units-measurement'],
  },
  {
    id: 'math-pythagoras',
    subjectId: 1,
    title: "Pythagoras' theorem",
    keywords: ['pythagoras', 'pythagorean theorem', "pythagoras' theorem", 'pythagoras theorem', 'hypotenuse', 'right-angled triangle', 'a squared plus b squared', 'longest side of a triangle'],
    explanation: {
      child:
        'This rule works for triangles with a square corner. The longest side is called the hypotenuse. Square the two short sides and add them. That gives the square of the long side. For sides 3 and 4, we get 9 + 16 = 25, so the long side is 5.',
      teen:
        "Pythagoras' theorem says that in a right-angled triangle, the square of the hypotenuse equals the sum of the squares of the other two sides: a² + b² = c². The hypotenuse is the longest side, the one opposite the right angle. To find it, square the two shorter sides, add them and take the square root. To find a shorter side, square the hypotenuse, subtract the square of the side you know, then take the square root.",
      adult:
        "Pythagoras' theorem states that for a right-angled triangle with legs a and b and hypotenuse c, a² + b² = c². It holds only for right angles, and its converse is just as useful: if the three sides satisfy the equation, the triangle must have a right angle. Sets of whole numbers that fit, such as 3, 4 and 5 or 5, 12 and 13, are called Pythagorean triples. The theorem is the basis of the distance formula on a graph, which finds the straight-line distance between two points from their coordinates.",
    },
    keyConcepts: ['Only for right-angled triangles', 'The hypotenuse is the longest side, opposite the right angle', 'a² + b² = c²', 'To find a shorter side, subtract instead of add'],
    workedExample: {
      problem: 'A right-angled triangle has shorter sides of 6 cm and 8 cm. How long is the hypotenuse?',
      steps: [
        'Square the shorter sides: 6² = 36 and 8² = 64.',
        'Add them: 36 + 64 = 100.',
        'Take the square root: √100 = 10.',
      ],
      answer: 'The hypotenuse is 10 cm.',
    },
    checkQuestions: [
      { question: 'A right-angled triangle has shorter sides of 5 cm and 12 cm. How long is the hypotenuse, in cm?', answer: '13 cm', acceptable: ['13', 'thirteen'] },
      { question: 'What is the longest side of a right-angled triangle called?', answer: 'The hypotenuse', acceptable: ['hypotenuse'] },
      { question: 'The hypotenuse is 5 cm and one side is 3 cm. How long is the other side, in cm?', answer: '4 cm', acceptable: ['4', 'four'] },
    ],
    realWorldExample: 'A ladder leaning against a wall makes a right-angled triangle, so Pythagoras tells you how long a ladder you need to reach a window.',
    related: ['math-square-roots', 'math-trigonometry', 'math-angles'],
  },
  {
    id: 'math-algebraic-expressions',
    subjectId: 1,
    title: 'Algebraic expressions and like terms',
    keywords: ['algebraic expressions', 'expressions', 'like terms', 'collecting like terms', 'simplifying expressions', 'expanding brackets', 'variables', 'terms', 'substitution'],
    explanation: {
      child:
        'In algebra, a letter stands for a number we do not know yet. So n + 3 means a number plus three. We can tidy up, too. Two lots of n plus three more lots of n make 5n in total. We say this is collecting like terms.',
      teen:
        'An expression is a mix of numbers, letters and operations, such as 3x + 2y - 5, with no equals sign. Like terms have exactly the same letters and powers, so 4x and -x are like terms but 4x and 4x² are not. To simplify, collect like terms by adding their numbers: 3a + 5b + 2a becomes 5a + 5b in the end. To expand brackets, multiply everything inside by the term outside, so 3(x + 4) becomes 3x + 12 once expanded. To substitute, replace each letter with its value and work it out.',
      adult:
        'Algebraic expressions describe a quantity in general terms, with letters standing for values that can vary. Simplifying relies on the same rules as arithmetic: like terms can be combined because of the distributive law, so 5x - 2x is 3x just as 5 lots minus 2 lots is 3 lots. Expanding brackets and factorising are the same law used in opposite directions, so 4x + 12 and 4(x + 3) are one expression written two ways. Unlike an equation, an expression is never solved; it is simplified, rearranged or evaluated for given values.',
    },
    keyConcepts: ['A letter stands for an unknown number', 'Like terms have the same letters and powers', 'Collect like terms by adding their numbers', 'Expand: multiply each term inside the bracket'],
    workedExample: {
      problem: 'Simplify 4x + 3y - x + 2y, then find its value when x = 2 and y = 1.',
      steps: [
        'Collect the x terms: 4x - x = 3x.',
        'Collect the y terms: 3y + 2y = 5y.',
        'So the expression simplifies to 3x + 5y.',
        'Substitute: 3 x 2 + 5 x 1 = 6 + 5 = 11.',
      ],
      answer: '3x + 5y, which is 11 when x = 2 and y = 1.',
    },
    checkQuestions: [
      { question: 'Simplify 2a + 5a.', answer: '7a', acceptable: ['7a', '7 a'] },
      { question: 'Expand 2(x + 5).', answer: '2x + 10', acceptable: ['2x + 10', '2x+10', '10 + 2x'] },
      { question: 'What is 3n + 1 when n = 4?', answer: '13', acceptable: ['13', 'thirteen'] },
    ],
    realWorldExample: 'A taxi that charges 3 dollars plus 2 dollars per mile costs 3 + 2m dollars for m miles: an expression you can use for any trip.',
    related: ['math-linear-equations', 'math-order-of-operations', 'math-graphs-straight-lines'],
  },
  {
    id: 'math-graphs-straight-lines',
    subjectId: 1,
    title: 'Straight-line graphs (slope and y = mx + b)',
    keywords: ['straight line graphs', 'linear graphs', 'slope', 'gradient of a line', 'y = mx + b', 'y = mx + c', 'y-intercept', 'coordinates', 'plotting points', 'rise over run'],
    explanation: {
      child:
        'A graph shows how two things change together. Each point has two numbers, like (2, 3). The first number tells you how far across to go. The second number tells you how far up. If the points make a straight line, the change is steady.',
      teen:
        'A straight-line graph has an equation of the form y = mx + b (often written y = mx + c). The number m is the slope, or gradient: how much y goes up for each step of 1 to the right. The number b is the y-intercept, where the line crosses the y-axis. To find the slope from two points, divide the change in y by the change in x, which is rise over run. A positive slope goes up from left to right, and a negative slope goes down.',
      adult:
        'A linear relationship changes at a constant rate, so its graph is a straight line described by y = mx + b, where m is the gradient and b is the value of y when x is zero. The gradient between two points is the difference in y divided by the difference in x, and parallel lines share the same gradient. Reading the slope as a rate gives it meaning in context: on a graph of distance against time the slope is speed, and on a graph of cost against hours it is the hourly rate.',
    },
    keyConcepts: ['Points are written (across, up)', 'y = mx + b: m is the slope, b the intercept', 'Slope = change in y divided by change in x', 'Parallel lines have the same slope'],
    workedExample: {
      problem: 'Find the equation of the line through (0, 1) and (2, 7).',
      steps: [
        'Slope = change in y over change in x = (7 - 1) ÷ (2 - 0) = 6 ÷ 2 = 3.',
        'The line passes through (0, 1), so it crosses the y-axis at 1: b = 1.',
        'Put them together: y = 3x + 1.',
        'Check with the other point: 3 x 2 + 1 = 7.',
      ],
      answer: 'y = 3x + 1',
    },
    checkQuestions: [
      { question: 'What is the slope of the line y = 4x + 2?', answer: '4', acceptable: ['4', 'four'] },
      { question: 'Where does the line y = 2x + 5 cross the y-axis?', answer: 'At 5, the point (0, 5)', acceptable: ['5', 'five'] },
      { question: 'A line goes through (0, 0) and (3, 6). What is its slope?', answer: '2', acceptable: ['2', 'two'] },
    ],
    realWorldExample: 'A phone plan costing 10 dollars a month plus 2 dollars per gigabyte is the line y = 2x + 10: the slope is the price per gigabyte.',
    related: ['math-linear-equations', 'math-algebraic-expressions', 'math-simultaneous-equations'],
  },
  {
    id: 'math-inequalities',
    subjectId: 1,
    title: 'Inequalities',
    keywords: ['inequalities', 'inequality', 'greater than', 'less than', 'solving inequalities', 'inequality signs', 'number line inequality', 'less than or equal to'],
    explanation: {
      child:
        'These signs compare two numbers. The sign > means greater than, so 7 > 3. The sign < means less than, so 2 < 5. The open side of the sign always faces the bigger number. It is like a hungry mouth that wants to eat the bigger number!',
      teen:
        "An inequality says one side is bigger or smaller than the other: > means greater than and < means less than, and a line under the sign adds 'or equal to'. You solve it like an equation, doing the same thing to both sides, so 2x + 1 < 7 becomes 2x < 6 and then x < 3 at the end. There is one extra rule: if you multiply or divide both sides by a negative number, you must flip the sign. The answer is a range of values, which you can show on a number line.",
      adult:
        'An inequality states an order relation between two expressions, and its solution is usually a whole interval rather than a single value. Adding or subtracting the same amount on both sides keeps the inequality true, as does multiplying or dividing by a positive number. Multiplying or dividing by a negative number reverses the order, since -2 < -1 even though 2 > 1, so the sign must be flipped. On a number line, a filled dot shows that an endpoint is included and an open dot shows that it is not.',
    },
    keyConcepts: ['> greater than, < less than', 'Solve like an equation, doing the same to both sides', 'Flip the sign when multiplying or dividing by a negative', 'The answer is a range of values'],
    workedExample: {
      problem: 'Solve 3x - 4 > 11.',
      steps: [
        'Add 4 to both sides: 3x > 15.',
        'Divide both sides by 3, a positive number, so the sign stays the same: x > 5.',
        'Check with a value bigger than 5, such as 6: 3 x 6 - 4 = 14, and 14 > 11 is true.',
      ],
      answer: 'x > 5',
    },
    checkQuestions: [
      { question: 'Is 8 > 5 true or false?', answer: 'True', acceptable: ['true'] },
      { question: 'Solve x + 3 < 10.', answer: 'x < 7', acceptable: ['x < 7', 'x<7', 'less than 7'] },
      { question: 'Solve 2x ≥ 8.', answer: 'x ≥ 4', acceptable: ['x ≥ 4', 'x>=4', 'x >= 4', 'x≥4', '4 or more', 'at least 4'] },
    ],
    realWorldExample: 'A sign saying riders must be at least 120 cm tall is an inequality: height ≥ 120 cm.',
    related: ['math-linear-equations', 'math-negative-numbers'],
  },
  {
    id: 'math-simultaneous-equations',
    subjectId: 1,
    level: 'advanced',
    title: 'Simultaneous equations (systems of equations)',
    keywords: ['simultaneous equations', 'systems of equations', 'system of equations', 'two equations', 'elimination method', 'substitution method', 'solve for x and y', 'two unknowns'],
    explanation: {
      child:
        'Sometimes there are two mystery numbers and two clues. The clues must both be true at once. Say two numbers add up to 10, and one is 4 more than the other. Try pairs until both clues fit. The numbers are 7 and 3!',
      teen:
        'Simultaneous equations are two equations with two unknowns, usually x and y, that must both be true at once. In the elimination method, you add or take away the equations to get rid of one letter. Then you solve for the other letter and put it back in. In the substitution method, you rearrange one equation, such as y = 2x + 1, and put it into the other. Always check your pair of values in both of the first equations.',
      adult:
        'A system of two linear equations in two unknowns asks for the values that satisfy both at once, which is the point where their two straight-line graphs cross. Elimination scales the equations so that one variable has matching coefficients and then adds or subtracts them to remove it; substitution expresses one variable in terms of the other. If the lines are parallel there is no solution, and if they are the same line there are infinitely many. Larger systems use the same ideas, organised as matrices.',
    },
    keyConcepts: ['Two equations, two unknowns, both true at once', 'Elimination: add or subtract to remove one letter', 'Substitution: put one equation into the other', 'The solution is where the two graphs cross'],
    workedExample: {
      problem: 'Solve x + y = 10 and x - y = 4.',
      steps: [
        'Add the two equations, so the y terms cancel: 2x = 14.',
        'Divide by 2: x = 7.',
        'Put x = 7 into x + y = 10: 7 + y = 10, so y = 3.',
        'Check in the other equation: 7 - 3 = 4.',
      ],
      answer: 'x = 7, y = 3',
    },
    checkQuestions: [
      { question: 'If x + y = 8 and x = 5, what is y?', answer: 'y = 3', acceptable: ['3', 'three'] },
      { question: 'Solve x + y = 6 and x - y = 2. What is x?', answer: 'x = 4 (and y = 2)', acceptable: ['4', 'four'] },
      { question: 'On a graph, the solution of two simultaneous equations is where the lines do what?', answer: 'Where they cross (intersect)', acceptable: ['cross', 'intersect', 'meet'] },
    ],
    realWorldExample: 'If 2 coffees and 1 muffin cost 8 dollars and 1 coffee and 1 muffin cost 5 dollars, simultaneous equations give each price: coffee 3, muffin 2.',
    related: ['math-linear-equations', 'math-graphs-straight-lines'],
  },
  {
    id: 'math-trigonometry',
    subjectId: 1,
    level: 'advanced',
    title: 'Trigonometry: sine, cosine and tangent',
    keywords: ['trigonometry', 'trig', 'sine', 'cosine', 'tangent', 'soh cah toa', 'sin cos tan', 'opposite adjacent hypotenuse', 'finding an angle'],
    explanation: {
      child:
        'Trigonometry is about triangles with a square corner. It links the size of an angle to the lengths of the sides. If you know one angle and one side, you can find the other sides. Builders and map makers use it to measure things they cannot reach.',
      teen:
        'Trigonometry links the angles of a right-angled triangle to the lengths of its sides. First, name the sides from the angle you are using: the hypotenuse is the longest side, the opposite is across from the angle, and the adjacent is next to it. Then SOH CAH TOA tells you the rules. Sine is opposite over hypotenuse, cosine is adjacent over hypotenuse, and tangent is opposite over adjacent. To find a side, put in the numbers and rearrange; to find an angle, use the inverse key on a calculator.',
      adult:
        'For a fixed angle, every right-angled triangle has the same side ratios, because all such triangles are similar; sine, cosine and tangent name those ratios. Choosing the right one depends on which two sides are involved, remembered as SOH CAH TOA, and inverse functions turn a ratio back into an angle. Beyond right-angled triangles, the sine and cosine rules handle any triangle, and on the unit circle sine and cosine become the functions that describe waves, from sound to alternating current.',
    },
    keyConcepts: ['Label sides: hypotenuse, opposite, adjacent', 'SOH: sin = opposite ÷ hypotenuse', 'CAH: cos = adjacent ÷ hypotenuse', 'TOA: tan = opposite ÷ adjacent'],
    workedExample: {
      problem: 'In a right-angled triangle, the angle is 30 degrees and the hypotenuse is 10 cm. Find the side opposite the angle.',
      steps: [
        'We know the hypotenuse and want the opposite, so use SOH: sin = opposite ÷ hypotenuse.',
        'Write it with the numbers: sin 30 = opposite ÷ 10.',
        'Rearrange: opposite = 10 x sin 30 = 10 x 0.5 = 5.',
      ],
      answer: 'The opposite side is 5 cm.',
    },
    checkQuestions: [
      { question: 'In SOH CAH TOA, tangent is opposite divided by which side?', answer: 'The adjacent side', acceptable: ['adjacent'] },
      { question: 'Which ratio is adjacent divided by hypotenuse: sine, cosine or tangent?', answer: 'Cosine', acceptable: ['cosine', 'cos'] },
      { question: 'What is sin 30 degrees, as a decimal?', answer: '0.5', acceptable: ['0.5', '1/2', 'a half', 'one half'] },
    ],
    realWorldExample: 'To find the height of a tree, stand a known distance away, measure the angle up to the top and use the tangent ratio.',
    related: ['math-pythagoras', 'math-angles'],
  },
  {
    id: 'math-logarithms',
    subjectId: 1,
    level: 'advanced',
    title: 'Logarithms',
    keywords: ['logarithms', 'logarithm', 'log', 'logs', 'natural log', 'ln', 'log base 10', 'laws of logarithms', 'inverse of exponents'],
    explanation: {
      child:
        'A log asks a question about powers. How many times do you times a number by itself to get another number? To get from 2 to 8, you do 2 x 2 x 2. That uses three 2s. So the log of 8 in base 2 is 3, and that is all a log is.',
      teen:
        'A logarithm is the reverse of a power: log base b of x asks what power of b gives x. Since 10³ = 1,000, log base 10 of 1,000 is 3, and since 2⁵ = 32, log base 2 of 32 is 5. Logs turn multiplying into adding: the log of a product is the sum of the logs, and the log of a power is the power times the log. This is why logs are used to solve equations where the unknown is in the exponent, like 2^x = 50.',
      adult:
        'The logarithm base b of x is the exponent to which b must be raised to give x, so logarithms and exponentials undo each other. The laws of logarithms mirror the laws of indices: log(ab) = log a + log b, log(a/b) = log a - log b and log(a^n) = n log a. The natural logarithm, ln, uses the base e (about 2.718), which arises naturally in continuous growth. Logarithmic scales such as decibels, the Richter scale and pH compress huge ranges, so each step up means a fixed multiple.',
    },
    keyConcepts: ['A log asks what power gives a number', 'Logs and powers undo each other', 'log(ab) = log a + log b', 'Used to solve equations with x in the exponent'],
    workedExample: {
      problem: 'Find log base 3 of 81.',
      steps: [
        'Ask: 3 to what power gives 81?',
        'Multiply 3 by itself: 3 x 3 = 9, 9 x 3 = 27, 27 x 3 = 81.',
        'That is four 3s, so 3⁴ = 81.',
      ],
      answer: 'log base 3 of 81 = 4',
    },
    checkQuestions: [
      { question: 'What is log base 10 of 100?', answer: '2', acceptable: ['2', 'two'] },
      { question: 'What is log base 2 of 8?', answer: '3', acceptable: ['3', 'three'] },
      { question: 'What is log base 5 of 25?', answer: '2', acceptable: ['2', 'two'] },
    ],
    realWorldExample: 'Earthquake and sound scales are logarithmic: a sound of 80 decibels carries ten times the power of one at 70 decibels.',
    related: ['math-powers-exponents', 'math-scientific-notation'],
  },
];
