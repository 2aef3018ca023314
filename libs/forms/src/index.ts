export * from './schulfrucht';
export * from './kontakt';
export * from './captcha';
export * from './nachbarschaftshilfe';
export * from './fuehrung';
export * from './schadensmeldung';
export * from './vereinspauschale';
