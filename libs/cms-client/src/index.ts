export * from './types';
export * from './http';
export * from './route';
export * from './api-calls';
export * from './theme';
export * from './entities';
export * from './redirect';
export * from './plain-text';
