export * from './unitInterval';
export * from './remindTime';
export * from './urlSafety';
export * from './routePaths';
export * from './markAnswer';
export * from './lazyParts';
export * from './answerBounds';
