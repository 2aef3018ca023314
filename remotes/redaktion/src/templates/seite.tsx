/**
 * The page editor (kind `seite`). On a page's edit address (`/redaktion/inhalte/:id`, beside the
 * item form, which shows nothing for a page) it shows the page's address, layout, title,
 * description, breadcrumbs, title pictures, its blocks with the options their templates declare, the
 * buttons of the editorial workflow and the redirects the page left behind. On /redaktion/seiten/neu
 * (no `inhalt` call) it is the form that creates a page. Everything is a plain form; with JavaScript
 * a grip beside the move buttons lets the editor drag blocks and pictures as well.
 */
import type { RedaktionInhalt, RedaktionSeitenFelder, RedaktionWeiterleitung } from '@musterstadt/cms-client';
import type { BlockForm, TemplateCatalog, TemplateProps } from '@musterstadt/shell-contract';
import { Arbeitsschritte, Zeitplan } from '../components/arbeitsablauf';
import { BildFeld, type BildWahl } from '../components/bild-feld';
import { bilderAus } from '../components/bild-wahl';
import { Hinweise } from '../components/hinweise';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { feldId, VorlagenFelder } from '../components/vorlagen-felder';
import { Ziehgriff, ZIEH_LISTE } from '../components/ziehgriff';
import { layoutWahl, type Schema, type SeitenBild, type SeitenListe, type SeitenPost, seitenFelderAus, vorlagenFuer, vorlageVon } from '../forms/seiten-felder';
import { MELDUNGEN } from '../forms/meldungen';
import { useProfil } from '../session/use-profil';
import { queryValue, verlaufPfad, zeit } from '../texts';

const LABELS: Record<string, string> = {
  url: 'Adresse',
  titel: 'Titel',
  layout: 'Layout',
  description: 'Beschreibung',
  canonical: 'Kanonische Adresse',
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
      {/* Posted without the form's fragment: the page's edit form that answers opens where it starts. */}
      <PostForm form={{ ...form, action: form.action.split('#')[0] ?? form.action }} label="Neue Seite">
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

/** The status line's id: the focused entry after a change is described by it. */
const MELDUNG_ID = 'rd-seite-meldung';

/** What the page says after a change of one of its lists, and where the focus goes (`?meldung=verschoben&fokus=blocks.2~hoch`). */
interface Fokus {
  text: string;
  /** The entry is gone: the focus goes to the message. */
  aufMeldung?: boolean;
  liste?: SeitenListe;
  index?: number;
  knopf?: 'hoch' | 'runter';
}

const ANZAHL_MAX: Record<Exclude<SeitenListe, 'blocks'>, number> = { hero_images: 5, breadcrumbs: 10 };

/** An entry's name in the page's messages: 'Der Block „Text“', 'Das Titelbild „kurpark.jpg“', 'Der Eintrag „Leben & Wohnen“ der Brotkrumen'. */
function eintragName(felder: RedaktionSeitenFelder, katalog: TemplateCatalog | null, liste: SeitenListe, index: number): string {
  if (liste === 'blocks') {
    const block = felder.blocks?.[index];
    return `Der Block „${vorlageVon(katalog, block?.template ?? '')?.title ?? block?.template ?? ''}“`;
  }
  if (liste === 'hero_images') {
    const bild = felder.hero_images?.[index]?.bild ?? '';
    return bild ? `Das Titelbild „${bild.split('/').pop() ?? bild}“` : 'Das neue Titelbild';
  }
  const titel = felder.breadcrumbs?.[index]?.title ?? '';
  return titel ? `Der Eintrag „${titel}“ der Brotkrumen` : 'Der neue Eintrag der Brotkrumen';
}

function fokusAus(search: string, felder: RedaktionSeitenFelder, katalog: TemplateCatalog | null): Fokus | null {
  const meldung = queryValue(search, 'meldung');
  const [ziel = '', knopf] = queryValue(search, 'fokus').split('~');
  const [name = '', nummer] = ziel.split('.');
  const liste = (['blocks', 'hero_images', 'breadcrumbs'] as const).find((id) => id === name);
  const index = Number(nummer);
  const anzahl = liste ? (felder[liste] ?? []).length : 0;
  const stelle = liste && nummer !== undefined && Number.isInteger(index) && index >= 0 && index < anzahl ? { liste, index } : null;
  const fokus = (text: string): Fokus => ({ text, ...(stelle ?? {}), ...(knopf === 'hoch' || knopf === 'runter' ? { knopf } : {}) });
  if (meldung === 'verschoben' && stelle)
    return fokus(
      `${eintragName(felder, katalog, stelle.liste, stelle.index)} steht jetzt an Stelle ${stelle.index + 1} von ${anzahl}. Die neue Reihenfolge ist als Entwurf gespeichert.`,
    );
  if (meldung === 'hinzugefuegt' && stelle)
    return fokus(
      `${eintragName(felder, katalog, stelle.liste, stelle.index)} ist hinzugefügt (als Entwurf gespeichert) und steht an Stelle ${stelle.index + 1} von ${anzahl}.`,
    );
  if (meldung === 'entfernt' && liste)
    return {
      text: `${{ blocks: 'Der Block', hero_images: 'Das Titelbild', breadcrumbs: 'Der Eintrag der Brotkrumen' }[liste]} ist entfernt. Die neue Fassung ist als Entwurf gespeichert.`,
      aufMeldung: true,
    };
  const text = MELDUNGEN[meldung];
  return text ? fokus(text) : null;
}

/** Whether the focus goes to this entry of a list: the button that moved it, or where it cannot move that way again (or was dragged), its container. */
function fokusBei(fokus: Fokus | null, liste: SeitenListe, index: number, anzahl: number): { eintrag: boolean; knopf?: 'hoch' | 'runter' } {
  if (fokus?.liste !== liste || fokus.index !== index) return { eintrag: false };
  const knopf = fokus.knopf === 'hoch' ? index > 0 : fokus.knopf === 'runter' ? index < anzahl - 1 : false;
  return knopf && fokus.knopf ? { eintrag: false, knopf: fokus.knopf } : { eintrag: true };
}

/** The move buttons of an entry (up, down, remove) and, with JavaScript, its grip to drag it. */
function Knoepfe({
  liste,
  index,
  anzahl,
  titel,
  entfernen,
  fokus,
}: {
  liste: SeitenListe;
  index: number;
  anzahl: number;
  titel: string;
  entfernen: string;
  fokus: { knopf?: 'hoch' | 'runter' };
}) {
  // Blocks keep their first button values (`hoch:2`); the other lists name themselves (`hoch:hero_images.2`).
  const ziel = liste === 'blocks' ? String(index) : `${liste}.${index}`;
  const knopf = (art: 'hoch' | 'runter', text: string, label: string) => (
    <button
      type="submit"
      name="aktion"
      value={`${art}:${ziel}`}
      aria-label={label}
      autoFocus={fokus.knopf === art ? true : undefined}
      aria-describedby={fokus.knopf === art ? MELDUNG_ID : undefined}
    >
      {text}
    </button>
  );
  return (
    <p className="rd-actions">
      {anzahl > 1 && <Ziehgriff titel={titel} index={index} anzahl={anzahl} wert={`verschieben:${liste}.${index}.{nach}`} />}
      {index > 0 && knopf('hoch', 'Nach oben', `${titel} nach oben`)}
      {index < anzahl - 1 && knopf('runter', 'Nach unten', `${titel} nach unten`)}
      <button type="submit" name="aktion" value={`entfernen:${ziel}`} aria-label={`${entfernen}: ${titel}`}>
        {entfernen}
      </button>
    </p>
  );
}

/** A text field of an entry of the page's lists (a pair of `schluessel` and `wert`), with its error. */
function ListenFeld({
  pfad,
  label,
  wert,
  fehler,
  hinweis,
}: {
  pfad: string;
  label: string;
  wert: string;
  fehler: Readonly<Record<string, string>>;
  hinweis?: string;
}) {
  const id = feldId(pfad);
  const meldung = fehler[pfad];
  const beschrieben = [hinweis ? `${id}-hinweis` : '', meldung ? `${id}-fehler` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      {hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
      )}
      {meldung && (
        <p className="rd-error" id={`${id}-fehler`}>
          {meldung}
        </p>
      )}
      <input type="hidden" name="schluessel" value={pfad} />
      <input id={id} type="text" name="wert" defaultValue={wert} aria-describedby={beschrieben} aria-invalid={meldung ? true : undefined} />
    </div>
  );
}

/** The page's breadcrumbs: the trail above its title, from the home page to the page itself, as the public page shows it. */
function Brotkrumen({
  krumen,
  fehler,
  fokus,
}: {
  krumen: NonNullable<RedaktionSeitenFelder['breadcrumbs']>;
  fehler: Readonly<Record<string, string>>;
  fokus: Fokus | null;
}) {
  return (
    <fieldset className="rd-fieldset" id="rd-breadcrumbs">
      <legend>Brotkrumen</legend>
      <p className="rd-hint">
        Der Pfad über dem Titel der Seite, von der Startseite bis zu dieser Seite. Der letzte Eintrag ist die Seite selbst und hat keinen Link.
      </p>
      {krumen.length === 0 && <p>Die Seite zeigt keine Brotkrumen.</p>}
      <ol className="rd-liste" {...{ [ZIEH_LISTE]: '' }}>
        {krumen.map((krume, index) => {
          const titel = `Brotkrumen ${index + 1}: ${krume.title || '(ohne Text)'}`;
          const hier = fokusBei(fokus, 'breadcrumbs', index, krumen.length);
          return (
            <li key={index}>
              <fieldset
                className="rd-fieldset"
                id={`rd-breadcrumbs-${index}`}
                tabIndex={-1}
                autoFocus={hier.eintrag ? true : undefined}
                aria-describedby={hier.eintrag ? MELDUNG_ID : undefined}
              >
                <legend>{titel}</legend>
                <ListenFeld pfad={`breadcrumbs.${index}.title`} label="Text" wert={krume.title} fehler={fehler} />
                <ListenFeld
                  pfad={`breadcrumbs.${index}.url`}
                  label="Link (freiwillig)"
                  wert={krume.url ?? ''}
                  fehler={fehler}
                  hinweis="Eine Adresse dieser Website wie /leben-wohnen; leer beim letzten Eintrag."
                />
                <Knoepfe liste="breadcrumbs" index={index} anzahl={krumen.length} titel={titel} entfernen="Eintrag entfernen" fokus={hier} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {krumen.length < ANZAHL_MAX.breadcrumbs && (
        <button type="submit" name="aktion" value="dazu:breadcrumbs">
          Eintrag der Brotkrumen hinzufügen
        </button>
      )}
    </fieldset>
  );
}

/** The page's title pictures: the first stands above the page, several turn as a slide show (at most 5). */
function Titelbilder({
  bilder,
  fehler,
  fokus,
  bereich,
  auswahl,
}: {
  bilder: SeitenBild[];
  fehler: Readonly<Record<string, string>>;
  fokus: Fokus | null;
  bereich: string;
  auswahl: BildWahl[] | null;
}) {
  return (
    <fieldset className="rd-fieldset" id="rd-hero_images">
      <legend>Titelbilder (freiwillig)</legend>
      <p className="rd-hint">Das erste Bild steht oben auf der Seite; mehrere Bilder zeigt die Seite als Bildwechsel (höchstens 5).</p>
      {bilder.length === 0 && <p>Die Seite hat kein Titelbild.</p>}
      <ol className="rd-liste" {...{ [ZIEH_LISTE]: '' }}>
        {bilder.map((bild, index) => {
          const pfad = `hero_images.${index}`;
          const titel = `Titelbild ${index + 1}`;
          const hier = fokusBei(fokus, 'hero_images', index, bilder.length);
          return (
            <li key={index}>
              <fieldset
                className="rd-fieldset"
                id={`rd-hero_images-${index}`}
                tabIndex={-1}
                autoFocus={hier.eintrag ? true : undefined}
                aria-describedby={hier.eintrag ? MELDUNG_ID : undefined}
              >
                <legend>{titel}</legend>
                <input type="hidden" name="schluessel" value={`${pfad}.bild`} />
                <BildFeld
                  label="Bild"
                  wert={bild.bild}
                  {...(fehler[`${pfad}.bild`] ? { fehler: fehler[`${pfad}.bild`] } : {})}
                  bereich={bereich}
                  bilder={auswahl}
                  name="wert"
                  id={feldId(`${pfad}.bild`)}
                  textId={feldId(`${pfad}.bildtext`)}
                  copyrightId={feldId(`${pfad}.bildcopyright`)}
                  dekorativId={feldId(`${pfad}.bild_dekorativ`)}
                />
                <ListenFeld
                  pfad={`${pfad}.bildtext`}
                  label="Bildtext"
                  wert={bild.bildtext ?? ''}
                  fehler={fehler}
                  hinweis="Was auf dem Bild zu sehen ist, für Menschen, die es nicht sehen."
                />
                <div className="rd-field">
                  <input
                    id={feldId(`${pfad}.bild_dekorativ`)}
                    type="checkbox"
                    name="an"
                    value={`${pfad}.bild_dekorativ`}
                    defaultChecked={bild.bild_dekorativ === true}
                  />{' '}
                  <label htmlFor={feldId(`${pfad}.bild_dekorativ`)} className="rd-inline">
                    Das Bild ist dekorativ (nur Schmuck, es braucht keinen Bildtext)
                  </label>
                </div>
                <ListenFeld pfad={`${pfad}.bildcopyright`} label="Bildrechte" wert={bild.bildcopyright ?? ''} fehler={fehler} />
                <Knoepfe liste="hero_images" index={index} anzahl={bilder.length} titel={titel} entfernen="Titelbild entfernen" fokus={hier} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {bilder.length < ANZAHL_MAX.hero_images && (
        <button type="submit" name="aktion" value="dazu:hero_images">
          Titelbild hinzufügen
        </button>
      )}
    </fieldset>
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
  const fokus = form.submission ? null : fokusAus(page.search, felder, katalog);
  const mitGrund = inhalt.aktionen.includes('zurueckgeben') || inhalt.aktionen.includes('zurueckziehen');
  const labels: Record<string, string> = { ...LABELS };
  bloecke.forEach((block, index) => {
    labels[`blocks.${index}.template`] = `Block ${index + 1}: Vorlage`;
  });
  (felder.hero_images ?? []).forEach((_bild, index) => {
    labels[`hero_images.${index}.bild`] = `Titelbild ${index + 1}: Bild`;
    labels[`hero_images.${index}.bildtext`] = `Titelbild ${index + 1}: Bildtext`;
    labels[`hero_images.${index}.bildcopyright`] = `Titelbild ${index + 1}: Bildrechte`;
  });
  (felder.breadcrumbs ?? []).forEach((_krume, index) => {
    labels[`breadcrumbs.${index}.title`] = `Brotkrumen ${index + 1}: Text`;
    labels[`breadcrumbs.${index}.url`] = `Brotkrumen ${index + 1}: Link`;
  });
  return (
    <>
      <p className="rd-notice" role="status" id={MELDUNG_ID} tabIndex={-1} hidden={!fokus} autoFocus={fokus?.aufMeldung ? true : undefined}>
        {fokus?.text}
      </p>
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
      {/* Posted to the page without the form's fragment: the answer's redirect would keep it, and a page opened at a fragment skips autofocus. */}
      <PostForm form={{ ...form, action: form.action.split('#')[0] ?? form.action }} label={`Seite „${inhalt.titel}“ bearbeiten`}>
        {/* Enter in a field saves (the first button of a form is the one Enter presses), never a move or a removal. */}
        {inhalt.aktionen.includes('speichern') && (
          <button type="submit" name="aktion" value="speichern" className="ms-visually-hidden" tabIndex={-1} aria-hidden="true">
            Speichern
          </button>
        )}
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
        <Brotkrumen krumen={felder.breadcrumbs ?? []} fehler={fehler} fokus={fokus} />
        <Titelbilder
          bilder={felder.hero_images ?? []}
          fehler={fehler}
          fokus={fokus}
          bereich={inhalt.bereich}
          auswahl={bilderAus(data.bilder, inhalt.bereich)}
        />
        <h2>Blöcke</h2>
        {bloecke.length === 0 && <p>Die Seite hat noch keine Blöcke.</p>}
        <ol className="rd-bloecke rd-liste" {...{ [ZIEH_LISTE]: '' }}>
          {bloecke.map((block, index) => {
            const vorlage = vorlageVon(katalog, block.template);
            const titel = `Block ${index + 1}: ${vorlage?.title ?? block.template}`;
            const hier = fokusBei(fokus, 'blocks', index, bloecke.length);
            return (
              <li key={index}>
                <section
                  id={`rd-block-${index}`}
                  tabIndex={-1}
                  aria-labelledby={`rd-block-${index}-titel`}
                  className="rd-fieldset"
                  autoFocus={hier.eintrag ? true : undefined}
                  aria-describedby={hier.eintrag ? MELDUNG_ID : undefined}
                >
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
                  <Knoepfe liste="blocks" index={index} anzahl={bloecke.length} titel={titel} entfernen="Block entfernen" fokus={hier} />
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
