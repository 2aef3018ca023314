export * from './define-remote';
export * from './session';
export * from './store';
export * from './links';
export * from './navigation';
export * from './forms';
export * from './form-handler';
