import { BRANCHENEINTRAG_MESSAGES } from '@musterstadt/forms';
import { render, screen, within } from '@testing-library/react';
import { exampleFormProps } from '../../examples';
import BusinessEntryForm from './business-entry-form';

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('business entry form', () => {
  it('the business form labels every field, says which appear in the directory, and asks consent to publication', () => {
    render(<BusinessEntryForm {...exampleFormProps('betrieb-eintragen', '/betrieb-eintragen')} />);
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
      <BusinessEntryForm
        {...exampleFormProps('betrieb-eintragen', '/betrieb-eintragen', {
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
});
