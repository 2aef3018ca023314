export * from './yup-locale';
export * from './rules';
export * from './validate';
export * from './file-limits';
export * from './fields';
export * from './error-summary';
export * from './use-form-kit';
export * from './use-form-submission';
