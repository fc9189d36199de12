export * from './wire';
export * from './markAnswer';
export * from './answerBounds';
export * from './routePaths';
export * from './sandboxCalls';
