export * from './format';
export * from './components/breadcrumb';
export * from './components/pagination';
export * from './components/content';
export * from './components/carousel';
