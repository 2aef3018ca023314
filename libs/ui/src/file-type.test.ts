import { fileExtension, fileType } from './file-type';

describe('fileType', () => {
  it.each([
    ['/api/cms/media/haushaltsplan.pdf', 'pdf', 'PDF-Dokument', 'PDF'],
    ['https://www.musterstadt.de/formulare/Antrag.DOCX', 'text', 'Textdokument', 'DOCX'],
    ['/dokumente/satzung.odt', 'text', 'Textdokument', 'ODT'],
    ['/dokumente/gebuehren.xlsx', 'tabelle', 'Tabelle', 'XLSX'],
    ['/dokumente/termine.csv', 'tabelle', 'Tabelle', 'CSV'],
    ['/dokumente/vortrag.pptx', 'praesentation', 'Präsentation', 'PPTX'],
    ['/bilder/plan.jpg', 'bild', 'Bild', 'JPG'],
    ['/downloads/unterlagen.zip', 'archiv', 'Archiv', 'ZIP'],
    ['/abfall/termine.ics', 'kalender', 'Kalenderdatei', 'ICS'],
  ])('recognises %s', (link, kind, label, badge) => {
    expect(fileType(link)).toMatchObject({ kind, label, badge });
  });

  it('ignores query string and fragment', () => {
    expect(fileType('/api/cms/datei/plan.pdf?version=3#seite=2').kind).toBe('pdf');
  });

  it('treats unknown or missing extensions as a generic file', () => {
    expect(fileType('/dokumente/plan.dwg')).toEqual({ kind: 'datei', extension: 'dwg', label: 'Datei', badge: 'DWG' });
    expect(fileType('/rathaus/aemter')).toEqual({ kind: 'datei', extension: '', label: 'Datei', badge: 'DATEI' });
    expect(fileType(null).kind).toBe('datei');
  });

  it('does not take a dot in a folder name for an extension', () => {
    expect(fileExtension('https://www.musterstadt.de/v1.2/download')).toBe('');
    expect(fileExtension('https://www.schwarzwald.de')).toBe('');
    expect(fileExtension('/.htaccess')).toBe('');
    expect(fileExtension('/bericht.')).toBe('');
  });
});
