export * from './Partner';
export * from './User';
export * from './Session';
export * from './Study';
export * from './Library';
export * from './Performance';
export * from './codes';
