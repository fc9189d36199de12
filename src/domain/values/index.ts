export * from './unitInterval';
export * from './remindTime';
export * from './urlSafety';
export * from '@sreo/contract/routePaths';
export * from '@sreo/contract/markAnswer';
export * from './firstDay';
export * from '@sreo/contract/answerBounds';
export * from './typedDifference';
