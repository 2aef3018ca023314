export * from './session';
export * from './kinds';
export * from './routes';
export * from './files';
export * from './register';
