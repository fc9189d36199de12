export * from './AnswerQueue';
export * from './StudyDayLog';
export * from './LoadToday';
export * from './AnswerCard';
export * from './CurrentStep';
