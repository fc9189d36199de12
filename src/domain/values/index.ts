export * from './unitInterval';
export * from './remindTime';
