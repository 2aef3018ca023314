export * from './attributes';
export { enhanceAllToggles, enhanceToggles } from './toggles';
export { enhanceMenu, type EnhancedMenu } from './submenus';
export { nextPinned, pinOnScroll, PIN_OPTIONS } from './pin';
