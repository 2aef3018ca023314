import type { BlockForm } from '@musterstadt/shell-contract';
import {
  MAX_ABWEICHUNGEN,
  MAX_REGELZEITEN,
  MAX_VERWEISE,
  TAGTYPEN,
  WEGWEISER_FELDER,
  WEGWEISER_VERWEISE,
  type WegweiserFeld,
  type WegweiserVerweis,
  ZEITTYPEN,
  zeilenZahl,
  type FelderArt,
} from '../forms/wegweiser-felder';
import { eingabe, fehlerVon } from './form-parts';
import { TextFeld } from './text-feld';

interface Eintrag {
  id: number;
  titel: string;
}

/** The entries of a public list of the guide (`{ data: [{ id, titel }] }`), or none. */
export function eintraegeAus(value: unknown): Eintrag[] {
  const data = (value as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter((x): x is Eintrag => typeof x?.id === 'number' && typeof x?.titel === 'string') : [];
}

/** One labelled control with its hint and its finding. */
function Zeile({ form, feld, wert }: { form: BlockForm; feld: WegweiserFeld; wert: string }) {
  const fehler = fehlerVon(form, feld.name);
  const id = `rd-${feld.name}`;
  const beschrieben = [feld.hinweis ? `${id}-hinweis` : '', fehler ? `${id}-fehler` : ''].filter(Boolean).join(' ') || undefined;
  const props = {
    id,
    name: feld.name,
    defaultValue: eingabe(form, feld.name, wert),
    'aria-describedby': beschrieben,
    'aria-invalid': fehler ? true : undefined,
  };
  return (
    <div className="rd-field">
      <label htmlFor={id}>{feld.label}</label>
      {feld.hinweis && (
        <p className="rd-hint" id={`${id}-hinweis`}>
          {feld.hinweis}
        </p>
      )}
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      {feld.art === 'auswahl' ? (
        <select {...props}>
          {(feld.optionen ?? []).map(([wert, text]) => (
            <option key={wert} value={wert}>
              {text}
            </option>
          ))}
        </select>
      ) : feld.art === 'zeile' ? (
        <input type={feld.name.endsWith('telefon') || feld.name === 'fax' ? 'tel' : 'text'} {...props} />
      ) : (
        <textarea {...props} />
      )}
    </div>
  );
}

/** A select of the guide's entries of one kind; the first choice says 'none'. */
function Auswahl(props: { form: BlockForm; name: string; label: string; wert: string; eintraege: Eintrag[]; leer: string }) {
  const { form, name, label, wert, eintraege, leer } = props;
  const fehler = fehlerVon(form, name);
  const id = `rd-${name}`;
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      <select
        id={id}
        name={name}
        defaultValue={eingabe(form, name, wert)}
        aria-describedby={fehler ? `${id}-fehler` : undefined}
        aria-invalid={fehler ? true : undefined}
      >
        <option value="">{leer}</option>
        {eintraege.map((eintrag) => (
          <option key={eintrag.id} value={String(eintrag.id)}>
            {eintrag.titel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Links to other entries: numbered choices, in the order the public page lists them. */
function Verweise({ form, verweis, werte, eintraege }: { form: BlockForm; verweis: WegweiserVerweis; werte: Record<string, string>; eintraege: Eintrag[] }) {
  if (!verweis.mehrere) {
    return (
      <Auswahl form={form} name={`${verweis.feld}_0`} label={verweis.label} wert={werte[`${verweis.feld}_0`] ?? ''} eintraege={eintraege} leer="(keine)" />
    );
  }
  const zahl = zeilenZahl({ ...werte, ...(form.submission?.values as Record<string, string> | undefined) }, verweis.feld, [''], MAX_VERWEISE);
  return (
    <fieldset className="rd-fieldset">
      <legend>{verweis.label} (in dieser Reihenfolge; „(keine)“ entfernt einen Eintrag)</legend>
      {Array.from({ length: zahl }, (_, i) => (
        <Auswahl
          key={i}
          form={form}
          name={`${verweis.feld}_${i}`}
          label={`${verweis.label}: ${i + 1}.`}
          wert={werte[`${verweis.feld}_${i}`] ?? ''}
          eintraege={eintraege}
          leer="(keine)"
        />
      ))}
    </fieldset>
  );
}

function Eingabe(props: { form: BlockForm; name: string; label: string; wert: string; type: string }) {
  const { form, name, label, wert, type } = props;
  const fehler = fehlerVon(form, name);
  const id = `rd-${name}`;
  return (
    <div className="rd-field rd-field--kurz">
      <label htmlFor={id}>{label}</label>
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      <input
        id={id}
        type={type}
        name={name}
        defaultValue={eingabe(form, name, wert)}
        aria-describedby={fehler ? `${id}-fehler` : undefined}
        aria-invalid={fehler ? true : undefined}
      />
    </div>
  );
}

/** A unit's opening times: kind, note, regular rows (day, from, to) and deviating rows (from, to, what applies). */
function Oeffnungszeiten({ form, werte }: { form: BlockForm; werte: Record<string, string> }) {
  const alle = { ...werte, ...(form.submission?.values as Record<string, string> | undefined) };
  const regeln = zeilenZahl(alle, 'regel', ['_tag', '_beginn', '_ende'], MAX_REGELZEITEN);
  const abweichungen = zeilenZahl(alle, 'abw', ['_beginn', '_ende', '_text'], MAX_ABWEICHUNGEN);
  const typFehler = fehlerVon(form, 'zeiten_typ');
  return (
    <fieldset className="rd-fieldset">
      <legend>Öffnungszeiten</legend>
      <div className="rd-field">
        <label htmlFor="rd-zeiten_typ">Art der Zeiten</label>
        {typFehler && (
          <p className="rd-error" id="rd-zeiten_typ-fehler">
            {typFehler}
          </p>
        )}
        <select id="rd-zeiten_typ" name="zeiten_typ" defaultValue={eingabe(form, 'zeiten_typ', werte.zeiten_typ ?? 'allgemein')}>
          {ZEITTYPEN.map(([typ, text]) => (
            <option key={typ} value={typ}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="rd-fieldset">
        <legend>Regelmäßige Zeiten (mehrere Zeiten am Tag in eigenen Zeilen; leere Zeilen bleiben unbeachtet)</legend>
        {Array.from({ length: regeln }, (_, i) => {
          const fehler = fehlerVon(form, `regel_${i}_tag`);
          return (
            <div className="rd-zeile" key={i} role="group" aria-label={`Zeit ${i + 1}`}>
              <div className="rd-field rd-field--kurz">
                <label htmlFor={`rd-regel_${i}_tag`}>{`Zeit ${i + 1}: Tag`}</label>
                {fehler && (
                  <p className="rd-error" id={`rd-regel_${i}_tag-fehler`}>
                    {fehler}
                  </p>
                )}
                <select id={`rd-regel_${i}_tag`} name={`regel_${i}_tag`} defaultValue={eingabe(form, `regel_${i}_tag`, werte[`regel_${i}_tag`] ?? '')}>
                  <option value="">(kein Tag)</option>
                  {TAGTYPEN.map(([tag, text]) => (
                    <option key={tag} value={tag}>
                      {text}
                    </option>
                  ))}
                </select>
              </div>
              <Eingabe form={form} name={`regel_${i}_beginn`} label={`Zeit ${i + 1}: von`} wert={werte[`regel_${i}_beginn`] ?? ''} type="time" />
              <Eingabe form={form} name={`regel_${i}_ende`} label={`Zeit ${i + 1}: bis`} wert={werte[`regel_${i}_ende`] ?? ''} type="time" />
            </div>
          );
        })}
      </fieldset>
      <fieldset className="rd-fieldset">
        <legend>Abweichende Zeiten (z. B. Feiertage, Betriebsausflug): Zeitraum und was gilt, etwa „geschlossen“</legend>
        {Array.from({ length: abweichungen }, (_, i) => (
          <div className="rd-zeile" key={i} role="group" aria-label={`Abweichung ${i + 1}`}>
            <Eingabe form={form} name={`abw_${i}_beginn`} label={`Abweichung ${i + 1}: vom`} wert={werte[`abw_${i}_beginn`] ?? ''} type="date" />
            <Eingabe
              form={form}
              name={`abw_${i}_ende`}
              label={`Abweichung ${i + 1}: bis (leer: nur dieser Tag)`}
              wert={werte[`abw_${i}_ende`] ?? ''}
              type="date"
            />
            <Eingabe form={form} name={`abw_${i}_text`} label={`Abweichung ${i + 1}: was gilt`} wert={werte[`abw_${i}_text`] ?? ''} type="text" />
          </div>
        ))}
      </fieldset>
      <Zeile
        form={form}
        feld={{ name: 'zeiten_hinweis', pfad: 'oeffnungszeiten.0.hinweis', label: 'Hinweis zu den Öffnungszeiten', art: 'text' }}
        wert={werte.zeiten_hinweis ?? ''}
      />
    </fieldset>
  );
}

/** The fields of an entry of the service guide (or a person of the staff directory), its links to other entries and (units) its opening times. */
export function WegweiserFelder(props: { form: BlockForm; art: FelderArt; werte: Record<string, string>; daten: Record<string, unknown> }) {
  const { form, art, werte, daten } = props;
  return (
    <>
      <input type="hidden" name="wegweiser" value={art} />
      {WEGWEISER_FELDER[art].map((feld) =>
        feld.name === 'text' ? (
          <TextFeld
            key={feld.name}
            label={feld.label}
            wert={eingabe(form, 'text', werte.text ?? '')}
            {...(fehlerVon(form, 'text') ? { fehler: fehlerVon(form, 'text') } : {})}
          />
        ) : (
          <Zeile key={feld.name} form={form} feld={feld} wert={werte[feld.name] ?? ''} />
        ),
      )}
      {WEGWEISER_VERWEISE[art].map((verweis) => (
        <Verweise key={verweis.feld} form={form} verweis={verweis} werte={werte} eintraege={eintraegeAus(daten[verweis.quelle])} />
      ))}
      {art === 'wegweiser-einheit' && <Oeffnungszeiten form={form} werte={werte} />}
    </>
  );
}
