import { parseMathProblem, solveMathProblem, checkLearnerAnswer, hintFor, containsFinalAnswer } from './index.ts';
const S = (t: string) => solveMathProblem(parseMathProblem(t)!);
const grade: Array<[string, string[]]> = [
  ['solve 2x + 3 = 7', ['x=2', '2', 'x = 2.0', '4/2', 'x is 2', 'I think it is 2', '5', '4', '-2', '8', 'banana', '2x = 4 so x = 2', 'x = 2 or x = 3']],
  ['5x - 2 = 3x + 8', ['5', '0.75', '-5', '10', '6']],
  ['what is 3/4 + 1/6', ['11/12', '0.9167', '0.92', '0.9', '4/10', '2/5', '22/24', '11/24', '0.5']],
  ['x^2 - 5x + 6 = 0', ['x = 2 or x = 3', '3, 2', 'x=3 and x=2', '2', '-2, -3', '2 and 4', '3 or 2']],
  ['x^2 + 2x - 1 = 0', ['-1 ± √2', '0.41 and -2.41', 'x = -1 + sqrt(2) or x = -1 - sqrt(2)', '0.414']],
  ['x^2 + x + 1 = 0', ['no real solutions', 'none', '1']],
  ['derivative of x^3 + 2x', ['3x^2 + 2', "f'(x) = 3x² + 2", '2 + 3*x^2', 'x^2 + 2', '3x^3 + 2x', '3x^2 + 2x', '3x^2', 'x^4/4 + x^2', '3x^2 + 3']],
  ['derivative of x^3 + 2x + 7', ['3x^2 + 2 + 7', '3x^2 + 2']],
  ['simplify 2(x+3) - x', ['x + 6', '6 + x', '2x + 6 - x', '2x + 3 - x', 'x + 5', 'x+3']],
  ['simplify 3x - (x - 4)', ['2x + 4', '2x - 4']],
  ['what is 2 + 3 × 4', ['14', '20', '-14']],
  ['what percent of 80 is 12', ['15%', '15', '0.15', '666.67']],
  ['percentage decrease from 80 to 60', ['25%', '25% decrease', '-25%', '25% increase', '20', '33.33']],
  ["what's 15% of 80", ['12', '1200']],
  ['3/4 ÷ 1/6', ['9/2', '4.5', '4 1/2', '1/8']],
  ['12 * 7', ['84', '19']],
];
for (const [prob, answers] of grade) {
  const s = S(prob);
  console.log(`\n## ${prob} → ${s.answer}`);
  for (const a of answers) console.log(`  ${JSON.stringify(a)} → ${JSON.stringify(checkLearnerAnswer(s, a))}`);
  for (let i = 0; i < 3; i++) console.log(`  hint${i}: ${hintFor(s, i)}`);
}
