import { createCmsClient, type CmsWriteClient } from '@musterstadt/cms-client';
import type { ShellConfig } from '../config';
import { FormRegistry } from './handler';
import { kontaktHandler } from './kontakt';
import { RowDatabase } from './row-database';
import { schulfruchtHandler, schulfruchtSchools } from './schulfrucht';

export { formRoutes } from './routes';

/** Every form the shell answers, by the template name of its blocks. A new form adds its handler here. */
export function shellForms(config: Pick<ShellConfig, 'PRODUCT' | 'CMS_API_URL' | 'ROW_DATABASE_URL' | 'ROW_DATABASE_TOKEN'>, cms: CmsWriteClient): FormRegistry {
  const rows = new RowDatabase(
    createCmsClient({
      baseUrl: config.ROW_DATABASE_URL ?? config.CMS_API_URL,
      headers: config.ROW_DATABASE_TOKEN ? { authorization: `Token ${config.ROW_DATABASE_TOKEN}` } : {},
      timeoutMs: 8000,
    }),
  );
  return new FormRegistry([...schulfruchtSchools(config.PRODUCT).map((school) => schulfruchtHandler(school, { rows, cms })), kontaktHandler({ cms })]);
}
