export * from './userUpdate';
