import { BookOpen, Cloud, GraduationCap, MessageSquare, Sparkles, TrendingUp, type LucideIcon } from 'lucide-react';

export type Slide = { icon: LucideIcon; title: string; text: string };

/** The 'How it works' dialog: six slides (spec 001 section 9) about how Brightpath works. */
export const HOW_IT_WORKS_SLIDES: readonly Slide[] = [
  {
    icon: Sparkles,
    title: 'A tutor made for you',
    text: 'Brightpath is a patient AI tutor. It adapts its words to your age, your goals and the way you like to study.',
  },
  {
    icon: BookOpen,
    title: 'Choose your subjects',
    text: 'Pick the subjects you want to learn and a level for each: beginner, intermediate or advanced. Change them whenever you like.',
  },
  {
    icon: MessageSquare,
    title: 'Learn by talking it through',
    text: 'Ask anything by text or by voice. Your tutor asks what you already know, gives one hint at a time and checks that it makes sense.',
  },
  {
    icon: GraduationCap,
    title: 'Follow a structured lesson',
    text: 'Want more structure? A lesson runs in five steps: listen, ask, talk, teach and a short quiz at the end.',
  },
  {
    icon: TrendingUp,
    title: 'Watch your progress grow',
    text: 'Every session counts: your dashboard shows your sessions, your streak, the concepts you have mastered and each subject’s progress.',
  },
  {
    icon: Cloud,
    title: 'Pick up anywhere',
    text: 'Your learning is saved to your account, so you can carry on from any device. Create an account to keep it for good.',
  },
];
