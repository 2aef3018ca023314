export * from './define-remote';
// The Redux store and the session slice (with its types) are the separate entry
// '@musterstadt/shell-contract/store', so that pages without a remote that reads the store load no Redux code.
export * from './links';
export * from './navigation';
export * from './islands';
export * from './island-tags';
export * from './forms';
export * from './form-handler';
export type { ContributedFeed } from './feeds';
