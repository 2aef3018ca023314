export * from './sanitize';
export * from './content-scripts';
