export * from './userUpdate';
export * from './SaveUserPreferences';
export * from './SendFeedback';
