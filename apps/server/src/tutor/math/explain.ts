// Plain-words explanations for 'why?', 'I still don't get it' and 'explain it more simply': the idea
// behind the kind of problem and the reason for the current step, in short sentences, with the
// numbers of the learner's own problem. Every sentence is screened so the final answer stays hidden.
import type { AgeGroup } from '@brightpath/shared/age';
import { containsFinalAnswer } from './reveal.ts';
import type { MathSolution, MathStep } from './types.ts';

const working = (s: MathSolution): MathStep[] => s.steps.filter((st) => !/^(?:So |Check|My check)/.test(st.explanation));

/** The big idea of each kind, for a child and for everyone else. */
function idea(s: MathSolution, group: AgeGroup): string {
  const v = s.problem.variable ?? 'x';
  const child = group === 'child';
  switch (s.kind) {
    case 'linear-equation':
      return child
        ? `Think of the equation as a balance. Both sides weigh the same. If you do the same thing to both sides, it stays balanced. We want ${v} on its own.`
        : `An equation is like a balance: both sides are equal. Doing the same thing to both sides keeps it balanced, and the aim is to end with ${v} on its own on one side.`;
    case 'quadratic-equation':
      return child
        ? `A squared number is a number times itself. We want the values of ${v} that make both sides equal.`
        : `We want every value of ${v} that makes the equation true. A quadratic can have two, one or no real solutions, so look for all of them.`;
    case 'arithmetic':
      return child
        ? 'Go one step at a time. Do brackets first, then times and divide, then plus and minus.'
        : 'Work one operation at a time, in order: brackets, powers, multiplication and division, then addition and subtraction.';
    case 'fraction':
      return child
        ? 'A fraction is some equal pieces of a whole. You can only add or take away pieces of the same size. So first make the bottom numbers the same.'
        : 'A fraction counts equal pieces of a whole: the bottom number says how big the pieces are. Pieces can only be added or subtracted when they are the same size, which is why a common denominator comes first.';
    case 'percentage':
      return child
        ? 'Per cent means "out of 100". So 10% means 10 out of every 100.'
        : 'Per cent means "out of 100", so p% is p/100 as a fraction. "Of" means multiply.';
    case 'simplify':
      if (s.steps.some((st) => st.explanation.startsWith('Cancel'))) {
        return 'Dividing the top and the bottom by the same thing does not change the value, just as 6/8 and 3/4 are the same. So look for something that divides the whole top and the whole bottom.';
      }
      return child
        ? `Like terms are the same kind of thing, like apples and apples. 2${v} and 3${v} are the same kind, so they add up. ${v} and a plain number are different kinds.`
        : `Like terms have the same letter with the same power. They can be added like counting the same kind of object: 2${v} + 3${v} is five lots of ${v}. Terms of different kinds stay separate.`;
    case 'derivative':
      return child
        ? 'A derivative tells you how fast something changes.'
        : `The derivative measures how fast the expression changes as ${v} changes. For a power of ${v}, the rule is: bring the power down in front, then take 1 off the power.`;
    case 'measure': {
      const q = s.facts.type === 'measure' ? s.facts.question : null;
      if (q?.quantity === 'area')
        return child
          ? 'Area is how many small squares fit inside the shape. So an area is in square units.'
          : 'Area counts how many unit squares cover the shape, which is why it is measured in square units of the same length unit.';
      if (q?.quantity === 'volume') return 'Volume counts how many unit cubes fill the shape, so it is measured in cubic units.';
      return child
        ? 'Perimeter is the distance all the way round the edge.'
        : 'Perimeter and circumference are distances around the edge, so they use the same unit as the lengths.';
    }
  }
}

/** Why a step of the solver's working is done, in plain words; '' when there is nothing to add. */
function reason(step: MathStep | undefined, s: MathSolution, group: AgeGroup): string {
  if (!step) return '';
  const e = step.explanation;
  const child = group === 'child';
  const v = s.problem.variable ?? 'x';
  if (/Expand any brackets/.test(e))
    return 'Why expand the brackets? The number in front multiplies everything inside, and once the brackets are gone you can see all the terms.';
  let m = e.match(/To undo ([-+] [\d./]+), (subtract|add) ([\d./]+)/);
  if (m)
    return `Why ${m[2]} ${m[3]}? The ${m[1]} is stuck to the ${v} side. ${m[2] === 'subtract' ? 'Taking it away' : 'Adding it'} on both sides gets rid of it and keeps the balance.`;
  m = e.match(/^(Subtract|Add) (.+?) (?:from|to) both sides so that the/);
  if (m)
    return `Why? We want all the ${v} terms together on one side. ${m[1] === 'Subtract' ? 'Taking away' : 'Adding'} ${m[2]} on both sides moves them across and keeps the balance.`;
  m = e.match(/^Divide both sides by (-?[\d./]+)/);
  if (m)
    return child
      ? `${m[1]}${v} means ${m[1]} times ${v}. Dividing by ${m[1]} undoes the times.`
      : `Why divide? ${m[1]}${v} means ${m[1]} × ${v}, and dividing by ${m[1]} undoes multiplying by ${m[1]}.`;
  if (/^Multiply both sides by/.test(e)) return 'Why multiply? Multiplying undoes dividing, and doing it to both sides keeps the balance.';
  if (/^Look for two numbers that multiply to/.test(e))
    return `Why those two numbers? When you multiply out (${v} + p)(${v} + q) you get ${v}^2 + (p + q)${v} + pq. So the two numbers must add to the middle number and multiply to the last number.`;
  if (/product is zero|A product is zero/.test(e))
    return 'Why does that work? If two numbers multiply to make 0, one of them must be 0: nothing else times something gives 0.';
  if (/^Move every term to one side/.test(e)) return 'Why make it equal 0? A product can only tell us the answers when it equals 0.';
  if (/quadratic formula/.test(e))
    return 'Why the formula? It works for every quadratic, even the ones that do not factorise. You only need a, b and c.';
  if (/lowest common denominator/.test(e))
    return 'Why a common denominator? Pieces must be the same size before you can add or subtract them.';
  if (/reciprocal/.test(e))
    return 'Why flip the second fraction? Dividing by a fraction asks how many of it fit, and that is the same as multiplying by the flipped fraction.';
  if (/^Multiply the numerators/.test(e))
    return 'Why multiply straight across? Taking a fraction of a fraction makes smaller pieces: the bottoms multiply to give the piece size.';
  if (/^Power rule/.test(e))
    return child
      ? ''
      : `Why the power rule? For ${v}^2 the slope doubles as ${v} doubles: the power comes down in front, and the power goes down by 1.`;
  if (/means .* out of 100|"Of" means multiply/.test(e))
    return 'Why divide by 100? Per cent means out of 100, so you first turn the percentage into a decimal or a fraction.';
  if (/^Collect like terms/.test(e))
    return 'Why collect? Terms of the same kind can be added together into one term, which makes the expression shorter.';
  if (/^Multiply each term/.test(e) || /bracket/.test(e))
    return 'Why every term? The number outside multiplies the whole bracket, so it multiplies each thing inside.';
  if (/^Cancel the common factor/.test(e))
    return 'Why cancel? Dividing the top and the bottom by the same thing does not change the value.';
  if (/^The radius is half/.test(e))
    return 'Why halve it? The diameter goes all the way across the circle, and the radius only goes from the middle to the edge.';
  if (/order of operations/.test(e))
    return 'Why this order? It is the rule everyone agrees on, so that a calculation always has one answer.';
  return '';
}

/**
 * A simpler explanation of the current step (the one the last hint was about), never giving the
 * final answer: the idea behind the method, then why this step is done.
 */
export function explainSimply(s: MathSolution, level: number, group: AgeGroup, why = false): string {
  const steps = working(s);
  const index = Math.max(0, Math.min(level - 1, steps.length - 2));
  const because = reason(steps[index], s, group);
  // A child gets one idea at a time (replies to children stay short): the reason when asked why, else the big idea.
  const parts = why && because ? [because] : group === 'child' ? [idea(s, group)] : [idea(s, group), because];
  return parts.filter((p) => p && !containsFinalAnswer(p, s)).join(' ');
}
