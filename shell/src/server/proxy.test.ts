import { browserMayCall } from './proxy';

describe('browserMayCall', () => {
  it.each([
    ['GET', '/api/database/rows/table/1/?user_field_names=true'],
    ['GET', '/api/database'],
    ['POST', '/api/database/rows/table/1/'],
    ['POST', '/api/anfragen'],
    ['POST', '/api/formulare/nachbarschaftshilfe'],
    ['GET', '/api/formulare/verein'],
    ['GET', '/api//database/rows/table/2/'],
    ['GET', '/API/Database/rows/table/2/'],
    ['GET', '/api/%64atabase/rows/table/1/'],
    ['GET', '/api/%2564atabase/rows/table/1/'],
    ['GET', '/api/cms/../database/rows/table/1/'],
    ['POST', '/api/cms/%2e%2e/mail/versenden'],
    ['GET', '/api/cms/..%2Fdatabase/rows/table/1/'],
    ['GET', '/api/%E0%A4%A'],
    ['GET', '/api/cms/%E0%A4%A'],
    ['GET', '/api/cms/x/../../anfragen'],
    ['POST', '/api/cms/abfall/erinnerung'],
    ['POST', '/api/cms/abfall/erinnerung/'],
    ['POST', '/API/CMS/Abfall/Erinnerung?x=1'],
    ['POST', '/api/cms/abfall/%65rinnerung'],
    ['POST', '/api/cms/abfall/erinnerung/abmelden/../'],
    ['PUT', '/api/cms/push/abonnements'],
    ['DELETE', '/api/cms/artikel/1'],
    ['OPTIONS', '/api/cms/artikel'],
    ['TRACE', '/api/cms/artikel'],
  ])('refuses %s %s', (method, url) => {
    expect(browserMayCall(method, url)).toBe(false);
  });

  it.each([
    ['GET', '/api/cms/route?url=/api/database/'],
    ['GET', '/api/cms/menu?name=Footer'],
    ['HEAD', '/api/cms/artikel'],
    ['GET', '/api/cms/route?url=/anfragen'],
    ['GET', '/api/cms/abfall/erinnerung/bestaetigen?token=abc'],
    ['GET', '/api/cms/abfall/kalender?bezirk=hallwangen'],
    ['POST', '/api/cms/abfall/erinnerung/abmelden'],
    ['POST', '/api/cms/push/abonnements'],
    ['DELETE', '/api/cms/push/abonnements'],
  ])('lets %s %s through to the content API', (method, url) => {
    expect(browserMayCall(method, url)).toBe(true);
  });
});
