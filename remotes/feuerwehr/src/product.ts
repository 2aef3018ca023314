import { DEFAULT_PRODUCT } from '@musterstadt/cms-client';

/** The town's slug ({product} in the spec), set at build time from configuration. */
export const PRODUCT = process.env.PRODUCT || DEFAULT_PRODUCT;

/** 'musterstadt' → 'Musterstadt' */
export const PRODUCT_NAME = PRODUCT.split('-')
  .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
  .join('-');
