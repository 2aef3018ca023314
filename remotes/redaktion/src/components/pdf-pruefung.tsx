import type { RedaktionPdfPruefung } from '@musterstadt/cms-client';

/** 'A, B und C'. */
const aufzaehlung = (teile: string[]) => (teile.length < 2 ? (teile[0] ?? '') : `${teile.slice(0, -1).join(', ')} und ${teile.at(-1)}`);

/** What the accessibility check found, in a few words for the media library's list. */
export function pdfKurz(pdf: RedaktionPdfPruefung | null): string {
  if (!pdf) return 'noch nicht geprüft';
  if (!pdf.lesbar) return 'Nicht prüfbar (beschädigt oder verschlüsselt)';
  if (!pdf.hinweis) return `Barrierefrei: getaggt, Sprache ${pdf.sprache ?? ''}`;
  const fehlt = [...(!pdf.getaggt || !pdf.struktur ? ['Tags (Struktur)'] : []), ...(!pdf.sprache ? ['Sprachangabe'] : [])];
  return `Nicht barrierefrei: ohne ${aufzaehlung(fehlt)}`;
}

/** The warning of a PDF that is not accessible, as the media library shows it at the file. */
export function PdfWarnung({ pdf }: { pdf: RedaktionPdfPruefung | null }) {
  if (!pdf?.hinweis) return null;
  return (
    <div className="rd-achtung" role="note" aria-label="Hinweis zur Barrierefreiheit">
      <p>
        <strong>Achtung:</strong> {pdf.hinweis}
      </p>
    </div>
  );
}
