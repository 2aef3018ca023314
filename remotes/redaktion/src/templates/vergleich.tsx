import type { RedaktionVergleich } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { verlaufPfad, zeit } from '../texts';

function vergleichAus(value: unknown): RedaktionVergleich | null {
  const v = value as Partial<RedaktionVergleich> | null;
  return v && v.von && v.bis && Array.isArray(v.felder) ? (v as RedaktionVergleich) : null;
}

/** Two revisions side by side, field by field; removed words struck, added words marked. */
export default function Vergleich({ page, data }: TemplateProps) {
  const vergleich = vergleichAus(data.vergleich);
  const id = /\/vergleich\/(\d+)$/.exec(page.path)?.[1];
  const zurueck = id ? <a href={verlaufPfad(Number(id))}>Zurück zum Verlauf</a> : null;
  if (!vergleich) return <p role="alert">Diese Fassungen lassen sich nicht vergleichen. {zurueck}</p>;
  const kopf = (r: RedaktionVergleich['von']) => `Fassung Nr. ${r.nummer} (${zeit(r.erstellt_am)}${r.autor ? `, ${r.autor.name}` : ''})`;
  return (
    <>
      <p>{zurueck}</p>
      {vergleich.felder
        .filter((feld) => feld.geaendert || feld.alt || feld.neu)
        .map((feld) => (
          <section key={feld.feld} aria-labelledby={`rd-v-${feld.feld}`}>
            <h2 id={`rd-v-${feld.feld}`}>
              {feld.bezeichnung}
              {feld.geaendert ? ' (geändert)' : ''}
            </h2>
            <div className="rd-diff">
              <div>
                <h3>{kopf(vergleich.von)}</h3>
                <p>
                  {feld.teile
                    .filter((t) => t.art !== 'hinzugefuegt')
                    .map((t, i) => (t.art === 'entfernt' ? <del key={i}>{t.text}</del> : <span key={i}>{t.text}</span>))}
                </p>
              </div>
              <div>
                <h3>{kopf(vergleich.bis)}</h3>
                <p>
                  {feld.teile
                    .filter((t) => t.art !== 'entfernt')
                    .map((t, i) => (t.art === 'hinzugefuegt' ? <ins key={i}>{t.text}</ins> : <span key={i}>{t.text}</span>))}
                </p>
              </div>
            </div>
          </section>
        ))}
    </>
  );
}
