/**
 * The fields of a portal in its edit form: title, texts for search engines and the modules in
 * order, each with exactly the fields of its kind and buttons to move it up or down or remove it;
 * below them a new module of one of the nine kinds. The buttons are plain submit buttons (they work
 * without script and by keyboard); after a move the page comes back with the focus on the moved
 * module's button.
 */
import {
  PORTAL_ICONS,
  PORTAL_MODULARTEN,
  PORTAL_MODUL_FORMEN,
  portalModulForm,
  type PortalModulForm,
  type RedaktionPortalFelder,
} from '@musterstadt/cms-client';
import type { BlockForm } from '@musterstadt/shell-contract';
import { auswahl, eingabe, fehlerVon } from './form-parts';
import { BildFeld, type BildWahl } from './bild-feld';
import { TextFeld } from './text-feld';
import { Ziehgriff, ZIEH_LISTE } from './ziehgriff';
import { angekreuzt, EINFACHE_FELDER, EINTRAG_FELDER, listenName, modulWerte, type ModulWerte } from '../forms/portal-felder';

/** German names of the icons the portal templates draw. */
export const ICON_NAMEN: Record<(typeof PORTAL_ICONS)[number], string> = {
  info: 'Information',
  person: 'Person',
  family: 'Familie',
  townhall: 'Rathaus',
  business: 'Gewerbe',
  document: 'Dokument',
  signpost: 'Wegweiser',
  clock: 'Uhr',
  calendar: 'Kalender',
  trash: 'Abfall',
  phone: 'Telefon',
  mail: 'Brief',
  home: 'Haus',
  bed: 'Bett',
  suitcase: 'Koffer',
  bus: 'Bus',
  parking: 'Parken',
  hiking: 'Wandern',
  tree: 'Baum',
  camera: 'Kamera',
  location: 'Ort',
  help: 'Hilfe',
  flag: 'Fahne',
};

const FELD_LABEL: Record<string, string> = {
  titel: 'Titel',
  untertitel: 'Untertitel',
  einleitung: 'Einleitung',
  text: 'Text',
  link: 'Link (Adresse)',
  linktext: 'Linktext',
  icon: 'Symbol',
  anordnung: 'Anordnung',
  parallax: 'Bild bewegt sich beim Scrollen (Parallax)',
};

/** The lists a teaser may show (the items' sections). */
const QUELL_BEREICHE: [string, string][] = [
  ['', 'Alle Bereiche'],
  ['stadt', 'Stadt'],
  ['feuerwehr', 'Feuerwehr'],
  ['barfusspark', 'Barfußpark'],
  ['jugendhaus', 'Jugendhaus'],
];

/** The form's label of an error key of the content API (`module.2.bildupload1.bildtext`). */
export function portalLabels(errors: Record<string, string> | undefined, typen: readonly string[]): Record<string, string> {
  const labels: Record<string, string> = { titel: 'Titel', seo_title: 'Titel für Suchmaschinen', seo_description: 'Beschreibung für Suchmaschinen' };
  for (const key of Object.keys(errors ?? {})) {
    const match = /^module\.(\d+)\.([a-z_]+?)(\d?)(?:\.(bild|bildtext|bildcopyright))?$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const form = portalModulForm(typen[index] ?? '');
    const nummer = match[3] ? ` ${match[3]}` : '';
    const feld =
      match[2] === 'bildupload'
        ? match[4] === 'bildtext'
          ? 'Bildtext'
          : match[4] === 'bildcopyright'
            ? 'Bildrechte'
            : 'Bild'
        : (FELD_LABEL[match[2] ?? ''] ?? (match[2] === 'quelle' ? 'Liste' : (match[2] ?? '')));
    labels[key] = `Modul ${index + 1} (${form?.name ?? typen[index] ?? ''}), ${feld}${nummer}`;
  }
  return labels;
}

interface Kontext {
  form: BlockForm;
  index: number;
  werte: ModulWerte;
  bereich: string;
  bilder: BildWahl[] | null;
  dekorativ: ReadonlySet<string>;
}

const feldId = (index: number, feld: string) => `rd-module.${index}.${feld}`;

/** A field's error, and the attributes that tie it to its input. */
function fehlerZu(form: BlockForm, index: number, ...felder: string[]): string | undefined {
  for (const feld of felder) {
    const fehler = fehlerVon(form, `module.${index}.${feld}`);
    if (fehler) return fehler;
  }
  return undefined;
}

function Fehler({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="rd-error" id={`${id}-fehler`}>
      {text}
    </p>
  ) : null;
}

/** One plain field of a module (`name`: the field, `nummer`: its entry). */
function Feld({ k, feld, nummer = '', autoFocus }: { k: Kontext; feld: string; nummer?: string; autoFocus?: boolean }) {
  const { form, index, werte } = k;
  const schluessel = `${feld}${nummer}`;
  const id = feldId(index, schluessel);
  const fehler = fehlerZu(form, index, schluessel);
  const label = `${FELD_LABEL[feld] ?? feld}${nummer ? ` ${nummer}` : ''}`;
  const name = listenName(schluessel);
  const wert = werte[schluessel] ?? '';
  const aria = { 'aria-describedby': fehler ? `${id}-fehler` : undefined, 'aria-invalid': fehler ? true : undefined };
  if (feld === 'text' && !nummer) {
    return <TextFeld label={label} wert={wert} name={name} id={id} {...(fehler ? { fehler } : {})} />;
  }
  let eingabeFeld;
  if (feld === 'icon') {
    eingabeFeld = (
      <select id={id} name={name} defaultValue={wert} {...aria}>
        <option value="">(kein Symbol)</option>
        {PORTAL_ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {ICON_NAMEN[icon]}
          </option>
        ))}
        {wert && !(PORTAL_ICONS as readonly string[]).includes(wert) && <option value={wert}>{wert} (unbekannt)</option>}
      </select>
    );
  } else if (feld === 'anordnung') {
    eingabeFeld = (
      <select id={id} name={name} defaultValue={wert || 'bild-text'} {...aria}>
        <option value="bild-text">Bild links, Text rechts</option>
        <option value="text-bild">Text links, Bild rechts</option>
      </select>
    );
  } else if (feld === 'einleitung' || feld === 'text') {
    eingabeFeld = <textarea id={id} name={name} rows={4} defaultValue={wert} {...aria} />;
  } else {
    eingabeFeld = <input id={id} type="text" name={name} defaultValue={wert} autoFocus={autoFocus} {...aria} />;
  }
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      <Fehler id={id} text={fehler} />
      {eingabeFeld}
    </div>
  );
}

/** A module's picture (`nummer`: of its entry): address from the media library, text, rights, decoration. */
function Bild({ k, nummer = '' }: { k: Kontext; nummer?: string }) {
  const { form, index, werte } = k;
  const basis = `bildupload${nummer}`;
  const id = feldId(index, basis);
  const schmuck = nummer ? `${werte.schluessel}.${nummer}` : (werte.schluessel ?? '');
  const bildFehler = fehlerZu(form, index, basis, `${basis}.bild`);
  const text = (feld: 'bildtext' | 'bildcopyright', label: string) => {
    const fid = `${id}.${feld}`;
    const fehler = fehlerZu(form, index, `${basis}.${feld}`);
    return (
      <div className="rd-field">
        <label htmlFor={fid}>{label}</label>
        <Fehler id={fid} text={fehler} />
        <input
          id={fid}
          type="text"
          name={listenName(`${feld}${nummer}`)}
          defaultValue={werte[`${feld}${nummer}`] ?? ''}
          aria-describedby={fehler ? `${fid}-fehler` : undefined}
          aria-invalid={fehler ? true : undefined}
        />
      </div>
    );
  };
  return (
    <>
      <BildFeld
        label={`Bild${nummer ? ` ${nummer}` : ''} (Adresse aus der Mediathek)`}
        wert={werte[`bild${nummer}`] ?? ''}
        bereich={k.bereich}
        bilder={k.bilder}
        name={listenName(`bild${nummer}`)}
        id={id}
        textId={`${id}.bildtext`}
        copyrightId={`${id}.bildcopyright`}
        dekorativId={`${id}.dekorativ`}
        {...(bildFehler ? { fehler: bildFehler } : {})}
      />
      {text('bildtext', `Bildtext${nummer ? ` ${nummer}` : ''} (Alternativtext)`)}
      {text('bildcopyright', `Bildrechte${nummer ? ` ${nummer}` : ''} (Copyright)`)}
      <div className="rd-field">
        <input id={`${id}.dekorativ`} type="checkbox" name="m_dekorativ" value={schmuck} defaultChecked={k.dekorativ.has(schmuck)} />{' '}
        <label htmlFor={`${id}.dekorativ`} className="rd-inline">
          Das Bild{nummer ? ` ${nummer}` : ''} ist nur Schmuck (es braucht dann keinen Bildtext)
        </label>
      </div>
    </>
  );
}

/** Which list a teaser shows and how many of its entries. */
function Quelle({ k }: { k: Kontext }) {
  const { form, index, werte } = k;
  const id = feldId(index, 'quelle');
  const fehler = fehlerZu(form, index, 'quelle');
  const bereich = werte.quelle_bereich ?? '';
  const bereiche = QUELL_BEREICHE.some(([wert]) => wert === bereich) ? QUELL_BEREICHE : [...QUELL_BEREICHE, [bereich, bereich] as [string, string]];
  return (
    <fieldset className="rd-fieldset">
      <legend>Liste, aus der das Modul seine Einträge nimmt</legend>
      <input type="hidden" name="m_quelle_typ" value={werte.quelle_typ ?? ''} />
      <div className="rd-field">
        <label htmlFor={`${id}.bereich`}>Bereich</label>
        <select id={`${id}.bereich`} name="m_quelle_bereich" defaultValue={bereich}>
          {bereiche.map(([wert, text]) => (
            <option key={wert} value={wert}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="rd-field">
        <label htmlFor={id}>Anzahl der Einträge (1 bis 20)</label>
        <Fehler id={id} text={fehler} />
        <input
          id={id}
          type="number"
          min={1}
          max={20}
          name="m_quelle_anzahl"
          defaultValue={werte.quelle_anzahl || '3'}
          aria-describedby={fehler ? `${id}-fehler` : undefined}
          aria-invalid={fehler ? true : undefined}
        />
      </div>
    </fieldset>
  );
}

/** Every list field the module does not show, kept as it is. */
function Verborgen({ werte, gezeigt }: { werte: ModulWerte; gezeigt: ReadonlySet<string> }) {
  return (
    <>
      {Object.entries(werte)
        .filter(([feld]) => !gezeigt.has(feld))
        .map(([feld, wert]) => (
          <input key={feld} type="hidden" name={listenName(feld)} value={wert} />
        ))}
    </>
  );
}

/** The fields a kind shows (list names without `m_`). */
function gezeigteFelder(form: PortalModulForm | undefined): Set<string> {
  const felder = new Set<string>();
  if (!form) return felder;
  for (const feld of form.felder) if (feld !== 'parallax') felder.add(feld);
  if (form.bild) ['bild', 'bildtext', 'bildcopyright'].forEach((feld) => felder.add(feld));
  if (form.quelle) ['quelle_typ', 'quelle_bereich', 'quelle_anzahl'].forEach((feld) => felder.add(feld));
  for (let n = 1; n <= form.eintraege; n += 1) {
    for (const feld of form.eintragFelder) {
      if (feld === 'bildupload') ['bild', 'bildtext', 'bildcopyright'].forEach((bild) => felder.add(`${bild}${n}`));
      else felder.add(`${feld}${n}`);
    }
  }
  return felder;
}

interface ModulProps extends Kontext {
  anzahl: number;
  parallax: ReadonlySet<string>;
  /** The button that gets the focus (after a move), if any. */
  fokus: string | null;
}

function Modul(props: ModulProps) {
  const { index, werte, anzahl, fokus } = props;
  const typ = werte.typ ?? '';
  const form = portalModulForm(typ);
  const gezeigt = gezeigteFelder(form);
  const name = form?.name ?? typ;
  const titel = werte.titel || werte.titel1 || '';
  const was = `Modul ${index + 1} (${name}${titel ? `: ${titel}` : ''})`;
  const typFehler = fehlerZu(props.form, index, 'typ');
  const knopf = (aktion: 'hoch' | 'runter' | 'entfernen', text: string, label: string, aus = false) => (
    <button type="submit" name="aktion" value={`${aktion}-${index}`} aria-label={`${was} ${label}`} disabled={aus} autoFocus={fokus === aktion}>
      {text}
    </button>
  );
  const nummern = form ? Array.from({ length: form.eintraege }, (_, n) => String(n + 1)) : [];
  // Dragged (no button moved it): the module itself keeps the focus.
  const gezogen = fokus === 'ziehen';
  return (
    <li>
      <fieldset className="rd-fieldset rd-modul" id={`rd-modul-${index}`} tabIndex={gezogen ? -1 : undefined} autoFocus={gezogen ? true : undefined}>
        <legend>
          Modul {index + 1}: {name}
        </legend>
        {typFehler && <p className="rd-error">{typFehler}</p>}
        {!form && (
          <p className="rd-hint">Dieses Modul bearbeitet die Redaktion hier nicht; es bleibt, wie es ist, und lässt sich verschieben oder entfernen.</p>
        )}
        <input type="hidden" name="m_typ" value={typ} />
        <input type="hidden" name="m_schluessel" value={werte.schluessel ?? ''} />
        <input type="hidden" name="m_rest" value={werte.rest ?? ''} />
        <Verborgen werte={werte} gezeigt={new Set([...gezeigt, 'typ', 'schluessel', 'rest'])} />
        {form?.felder.map((feld) =>
          feld === 'parallax' ? (
            <div className="rd-field" key={feld}>
              <input
                id={feldId(index, 'parallax')}
                type="checkbox"
                name="m_parallax"
                value={werte.schluessel ?? ''}
                defaultChecked={props.parallax.has(werte.schluessel ?? '')}
              />{' '}
              <label htmlFor={feldId(index, 'parallax')} className="rd-inline">
                {FELD_LABEL.parallax}
              </label>
            </div>
          ) : (
            <Feld key={feld} k={props} feld={feld} autoFocus={fokus === 'hinzufuegen' && feld === form.felder[0]} />
          ),
        )}
        {form?.bild && <Bild k={props} />}
        {form?.quelle && <Quelle k={props} />}
        {nummern.map((nummer) => (
          <fieldset className="rd-fieldset" key={nummer}>
            <legend>{typ === 'hero-slider' ? `Bild ${nummer} des Sliders` : `Eintrag ${nummer}`}</legend>
            {form?.eintragFelder.map((feld) =>
              feld === 'bildupload' ? <Bild key={feld} k={props} nummer={nummer} /> : <Feld key={feld} k={props} feld={feld} nummer={nummer} />,
            )}
          </fieldset>
        ))}
        <p className="rd-actions">
          {anzahl > 1 && <Ziehgriff titel={was} index={index} anzahl={anzahl} wert={`ziehen-${index}-{nach}`} />}
          {knopf('hoch', 'Nach oben', 'nach oben verschieben', index === 0)}
          {knopf('runter', 'Nach unten', 'nach unten verschieben', index === anzahl - 1)}
          {knopf('entfernen', 'Entfernen', 'entfernen')}
        </p>
      </fieldset>
    </li>
  );
}

/** The fields of a portal; `module`: what the form shows (stored, or as posted before a refusal). */
export function PortalFelder({
  form,
  felder,
  posted,
  bereich,
  bilder,
  fokus,
}: {
  form: BlockForm;
  felder: RedaktionPortalFelder;
  /** The module lists as posted (a refused save), in place of the stored modules. */
  posted: { werte: ModulWerte[]; parallax: string[]; dekorativ: string[] } | null;
  bereich: string;
  bilder: BildWahl[] | null;
  /** The module and button to focus after a move (`?modul=&knopf=`). */
  fokus: { modul: number; knopf: string } | null;
}) {
  const module = posted?.werte ?? felder.module.map((modul, index) => modulWerte(modul, String(index)));
  const kreuze = posted ?? angekreuzt(felder.module);
  const parallax = new Set(kreuze.parallax);
  const dekorativ = new Set(kreuze.dekorativ);
  const seoFeld = (name: 'seo_title' | 'seo_description', label: string, wert: string) => {
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
        <Fehler id={id} text={fehler} />
        {name === 'seo_description' ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      </div>
    );
  };
  const neuFehler = fehlerVon(form, 'neues_modul');
  return (
    <>
      <input type="hidden" name="art" value="portal" />
      {seoFeld('seo_title', 'Titel für Suchmaschinen', felder.seo?.title ?? '')}
      {seoFeld('seo_description', 'Beschreibung für Suchmaschinen', felder.seo?.description ?? '')}
      <h2 id="rd-module">Module in der Reihenfolge der Seite</h2>
      <ol className="rd-module" aria-labelledby="rd-module" {...{ [ZIEH_LISTE]: '' }}>
        {module.map((werte, index) => (
          <Modul
            // The module's place is its identity in the form: fields are posted in this order.
            key={`${index}-${werte.typ}`}
            form={form}
            index={index}
            werte={werte}
            anzahl={module.length}
            bereich={bereich}
            bilder={bilder}
            parallax={parallax}
            dekorativ={dekorativ}
            fokus={fokus?.modul === index ? fokusKnopf(fokus.knopf, index, module.length) : null}
          />
        ))}
      </ol>
      <fieldset className="rd-fieldset">
        <legend>Neues Modul</legend>
        <div className="rd-field">
          <label htmlFor="rd-neues_modul">Art des neuen Moduls</label>
          <Fehler id="rd-neues_modul" text={neuFehler} />
          <select
            id="rd-neues_modul"
            name="neues_modul"
            defaultValue={eingabe(form, 'neues_modul', '')}
            aria-describedby={neuFehler ? 'rd-neues_modul-fehler' : undefined}
            aria-invalid={neuFehler ? true : undefined}
          >
            <option value="">Bitte wählen</option>
            {PORTAL_MODULARTEN.map((art) => (
              <option key={art} value={art}>
                {PORTAL_MODUL_FORMEN[art].name}
              </option>
            ))}
          </select>
        </div>
        <p className="rd-actions">
          <button type="submit" name="aktion" value="hinzufuegen">
            Modul hinzufügen
          </button>
        </p>
      </fieldset>
    </>
  );
}

/** The button that keeps the focus after a move: the same one, unless the module reached an end. */
function fokusKnopf(knopf: string, index: number, anzahl: number): string {
  if (knopf === 'hoch' && index === 0) return 'runter';
  if (knopf === 'runter' && index === anzahl - 1) return 'hoch';
  return knopf;
}

/** The module lists as posted, when the form comes back after a refusal. */
export function gepostet(form: BlockForm): { werte: ModulWerte[]; parallax: string[]; dekorativ: string[] } | null {
  const values = form.submission?.values;
  if (!values || values.m_typ === undefined) return null;
  const typen = auswahl(form, 'm_typ', []);
  const liste = (feld: string) => auswahl(form, listenName(feld), []);
  const felder = ['schluessel', 'rest', ...EINFACHE_FELDER, 'bild', 'bildtext', 'bildcopyright', 'quelle_typ', 'quelle_bereich', 'quelle_anzahl'];
  const nummeriert = [1, 2, 3, 4, 5].flatMap((n) => EINTRAG_FELDER.map((feld) => `${feld}${n}`));
  const listen = Object.fromEntries([...felder, ...nummeriert].map((feld) => [feld, liste(feld)]));
  const werte = typen.map((typ, index) => ({ typ, ...Object.fromEntries(Object.entries(listen).map(([feld, liste]) => [feld, liste[index] ?? ''])) }));
  return { werte, parallax: auswahl(form, 'm_parallax', []), dekorativ: auswahl(form, 'm_dekorativ', []) };
}
