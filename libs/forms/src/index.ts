export * from './schulfrucht';
