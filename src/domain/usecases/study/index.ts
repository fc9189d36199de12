export * from './AnswerQueue';
export * from './StudyDayLog';
export * from './AnswerCard';
export * from './CurrentStep';
