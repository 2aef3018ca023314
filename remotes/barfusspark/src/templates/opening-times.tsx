import { OPENING_TIME_TYPE_LABELS, abweichungZeitraum, aktuelleAbweichungen, formatEuro, regulaereZeilen, type Oeffnungszeiten } from '@musterstadt/ui';
import type { Parken } from './park-data';

/** One kind of opening times: the deviating times in force, then the regular week, then the note. */
export function OpeningTimesTable({ zeiten, now, id }: { zeiten: Oeffnungszeiten; now: Date; id: string }) {
  const rows = regulaereZeilen(zeiten.zeiten);
  const deviations = aktuelleAbweichungen(zeiten.abweichend, now);
  return (
    <section className="bp-times" aria-labelledby={id}>
      <h2 id={id}>{OPENING_TIME_TYPE_LABELS[zeiten.typ]}</h2>
      {deviations.map((d) => (
        <p key={`${d.beginn}-${d.ende}`} className="bp-times__deviation">
          <strong>Abweichende Zeiten {abweichungZeitraum(d)}:</strong> {d.zusatztext}
        </p>
      ))}
      {rows.length > 0 && (
        <table className="bp-times__table">
          <caption className="ms-visually-hidden">{OPENING_TIME_TYPE_LABELS[zeiten.typ]} nach Wochentagen</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.tagtyp}>
                <th scope="row">{row.tag}</th>
                <td>{row.geschlossen ? 'geschlossen' : row.zeiten.join(' und ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {zeiten.hinweis && <p className="bp-times__note">{zeiten.hinweis}</p>}
    </section>
  );
}

/** Entry free, donation welcome; the car park's highest fee (spec point 9). */
export function EntryAndParking({ parken, headingLevel = 2 }: { parken: Parken | null; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="bp-prices" aria-labelledby="bp-prices-titel">
      <Heading id="bp-prices-titel">Eintritt und Parken</Heading>
      <dl>
        <div>
          <dt>Eintritt</dt>
          <dd>Eintritt frei – Spende willkommen</dd>
        </div>
        {parken && (
          <div>
            <dt>Parken</dt>
            <dd>
              Parkplatz am Kurpark: höchstens {formatEuro(parken.hoechstbetrag)} für {parken.stunden} Stunden (Pkw)
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
