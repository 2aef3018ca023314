import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { activateScripts } from '../safe-html/content-scripts';
import { Bild, BILD_BREITEN, Figure, RichText } from './content';
import { DocumentList } from './documents';
import { JsonLd, jsonLdText } from './json-ld';
import { OpeningTimes } from './opening-times';
import { safeHtml } from '../safe-html';

describe('DocumentList', () => {
  it('links each document with its file type in words and leaves out unsafe links', () => {
    render(
      <DocumentList
        documents={[
          { link: '/api/cms/media/bebauungsplan.pdf', downloadtext: 'Bebauungsplan (PDF, 2 MB)' },
          { link: '/formulare/antrag.docx', downloadtext: 'Antrag' },
          { link: 'javascript:alert(1)', downloadtext: 'Böse' },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Downloads' });
    expect(within(list).getByRole('link', { name: 'Bebauungsplan (PDF, 2 MB) (PDF-Dokument)' })).toHaveAttribute('href', '/api/cms/media/bebauungsplan.pdf');
    expect(within(list).getByRole('link', { name: 'Antrag (Textdokument)' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /Böse/ })).toBeNull();
    expect(within(list).getByText('DOCX')).toBeInTheDocument();
  });

  it('renders nothing without documents', () => {
    const { container } = render(<DocumentList documents={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OpeningTimes', () => {
  it('shows the current deviation, the days and the note', () => {
    render(
      <OpeningTimes
        now={new Date('2026-08-05T10:00:00+02:00')}
        times={{
          typ: 'telefon',
          hinweis: 'Außerhalb dieser Zeiten erreichen Sie uns per E-Mail.',
          regelzeiten: [
            { tagtyp: 'mo', beginn: '08:00', ende: '12:00' },
            { tagtyp: 'di', beginn: '08:00', ende: '12:00' },
            { tagtyp: 'do', beginn: '08:00', ende: '12:00' },
            { tagtyp: 'do', beginn: '14:00', ende: '18:00' },
            { tagtyp: 'fr', beginn: '08:00', ende: '12:00' },
          ],
          abweichungen: [
            { beginn: '2026-08-01T00:00:00+02:00', ende: '2026-08-14T23:59:00+02:00', text: 'Nur vormittags erreichbar.' },
            { beginn: '2026-12-24T00:00:00+01:00', ende: '2026-12-31T23:59:00+01:00', text: 'Geschlossen.' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Telefonische Erreichbarkeit' })).toBeInTheDocument();
    expect(screen.getByText(/Abweichende Zeiten vom 01\.08\.2026 bis 14\.08\.2026/)).toBeInTheDocument();
    expect(screen.getByText('Nur vormittags erreichbar.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Geschlossen.', { exact: false })).toBeNull();
    const wednesday = screen.getByText('Mittwoch').closest('div')!;
    expect(wednesday).toHaveTextContent('Mittwochgeschlossen');
    expect(screen.getByText('Donnerstag').closest('div')).toHaveTextContent('08:00 Uhr bis 12:00 Uhr und 14:00 Uhr bis 18:00 Uhr');
    expect(screen.getByText('Außerhalb dieser Zeiten erreichen Sie uns per E-Mail.')).toBeInTheDocument();
  });
});

describe('JsonLd', () => {
  it('writes valid JSON that cannot close its script element', () => {
    const html = renderToString(<JsonLd data={{ '@type': 'NewsArticle', headline: 'Ende </script><script>alert(1)</script>' }} />);
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Ende </script><script>alert(1)</script>' });
    expect(jsonLdText({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });
});

describe('RichText scripts', () => {
  it('turns the inert scripts the sanitiser allowed into real scripts, in order, once', () => {
    const { container } = render(
      <RichText
        html={safeHtml('<p>Stellen</p><script src="/api/cms/widgets/a.js" data-mandant="7"></script><script src="/api/cms/widgets/b.js"></script>', {
          options: { erlaubteSkripte: ['/api/cms/widgets/'] },
        })}
      />,
    );
    const scripts = container.querySelectorAll('script');
    expect(Array.from(scripts, (s) => s.getAttribute('src'))).toEqual(['/api/cms/widgets/a.js', '/api/cms/widgets/b.js']);
    expect(scripts[0]).toHaveAttribute('data-mandant', '7');
    expect((scripts[0] as HTMLScriptElement).async).toBe(false);
    expect(container.querySelector('ms-script')).toBeNull();
    expect(activateScripts(container)).toBe(0);
  });

  it('leaves HTML without scripts alone', () => {
    const { container } = render(<RichText html={safeHtml('<p>Nur Text</p>')} />);
    expect(container.innerHTML).toBe('<div class="ms-richtext"><p>Nur Text</p></div>');
  });
});

describe('Bild and Figure', () => {
  it('give a picture of the media library its widths for the browser to choose from, in the server HTML', () => {
    const html = renderToString(<Bild src="/api/cms/medien/kurpark-1a2b3c4d.jpg" alt="Der Kurpark" width={640} height={360} sizes={BILD_BREITEN.karte} />);
    expect(html).toContain('srcSet="/api/cms/medien/kurpark-1a2b3c4d-320w.webp 320w, /api/cms/medien/kurpark-1a2b3c4d-640w.webp 640w,');
    expect(html).toContain(`sizes="${BILD_BREITEN.karte}"`);
    render(<Figure bild="/api/cms/medien/kurpark-1a2b3c4d.jpg" bildtext="Der Kurpark im Herbst" bildcopyright="Stadt Musterstadt" />);
    const bild = screen.getByRole('img', { name: 'Der Kurpark im Herbst' });
    expect(bild).toHaveAttribute('srcset', expect.stringContaining('/api/cms/medien/kurpark-1a2b3c4d-1920w.webp 1920w'));
    expect(bild).toHaveAttribute('sizes', BILD_BREITEN.inhalt);
  });

  it('leave a shipped illustration or a submitted picture as it is', () => {
    render(
      <>
        <Bild src="/api/cms/media/rathaus.svg" alt="Das Rathaus" />
        <Bild src="/api/cms/bilder/laterne-1a2b.jpg" alt="Die Laterne" />
      </>,
    );
    for (const name of ['Das Rathaus', 'Die Laterne']) {
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img', { name })).not.toHaveAttribute('sizes');
    }
  });
});
