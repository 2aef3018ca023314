/** Types of the content API contract: they come from the schemas of libs/cms-contract. */
export type * from '@musterstadt/cms-contract';
