// Replies that fit the person at risk (DESIGN.md section 4): a learner being hurt is supported, never scolded,
// and pointed to a trusted adult who is not the danger and to the helplines of the operator's country.
import { describe, expect, it } from 'vitest';
import { checkInReply, HELPLINE_COUNTRIES, safeReply } from './safety-replies.ts';
import { moderateInput } from './safety.ts';

const HELP = /helpline|Childline|Childhelp|988|116 123|findahelpline\.com|CEOP|CyberTipline|Take It Down/;

describe('a parent who is the danger', () => {
  it('points a child or a teenager to another trusted adult and a helpline, never back to a parent', () => {
    for (const group of ['child', 'teen'] as const) {
      const reply = safeReply('abuse', group);
      expect(reply).not.toMatch(/\bparents?\b|\bmum\b|\bmom\b|\bdad\b/i);
      expect(reply).toMatch(/teacher|school counsellor/);
      expect(reply).toMatch(/another family member|another relative/);
      expect(reply).toMatch(HELP);
    }
  });

  it('answers "my dad gets drunk and throws things at us" with support, not "talk to a parent"', () => {
    const r = moderateInput('my dad gets drunk and throws things at us and im scared all the time', { ageGroup: 'child' });
    expect(r).toMatchObject({ flagged: true, action: 'support' });
    expect(r.reply).not.toMatch(/parent/i);
    expect(r.reply).toMatch(HELP);
  });
});

describe('a bullied learner', () => {
  it('hears that it is not their fault and where to get help, with no word of blame', () => {
    for (const group of ['child', 'teen', 'adult'] as const) {
      const reply = safeReply('bullying', group);
      expect(reply).toMatch(/not your fault/);
      expect(reply).toMatch(HELP);
      expect(reply).not.toMatch(/I won't help|puts people down|deserves respect/);
    }
    expect(safeReply('bullying', 'teen')).toMatch(/someone you trust|teacher/);
  });

  it('is supported when classmates tell them to kys, not refused as if they were the bully', () => {
    const r = moderateInput('everyone in my year group chat is sending edited pics of me and telling me to kys', { ageGroup: 'child' });
    expect(r.flagged).toBe(true);
    expect(r.action).toBe('support');
    expect(r.reply).not.toMatch(/I won't help with anything that puts people down/);
    expect(r.reply).toMatch(/not your fault/);
  });
});

describe('sextortion', () => {
  it('says it is not their fault, do not pay, stop replying, keep the evidence, tell a trusted adult and report it', () => {
    const reply = safeReply('sextortion', 'teen', false, 'UK');
    expect(reply).toMatch(/not your fault/);
    expect(reply).toMatch(/Do not pay/);
    expect(reply).toMatch(/Stop replying/);
    expect(reply).toMatch(/keep the evidence/);
    expect(reply).toMatch(/adult you trust/);
    expect(reply).toMatch(/CEOP/);
    expect(reply).not.toMatch(/\bparent\b/);
  });

  it('names NCMEC’s Take It Down and CyberTipline in the US', () => {
    const reply = safeReply('sextortion', 'teen', false, 'US');
    expect(reply).toMatch(/CyberTipline/);
    expect(reply).toMatch(/Take It Down/);
    expect(reply).not.toMatch(/CEOP/);
  });

  it('is how a 16-year-old threatened over pictures is answered', () => {
    const r = moderateInput("there's this guy online and if i dont pay him 200 pounds he'll post the nudes i sent him to everyone", {
      ageGroup: 'teen',
      country: 'UK',
    });
    expect(r).toMatchObject({ flagged: true, category: 'sextortion', action: 'support' });
    expect(r.reply).toMatch(/Do not pay/);
  });
});

describe('grooming', () => {
  it('believes the child, says not to send pictures or meet, and names a trusted adult who is not a parent and a place to report', () => {
    const reply = safeReply('grooming', 'child', false, 'US');
    expect(reply).toMatch(/haven't done anything wrong/);
    expect(reply).toMatch(/Don't send pictures/);
    expect(reply).toMatch(/teacher, school counsellor/);
    expect(reply).toMatch(/CyberTipline/);
    expect(reply).not.toMatch(/\bparent\b/);
  });
});

describe('recruitment by extremists', () => {
  it('tells the learner they are not in trouble, to talk to a trusted adult, and how to report it', () => {
    for (const country of HELPLINE_COUNTRIES) {
      const reply = safeReply('extremism', 'teen', false, country);
      expect(reply).toMatch(/you're not in trouble/);
      expect(reply).toMatch(/adult you trust/);
      expect(reply).toMatch(/report it/);
    }
    expect(safeReply('extremism', 'teen', false, 'UK')).toMatch(/0800 789 321/);
  });
});

describe('a threat to hurt someone now', () => {
  it('is a clear refusal with the emergency number of the country', () => {
    expect(safeReply('threat', 'adult', false, 'UK')).toMatch(/^I can't help with hurting anyone\. .*call 999/);
    expect(safeReply('threat', 'teen', false, 'US')).toMatch(/call 911/);
    expect(safeReply('threat', 'teen')).toMatch(/your local emergency number/);
  });

  it('answers "burn down my ex’s house tonight with her inside" with it', () => {
    const r = moderateInput("im going to burn down my ex's house tonight with her inside", { ageGroup: 'adult' });
    expect(r).toMatchObject({ flagged: true, action: 'refuse' });
    expect(r.reply).toMatch(/emergency number/);
  });
});

describe('the helpline country', () => {
  it('changes the numbers of every support reply', () => {
    expect(safeReply('self-harm', 'adult', false, 'UK')).toMatch(/116 123/);
    expect(safeReply('self-harm', 'adult', false, 'UK')).not.toMatch(/988/);
    expect(safeReply('self-harm', 'adult', false, 'US')).toMatch(/988/);
    expect(safeReply('self-harm', 'adult', false, 'US')).not.toMatch(/116 123/);
    expect(safeReply('self-harm', 'adult')).toMatch(/findahelpline\.com/);
    expect(safeReply('abuse', 'child', false, 'UK')).toMatch(/Childline/);
    expect(safeReply('abuse', 'child', false, 'US')).toMatch(/Childhelp/);
  });

  it('reaches the check-in too', () => {
    expect(checkInReply('child', 'UK')).toMatch(/Childline/);
    expect(checkInReply('child', 'US')).toMatch(/Childhelp/);
    expect(checkInReply('adult', 'US')).toMatch(/988/);
  });
});
