// One or two plain sentences per catalogue subject (apps/server/drizzle/0002_seed_subjects.sql and
// 0020_programming_and_art.sql): what it is about and why it is worth learning, for 'explain it like I'm new
// to it' and 'why do we learn this?'. Original text, short enough for a child's reply.
import type { LearnerContext } from '../types.ts';

type Note = { about: string; why: string };

const NOTES: Record<number, Note> = {
  1: {
    about: 'Mathematics is about numbers, shapes and patterns, and how to reason with them step by step.',
    why: 'We use maths every day: to handle money, measure things, cook, plan time and spot patterns. It also trains you to solve problems one careful step at a time.',
  },
  2: {
    about: 'Science is how we find out how the world works: we ask a question, test an idea and look at the evidence.',
    why: 'Science explains things you meet every day, from the weather to your own body. It also teaches you to ask good questions and check ideas with evidence.',
  },
  3: {
    about: 'Reading and language arts is about understanding what you read and saying what you mean clearly, in speech and in writing.',
    why: 'Reading well lets you learn anything on your own, and writing clearly helps people understand you. Every other subject uses these skills.',
  },
  4: {
    about: 'History and social studies is about people in the past, the places they lived and how communities and governments work.',
    why: 'History explains how the world became the way it is. It helps you weigh evidence, understand other points of view and take part in your community.',
  },
  5: {
    about:
      'College prep is about planning your next step after school: choosing what to study, preparing for tests and making strong applications.',
    why: 'A little planning early on gives you more choices later, and helps you find a course and a college that really fit you.',
  },
  6: {
    about: 'Financial literacy is about how money works: earning, budgeting, saving, borrowing and spending wisely.',
    why: 'Everyone has to manage money. Knowing the basics helps you avoid costly mistakes and reach your goals sooner.',
  },
  7: {
    about: 'Study techniques are ways of learning that make new knowledge stick, such as testing yourself and spacing out your practice.',
    why: 'How you study matters as much as how long you study. Good methods help you remember more in less time.',
  },
  8: {
    about: 'Time management is about planning your time, choosing what matters most and getting started on it.',
    why: 'Good time habits lower stress, help you meet deadlines and leave room for the things you enjoy.',
  },
  9: {
    about: 'Cooking and nutrition is about preparing food safely and understanding what different foods do for your body.',
    why: 'Cooking for yourself saves money and keeps you healthy, and knowing about food helps you make good choices every day.',
  },
  10: {
    about: 'Practical home skills are about running a home: paying the bills, keeping things clean and fixing small problems safely.',
    why: 'These skills make living on your own easier and cheaper, and help you handle small problems before they grow.',
  },
  11: {
    about: 'Career guidance is about finding work that fits your strengths and interests, and planning the steps to get there.',
    why: 'Knowing your strengths and the options out there helps you choose a path you will enjoy and do well in.',
  },
  12: {
    about: 'Interview prep is about getting ready to answer questions with confidence and show what you can do.',
    why: 'Practice turns a stressful interview into a conversation you are ready for, and helps you show your real strengths.',
  },
  13: {
    about: 'Communication is about listening well and sharing ideas clearly, whether you speak or write.',
    why: 'Clear communication helps at school, at work and with friends: people understand you, and you understand them.',
  },
  14: {
    about:
      'Programming is about giving a computer clear, step-by-step instructions, and finding and fixing mistakes when it does something else.',
    why: 'Apps, games and websites are all made with code. Programming also teaches you to break a big problem into small steps and test your ideas.',
  },
  15: {
    about: 'Art is about making and looking at pictures and objects: drawing, painting and building with line, colour, shape and texture.',
    why: 'Art lets you share ideas and feelings without words. It trains you to look closely, and the same skills are used in design, film and games.',
  },
};

/** What the learner's subject is about and why it is worth learning (a general note for other subjects). */
export function subjectNote(c: LearnerContext): Note {
  return (
    NOTES[c.subject.id] ?? {
      about: `${c.subject.name} has its own big ideas, and the best way in is one idea at a time.`,
      why: `${c.subject.name} gives you knowledge and skills you can use in everyday life, and it trains you to think carefully.`,
    }
  );
}
