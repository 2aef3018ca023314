export * from './logo-link';
export * from './service-bar';
export * from './hero';
export * from './subsite-header';
export * from './subsite-footer';
export * from './subsite-main';
export * from './subsite-page';
export * from './upcoming-dates';
