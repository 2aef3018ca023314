import { dateiLabel, neueDateiFehler, vorlageFelderAus, vorlageFormwerte } from './vorlage-felder';

const GESPEICHERT = {
  aktenzeichen: 'BV/2026/014',
  art: 'Beschlussvorlage',
  titel: 'Dachsanierung',
  datum: '2026-11-24',
  federfuehrend: 'Bauamt',
  sachverhalt: 'Das Dach ist undicht.',
  beschlussvorschlag: null,
  oeffentlich: false,
  dateien: [
    { medium: null, datei: 12, titel: 'Beschlussvorlage BV/2026/014', art: 'Vorlage' },
    { medium: 'lageplan-1a2b3c4d.pdf', datei: null, titel: 'Anlage 1: Lageplan', art: 'Anlage' },
  ],
};

describe('the paper form', () => {
  it('shows the stored fields and gives them back unchanged', () => {
    const werte = vorlageFormwerte(GESPEICHERT);
    expect(werte).toMatchObject({
      vorlage: 'ja',
      vorlage_art: 'Beschlussvorlage',
      oeffentlich: 'nein',
      datei_0_datei: '12',
      datei_1_medium: 'lageplan-1a2b3c4d.pdf',
    });
    expect(vorlageFelderAus(werte).felder).toEqual(GESPEICHERT);
  });

  it('leaves out a file marked for removal, adds the chosen PDF last and maps the findings to the rows', () => {
    const werte = {
      ...vorlageFormwerte(GESPEICHERT),
      datei_0_entfernen: 'ja',
      neue_datei_medium: 'gutachten-0000ffff.pdf',
      neue_datei_titel: ' Anlage 2: Gutachten ',
      neue_datei_art: '',
      sachverhalt: 'Erster Absatz.\r\n\r\nZweiter Absatz.\r\n',
    };
    const { felder, formFeld } = vorlageFelderAus(werte);
    expect(felder.sachverhalt).toBe('Erster Absatz.\n\nZweiter Absatz.');
    expect(felder.dateien).toEqual([
      { medium: 'lageplan-1a2b3c4d.pdf', datei: null, titel: 'Anlage 1: Lageplan', art: 'Anlage' },
      { medium: 'gutachten-0000ffff.pdf', datei: null, titel: 'Anlage 2: Gutachten', art: 'Anlage' },
    ]);
    expect(formFeld).toMatchObject({ art: 'vorlage_art', 'dateien.0.titel': 'datei_1_titel', 'dateien.1.medium': 'neue_datei_medium' });
  });

  it("asks for a PDF and a title before 'Datei hinzufügen', at the field", () => {
    expect(neueDateiFehler({}, true)).toEqual({ neue_datei_medium: 'Bitte wählen Sie ein PDF aus der Liste.' });
    expect(neueDateiFehler({ neue_datei_medium: 'a.pdf' }, false)).toEqual({
      neue_datei_titel: 'Bitte geben Sie der Datei einen Titel (z. B. „Anlage 1: Lageplan“).',
    });
    expect(neueDateiFehler({}, false)).toEqual({});
    expect(dateiLabel('datei_2_titel')).toBe('Datei 3: Titel');
  });
});
