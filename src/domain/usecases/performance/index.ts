export * from './LoadPerformance';
export * from './studyDaysSeries';
