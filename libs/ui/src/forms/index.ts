// yup and the rules are in './schema' (`@musterstadt/ui/forms/schema`), loaded when a form first validates.
export type { FieldErrors } from './validate';
export * from './file-limits';
export * from './xor-message';
export * from './fields';
export * from './error-summary';
export * from './use-form-kit';
export * from './use-form-submission';
export * from './multiselect';
export * from './rich-text-field';
