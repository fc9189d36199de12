export * from './auth';
export * from './user';
export * from './library';
export * from './performance';
export * from './study';
export * from './today';
