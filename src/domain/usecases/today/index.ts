export * from './LoadToday';
