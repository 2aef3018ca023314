import { eintragBei, flach, pfadAus, pfadText, type MenuItem, type MenueBewegung, type RedaktionInhalt } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { Arbeitsschritte } from '../components/arbeitsablauf';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { Ziehgriff, ZIEH_LISTE } from '../components/ziehgriff';
import type { MenueEingabe } from '../forms/menue.server';
import { BEWEGUNGEN } from '../forms/menue';
import { queryValue, verlaufPfad, zeit } from '../texts';

const STATUS_MELDUNGEN: Record<string, string> = {
  gespeichert: 'Das Menü ist gespeichert. Die neue Fassung ist ein Entwurf; öffentlich wird sie mit der Freigabe.',
  'zur-freigabe': 'Das Menü ist zur Freigabe gegeben.',
  freigeben: 'Das Menü ist freigegeben und veröffentlicht. Kopf und Fuß der Seiten zeigen es in wenigen Sekunden.',
  zurueckgeben: 'Das Menü ist an die Redaktion zurückgegeben.',
};

const LABELS: Record<string, string> = {
  baum: 'Einträge',
  neu_titel: 'Titel des neuen Eintrags',
  neu_unter: 'Einordnen',
  neu_link: 'Link des neuen Eintrags',
  grund: 'Grund',
};

/** The menu of the content API's answer, or null. */
function menueAus(value: unknown): (RedaktionInhalt & { felder: { titel: string; ebenen?: number; eintraege: MenuItem[] } }) | null {
  const v = value as Partial<RedaktionInhalt> | null;
  const felder = v?.felder as { eintraege?: unknown } | undefined;
  return v && typeof v.id === 'number' && Array.isArray(felder?.eintraege) && Array.isArray(v.aktionen) && v.revision ? (v as never) : null;
}

const idVon = (pfad: readonly number[]) => pfad.join('-');

/** Where an entry stands, in words: 'an Stelle 2 von 5 unter „Leben & Wohnen“'. */
function stelle(baum: readonly MenuItem[], pfad: readonly number[]): string {
  const eltern = pfad.slice(0, -1);
  const nachbarn = eltern.length === 0 ? baum : (eintragBei(baum, eltern)?.menuItems ?? []);
  const wo = eltern.length === 0 ? 'auf der obersten Ebene' : `unter „${eintragBei(baum, eltern)?.title ?? ''}“`;
  return `an Stelle ${(pfad[pfad.length - 1] ?? 0) + 1} von ${nachbarn.length} ${wo}`;
}

/** What the page says after a change (and where the focus goes): the entry that moved, where it stands now. */
function nachricht(baum: readonly MenuItem[], meldung: string, fokus: string): { text: string; pfad?: number[]; knopf?: string } | null {
  const [pfadTeil, knopf] = fokus.split('~');
  const pfad = pfadAus(pfadTeil ?? '');
  const eintrag = pfad && eintragBei(baum, pfad);
  if (meldung === 'hinzugefuegt' && pfad && eintrag)
    return { text: `„${eintrag.title}“ ist hinzugefügt und steht ${stelle(baum, pfad)}. Speichern Sie noch Titel und Link, wenn Sie sie ändern.`, pfad };
  if (meldung === 'entfernen') return { text: 'Der Eintrag ist entfernt (mit allem, was darunter stand).' };
  const bewegung = BEWEGUNGEN[meldung as MenueBewegung];
  if (bewegung && pfad && eintrag)
    return { text: `„${eintrag.title}“ ist ${bewegung.meldung} und steht jetzt ${stelle(baum, pfad)}.`, pfad, ...(knopf ? { knopf } : {}) };
  const status = STATUS_MELDUNGEN[meldung];
  return status ? { text: status } : null;
}

interface EintragProps {
  eintrag: MenuItem;
  pfad: number[];
  anzahl: number;
  ebenen: number;
  fokus: { pfad?: number[]; knopf?: string } | null;
  schreiben: boolean;
  fehler?: string;
}

/** The moves an entry offers where it stands (none that could only be refused). */
function bewegungenVon({ eintrag, pfad, anzahl, ebenen }: EintragProps): MenueBewegung[] {
  const position = pfad[pfad.length - 1] ?? 0;
  const unterTiefe = flach(eintrag.menuItems ?? []).reduce((max, { pfad: unter }) => Math.max(max, unter.length), 0);
  const moves: MenueBewegung[] = [];
  if (position > 0) moves.push('nach-oben');
  if (position < anzahl - 1) moves.push('nach-unten');
  if (position > 0 && pfad.length + 1 + unterTiefe <= ebenen) moves.push('einruecken');
  if (pfad.length > 1) moves.push('ausruecken');
  moves.push('entfernen');
  return moves;
}

function Eintrag(props: EintragProps & { form: BlockForm; alle: MenuItem[] }) {
  const { eintrag, pfad, anzahl, fokus, schreiben, form, alle } = props;
  const id = idVon(pfad);
  const hier = fokus?.pfad !== undefined && pfadText(fokus.pfad) === pfadText(pfad);
  const moves = schreiben ? bewegungenVon(props) : [];
  // The focus stays on the button that moved the entry; where the entry cannot move that way again, on its title.
  const knopfFokus = hier && fokus?.knopf && moves.includes(fokus.knopf as MenueBewegung) ? fokus.knopf : undefined;
  const beschreibung = 'rd-menue-meldung';
  const kinder = eintrag.menuItems ?? [];
  const fehler = fehlerVon(form, pfadText(pfad));
  return (
    <li>
      <fieldset className="rd-menue__eintrag" id={`rd-eintrag-${id}`}>
        <legend>{eintrag.title || '(ohne Titel)'}</legend>
        {fehler && (
          <p className="rd-error" id={`rd-eintrag-${id}-fehler`}>
            {fehler}
          </p>
        )}
        <div className="rd-menue__felder">
          <div className="rd-field">
            <label htmlFor={`rd-titel-${id}`}>Titel</label>
            <input
              id={`rd-titel-${id}`}
              type="text"
              name="titel"
              defaultValue={eintrag.title}
              readOnly={!schreiben}
              autoFocus={hier && !knopfFokus ? true : undefined}
              aria-describedby={[hier && !knopfFokus ? beschreibung : '', fehler ? `rd-eintrag-${id}-fehler` : ''].filter(Boolean).join(' ') || undefined}
            />
          </div>
          <div className="rd-field">
            <label htmlFor={`rd-link-${id}`}>Link</label>
            <input id={`rd-link-${id}`} type="text" name="link" defaultValue={eintrag.href ?? ''} readOnly={!schreiben} />
          </div>
        </div>
        {moves.length > 0 && (
          <p className="rd-actions rd-menue__knoepfe">
            {anzahl > 1 && (
              <Ziehgriff titel={`„${eintrag.title}“`} index={pfad[pfad.length - 1] ?? 0} anzahl={anzahl} wert={`ziehen:${pfadText(pfad)}:{nach}`} />
            )}
            {moves.map((move) => (
              <button
                key={move}
                type="submit"
                name="aktion"
                value={`${move}:${pfadText(pfad)}`}
                className={move === 'entfernen' ? 'rd-button--zweitrangig' : undefined}
                autoFocus={knopfFokus === move ? true : undefined}
                // The visible word first, then which entry: many entries have the same buttons.
                aria-label={`${BEWEGUNGEN[move].knopf}: ${eintrag.title}`}
                aria-describedby={knopfFokus === move ? beschreibung : undefined}
              >
                {BEWEGUNGEN[move].knopf}
              </button>
            ))}
          </p>
        )}
      </fieldset>
      {kinder.length > 0 && <Liste eintraege={kinder} eltern={pfad} {...props} alle={alle} />}
    </li>
  );
}

function Liste({
  eintraege,
  eltern,
  ...rest
}: Omit<EintragProps, 'eintrag' | 'pfad' | 'anzahl'> & { eintraege: MenuItem[]; eltern: number[]; form: BlockForm; alle: MenuItem[] }) {
  return (
    <ol className="rd-menue__liste" {...{ [ZIEH_LISTE]: '' }}>
      {eintraege.map((eintrag, index) => (
        <Eintrag key={`${index}-${eintrag.title}`} {...rest} eintrag={eintrag} pfad={[...eltern, index]} anzahl={eintraege.length} />
      ))}
    </ol>
  );
}

/** Where a new entry may go: the top level, or under an entry that is not yet on the deepest level. */
function orte(baum: readonly MenuItem[], ebenen: number): { wert: string; text: string }[] {
  const namen = (pfad: number[]) => pfad.map((_teil, i) => eintragBei(baum, pfad.slice(0, i + 1))?.title ?? '').join(' › ');
  return [
    { wert: '', text: 'Oberste Ebene' },
    ...flach(baum)
      .filter(({ pfad }) => pfad.length < ebenen)
      .map(({ pfad }) => ({ wert: pfadText(pfad), text: `Unter „${namen(pfad)}“` })),
  ];
}

function NeuerEintrag({ form, baum, ebenen, neu }: { form: BlockForm; baum: MenuItem[]; ebenen: number; neu?: MenueEingabe['neu'] }) {
  const feld = (name: 'neu_titel' | 'neu_link', label: string, wert: string, hinweis?: string) => {
    const fehler = fehlerVon(form, name);
    const id = `rd-${name}`;
    const beschrieben = [hinweis ? `${id}-hinweis` : '', fehler ? `${id}-fehler` : ''].filter(Boolean).join(' ');
    return (
      <div className="rd-field">
        <label htmlFor={id}>{label}</label>
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
        <input id={id} type="text" name={name} defaultValue={wert} aria-describedby={beschrieben || undefined} aria-invalid={fehler ? true : undefined} />
      </div>
    );
  };
  const unter = eingabe(form, 'neu_unter', neu?.unter ?? '');
  return (
    <fieldset className="rd-fieldset" id="rd-neu">
      <legend>Eintrag hinzufügen</legend>
      {feld('neu_titel', 'Titel', eingabe(form, 'neu_titel', neu?.titel ?? ''))}
      {feld(
        'neu_link',
        'Link',
        eingabe(form, 'neu_link', neu?.link ?? ''),
        'Eine Adresse dieser Website wie /feuerwehr/jugendfeuerwehr/ oder eine Webadresse (https://…). Leer lassen für eine Überschrift, die nur Einträge gruppiert.',
      )}
      <div className="rd-field">
        <label htmlFor="rd-neu_unter">Einordnen</label>
        <select id="rd-neu_unter" name="neu_unter" defaultValue={unter}>
          {orte(baum, ebenen).map((ort) => (
            <option key={ort.wert} value={ort.wert}>
              {ort.text}
            </option>
          ))}
        </select>
      </div>
      <p className="rd-actions">
        <button type="submit" name="aktion" value="hinzufuegen">
          Eintrag hinzufügen
        </button>
      </p>
    </fieldset>
  );
}

/** The editor of one menu: its entries as a tree with buttons for every move, and the workflow's buttons. */
export default function Menue({ page, data, form }: TemplateProps) {
  const menue = menueAus(data.menue);
  if (!menue) return <p role="alert">Dieses Menü gibt es nicht, oder es gehört nicht zu Ihren Bereichen.</p>;
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const zurueck = form.submission?.data as MenueEingabe | undefined;
  const baum = zurueck?.baum ?? menue.felder.eintraege;
  const ebenen = menue.felder.ebenen ?? 1;
  const schreiben = menue.aktionen.includes('speichern');
  const gezeigt = form.submission ? null : nachricht(baum, queryValue(page.search, 'meldung'), queryValue(page.search, 'fokus'));
  const fehler = fehlerVon(form, 'baum');
  return (
    <>
      <p className="rd-notice" role="status" id="rd-menue-meldung" hidden={!gezeigt} tabIndex={-1} autoFocus={gezeigt && !gezeigt.pfad ? true : undefined}>
        {gezeigt?.text}
      </p>
      <Ergebnis form={form} labels={LABELS} />
      <dl className="rd-meta">
        <dt>Status</dt>
        <dd>
          <span className="rd-status">{menue.status}</span>
          {menue.letzter_status.grund ? ` – Grund: ${menue.letzter_status.grund}` : ''}
        </dd>
        <dt>Ebenen</dt>
        <dd>
          {ebenen === 1 ? 'Eine Ebene: Der Kopf der Seite zeigt die Einträge nebeneinander.' : `Bis zu ${ebenen} Ebenen, wie der Kopf der Seite sie zeigt.`}
        </dd>
        <dt>Fassung</dt>
        <dd>
          Nr. {menue.revision.nummer} vom {zeit(menue.revision.erstellt_am)}
          {menue.revision.autor ? ` von ${menue.revision.autor.name}` : ''} · <a href={verlaufPfad(menue.id)}>Verlauf und Vergleich</a>
        </dd>
      </dl>
      {/* Posted to the page without the form's fragment: the answer's redirect would keep it, and a page opened at a fragment skips autofocus. */}
      <PostForm form={{ ...form, action: form.action.split('#')[0] ?? form.action }} label={`Menü „${menue.titel}“ bearbeiten`}>
        {/* Enter in a field saves (the first button of a form is the one Enter presses), never a move. */}
        {schreiben && (
          <button type="submit" name="aktion" value="speichern" className="ms-visually-hidden" tabIndex={-1} aria-hidden="true">
            Speichern
          </button>
        )}
        <input type="hidden" name="id" value={menue.id} />
        <input type="hidden" name="basis_revision" value={menue.revision.id} />
        <input type="hidden" name="name" value={menue.felder.titel} />
        <input type="hidden" name="ebenen" value={ebenen} />
        <input type="hidden" name="ursprung" value={JSON.stringify(baum)} />
        <h2 id="rd-baum">Einträge</h2>
        {fehler && (
          <p className="rd-error" id="rd-baum-fehler">
            {fehler}
          </p>
        )}
        {baum.length === 0 ? (
          <p>Dieses Menü hat noch keine Einträge.</p>
        ) : (
          <Liste eintraege={baum} eltern={[]} ebenen={ebenen} fokus={gezeigt} schreiben={schreiben} form={form} alle={baum} />
        )}
        {schreiben && <NeuerEintrag form={form} baum={baum} ebenen={ebenen} {...(zurueck?.neu ? { neu: zurueck.neu } : {})} />}
        {menue.aktionen.includes('zurueckgeben') && (
          <div className="rd-field">
            <label htmlFor="rd-grund">Grund (für „Zurück an die Redaktion“)</label>
            <textarea id="rd-grund" name="grund" defaultValue={eingabe(form, 'grund', '')} />
          </div>
        )}
        <Arbeitsschritte aktionen={menue.aktionen} />
      </PostForm>
    </>
  );
}
