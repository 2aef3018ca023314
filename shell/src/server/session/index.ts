export * from './session';
export * from './council';
export * from './routes';
export * from './intranet';
