export * from './SignIn';
export * from './SignInWithStoredToken';
export * from './SignOut';
export * from './AcceptAgreement';
export * from './SignUp';
export * from './Passwords';
export * from './SingleSignOn';
