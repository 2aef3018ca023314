// The content API's types come from its contract's schemas.
export type * from '@musterstadt/cms-contract';
export * from './http';
export * from './route';
export * from './api-calls';
export * from './theme';
export * from './entities';
export * from './redirect';
export * from './browser-json';
export * from './plain-text';
