import { ANZEIGE_MESSAGES, BRANCHENEINTRAG_MESSAGES } from '@musterstadt/forms';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { examplePage } from '../../examples';
import AnzeigeAufgeben from '../anzeige-aufgeben/notice-ad-form';
import BetriebEintragen from './business-entry-form';
import VeranstaltungMelden from '../veranstaltung-melden/event-report-form';

const captcha = { captcha: { question: 'Wie viel ist drei plus vier?', token: 'n.1.m' } };
function props(id: string, path: string, extra: Partial<BlockForm> = {}): TemplateProps {
  return {
    page: { ...examplePage, path, canonical: path, heroImages: [] },
    block: { template: id, context: { titel: 'Ihre Angaben', datenschutz: '/datenschutz' } },
    data: {},
    form: { id, action: `${path}#${id}`, data: captcha, ...extra },
  };
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('forms whose entries are published after approval', () => {
  it.each([
    ['betrieb-eintragen', '/betrieb-eintragen', BetriebEintragen],
    ['anzeige-aufgeben', '/anzeige-aufgeben', AnzeigeAufgeben],
    ['veranstaltung-melden', '/veranstaltung-melden', VeranstaltungMelden],
  ])('%s posts its fields and its picture as multipart/form-data to its page, with the honeypot and the captcha', (id, path, Template) => {
    const html = renderToString(<Template {...props(id, path)} />);
    expect(html).toContain('method="post"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain(`action="${path}#${id}"`);
    expect(html).toContain(`name="_form" value="${id}"`);
    expect(html).toContain('name="captchaToken" value="n.1.m"');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp"/);
    expect(html).toContain('Bitte lassen Sie dieses Feld leer');
  });

  it('the business form labels every field, says which appear in the directory, and asks consent to publication', () => {
    render(<BetriebEintragen {...props('betrieb-eintragen', '/betrieb-eintragen')} />);
    for (const label of ['Name des Betriebs', 'Straße und Hausnummer', 'Postleitzahl', 'Ort', 'Telefonnummer des Betriebs', 'Kurzbeschreibung des Betriebs'])
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Branche' })).toBeRequired();
    const zeiten = screen.getByRole('group', { name: 'Öffnungszeiten (freiwillig)' });
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'])
      expect(within(zeiten).getByRole('textbox', { name: day })).not.toBeRequired();
    expect(zeiten).toHaveAccessibleDescription(/Je Tag bis zu drei Zeiträume, z. B. 08:00–12:30, 14:00–18:00./);
    expect(screen.getByLabelText('Logo (freiwillig)')).toHaveAccessibleDescription(/Erlaubt: JPG, PNG und WebP, eine Datei, höchstens 10 MB je Datei./);
    expect(screen.getByRole('checkbox', { name: /die Angaben zum Betrieb nach der Prüfung im Branchenbuch veröffentlicht/ })).toBeRequired();
  });

  it('the business form answered by the page shows each refused field in the summary, linked, and keeps what was typed', () => {
    render(
      <BetriebEintragen
        {...props('betrieb-eintragen', '/betrieb-eintragen', {
          submission: {
            status: 'invalid',
            message: 'Bitte prüfen Sie Ihre Angaben.',
            errors: {
              plz: BRANCHENEINTRAG_MESSAGES.plz,
              zeitenDi: BRANCHENEINTRAG_MESSAGES.zeitenDi,
              logo: 'Die Datei „logo.exe“ hat ein nicht erlaubtes Format. Erlaubt sind JPG, PNG und WebP.',
            },
            values: { betrieb: 'Zweiradservice Kienzle', plz: '7999', zeitenDi: 'nachmittags' },
          },
        })}
      />,
    );
    const summary = screen.getByRole('alert', { name: /Bitte prüfen Sie Ihre Angaben/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#betrieb-eintragen-plz', '#betrieb-eintragen-zeitenDi', '#betrieb-eintragen-logo']);
    expect(screen.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAccessibleDescription(`Fehler: ${BRANCHENEINTRAG_MESSAGES.plz}`);
    expect(screen.getByRole('textbox', { name: 'Name des Betriebs' })).toHaveValue('Zweiradservice Kienzle');
    expect(screen.getByRole('textbox', { name: 'Dienstag' })).toHaveValue('nachmittags');
  });

  it('the ad form asks how people answer and says so when nobody could', () => {
    render(
      <AnzeigeAufgeben
        {...props('anzeige-aufgeben', '/anzeige-aufgeben', {
          submission: {
            status: 'invalid',
            message: 'Bitte prüfen Sie Ihre Angaben.',
            errors: { telefon: ANZEIGE_MESSAGES.erreichbar },
            values: { emailZeigen: false },
          },
        })}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Rubrik' })).toBeRequired();
    expect(screen.getByLabelText('Aushang bis')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'E-Mail-Adresse in der Anzeige zeigen' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: ANZEIGE_MESSAGES.erreichbar })).toHaveAttribute('href', '#anzeige-aufgeben-telefon');
  });

  it('after success says what happens next and offers another submission', () => {
    render(<AnzeigeAufgeben {...props('anzeige-aufgeben', '/anzeige-aufgeben', { submission: { status: 'success', message: 'ok' } })} />);
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Vielen Dank! Ihre Anzeige ist bei uns eingegangen.');
    expect(thanks).toHaveTextContent('Bis dahin ist sie nicht öffentlich sichtbar.');
    expect(within(thanks).getByRole('button', { name: 'Weitere Anzeige aufgeben' })).toBeInTheDocument();
  });
});
