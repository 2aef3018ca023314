import type {
  RedaktionFeldVergleich,
  RedaktionInhalt,
  RedaktionIntranetArchivFelder,
  RedaktionMedium,
  RedaktionPortalFelder,
  RedaktionVorlageFelder,
} from '@musterstadt/cms-client';
import { INTRANET_ARCHIV_DOKUMENTE_MAX } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { Arbeitsschritte, Zeitplan } from '../components/arbeitsablauf';
import { ArchivFelder, archivLabels, pdfsAus, themenAus } from '../components/archiv-felder';
import { archivUrsprung } from '../forms/archiv-felder';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { BildFeld } from '../components/bild-feld';
import { bilderAus } from '../components/bild-wahl';
import { Hinweise } from '../components/hinweise';
import { listeAus } from '../components/inhalte-tabelle';
import { TextFeld } from '../components/text-feld';
import { WegweiserFelder } from '../components/wegweiser-felder';
import { pdfsAus as vorlagenPdfs, VorlageFelder, vorlageLabels } from '../components/vorlage-felder';
import { vorlageFormwerte } from '../forms/vorlage-felder';
import { istFelderArt, WEGWEISER_FELDER, wegweiserFormwerte } from '../forms/wegweiser-felder';
import { gepostet, PortalFelder, portalLabels } from '../components/portal-module';
import { portalUrsprung } from '../forms/portal-felder';
import { FELDER, formwerte, type FeldName } from '../forms/felder';
import { MELDUNGEN } from '../forms/meldungen';
import { ARTEN, menuePfad, queryValue, verlaufPfad, zeit } from '../texts';

const LABELS: Record<string, string> = {
  ...Object.fromEntries(FELDER.map((feld) => [feld.name, feld.label])),
  grund: 'Grund',
  bild_dekorativ: 'Bild ist Schmuck',
  veroeffentlichen_ab: 'Veröffentlichen ab',
  veroeffentlichen_bis: 'Veröffentlicht bis',
};

/** Fields each kind shows (dates have no picture, articles no place or end, internal texts neither). */
const NUR_TERMINE: readonly FeldName[] = ['datum_bis', 'veranstaltungsort'];
const INTRANET: readonly FeldName[] = ['titel', 'einleitung', 'text', 'datum_von'];

function zeigt(art: RedaktionInhalt['art'], feld: FeldName): boolean {
  if (art === 'intranet') return INTRANET.includes(feld);
  // An archive of the intranet has fields of its own (ArchivFelder).
  if (art === 'intranet-archiv') return false;
  return art !== 'artikel' || !NUR_TERMINE.includes(feld);
}

/** A field's label for the kind (an internal text's date is the one the intranet shows). */
const bezeichnung = (art: RedaktionInhalt['art'], feld: { name: FeldName; label: string }): string =>
  art === 'intranet' && feld.name === 'datum_von' ? 'Datum (leer lassen: Zeitpunkt der Veröffentlichung)' : feld.label;

function inhaltAus(value: unknown): RedaktionInhalt | null {
  const v = value as Partial<RedaktionInhalt> | null;
  return v && typeof v.id === 'number' && v.felder && Array.isArray(v.aktionen) && v.revision ? (v as RedaktionInhalt) : null;
}

function Feld({ form, name, label, art, wert }: { form: BlockForm; name: FeldName; label: string; art: string; wert: string }) {
  const fehler = fehlerVon(form, name);
  const id = `rd-${name}`;
  const props = {
    id,
    name,
    defaultValue: eingabe(form, name, wert),
    'aria-describedby': fehler ? `${id}-fehler` : undefined,
    'aria-invalid': fehler ? true : undefined,
  };
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      {art === 'text' ? <textarea {...props} /> : <input type={art === 'zeit' ? 'datetime-local' : 'text'} {...props} />}
    </div>
  );
}

/** What changed meanwhile (a conflict), field by field. */
function Aenderungen({ aenderungen }: { aenderungen: RedaktionFeldVergleich[] }) {
  const geaendert = aenderungen.filter((feld) => feld.geaendert);
  if (geaendert.length === 0) return null;
  return (
    <section aria-labelledby="rd-inzwischen" className="rd-notice">
      <h2 id="rd-inzwischen">Inzwischen geändert</h2>
      <dl>
        {geaendert.map((feld) => (
          <div key={feld.feld}>
            <dt>{feld.bezeichnung}</dt>
            <dd>
              vorher: {feld.alt || '(leer)'} – jetzt: {feld.neu || '(leer)'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The edit form of one piece of content with the buttons the content API allows now. */
export default function Inhalt({ page, data, form }: TemplateProps) {
  const inhalt = inhaltAus(data.inhalt);
  if (!inhalt) return <p role="alert">Diesen Inhalt gibt es nicht, oder er gehört nicht zu Ihren Bereichen.</p>;
  if (inhalt.art === 'menue') {
    return (
      <p>
        „{inhalt.titel}“ ist ein Menü. Seine Einträge bearbeiten Sie im <a href={menuePfad(inhalt.id)}>Menü-Editor</a>.
      </p>
    );
  }
  // A page and a council meeting have their own forms beside this one (redaktion-seite, redaktion-sitzung).
  if (inhalt.art === 'seite' || inhalt.art === 'sitzung') return null;
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const wegweiser = istFelderArt(inhalt.art) ? inhalt.art : null;
  const werte = formwerte(inhalt.felder);
  const wegweiserWerte = wegweiser ? wegweiserFormwerte(wegweiser, inhalt.felder as unknown as Record<string, unknown>) : null;
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const konflikt = (form.submission?.data as { aenderungen?: RedaktionFeldVergleich[] } | undefined)?.aenderungen;
  const mitGrund = inhalt.aktionen.includes('zurueckgeben') || inhalt.aktionen.includes('zurueckziehen');
  const dekorativ = eingabe(form, 'bild_dekorativ', werte.bild_dekorativ) === 'ja';
  const bilder = bilderAus(data.bilder, inhalt.bereich);
  const portal = inhalt.art === 'portal' ? (inhalt.felder as unknown as RedaktionPortalFelder) : null;
  const vorlage = inhalt.art === 'vorlage' ? vorlageFormwerte(inhalt.felder as unknown as RedaktionVorlageFelder) : null;
  const archiv = inhalt.art === 'intranet-archiv' ? (inhalt.felder as unknown as RedaktionIntranetArchivFelder) : null;
  const labels = vorlage
    ? { ...LABELS, ...vorlageLabels((form.submission?.values as Record<string, string> | undefined) ?? vorlage) }
    : archiv
      ? { ...LABELS, ...archivLabels(INTRANET_ARCHIV_DOKUMENTE_MAX) }
      : LABELS;
  const posted = portal ? gepostet(form) : null;
  const fokusModul = Number.parseInt(queryValue(page.search, 'modul'), 10);
  const fokus = Number.isInteger(fokusModul) && !form.submission ? { modul: fokusModul, knopf: queryValue(page.search, 'knopf') } : null;
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis
        form={form}
        labels={
          portal
            ? { ...LABELS, ...portalLabels(form.submission?.errors, posted?.werte.map((modul) => modul.typ ?? '') ?? portal.module.map((modul) => modul.typ)) }
            : wegweiser
              ? { ...LABELS, ...Object.fromEntries(WEGWEISER_FELDER[wegweiser].map((feld) => [feld.name, feld.label])) }
              : labels
        }
      />
      {konflikt && <Aenderungen aenderungen={konflikt} />}
      <Hinweise hinweise={inhalt.hinweise} labels={labels} />
      <dl className="rd-meta">
        <dt>Status</dt>
        <dd>
          <span className="rd-status">{inhalt.status}</span>
          {inhalt.letzter_status.grund ? ` – Grund: ${inhalt.letzter_status.grund}` : ''}
        </dd>
        <dt>Art und Ablage</dt>
        <dd>
          {ARTEN[inhalt.art]} – {inhalt.bereich} / {inhalt.ablage}
        </dd>
        <dt>Fassung</dt>
        <dd>
          Nr. {inhalt.revision.nummer} vom {zeit(inhalt.revision.erstellt_am)}
          {inhalt.revision.autor ? ` von ${inhalt.revision.autor.name}` : ''} · <a href={verlaufPfad(inhalt.id)}>Verlauf und Vergleich</a>
        </dd>
        {inhalt.geplant_ab && (
          <>
            <dt>Geplant</dt>
            <dd>
              ab {zeit(inhalt.geplant_ab)}
              {inhalt.geplant_bis ? `, bis ${zeit(inhalt.geplant_bis)}` : ''}
            </dd>
          </>
        )}
        {!inhalt.geplant_ab && inhalt.geplant_bis && (
          <>
            <dt>Veröffentlicht bis</dt>
            <dd>{zeit(inhalt.geplant_bis)}</dd>
          </>
        )}
        {inhalt.online && inhalt.adresse && (
          <>
            <dt>Öffentlich</dt>
            <dd>
              <a href={inhalt.adresse}>{inhalt.adresse}</a>
            </dd>
          </>
        )}
      </dl>
      <PostForm form={form} label={`${inhalt.titel} bearbeiten`} dateien={archiv !== null}>
        <input type="hidden" name="id" value={inhalt.id} />
        <input type="hidden" name="basis_revision" value={inhalt.revision.id} />
        <input
          type="hidden"
          name="ursprung"
          value={
            portal
              ? portalUrsprung(portal)
              : archiv
                ? archivUrsprung(archiv)
                : JSON.stringify(wegweiserWerte ? { werte: wegweiserWerte, felder: inhalt.felder } : vorlage ? { werte: vorlage } : werte)
          }
        />
        {wegweiser && wegweiserWerte && <WegweiserFelder form={form} art={wegweiser} werte={wegweiserWerte} daten={data} />}
        {vorlage && <VorlageFelder form={form} werte={vorlage} pdfs={vorlagenPdfs(data.pdfs, inhalt.bereich)} bereich={inhalt.bereich} />}
        {portal && <Feld form={form} name="titel" label="Titel" art="zeile" wert={portal.titel} />}
        {portal && <PortalFelder form={form} felder={portal} posted={posted} bereich={inhalt.bereich} bilder={bilder} fokus={fokus} />}
        {archiv && (
          <ArchivFelder
            form={form}
            felder={archiv}
            titel={archiv.titel}
            bereich={inhalt.bereich}
            pdfs={pdfsAus(listeAus<RedaktionMedium>(data.pdfs), inhalt.bereich)}
            themen={themenAus(data.archiv_themen)}
          />
        )}
        {!portal &&
          !wegweiser &&
          !vorlage &&
          !archiv &&
          FELDER.filter((feld) => zeigt(inhalt.art, feld.name)).map((feld) =>
            feld.name === 'bild' ? (
              <BildFeld
                key={feld.name}
                label={feld.label}
                wert={eingabe(form, 'bild', werte.bild)}
                bereich={inhalt.bereich}
                bilder={bilder}
                {...(fehlerVon(form, 'bild') ? { fehler: fehlerVon(form, 'bild') } : {})}
              />
            ) : feld.name === 'text' ? (
              <TextFeld
                key={feld.name}
                label={feld.label}
                wert={eingabe(form, 'text', werte.text)}
                {...(fehlerVon(form, 'text') ? { fehler: fehlerVon(form, 'text') } : {})}
              />
            ) : (
              <Feld key={feld.name} form={form} name={feld.name} label={bezeichnung(inhalt.art, feld)} art={feld.art} wert={werte[feld.name]} />
            ),
          )}
        {!portal && !wegweiser && !vorlage && zeigt(inhalt.art, 'bild') && (
          <div className="rd-field">
            <input id="rd-bild_dekorativ" type="checkbox" name="bild_dekorativ" value="ja" defaultChecked={dekorativ} />{' '}
            <label htmlFor="rd-bild_dekorativ" style={{ display: 'inline' }}>
              Das Bild ist nur Schmuck (es braucht dann keinen Bildtext)
            </label>
          </div>
        )}
        {mitGrund && (
          <div className="rd-field">
            <label htmlFor="rd-grund">Grund (für „Zurück an die Redaktion“ und „Zurückziehen“)</label>
            {fehlerVon(form, 'grund') && (
              <p className="rd-error" id="rd-grund-fehler">
                {fehlerVon(form, 'grund')}
              </p>
            )}
            <textarea
              id="rd-grund"
              name="grund"
              defaultValue={eingabe(form, 'grund', '')}
              aria-describedby={fehlerVon(form, 'grund') ? 'rd-grund-fehler' : undefined}
            />
          </div>
        )}
        {inhalt.aktionen.includes('freigeben') && <Zeitplan form={form} />}
        <Arbeitsschritte aktionen={inhalt.aktionen} />
      </PostForm>
    </>
  );
}
