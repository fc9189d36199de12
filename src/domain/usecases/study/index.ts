export * from './AnswerQueue';
export * from './StudyDayLog';
export * from './AnswerCard';
