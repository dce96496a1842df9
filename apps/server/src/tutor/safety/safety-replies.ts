// What the tutor says instead of a flagged message or reply, worded for the learner's age and for the country the
// operator set (HELPLINE_COUNTRY: UK, US, or INTERNATIONAL, which names both and findahelpline.com). Support
// replies believe the learner, never scold, give a helpline and, for under-18s, a trusted adult who is not the
// danger: abuse, grooming and sextortion replies never send a child back to "a parent". Refusals are kind and end
// with a question that leads back to learning. Numbers: see HELPLINES below, one record per country.
import type { AgeGroup } from '@brightpath/shared/age';
import type { SafetyCategory } from './safety-lexicon.ts';

export const HELPLINE_COUNTRIES = ['UK', 'US', 'INTERNATIONAL'] as const;
export type HelplineCountry = (typeof HELPLINE_COUNTRIES)[number];

/** Appended to a support reply when the message also asked for something else (homework). */
export const STILL_HELP = "When you're ready, I can still help with your question.";

type Helplines = {
  emergency: string;
  /** Suicide and crisis lines, for anyone. */
  crisis: string;
  /** A free line for children and teenagers. */
  children: string;
  eating: string;
  /** Domestic abuse and sexual assault lines for adults. */
  domestic: string;
  /** Where sexual exploitation of a young person online is reported. */
  reportExploitation: string;
  /** Removing intimate pictures of a young person from the internet. */
  removeImages: string;
  /** Where an adult reports image-based abuse. */
  adultImages: string;
  /** Where extremist recruitment or content is reported. */
  reportExtremism: string;
};

const HELPLINES: Record<HelplineCountry, Helplines> = {
  UK: {
    emergency: '999',
    crisis: 'Samaritans, free on 116 123 any time, or text SHOUT to 85258',
    children: 'Childline, free on 0800 1111 or at childline.org.uk',
    eating: 'Beat on 0808 801 0677 (under 18s: the Beat Youthline on 0808 801 0711)',
    domestic: 'the National Domestic Abuse Helpline on 0808 2000 247 (free, 24 hours), or Rape Crisis on 0808 500 2222',
    reportExploitation: 'CEOP at ceop.police.uk, the police team that helps young people',
    removeImages: "Childline's Report Remove tool (childline.org.uk) can help get pictures taken down",
    adultImages: 'the Revenge Porn Helpline on 0345 6000 459, and the police on 101',
    reportExtremism: 'the Anti-Terrorist Hotline on 0800 789 321, or online at gov.uk/report-terrorism',
  },
  US: {
    emergency: '911',
    crisis: 'the 988 Suicide & Crisis Lifeline: call or text 988, any time',
    children: 'Childhelp on 1-800-422-4453 (call or text)',
    eating: 'the ANAD helpline on 1-888-375-7767, or call or text 988',
    domestic: 'the National Domestic Violence Hotline on 1-800-799-7233, or RAINN on 1-800-656-4673',
    reportExploitation: "NCMEC's CyberTipline at report.cybertip.org or 1-800-843-5678",
    removeImages: 'Take It Down (takeitdown.ncmec.org) can help get pictures taken down',
    adultImages: 'the Cyber Civil Rights Initiative helpline on 1-844-878-2274, and the FBI at tips.fbi.gov',
    reportExtremism: 'the FBI at tips.fbi.gov or 1-800-225-5324',
  },
  INTERNATIONAL: {
    emergency: 'your local emergency number',
    crisis: 'a crisis line: 988 in the US, 116 123 in the UK and much of Europe, or find one near you at findahelpline.com',
    children:
      'a free helpline for young people: Childline on 0800 1111 in the UK, Childhelp on 1-800-422-4453 in the US, or find one at findahelpline.com',
    eating:
      'an eating disorder helpline: Beat on 0808 801 0677 in the UK, ANAD on 1-888-375-7767 in the US, or find one at findahelpline.com',
    domestic:
      'a free, confidential helpline: the National Domestic Abuse Helpline on 0808 2000 247 in the UK, the National Domestic Violence Hotline on 1-800-799-7233 in the US, or find one at findahelpline.com',
    reportExploitation: "CEOP (ceop.police.uk) in the UK or NCMEC's CyberTipline (report.cybertip.org) in the US, or your local police",
    removeImages: 'Take It Down (takeitdown.ncmec.org) can help get pictures taken down wherever you live',
    adultImages: 'StopNCII.org, which helps stop intimate pictures being shared, and your local police',
    reportExtremism: 'the platform where it happened and your local police',
  },
};

/** Who a learner can tell, by age; for abuse, grooming and sextortion the list never names a parent. */
const TRUSTED = {
  child: 'a grown-up you trust, like a parent, carer or teacher',
  teen: 'someone you trust, like a parent, carer, teacher or school counsellor',
  childSafe: 'a grown-up you trust, like a teacher, school counsellor or another family member',
  teenSafe: 'an adult you trust, like a teacher, school counsellor, school nurse or another relative',
};

const back = (group: AgeGroup) => (group === 'child' ? 'What would you like to learn about?' : 'What would you like to work on instead?');

function crisis(group: AgeGroup, h: Helplines): string {
  if (group === 'child')
    return `I'm really sorry you feel this way. You matter, and you don't have to deal with this alone. Please tell ${TRUSTED.child} right now. If you might be in danger, call ${h.emergency}. You can also talk to ${h.children}, or ${h.crisis}. I'm here when you want to learn together.`;
  if (group === 'teen')
    return `I'm really sorry you're feeling this way. You don't have to go through it alone. Please reach out to ${TRUSTED.teen}. If you might be in danger, call ${h.emergency} now. You can talk to ${h.crisis}, or ${h.children}. I'm here whenever you want to keep learning together.`;
  return `I'm really sorry you're going through this. You don't have to face it alone. If you might be in danger, please call ${h.emergency} now. You can also talk to ${h.crisis}. Talking to someone you trust can help too. I'm here whenever you want to keep learning.`;
}

function eating(group: AgeGroup, h: Helplines): string {
  if (group === 'child')
    return `Thank you for telling me. I'm sorry food and your body feel so hard right now. Your body needs food to grow and to feel well, and you deserve to feel good. Please tell ${TRUSTED.child}, or the school nurse. You can also talk to ${h.children}. I'm here when you want to learn together.`;
  if (group === 'teen')
    return `Thank you for telling me. It sounds like food and your body feel really hard right now, and you don't have to deal with that alone. Please talk to ${TRUSTED.teen}, or a school nurse. You can also reach ${h.eating}, or ${h.children}. If you feel unwell or unsafe, call ${h.emergency}. I'm here whenever you want to keep learning.`;
  return `Thank you for telling me. It sounds like food and your body feel really hard right now, and you don't have to deal with that alone. You can reach ${h.eating}. Talking to your doctor or someone you trust can help too. If you feel unwell or unsafe, call ${h.emergency}. I'm here whenever you want to keep learning.`;
}

function abuse(group: AgeGroup, h: Helplines): string {
  if (group === 'child')
    return `Thank you for telling me. I believe you, and it is not your fault. You deserve to be safe. Please tell ${TRUSTED.childSafe}, as soon as you can. If they don't help, tell another one. You can also talk to ${h.children}. If you are in danger right now, call ${h.emergency}.`;
  if (group === 'teen')
    return `Thank you for telling me. I believe you, and what is happening is not your fault. You deserve to be safe. Please tell ${TRUSTED.teenSafe}, as soon as you can. You can also talk to ${h.children}: it's free and confidential. If you are in danger right now, call ${h.emergency}.`;
  return `I'm so sorry this is happening to you. It is not your fault, and you deserve to be safe. If you are in danger right now, call ${h.emergency}. You can talk to ${h.domestic}. Talking to someone you trust can help too. I'm here whenever you want to keep learning.`;
}

function grooming(group: AgeGroup, h: Helplines): string {
  if (group === 'adult')
    return `Thank you for telling me. Someone who pressures you for pictures, secrecy or a meeting is not treating you well, and it is not your fault. Keep the messages as evidence, stop replying and block them. You can get help and report it: ${h.adultImages}. If you are in danger right now, call ${h.emergency}.`;
  const adult = group === 'child' ? TRUSTED.childSafe : TRUSTED.teenSafe;
  return `Thank you for telling me. You haven't done anything wrong. An adult who asks you to keep secrets, send pictures or meet up is not being a real friend, and it is not okay. Don't send pictures and don't agree to meet. Keep the messages, and please tell ${adult} today. You can report it to ${h.reportExploitation}, or talk to ${h.children}. If you are in danger right now, call ${h.emergency}.`;
}

function sextortion(group: AgeGroup, h: Helplines): string {
  if (group === 'adult')
    return `I'm sorry this is happening. It is not your fault, and you are not alone: this is a crime, and help is there. Do not pay and do not send anything more: paying rarely makes it stop. Stop replying, but keep the evidence (screenshots, their username, any payment details) before you block them. Report it to ${h.adultImages}. If you feel unsafe or overwhelmed, you can talk to ${h.crisis}.`;
  const adult = group === 'child' ? TRUSTED.childSafe : TRUSTED.teenSafe;
  return `I'm really sorry this is happening. It is not your fault, and you are not in trouble: the person doing this is committing a crime. Do not pay and do not send anything more: paying rarely makes it stop. Stop replying, but keep the evidence (screenshots, their username, the messages) before you block them. Please tell ${adult} today. Report it to ${h.reportExploitation}; ${h.removeImages}. You can also talk to ${h.children}.`;
}

function bullying(group: AgeGroup, h: Helplines): string {
  if (group === 'adult')
    return `I'm sorry you're being treated like this. It is not your fault, and nobody deserves it. Keep a record of what happens (screenshots, dates), use the block and report tools, and talk to someone you trust, or to the people responsible where it happens, like a manager, tutor or the platform. If it's wearing you down, you can talk to ${h.crisis}. I'm here whenever you want to keep learning.`;
  const adult = group === 'child' ? 'a grown-up you trust, like a teacher, school counsellor or someone at home' : TRUSTED.teen;
  return `I'm really sorry this is happening to you. It is not your fault, and nobody deserves to be treated like that. Please tell ${adult}, and keep telling until someone helps. If it's online, save screenshots, then block and report the people doing it. You can also talk to ${h.children}. If it ever makes you feel like hurting yourself, please tell a grown-up straight away or talk to ${group === 'child' ? h.children : h.crisis}. I'm here to help with your learning whenever you want.`;
}

function extremism(group: AgeGroup, h: Helplines): string {
  const adult = group === 'child' ? TRUSTED.childSafe : group === 'teen' ? TRUSTED.teenSafe : 'someone you trust';
  return `I can't help with spreading or joining extremist groups. If someone online is pushing these ideas on you, you're not in trouble, and it's good that you noticed: people who recruit like this often target young people, and they are not your friends. Don't share personal details with them. Please talk to ${adult} about it, and you can report it to ${h.reportExtremism}. If anyone is in danger right now, call ${h.emergency}.`;
}

/** A gentle check-in where the tutor would otherwise say it does not know (the net under the decline). */
export function checkInReply(group: AgeGroup, country: HelplineCountry = 'INTERNATIONAL'): string {
  const h = HELPLINES[country];
  if (group === 'adult')
    return `I want to check that you're okay. If something is frightening you, someone is hurting you, or you feel like you want to disappear, you don't have to deal with it alone: you can talk to ${h.crisis}, or someone you trust. If you're in danger right now, call ${h.emergency}. I'm here to help with your learning whenever you want.`;
  const adult = group === 'child' ? TRUSTED.childSafe : TRUSTED.teenSafe;
  return `I want to check that you're okay. If something is worrying you, someone is hurting you or asking you to keep a secret, or you feel like you want to disappear, please tell ${adult}. You can also talk to ${h.children}. If you're in danger right now, call ${h.emergency}. I'm here to help with your learning whenever you want.`;
}

/** What the tutor says instead of a flagged message or reply, worded for the learner's age. */
export function safeReply(
  category: SafetyCategory,
  group: AgeGroup,
  borderline = false,
  country: HelplineCountry = 'INTERNATIONAL',
): string {
  const h = HELPLINES[country];
  const child = group === 'child';
  const minor = group !== 'adult';
  const trusted = child ? 'a grown-up you trust' : 'an adult you trust';
  switch (category) {
    case 'self-harm':
      return crisis(group, h);
    case 'eating-disorder':
      return eating(group, h);
    case 'abuse':
      return abuse(group, h);
    case 'grooming':
      return grooming(group, h);
    case 'sextortion':
      return sextortion(group, h);
    case 'bullying':
      return bullying(group, h);
    case 'extremism':
      return extremism(group, h);
  }
  if (borderline) {
    return `That sounds like something to talk about with ${child ? 'a grown-up you trust, like a teacher or someone in your family' : 'someone you trust'}. I can help with lots of other things. ${back(group)}`;
  }
  switch (category) {
    case 'sexual-minors':
      return minor
        ? `I can't help with that. If someone has asked you for pictures or made you feel uncomfortable, it's not your fault: please tell ${trusted}, like a teacher or school counsellor. ${back(group)}`
        : `I can't help with that. Keeping children safe matters more than any story or question. ${back(group)}`;
    case 'threat':
      return minor
        ? `I can't help with hurting anyone. If someone is in danger right now, call ${h.emergency} straight away. If you feel this angry, please step away and talk to ${trusted} today: feelings this strong are easier with help. ${back(group)}`
        : `I can't help with hurting anyone. If someone is in danger right now, call ${h.emergency} straight away. If you feel you might act on this, please step away and talk to someone now, such as ${h.crisis}. ${back(group)}`;
    case 'violence':
      return child
        ? `I can't help with anything about hurting people. If someone is in danger or you feel unsafe, please tell a grown-up you trust right away. ${back(group)}`
        : `I can't help with that. If anyone is in danger, please call ${h.emergency}. I'm glad to help with your learning. ${back(group)}`;
    case 'weapons':
      return child
        ? `I can't help with that because it could hurt someone. If you or someone else might be in danger, please tell a grown-up you trust. ${back(group)}`
        : `I can't help with making or getting weapons. If anyone is at risk, please call ${h.emergency}. I'm glad to help with your learning. ${back(group)}`;
    case 'break-in':
      return `I can't help with getting into places, accounts or systems that aren't yours, or taking things that aren't yours. I'm glad to help with your learning. ${back(group)}`;
    case 'drugs':
      return minor
        ? `I can't help with that. If you have questions about things that could harm your body, a parent, carer, teacher or school nurse is a good person to ask. ${back(group)}`
        : `I can't help with that. I'm glad to help with your learning. ${back(group)}`;
    case 'sexual':
      return child
        ? `That's not something I can help with. If something has made you feel uncomfortable, please tell a grown-up you trust. ${back(group)}`
        : `That's not something I can help with here: I'm a learning tutor. ${back(group)}`;
    case 'hate':
      return `I won't help with anything that puts people down or hurts them. Everyone deserves respect. ${back(group)}`;
    case 'dangerous':
      return child
        ? `I can't help with that because it could hurt someone. If you or someone else might be in danger, please tell a grown-up you trust. ${back(group)}`
        : `I can't help with that because it could be dangerous. If you or someone else is at risk, please call ${h.emergency}. ${back(group)}`;
    case 'personal-data':
      return child
        ? `Please keep things like your address, phone number or passwords private. I don't need them to help you learn. ${back(group)}`
        : `It's safest to keep personal details like addresses, phone numbers and passwords out of our chats: I don't need them to help you learn, and I don't have any of my own to share. ${back(group)}`;
    case 'jailbreak':
      return `I can't switch off the way I work, but I'm glad to keep helping you learn. ${child ? 'What are you working on?' : 'What are you working on, and what have you tried so far?'}`;
  }
}
