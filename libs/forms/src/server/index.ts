export * from './rich-text';
export * from './captcha';
