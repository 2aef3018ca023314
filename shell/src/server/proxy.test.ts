import { isServerOnlyApi } from './proxy';

describe('isServerOnlyApi', () => {
  it.each([
    '/api/database/rows/table/359/?user_field_names=true',
    '/api/database',
    '/api/schulfrucht/schulfrucht_musterstadt_mail',
    '/api//database/rows/table/360/',
    '/API/Database/rows/table/360/',
    '/api/%64atabase/rows/table/359/',
    '/api/%2564atabase/rows/table/359/',
    '/api/cms/../database/rows/table/359/',
    '/api/cms/%2e%2e/schulfrucht/schulfrucht_aach_mail',
    '/api/cms/..%2Fdatabase/rows/table/359/',
    '/api/%E0%A4%A',
    '/api/anfragen',
    '/api/anfragen/',
    '/API/Anfragen?x=1',
    '/api/cms/../anfragen',
    '/api/%61nfragen',
    '/api/cms/abfall/erinnerung',
    '/api/cms/abfall/erinnerung/',
    '/API/CMS/Abfall/Erinnerung?x=1',
    '/api/cms/abfall/%65rinnerung',
    '/api/cms/abfall/x/../erinnerung',
  ])('keeps %s on the server', (url) => {
    expect(isServerOnlyApi(url)).toBe(true);
  });

  it.each(['/api/cms/route?url=/api/database/', '/api/cms/menu?name=Footer', '/api/cms/artikel', '/api/databases-info', '/api/cms/schulfrucht', '/api/anfragen-archiv', '/api/cms/route?url=/anfragen', '/api/cms/abfall/erinnerung/bestaetigen?token=abc', '/api/cms/abfall/erinnerung/abmelden', '/api/cms/abfall/kalender?bezirk=hallwangen'])(
    'lets %s through to the content API',
    (url) => {
      expect(isServerOnlyApi(url)).toBe(false);
    },
  );
});
