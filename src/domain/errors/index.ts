export * from './AppError';
export * from './ErrorCatalogue';
