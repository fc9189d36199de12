export * from './unitInterval';
export * from './remindTime';
export * from './urlSafety';
export * from './routePaths';
export * from './markAnswer';
export * from './firstDay';
export * from './answerBounds';
