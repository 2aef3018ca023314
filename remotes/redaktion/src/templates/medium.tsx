import type { RedaktionMediumDetail } from '@musterstadt/cms-client';
import { FORM_ID_FIELD, type BlockForm, type TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, PostForm } from '../components/form-parts';
import { beschrieben, FeldFehler, MEDIEN_LABELS, MediumAngaben } from '../components/medium-angaben';
import { pdfKurz, PdfWarnung } from '../components/pdf-pruefung';
import { MELDUNGEN } from '../forms/meldungen';
import { useProfil } from '../session/use-profil';
import { ARTEN, dateiPfad, inhaltPfad, PATHS, queryValue, zeit } from '../texts';

function mediumAus(value: unknown): RedaktionMediumDetail | null {
  const medium = value as Partial<RedaktionMediumDetail> | null;
  return medium && typeof medium.id === 'number' && typeof medium.name === 'string' && Array.isArray(medium.verwendung)
    ? (medium as RedaktionMediumDetail)
    : null;
}

const groesse = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A document's new version (a PDF) under the same name and address: what links to it stays right.
 * Its own form of the page's handler, multipart for the file.
 */
function Ersetzen({ form, id, name }: { form: BlockForm; id: number; name: string }) {
  return (
    <form id="rd-ersetzen" method="post" action={form.action} encType="multipart/form-data" aria-labelledby="rd-ersetzen-titel" noValidate>
      <h2 id="rd-ersetzen-titel">Durch eine neue Fassung ersetzen</h2>
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      <input type="hidden" name="id" value={String(id)} />
      <div className="rd-field">
        <label htmlFor="rd-datei">Neue Fassung von {name} (PDF)</label>
        <p className="rd-hint" id="rd-datei-hinweis">
          Ein PDF-Dokument, höchstens 10 MB; am besten getaggt und mit Sprachangabe. Adresse und Links bleiben gleich.
        </p>
        <FeldFehler form={form} name="datei" />
        <input id="rd-datei" type="file" name="datei" accept="application/pdf" {...beschrieben(form, 'datei', 'rd-datei-hinweis')} />
      </div>
      <p className="rd-actions">
        <button type="submit" name="aktion" value="ersetzen">
          Ersetzen
        </button>
      </p>
    </form>
  );
}

/**
 * One file of the media library (`/redaktion/medien/:id`): its address to use in content, its texts to
 * change, where it is used (links to the items) and `Löschen`, which the content API refuses while
 * the file is used.
 */
export default function Medium({ page, data, form }: TemplateProps) {
  const profil = useProfil();
  const medium = mediumAus(data.medium);
  if (!medium) return <p role="alert">Diese Datei gibt es in der Mediathek nicht, oder sie gehört nicht zu Ihren Bereichen.</p>;
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const bereich = profil?.bereiche.find((eintrag) => eintrag.id === medium.bereich)?.titel ?? medium.bereich;
  const name = medium.titel || medium.dateiname;
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={MEDIEN_LABELS} />
      <h2>{name}</h2>
      {medium.art === 'dokument' && <PdfWarnung pdf={medium.pdf} />}
      {medium.art === 'bild' && (
        <p>
          <img
            className="rd-bild"
            src={dateiPfad(medium.id, 640)}
            alt={medium.dekorativ ? '' : (medium.alt ?? '')}
            width={medium.breite && medium.breite < 640 ? medium.breite : 640}
          />
        </p>
      )}
      <dl className="rd-facts">
        <dt>Art</dt>
        <dd>
          {medium.art === 'bild' ? `Bild (${medium.breite ?? '?'} × ${medium.hoehe ?? '?'} Pixel)` : 'Dokument (PDF)'}, {groesse(medium.bytes)} ·{' '}
          <a href={dateiPfad(medium.id)}>Datei öffnen</a>
        </dd>
        {medium.art === 'dokument' && (
          <>
            <dt>Barrierefreiheit</dt>
            <dd>{pdfKurz(medium.pdf)}</dd>
          </>
        )}
        <dt>Dateiname</dt>
        <dd>{medium.dateiname}</dd>
        {medium.dokument && (
          <>
            <dt>Auf der Website</dt>
            <dd>
              <code>{medium.dokument}</code> (Download-Seiten und Formulare verlinken diese Adresse; sie zeigt diese Datei)
            </dd>
          </>
        )}
        <dt>Bereich</dt>
        <dd>{bereich}</dd>
        <dt>Adresse für Inhalte</dt>
        <dd>
          <code>{medium.url}</code>
        </dd>
        <dt>Öffentlich</dt>
        <dd>
          {medium.bereich.startsWith('intranet-')
            ? 'nie (eine Datei des Intranets: Nur angemeldete Beschäftigte laden sie im Intranet herunter)'
            : medium.oeffentlich
              ? 'ja (ein veröffentlichter Inhalt verwendet die Datei)'
              : 'nein (erst, wenn ein veröffentlichter Inhalt sie verwendet)'}
        </dd>
        <dt>Hochgeladen</dt>
        <dd>
          {zeit(medium.erstellt_am)}
          {medium.erstellt_von ? ` von ${medium.erstellt_von.name}` : ''}
        </dd>
      </dl>
      <h2 id="verwendung">Verwendet in</h2>
      {medium.verwendung.length === 0 ? (
        <p>Die Datei wird in keinem Inhalt verwendet.</p>
      ) : (
        <ul>
          {medium.verwendung.map((eintrag) => (
            <li key={eintrag.inhalt_id}>
              <a href={inhaltPfad(eintrag.inhalt_id)}>{eintrag.titel}</a> ({ARTEN[eintrag.art] ?? eintrag.art}, {eintrag.status}
              {eintrag.in.includes('veroeffentlicht') ? ', in der veröffentlichten Fassung' : ''}
              {eintrag.in.includes('aktuell') ? ', in der aktuellen Fassung' : ''})
            </li>
          ))}
        </ul>
      )}
      <PostForm form={form} label={`Angaben zu ${name} ändern`}>
        <h2>Angaben ändern</h2>
        <input type="hidden" name="id" value={String(medium.id)} />
        <MediumAngaben form={form} werte={{ titel: medium.titel, alt: medium.alt ?? '', copyright: medium.copyright ?? '', dekorativ: medium.dekorativ }} />
        <p className="rd-actions">
          <button type="submit" name="aktion" value="speichern">
            Speichern
          </button>
          {!medium.dokument && (
            <button type="submit" name="aktion" value="loeschen" className="rd-warnung">
              Löschen
            </button>
          )}
        </p>
      </PostForm>
      {medium.art === 'dokument' && <Ersetzen form={form} id={medium.id} name={name} />}
      <p>
        <a href={PATHS.medien}>Zurück zur Mediathek</a>
      </p>
    </>
  );
}
