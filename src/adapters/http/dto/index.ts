export * from './UserDto';
export * from './StudyDto';
export * from './LibraryDto';
export * from './PerformanceDto';
export * from './SignInMethodDto';
