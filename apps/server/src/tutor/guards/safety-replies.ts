// What the tutor says instead of a flagged message or reply, worded for the learner's age. Support
// replies (self-harm, eating disorders, abuse) are warm, believe the learner, give crisis or help
// lines and, for under-18s, point to a trusted adult; they never lecture. Refusals are kind and end
// with a question that leads back to learning. Numbers: 988 (US Suicide & Crisis Lifeline), 116 123
// (Samaritans, UK and Ireland), Childhelp 1-800-422-4453 (US), Childline 0800 1111 (UK), Beat 0808 801
// 0677 (UK eating disorders), ANAD 1-888-375-7767 (US), the National Domestic Violence Hotline
// 1-800-799-7233 (US), the National Domestic Abuse Helpline 0808 2000 247 (UK), RAINN 1-800-656-4673 (US).
import type { AgeGroup } from '@brightpath/shared/age';
import type { SafetyCategory } from './safety-lexicon.ts';

/** Appended to a support reply when the message also asked for something else (homework). */
export const STILL_HELP = "When you're ready, I can still help with your question.";

const CRISIS: Record<AgeGroup, string> = {
  child:
    "I'm really sorry you feel this way. You matter, and you don't have to deal with this alone. Please tell a grown-up you trust right now, like a parent, carer or teacher. If you might be in danger, call your local emergency number. You can also call or text a helpline: 988 in the US, 116 123 in the UK and Europe, or find one at findahelpline.com. I'm here when you want to learn together.",
  teen: "I'm really sorry you're feeling this way. You don't have to go through it alone. Please reach out to someone you trust, like a parent, carer, teacher or school counsellor. If you might be in danger, call your local emergency number now. You can call or text a crisis line any time: 988 in the US, 116 123 in the UK and much of Europe, or find one near you at findahelpline.com. I'm here whenever you want to keep learning together.",
  adult:
    "I'm really sorry you're going through this. You don't have to face it alone. If you might be in danger, please call your local emergency number now. You can also call or text a crisis line: 988 in the US, 116 123 in the UK and much of Europe, or find one near you at findahelpline.com. Talking to someone you trust can help too. I'm here whenever you want to keep learning.",
};

const EATING: Record<AgeGroup, string> = {
  child:
    "Thank you for telling me. I'm sorry food and your body feel so hard right now. Your body needs food to grow and to feel well, and you deserve to feel good. Please tell a grown-up you trust, like a parent, carer, teacher or school nurse. You can also call a helpline for free: Childline on 0800 1111 in the UK, 988 in the US, or find one at findahelpline.com. I'm here when you want to learn together.",
  teen: "Thank you for telling me. It sounds like food and your body feel really hard right now, and you don't have to deal with that alone. Please talk to someone you trust, like a parent, carer, teacher, school nurse or counsellor. You can also reach a helpline: Beat on 0808 801 0677 in the UK, ANAD on 1-888-375-7767 or call or text 988 in the US, or find one near you at findahelpline.com. If you feel unwell or unsafe, call your local emergency number. I'm here whenever you want to keep learning.",
  adult:
    "Thank you for telling me. It sounds like food and your body feel really hard right now, and you don't have to deal with that alone. You can reach a helpline: Beat on 0808 801 0677 in the UK, ANAD on 1-888-375-7767 or call or text 988 in the US, or find one near you at findahelpline.com. Talking to your doctor or someone you trust can help too. If you feel unwell or unsafe, call your local emergency number. I'm here whenever you want to keep learning.",
};

const ABUSE: Record<AgeGroup, string> = {
  child:
    "Thank you for telling me. I believe you, and it is not your fault. You deserve to be safe. Please tell a grown-up you trust as soon as you can, like a teacher, school counsellor or another family member. If they don't help, tell another one. You can also call a children's helpline for free: Childhelp on 1-800-422-4453 in the US or Childline on 0800 1111 in the UK, or find one at findahelpline.com. If someone online asks you for pictures, don't send any, and show a grown-up. If you are in danger right now, call your local emergency number.",
  teen: "Thank you for telling me. I believe you, and what is happening is not your fault. You deserve to be safe. Please tell an adult you trust as soon as you can, like a teacher, school counsellor, school nurse or a relative. You can also talk to a free, confidential helpline: Childhelp on 1-800-422-4453 in the US, Childline on 0800 1111 in the UK, or find one near you at findahelpline.com. If someone online is asking you for pictures or threatening to share them, you don't have to send anything, and a trusted adult or the helpline can help you report it. If you are in danger right now, call your local emergency number.",
  adult:
    "I'm so sorry this is happening to you. It is not your fault, and you deserve to be safe. If you are in danger right now, call your local emergency number. You can talk to a free, confidential helpline: the National Domestic Violence Hotline on 1-800-799-7233 in the US, the National Domestic Abuse Helpline on 0808 2000 247 in the UK, RAINN on 1-800-656-4673 in the US for sexual assault, or find one near you at findahelpline.com. Talking to someone you trust can help too. I'm here whenever you want to keep learning.",
};

/** What the tutor says instead of a flagged message or reply, worded for the learner's age. */
export function safeReply(category: SafetyCategory, group: AgeGroup, borderline = false): string {
  const child = group === 'child';
  const minor = group !== 'adult';
  const trusted = child ? 'a grown-up you trust' : 'an adult you trust';
  const back = child ? 'What would you like to learn about?' : 'What would you like to work on instead?';
  if (category === 'self-harm') return CRISIS[group];
  if (category === 'eating-disorder') return EATING[group];
  if (category === 'abuse') return ABUSE[group];
  if (borderline) {
    return `That sounds like something to talk about with a parent, carer or teacher. I can help with lots of other things. ${back}`;
  }
  switch (category) {
    case 'sexual-minors':
      return minor
        ? `I can't help with that. If someone has asked you for pictures or made you feel uncomfortable, please tell ${trusted}. ${back}`
        : `I can't help with that. Keeping children safe matters more than any story or question. ${back}`;
    case 'threat':
      return minor
        ? `I can't help with anything about hurting people. If you feel really angry, or someone is hurting you, please talk to ${trusted} today. If anyone is in danger, call your local emergency number. ${back}`
        : `I can't help with that. If you or anyone else is in danger, please contact your local emergency number. ${back}`;
    case 'violence':
      return child
        ? `I can't help with anything about hurting people. If someone is in danger or you feel unsafe, please tell a grown-up you trust right away. ${back}`
        : `I can't help with that. If anyone is in danger, please contact your local emergency number. I'm glad to help with your learning. ${back}`;
    case 'weapons':
      return child
        ? `I can't help with that because it could hurt someone. If you or someone else might be in danger, please tell a grown-up you trust. ${back}`
        : `I can't help with making or getting weapons. If anyone is at risk, please contact your local emergency number. I'm glad to help with your learning. ${back}`;
    case 'break-in':
      return `I can't help with getting into places or taking things that aren't yours. I'm glad to help with your learning. ${back}`;
    case 'drugs':
      return minor
        ? `I can't help with that. If you have questions about things that could harm your body, a parent, carer, teacher or school nurse is a good person to ask. ${back}`
        : `I can't help with that. I'm glad to help with your learning. ${back}`;
    case 'sexual':
      return child
        ? `That's not something I can help with. If something has made you feel uncomfortable, please tell a grown-up you trust. ${back}`
        : `That's not something I can help with here: I'm a learning tutor. ${back}`;
    case 'hate':
      return `I won't help with anything that puts people down or hurts them. Everyone deserves respect. ${back}`;
    case 'dangerous':
      return child
        ? `I can't help with that because it could hurt someone. If you or someone else might be in danger, please tell a grown-up you trust. ${back}`
        : `I can't help with that because it could be dangerous. If you or someone else is at risk, please contact your local emergency number. ${back}`;
    case 'personal-data':
      return child
        ? `Please keep things like your address, phone number or passwords private. I don't need them to help you learn. ${back}`
        : `It's safest to keep personal details like addresses, phone numbers and passwords out of our chats: I don't need them to help you learn, and I don't have any of my own to share. ${back}`;
    case 'jailbreak':
      return `I can't switch off the way I work, but I'm glad to keep helping you learn. ${child ? 'What are you working on?' : 'What are you working on, and what have you tried so far?'}`;
  }
}
