/**
 * The page editor (kind `seite`). On a page's edit address (`/redaktion/inhalte/:id`, beside the
 * item form, which shows nothing for a page) it shows the page's address, layout, title,
 * description, title picture, its blocks with the options their templates declare, the buttons of
 * the editorial workflow and the redirects the page left behind. On /redaktion/seiten/neu (no
 * `inhalt` call) it is the form that creates a page. Everything is a plain form.
 */
import type { RedaktionInhalt, RedaktionSeitenFelder, RedaktionWeiterleitung } from '@musterstadt/cms-client';
import type { BlockForm, TemplateCatalog, TemplateProps } from '@musterstadt/shell-contract';
import { Arbeitsschritte, Zeitplan } from '../components/arbeitsablauf';
import { Hinweise } from '../components/hinweise';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { feldId, VorlagenFelder } from '../components/vorlagen-felder';
import { layoutWahl, type Schema, type SeitenPost, seitenFelderAus, vorlagenFuer, vorlageVon } from '../forms/seiten-felder';
import { MELDUNGEN } from '../forms/meldungen';
import { useProfil } from '../session/use-profil';
import { queryValue, verlaufPfad, zeit } from '../texts';

const LABELS: Record<string, string> = {
  url: 'Adresse',
  titel: 'Titel',
  layout: 'Layout',
  description: 'Beschreibung',
  canonical: 'Kanonische Adresse',
  bild: 'Titelbild',
  bildtext: 'Bildtext des Titelbilds',
  bildcopyright: 'Bildrechte des Titelbilds',
  api_calls: 'Datenabrufe der Seite',
  grund: 'Grund',
  veroeffentlichen_ab: 'Veröffentlichen ab',
  veroeffentlichen_bis: 'Veröffentlicht bis',
};

function seiteAus(value: unknown): RedaktionInhalt<'seite'> | null {
  const v = value as Partial<RedaktionInhalt<'seite'>> | null;
  return v && v.art === 'seite' && typeof v.id === 'number' && v.felder && Array.isArray(v.aktionen) && v.revision ? (v as RedaktionInhalt<'seite'>) : null;
}

function weiterleitungenAus(value: unknown): RedaktionWeiterleitung[] {
  const data = (value as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as RedaktionWeiterleitung[]) : [];
}

/** A line of the page's fields (input or text area) with its error. */
function Zeile({ form, name, wert, art = 'zeile', hinweis }: { form: BlockForm; name: string; wert: string; art?: 'zeile' | 'text'; hinweis?: string }) {
  const fehler = fehlerVon(form, name);
  const id = feldId(name);
  const beschrieben = [hinweis ? `${id}-hinweis` : undefined, fehler ? `${id}-fehler` : undefined].filter(Boolean).join(' ') || undefined;
  const props = { id, name, defaultValue: eingabe(form, name, wert), 'aria-describedby': beschrieben, 'aria-invalid': fehler ? true : undefined };
  return (
    <div className="rd-field">
      <label htmlFor={id}>{LABELS[name] ?? name}</label>
      {hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
      )}
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      {art === 'text' ? <textarea rows={art === 'text' && name === 'api_calls' ? 6 : 3} {...props} /> : <input type="text" {...props} />}
    </div>
  );
}

function LayoutWahl({ form, katalog, wert }: { form: BlockForm; katalog: TemplateCatalog | null; wert: string }) {
  const layouts = layoutWahl(katalog);
  const fehler = fehlerVon(form, 'layout');
  return (
    <div className="rd-field">
      <label htmlFor="rd-layout">Layout</label>
      {fehler && (
        <p className="rd-error" id="rd-layout-fehler">
          {fehler}
        </p>
      )}
      <select id="rd-layout" name="layout" defaultValue={eingabe(form, 'layout', wert)} aria-describedby={fehler ? 'rd-layout-fehler' : undefined}>
        {!layouts.some((layout) => layout.name === wert) && wert !== '' && <option value={wert}>{wert}</option>}
        {layouts.map((layout) => (
          <option key={layout.name} value={layout.name}>
            {layout.titel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fields to show: as posted after a refused save (nothing typed is lost), else as stored. */
function angezeigt(form: BlockForm, katalog: TemplateCatalog | null, gespeichert: RedaktionSeitenFelder): RedaktionSeitenFelder {
  const values = form.submission?.values as Partial<SeitenPost> | undefined;
  if (!values || typeof values.url !== 'string') return gespeichert;
  return { ...gespeichert, ...seitenFelderAus(values as SeitenPost, katalog, {}) };
}

/** Creating a page: where it goes (section by its address), its address, title and layout. */
function NeueSeite({ form, katalog }: { form: BlockForm; katalog: TemplateCatalog | null }) {
  const profil = useProfil();
  const bereiche = (profil?.bereiche ?? []).filter((bereich) => bereich.ablagen.some((ablage) => ablage.art === 'seite'));
  return (
    <>
      <Ergebnis form={form} labels={{ ...LABELS, bereich: 'Bereich' }} />
      <PostForm form={form} label="Neue Seite">
        <div className="rd-field">
          <label htmlFor="rd-bereich">Bereich</label>
          <select id="rd-bereich" name="bereich" defaultValue={eingabe(form, 'bereich', bereiche[0]?.id ?? 'stadt')}>
            {bereiche.map((bereich) => (
              <option key={bereich.id} value={bereich.id}>
                {bereich.titel}
              </option>
            ))}
          </select>
        </div>
        <Zeile form={form} name="url" wert="" hinweis="Beginnt mit „/“, Kleinbuchstaben, Ziffern und Bindestriche, z. B. /leben-wohnen/spielplaetze." />
        <Zeile form={form} name="titel" wert="" />
        <LayoutWahl form={form} katalog={katalog} wert="default" />
        <p className="rd-actions">
          <button type="submit" name="aktion" value="anlegen">
            Seite anlegen
          </button>
        </p>
      </PostForm>
    </>
  );
}

export default function Seite({ page, data, form }: TemplateProps) {
  if (!form) return Object.hasOwn(data, 'inhalt') && !seiteAus(data.inhalt) ? null : <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const katalog = (form.data ?? null) as TemplateCatalog | null;
  // Beside the item form on /redaktion/inhalte/:id: a page only.
  if (!Object.hasOwn(data, 'inhalt')) return <NeueSeite form={form} katalog={katalog} />;
  const inhalt = seiteAus(data.inhalt);
  if (!inhalt) return null;
  const felder = angezeigt(form, katalog, inhalt.felder);
  const bloecke = felder.blocks ?? [];
  const fehler = form.submission?.errors ?? {};
  const vorlagen = vorlagenFuer(katalog, felder.layout);
  const weiterleitungen = weiterleitungenAus(data.weiterleitungen);
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const held = felder.hero_images?.[0];
  const mitGrund = inhalt.aktionen.includes('zurueckgeben') || inhalt.aktionen.includes('zurueckziehen');
  const labels: Record<string, string> = { ...LABELS };
  bloecke.forEach((block, index) => {
    labels[`blocks.${index}.template`] = `Block ${index + 1}: Vorlage`;
  });
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={labels} />
      <Hinweise hinweise={inhalt.hinweise} labels={labels} />
      <dl className="rd-meta">
        <dt>Status</dt>
        <dd>
          <span className="rd-status">{inhalt.status}</span>
          {inhalt.letzter_status.grund ? ` – Grund: ${inhalt.letzter_status.grund}` : ''}
        </dd>
        <dt>Art und Bereich</dt>
        <dd>Seite – {inhalt.bereich}</dd>
        <dt>Fassung</dt>
        <dd>
          Nr. {inhalt.revision.nummer} vom {zeit(inhalt.revision.erstellt_am)}
          {inhalt.revision.autor ? ` von ${inhalt.revision.autor.name}` : ''} · <a href={verlaufPfad(inhalt.id)}>Verlauf und Vergleich</a>
        </dd>
        {inhalt.online && inhalt.adresse && (
          <>
            <dt>Öffentlich</dt>
            <dd>
              <a href={inhalt.adresse}>{inhalt.adresse}</a>
            </dd>
          </>
        )}
      </dl>
      <PostForm form={form} label={`Seite „${inhalt.titel}“ bearbeiten`}>
        <input type="hidden" name="id" value={inhalt.id} />
        <input type="hidden" name="basis_revision" value={inhalt.revision.id} />
        <input type="hidden" name="ursprung" value={JSON.stringify(inhalt.felder)} />
        <Zeile
          form={form}
          name="url"
          wert={felder.url}
          hinweis="Wird die Adresse einer veröffentlichten Seite geändert, führt die alte Adresse auf die neue weiter."
        />
        <Zeile form={form} name="titel" wert={felder.titel} />
        <Zeile
          form={form}
          name="description"
          art="text"
          wert={felder.description ?? ''}
          hinweis="Ein bis zwei Sätze; sie stehen in Suchmaschinen unter dem Titel."
        />
        <LayoutWahl form={form} katalog={katalog} wert={felder.layout} />
        <Zeile
          form={form}
          name="canonical"
          wert={felder.canonical ?? ''}
          hinweis="Freiwillig: nur wenn dieselbe Seite unter einer anderen Adresse die maßgebliche ist."
        />
        <fieldset className="rd-fieldset">
          <legend>Titelbild (freiwillig)</legend>
          <Zeile form={form} name="bild" wert={held?.bild ?? ''} hinweis="Adresse eines Bildes aus der Mediathek, z. B. /api/cms/medien/kurpark.jpg." />
          <Zeile form={form} name="bildtext" wert={held?.bildtext ?? ''} />
          <Zeile form={form} name="bildcopyright" wert={held?.bildcopyright ?? ''} />
        </fieldset>
        <h2>Blöcke</h2>
        {bloecke.length === 0 && <p>Die Seite hat noch keine Blöcke.</p>}
        <ol className="rd-bloecke">
          {bloecke.map((block, index) => {
            const vorlage = vorlageVon(katalog, block.template);
            const titel = `Block ${index + 1}: ${vorlage?.title ?? block.template}`;
            return (
              <li key={index}>
                <section id={`rd-block-${index}`} tabIndex={-1} aria-labelledby={`rd-block-${index}-titel`} className="rd-fieldset">
                  <h3 id={`rd-block-${index}-titel`}>{titel}</h3>
                  {vorlage && <p className="rd-hint">{vorlage.description}</p>}
                  <input type="hidden" name="schluessel" value={`blocks.${index}.template`} />
                  <input type="hidden" name="wert" value={block.template} />
                  <input type="hidden" name="schluessel" value={`blocks.${index}.slot`} />
                  <input type="hidden" name="wert" value={block.slot ?? 'main'} />
                  {vorlage ? (
                    <VorlagenFelder schema={vorlage.context as Schema} pfad={`blocks.${index}.context`} wert={block.context} fehler={fehler} />
                  ) : (
                    <p>Diese Vorlage ist gerade nicht verfügbar; der Block bleibt, wie er ist.</p>
                  )}
                  <p className="rd-actions">
                    {index > 0 && (
                      <button type="submit" name="aktion" value={`hoch:${index}`} aria-label={`${titel} nach oben`}>
                        Nach oben
                      </button>
                    )}
                    {index < bloecke.length - 1 && (
                      <button type="submit" name="aktion" value={`runter:${index}`} aria-label={`${titel} nach unten`}>
                        Nach unten
                      </button>
                    )}
                    <button type="submit" name="aktion" value={`entfernen:${index}`} aria-label={`Block entfernen: ${titel}`}>
                      Block entfernen
                    </button>
                  </p>
                </section>
              </li>
            );
          })}
        </ol>
        <div className="rd-field">
          <label htmlFor="rd-neue_vorlage">Neuer Block mit der Vorlage</label>
          <select id="rd-neue_vorlage" name="neue_vorlage" defaultValue="">
            <option value="">Bitte wählen</option>
            {vorlagen.map((vorlage) => (
              <option key={`${vorlage.remote}/${vorlage.name}`} value={vorlage.remote === 'town' ? vorlage.name : `${vorlage.remote}/${vorlage.name}`}>
                {vorlage.title}
              </option>
            ))}
          </select>
          <button type="submit" name="aktion" value="hinzufuegen">
            Block hinzufügen
          </button>
        </div>
        <Zeile
          form={form}
          name="api_calls"
          art="text"
          wert={(felder.api_calls ?? []).length > 0 ? JSON.stringify(felder.api_calls, null, 1) : ''}
          hinweis="Die Datenabfragen der Seite als JSON-Liste ({ name, endpoint, params }); ein Block nennt sie bei „Datenabfragen der Seite“."
        />
        {mitGrund && <Zeile form={form} name="grund" art="text" wert="" />}
        {inhalt.aktionen.includes('freigeben') && <Zeitplan form={form} />}
        <Arbeitsschritte aktionen={inhalt.aktionen} />
        <section aria-labelledby="rd-weiterleitungen" className="rd-fieldset">
          <h2 id="rd-weiterleitungen" tabIndex={-1}>
            Weiterleitungen
          </h2>
          {weiterleitungen.length === 0 ? (
            <p>Keine alte Adresse dieser Seite leitet weiter.</p>
          ) : (
            <ul>
              {weiterleitungen.map((eintrag) => (
                <li key={eintrag.von}>
                  {eintrag.von} → {eintrag.nach} ({eintrag.grund === 'verschoben' ? 'verschoben' : 'zurückgezogen'} am {zeit(eintrag.seit)}){' '}
                  {inhalt.aktionen.includes('speichern') && (
                    <button type="submit" name="aktion" value={`weiterleitung:${eintrag.von}`} aria-label={`Weiterleitung von ${eintrag.von} entfernen`}>
                      Entfernen
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </PostForm>
    </>
  );
}
