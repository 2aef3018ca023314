/**
 * The options of one block, drawn from its template's JSON schema (the template options the remotes
 * declare): text → input, formatted text → text area, number → number input, yes/no → checkbox,
 * a choice → select, a list of entries → repeated field groups with 'Eintrag hinzufügen' and
 * 'Eintrag entfernen', the page's data calls as their names. Each field posts as a pair of
 * `schluessel` (its path) and `wert` (seiten-felder.ts), so it works without JavaScript.
 */
import { auswahlVon, feldart, type Schema } from '../forms/seiten-felder';

interface FeldProps {
  name: string;
  schema: Schema;
  pfad: string;
  wert: unknown;
  pflicht: boolean;
  fehler: Readonly<Record<string, string>>;
}

const text = (wert: unknown): string => (typeof wert === 'string' ? wert : typeof wert === 'number' ? String(wert) : '');

/** The id of a field (the checks' messages link to it). */
export const feldId = (pfad: string) => `rd-${pfad}`;

function Beschriftung({ id, schema, name, pflicht }: { id: string; schema: Schema; name: string; pflicht: boolean }) {
  return (
    <label htmlFor={id}>
      {schema.title ?? name}
      {pflicht ? '' : ' (freiwillig)'}
    </label>
  );
}

function Fehler({ id, text: meldung }: { id: string; text: string | undefined }) {
  return meldung ? (
    <p className="rd-error" id={`${id}-fehler`}>
      {meldung}
    </p>
  ) : null;
}

/** One option of a block. */
export function VorlagenFeld({ name, schema, pfad, wert, pflicht, fehler }: FeldProps) {
  const art = feldart(schema, name);
  const id = feldId(pfad);
  const meldung = fehler[pfad];
  const hinweis = schema.description ? `${id}-hinweis` : undefined;
  const beschrieben = [hinweis, meldung ? `${id}-fehler` : undefined].filter(Boolean).join(' ') || undefined;
  const schluessel = <input type="hidden" name="schluessel" value={pfad} />;
  const attrs = { id, 'aria-describedby': beschrieben, 'aria-invalid': meldung ? true : undefined };
  const kopf = (
    <>
      <Beschriftung id={id} schema={schema} name={name} pflicht={pflicht} />
      {schema.description && (
        <p className="rd-hint" id={hinweis}>
          {schema.description}
        </p>
      )}
      <Fehler id={id} text={meldung} />
    </>
  );

  if (art === 'gruppe') {
    return (
      <fieldset className="rd-fieldset">
        <legend>{schema.title ?? name}</legend>
        <VorlagenFelder schema={schema} pfad={pfad} wert={wert} fehler={fehler} />
      </fieldset>
    );
  }
  if (art === 'objekte') {
    const eintraege = Array.isArray(wert) ? wert : [];
    return (
      <fieldset className="rd-fieldset">
        <legend>{schema.title ?? name}</legend>
        {schema.description && <p className="rd-hint">{schema.description}</p>}
        {eintraege.map((eintrag, index) => (
          <fieldset key={index} className="rd-fieldset">
            <legend>{`${schema.items?.title ?? 'Eintrag'} ${index + 1}`}</legend>
            <VorlagenFelder schema={schema.items ?? {}} pfad={`${pfad}.${index}`} wert={eintrag} fehler={fehler} />
            <button type="submit" name="aktion" value={`weg:${pfad}.${index}`}>
              {`Eintrag ${index + 1} entfernen`}
            </button>
          </fieldset>
        ))}
        <button type="submit" name="aktion" value={`dazu:${pfad}`}>
          {`Eintrag hinzufügen: ${schema.title ?? name}`}
        </button>
      </fieldset>
    );
  }
  if (art === 'schalter') {
    return (
      <div className="rd-field">
        {schluessel}
        <input type="hidden" name="wert" value="" />
        <input type="checkbox" name="an" value={pfad} defaultChecked={wert === true} {...attrs} />{' '}
        <label htmlFor={id} style={{ display: 'inline' }}>
          {schema.title ?? name}
        </label>
        {schema.description && (
          <p className="rd-hint" id={hinweis}>
            {schema.description}
          </p>
        )}
        <Fehler id={id} text={meldung} />
      </div>
    );
  }
  const auswahl = auswahlVon(schema);
  return (
    <div className="rd-field">
      {kopf}
      {schluessel}
      {auswahl ? (
        <select name="wert" defaultValue={text(wert)} {...attrs}>
          {!pflicht && <option value="">(keine Angabe)</option>}
          {auswahl.map((wahl) => (
            <option key={wahl} value={wahl}>
              {wahl}
            </option>
          ))}
        </select>
      ) : art === 'html' ? (
        <textarea name="wert" rows={8} defaultValue={text(wert)} {...attrs} />
      ) : art === 'zeilen' ? (
        <textarea name="wert" rows={4} defaultValue={Array.isArray(wert) ? wert.join('\n') : text(wert)} {...attrs} />
      ) : art === 'zahl' || art === 'ganzzahl' ? (
        <input type="number" name="wert" step={art === 'zahl' ? 'any' : 1} defaultValue={text(wert)} {...attrs} />
      ) : art === 'abfragen' || art === 'zahlen' ? (
        <input type="text" name="wert" defaultValue={Array.isArray(wert) ? wert.join(', ') : text(wert)} {...attrs} />
      ) : (
        <input type="text" name="wert" defaultValue={text(wert)} {...attrs} />
      )}
    </div>
  );
}

/** Every option of an object schema (a block's `context`, an entry of a list). */
export function VorlagenFelder({ schema, pfad, wert, fehler }: { schema: Schema; pfad: string; wert: unknown; fehler: Readonly<Record<string, string>> }) {
  const objekt = wert && typeof wert === 'object' && !Array.isArray(wert) ? (wert as Record<string, unknown>) : {};
  const pflicht = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([name, teil]) => (
        <VorlagenFeld key={name} name={name} schema={teil} pfad={`${pfad}.${name}`} wert={objekt[name]} pflicht={pflicht.has(name)} fehler={fehler} />
      ))}
    </>
  );
}
