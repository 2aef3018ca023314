export * from './sanitize';
