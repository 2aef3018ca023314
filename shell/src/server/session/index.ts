export * from './session';
export * from './council';
export * from './routes';
