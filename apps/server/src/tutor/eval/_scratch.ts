import { ageBand, ageGroup } from '@brightpath/shared/age';
import { runTutorTurn } from '../tutor.ts';
import { createOfflineModel } from '../offline/model.ts';
import type { LearnerContext, Turn } from '../types.ts';
import { checkReadingLevel } from '../reading-level.ts';
const S: Record<number, { id: number; name: string; category: string }> = {
  1: { id: 1, name: 'Mathematics', category: 'Academic' },
  2: { id: 2, name: 'Science', category: 'Academic' },
  3: { id: 3, name: 'Reading & Language Arts', category: 'Academic' },
  4: { id: 4, name: 'History & Social Studies', category: 'Academic' },
  5: { id: 5, name: 'College Prep', category: 'Future Planning' },
};
const ctx = (age: number, s: number): LearnerContext => ({ age, ageBand: ageBand(age), ageGroup: ageGroup(age), subject: S[s], level: 'beginner', learningStyle: null, interests: [] });
const model = createOfflineModel();
const convs: Array<[number, number, string[]]> = JSON.parse(process.argv[2]);
for (const [age, s, msgs] of convs) {
  const history: Turn[] = [];
  console.log(`==== age ${age} subject ${s}`);
  for (const m of msgs) {
    const f = await runTutorTurn({ model, provider: 'offline', context: ctx(age, s), history: [...history], userMessage: m, timeoutMs: 5000 }).final;
    history.push({ role: 'user', content: m }, { role: 'assistant', content: f.text });
    const rl = checkReadingLevel(f.text, ageGroup(age));
    console.log(`> ${m}\n< ${f.text}\n  [mod=${f.moderated} rel=${f.answerReleased} grade=${rl.grade} words=${rl.words} ok=${rl.ok}]`);
  }
}
