import { contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { formatLongDate, RichText } from '@musterstadt/ui';
import type { Kalender, Stammdaten, Termin } from './types';
import { townHtml } from '../../safe-html';

const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Collection dates grouped by month, then by day. */
function byMonthAndDay(termine: Termin[]): { monat: string; tage: { datum: string; termine: Termin[] }[] }[] {
  const months: { monat: string; tage: { datum: string; termine: Termin[] }[] }[] = [];
  for (const termin of termine) {
    const monat = monthFormat.format(new Date(`${termin.datum}T12:00:00Z`));
    let month = months[months.length - 1];
    if (!month || month.monat !== monat) {
      month = { monat, tage: [] };
      months.push(month);
    }
    let day = month.tage[month.tage.length - 1];
    if (!day || day.datum !== termin.datum) {
      day = { datum: termin.datum, termine: [] };
      month.tage.push(day);
    }
    day.termine.push(termin);
  }
  return months;
}

function Kinds({ termine }: { termine: Termin[] }) {
  return (
    <ul className="town-abfall__arten">
      {termine.map((termin) => (
        <li key={termin.art} className={`town-abfall__art town-abfall__art--${termin.art}`}>
          {termin.name}
        </li>
      ))}
    </ul>
  );
}

function Picker({ stammdaten, kalender }: { stammdaten: Stammdaten | undefined; kalender: Kalender | undefined }) {
  const streetValue = kalender?.strasse ? `${kalender.strasse.name} (${kalender.strasse.ortsteil})` : (kalender?.suche ?? '');
  return (
    <div className="town-abfall__auswahl">
      <form className="town-abfall__form" action="/abfall" method="get" role="search" aria-label="Abfuhrtermine nach Straße">
        <label htmlFor="town-abfall-strasse">Ihre Straße</label>
        <p className="town-abfall__hilfe" id="town-abfall-strasse-hilfe">
          Zum Beispiel „Hauptstraße“ oder „Bergstr.“ – ohne Hausnummer.
        </p>
        <div className="town-abfall__zeile">
          <input
            key={streetValue}
            id="town-abfall-strasse"
            name="strasse"
            type="text"
            list="town-abfall-strassen"
            autoComplete="off"
            defaultValue={streetValue}
            aria-describedby="town-abfall-strasse-hilfe"
          />
          <button type="submit" className="ms-button">
            Termine anzeigen
          </button>
        </div>
        <datalist id="town-abfall-strassen">
          {(stammdaten?.strassen ?? []).map((strasse) => (
            <option key={strasse.id} value={strasse.label} />
          ))}
        </datalist>
      </form>
      <form className="town-abfall__form" action="/abfall" method="get" aria-label="Abfuhrtermine nach Bezirk">
        <label htmlFor="town-abfall-bezirk">oder Ihr Abfuhrbezirk</label>
        <div className="town-abfall__zeile">
          <select key={kalender?.bezirk?.slug ?? ''} id="town-abfall-bezirk" name="bezirk" defaultValue={kalender?.bezirk?.slug ?? ''}>
            <option value="">Bitte wählen</option>
            {(stammdaten?.bezirke ?? []).map((bezirk) => (
              <option key={bezirk.slug} value={bezirk.slug}>
                {bezirk.name}
              </option>
            ))}
          </select>
          <button type="submit" className="ms-button ms-button--secondary">
            Bezirk anzeigen
          </button>
        </div>
      </form>
    </div>
  );
}

function StreetChoice({ kalender }: { kalender: Kalender }) {
  if (kalender.suche === null || kalender.strasse || kalender.bezirk) return null;
  if (kalender.strassen.length === 0) {
    return (
      <p className="ms-notice" role="status">
        Zu „{kalender.suche}“ haben wir keine Straße gefunden. Bitte prüfen Sie die Schreibweise oder wählen Sie Ihren Abfuhrbezirk.
      </p>
    );
  }
  return (
    <section className="town-abfall__treffer" aria-labelledby="town-abfall-treffer">
      <h2 id="town-abfall-treffer">Welche Straße meinen Sie?</h2>
      <p role="status">
        Zu „{kalender.suche}“ passen {kalender.strassen.length} Straßen:
      </p>
      <ul>
        {kalender.strassen.map((strasse) => (
          <li key={strasse.id}>
            <a href={`/abfall?strasse_id=${strasse.id}`}>
              {strasse.name}, {strasse.ortsteil}
            </a>{' '}
            <span className="town-abfall__bezirk">({strasse.bezirk.name})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dates({ kalender }: { kalender: Kalender }) {
  const { bezirk, strasse } = kalender;
  if (!bezirk) return null;
  const ical = safeHref(kalender.ical);
  const months = byMonthAndDay(kalender.termine);
  const next = months[0]?.tage[0];
  const title = strasse ? `Abfuhrtermine für ${strasse.name}, ${strasse.ortsteil}` : `Abfuhrtermine im ${bezirk.name}`;
  return (
    <section className="town-abfall__termine" aria-labelledby="town-abfall-termine">
      <h2 id="town-abfall-termine">{title}</h2>
      <p>
        {strasse ? `${bezirk.name}. ` : ''}
        {bezirk.beschreibung}
      </p>
      {next && (
        <div className="town-abfall__naechste">
          <p className="town-abfall__naechste-titel">Nächste Abfuhr: {formatLongDate(next.datum)}</p>
          <Kinds termine={next.termine} />
        </div>
      )}
      {months.length === 0 && (
        <p className="ms-empty-state" role="status">
          Aktuell stehen keine Termine an
        </p>
      )}
      {months.map((month) => (
        <section key={month.monat} className="town-abfall__monat" aria-label={month.monat}>
          <h3>{month.monat}</h3>
          <ul className="town-abfall__tage">
            {month.tage.map((day) => (
              <li key={day.datum}>
                <time dateTime={day.datum}>{formatLongDate(day.datum)}</time>
                <Kinds termine={day.termine} />
                {day.termine[0]?.hinweis && <p className="town-abfall__hinweis">{day.termine[0].hinweis}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="town-abfall__mehr">
        <h3>Nie wieder eine Abfuhr verpassen</h3>
        <ul>
          {ical && (
            <li>
              <a href={ical}>Termine als Kalender abonnieren (iCal)</a> – fügen Sie die Adresse in Ihrer Kalender-App als Abonnement hinzu; neue Termine
              erscheinen dann von selbst.
            </li>
          )}
          <li>
            <a href={`/abfall/erinnerung?bezirk=${encodeURIComponent(bezirk.slug)}`}>Erinnerung per E-Mail einrichten</a>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** Waste calendar: a street picker that works as plain GET forms, the matching streets, the dates. */
export default function WasteDates(props: TemplateProps) {
  const names = props.block.context?.apiCalls ?? [];
  const kalender = props.data[names[0] ?? ''] as Kalender | null | undefined;
  const stammdaten = props.data[names[1] ?? ''] as Stammdaten | null | undefined;
  return (
    <div className="town-abfall">
      <RichText html={townHtml(contextText(props.block, 'einleitung'), props.block)} />
      <Picker stammdaten={stammdaten ?? undefined} kalender={kalender ?? undefined} />
      {kalender?.error && (
        <p className="ms-notice" role="alert">
          {kalender.error}
        </p>
      )}
      {kalender && !kalender.error && (
        <>
          <StreetChoice kalender={kalender} />
          <Dates kalender={kalender} />
        </>
      )}
    </div>
  );
}
