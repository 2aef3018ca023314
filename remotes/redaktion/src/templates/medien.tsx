import type { RedaktionMediumEintrag } from '@musterstadt/cms-client';
import { FORM_ID_FIELD, type TemplateProps } from '@musterstadt/shell-contract';
import { listeAus } from '../components/inhalte-tabelle';
import { beschrieben, FeldFehler, MEDIEN_LABELS, MediumAngaben } from '../components/medium-angaben';
import { eingabe, Ergebnis } from '../components/form-parts';
import { BereichFilter, Seitenwahl } from '../components/listen-teile';
import { pdfKurz } from '../components/pdf-pruefung';
import { MELDUNGEN } from '../forms/meldungen';
import { useProfil } from '../session/use-profil';
import { dateiPfad, medienPfad, PATHS, queryValue } from '../texts';

const ARTEN_DER_MEDIEN: Record<string, string> = { bild: 'Bild', dokument: 'Dokument' };

function Vorschau({ medium }: { medium: RedaktionMediumEintrag }) {
  if (medium.art !== 'bild') return <span className="rd-hint">PDF</span>;
  // A decorative picture has no text: the name in the next column says which one it is.
  return <img className="rd-thumb" src={dateiPfad(medium.id, 320)} alt={medium.dekorativ ? '' : (medium.alt ?? '')} width={120} loading="lazy" />;
}

/**
 * The media library (`/redaktion/medien`): the pictures and documents of the editor's sections,
 * filtered by kind, section and a search; a file is added by the upload form below the list.
 */
export default function Medien({ page, data, form }: TemplateProps) {
  const profil = useProfil();
  const medien = listeAus<RedaktionMediumEintrag>(data.medien);
  const answer = data.medien as { anzahl?: number; seiten?: number } | null;
  const wert = (name: string) => queryValue(page.search, name);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const bereiche = profil?.bereiche ?? [];
  const titel = new Map(bereiche.map((bereich) => [bereich.id, bereich.titel]));
  return (
    <>
      {meldung && !form?.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <p>
        <a href="#hochladen">Datei hochladen</a>
      </p>
      <form method="get" action={PATHS.medien} role="search" aria-label="Mediathek durchsuchen">
        <div className="rd-field">
          <label htmlFor="rd-suche">Titel oder Dateiname enthält</label>
          <input id="rd-suche" type="search" name="suche" defaultValue={wert('suche')} />
        </div>
        <div className="rd-field">
          <label htmlFor="rd-filter-art">Art</label>
          <select id="rd-filter-art" name="art" defaultValue={wert('art')}>
            <option value="">Bilder und Dokumente</option>
            <option value="bild">Bilder</option>
            <option value="dokument">Dokumente (PDF)</option>
          </select>
        </div>
        <BereichFilter id="rd-filter-bereich" bereiche={bereiche} wert={wert('bereich')} />
        <p className="rd-actions">
          <button type="submit">Filtern</button>
        </p>
      </form>
      <h2>Dateien{answer?.anzahl !== undefined ? ` (${answer.anzahl})` : ''}</h2>
      {!medien ? (
        <p role="alert">Die Mediathek konnte nicht geladen werden. Bitte prüfen Sie die Filter oder laden Sie die Seite neu.</p>
      ) : medien.length === 0 ? (
        <p>Keine Dateien gefunden.</p>
      ) : (
        <table className="rd-table">
          <thead>
            <tr>
              <th scope="col">Vorschau</th>
              <th scope="col">Name</th>
              <th scope="col">Art</th>
              <th scope="col">Bereich</th>
              <th scope="col">Alternativtext bzw. PDF-Prüfung</th>
              <th scope="col">Verwendet</th>
            </tr>
          </thead>
          <tbody>
            {medien.map((medium) => (
              <tr key={medium.id}>
                <td>
                  <Vorschau medium={medium} />
                </td>
                <td>
                  <a href={medienPfad(medium.id)}>{medium.titel || medium.dateiname}</a>
                  <br />
                  <span className="rd-hint">{medium.dateiname}</span>
                </td>
                <td>{ARTEN_DER_MEDIEN[medium.art] ?? medium.art}</td>
                <td>{titel.get(medium.bereich) ?? medium.bereich}</td>
                <td>
                  {medium.art !== 'bild' ? (
                    <span className={medium.pdf?.hinweis ? 'rd-achtung-text' : undefined}>{pdfKurz(medium.pdf)}</span>
                  ) : medium.dekorativ ? (
                    'dekorativ'
                  ) : (
                    (medium.alt ?? 'fehlt')
                  )}
                </td>
                <td>{medium.verwendet === 0 ? 'nicht verwendet' : `in ${medium.verwendet} ${medium.verwendet === 1 ? 'Inhalt' : 'Inhalten'}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Seitenwahl pfad={PATHS.medien} search={page.search} seiten={answer?.seiten ?? 1} label="Seiten der Liste" />
      <section id={form?.id ?? 'hochladen'} aria-labelledby="hochladen">
        <h2 id="hochladen" tabIndex={-1}>
          Datei hochladen
        </h2>
        {!form ? (
          <p role="alert">Das Formular ist gerade nicht verfügbar.</p>
        ) : (
          <>
            <Ergebnis form={form} labels={MEDIEN_LABELS} />
            {form.submission && form.submission.status !== 'success' && (
              <p className="rd-hint">Ihre Angaben stehen noch im Formular; die Datei wählen Sie bitte noch einmal aus.</p>
            )}
            <form method="post" action={form.action} encType="multipart/form-data" aria-label="Datei hochladen" noValidate>
              <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
              <div className="rd-field">
                <label htmlFor="rd-datei">{MEDIEN_LABELS.datei}</label>
                <p className="rd-hint" id="rd-datei-hinweis">
                  Ein Bild (JPG, PNG oder WebP) oder ein PDF-Dokument, höchstens 10 MB. Bilder werden ohne Standort- und Kameradaten neu gespeichert.
                </p>
                <FeldFehler form={form} name="datei" />
                <input
                  id="rd-datei"
                  type="file"
                  name="datei"
                  accept="image/jpeg,image/png,image/webp,application/pdf"
                  {...beschrieben(form, 'datei', 'rd-datei-hinweis')}
                />
              </div>
              <div className="rd-field">
                <label htmlFor="rd-bereich">{MEDIEN_LABELS.bereich}</label>
                <FeldFehler form={form} name="bereich" />
                <select
                  id="rd-bereich"
                  name="bereich"
                  defaultValue={eingabe(form, 'bereich', wert('bereich') || (bereiche[0]?.id ?? ''))}
                  {...beschrieben(form, 'bereich')}
                >
                  {bereiche.map((bereich) => (
                    <option key={bereich.id} value={bereich.id}>
                      {bereich.titel}
                    </option>
                  ))}
                </select>
              </div>
              <MediumAngaben form={form} werte={{ titel: '', alt: '', copyright: '', dekorativ: false }} />
              <p className="rd-actions">
                <button type="submit">Hochladen</button>
              </p>
            </form>
          </>
        )}
      </section>
    </>
  );
}
