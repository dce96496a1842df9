// The tutor's safety categories (apps/server/src/tutor/safety/safety-lexicon.ts) as a parent reads them on the Family
// page. A category added later shows as its own words until it has a label here.
const LABELS: Record<string, string> = {
  'self-harm': 'Self-harm or feeling unsafe',
  'eating-disorder': 'Worries about eating or their body',
  abuse: 'Possible abuse',
  grooming: 'Possible grooming',
  sextortion: 'Sexual pressure or threats',
  bullying: 'Bullying',
  extremism: 'Extremism',
  'sexual-minors': 'Sexual content involving children',
  sexual: 'Sexual content',
  threat: 'Threats',
  violence: 'Violence',
  weapons: 'Weapons',
  dangerous: 'Something dangerous',
  'break-in': 'Breaking in or stealing',
  drugs: 'Drugs',
  hate: 'Hateful words',
  'personal-data': 'Personal details shared',
  jailbreak: 'Trying to get around the tutor’s rules',
};

export function safetyLabel(category: string): string {
  const label = LABELS[category];
  if (label) return label;
  const words = category.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
