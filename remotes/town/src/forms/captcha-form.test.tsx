import { renderToString } from 'react-dom/server';
import { exampleFormProps } from '../examples';
import NoticeAdForm from './anzeige-aufgeben/notice-ad-form';
import BusinessEntryForm from './betrieb-eintragen/business-entry-form';
import EventReportForm from './veranstaltung-melden/event-report-form';

describe('forms with a captcha and a picture', () => {
  it.each([
    ['betrieb-eintragen', '/betrieb-eintragen', BusinessEntryForm],
    ['anzeige-aufgeben', '/anzeige-aufgeben', NoticeAdForm],
    ['veranstaltung-melden', '/veranstaltung-melden', EventReportForm],
  ])('%s posts its fields and its picture as multipart/form-data to its page, with the honeypot and the captcha', (id, path, Template) => {
    const html = renderToString(<Template {...exampleFormProps(id, path)} />);
    expect(html).toContain('method="post"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain(`action="${path}#${id}"`);
    expect(html).toContain(`name="_form" value="${id}"`);
    expect(html).toContain('name="captchaToken" value="n.1.m"');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp"/);
    expect(html).toContain('Bitte lassen Sie dieses Feld leer');
  });
});
