export * from './attributes';
export { enhanceAllToggles } from './toggles';
