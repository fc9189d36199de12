export * from './SignIn';
export * from './SignInWithStoredToken';
export * from './SignOut';
export * from './AcceptAgreement';
