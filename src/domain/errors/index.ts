export * from './AppError';
export * from './errorCatalogue';
