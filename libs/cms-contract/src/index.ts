export * from './rules';
export * from './page';
export * from './entities';
export * from './requests';
export * from './ratsinfo';
export * from './intranet';
export * from './redaktion';
