export * from './schulfrucht';
export * from './kontakt';
