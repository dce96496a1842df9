export * from './users.ts';
export * from './profiles.ts';
export * from './subjects.ts';
export * from './assessments.ts';
export * from './chat.ts';
export * from './moderation.ts';
