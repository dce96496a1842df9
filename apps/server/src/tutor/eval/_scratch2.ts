import { checkLearnerAnswer, parseMathProblem, solveMathProblem } from '../offline/math/index.ts';
const cases: Array<[string, string[]]> = [
  ['solve 2x + 3 = 7', ['x = 2', 'x=2', '2', 'x = 3', 'x = 2.']],
  ['solve x^2 - 5x + 6 = 0', ['x = 2 or x = 3', 'x = 2', 'x = 3 or x = 2', '2 and 3']],
  ['what is 3/4 + 1/6?', ['11/12', '0.9167', '4/10']],
  ['differentiate x^3 + 2x', ['3x^2 + 2', '3x^2 + 2x']],
  ['simplify 2(x + 3) + 4x', ['6x + 6', '6x + 3']],
  ['what is 15% of 80?', ['12', '12%']],
];
for (const [p, claims] of cases) {
  const s = solveMathProblem(parseMathProblem(p)!);
  console.log(p, '=>', s.answer, s.answerValues, s.check.passed);
  for (const c of claims) console.log('   ', JSON.stringify(c), JSON.stringify(checkLearnerAnswer(s, c)));
}
