import { blockData, isInternalPath, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { formatDate, Pagination, PhoneLink, SUGGESTED_SEARCHES, searchHref } from '@musterstadt/ui';
import { Snippet } from './snippet';
import type { SearchAnswer, SearchHit } from './types';

const TYPE_LABELS: Record<string, string> = {
  page: 'Seite',
  article: 'Meldung',
  event: 'Veranstaltung',
  'web-contact': 'Externe Stelle',
  link: 'Online-Dienst',
};

const GUIDE_LABELS: Record<string, string> = {
  leistung: 'Wegweiser: Leistung',
  formular: 'Wegweiser: Formular',
  lebenslage: 'Wegweiser: Lebenslage',
  einheit: 'Wegweiser: Amt',
  person: 'Wegweiser: Ansprechperson',
};

export function typeLabel(hit: SearchHit): string {
  if (hit._type === 'directory-guide') return GUIDE_LABELS[hit._source.art ?? ''] ?? 'Wegweiser';
  if (hit._type === 'article' && hit._source.bereich === 'feuerwehr') return 'Meldung der Feuerwehr';
  if (hit._type === 'event' && hit._source.datum_von) return `Veranstaltung am ${formatDate(hit._source.datum_von)}`;
  return TYPE_LABELS[hit._type] ?? 'Inhalt';
}

/** What the visitor sees of a target: the path of this site, or the other site's host name. */
function shownAddress(href: string): string {
  if (isInternalPath(href)) return href;
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

function Result({ hit }: { hit: SearchHit }) {
  const href = safeHref(hit.detailURL);
  const external = href !== null && !isInternalPath(href);
  return (
    <article className="town-suche__treffer">
      <p className="town-suche__art">{typeLabel(hit)}</p>
      <h2 className="town-suche__titel">
        {href ? (
          <a href={href}>
            {hit.titel}
            {external && (
              <>
                <span aria-hidden="true"> ↗</span>
                <span className="ms-visually-hidden"> (externe Website)</span>
              </>
            )}
          </a>
        ) : (
          hit.titel
        )}
      </h2>
      {hit.auszug && (
        <p className="town-suche__auszug">
          <Snippet html={hit.auszug} />
        </p>
      )}
      {href && <p className="town-suche__adresse">{shownAddress(href)}</p>}
    </article>
  );
}

export function Suggestions() {
  return (
    <nav className="town-suche__vorschlaege" aria-labelledby="town-suche-haeufig">
      <h2 id="town-suche-haeufig">Häufig gesucht:</h2>
      <ul>
        {SUGGESTED_SEARCHES.map((term) => (
          <li key={term}>
            <a href={searchHref(term)}>{term}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoQuery() {
  return (
    <div className="town-suche__hinweis">
      <p>Was suchen Sie? Geben Sie einen Suchbegriff ein – zum Beispiel eine Leistung wie „Personalausweis“, ein Amt oder eine Veranstaltung.</p>
      <p>
        Alle Leistungen der Stadtverwaltung von A bis Z finden Sie auch im <a href="/wegweiser">Wegweiser</a>.
      </p>
    </div>
  );
}

function NoHits({ q }: { q: string }) {
  return (
    <div className="town-suche__hinweis" role="status">
      <h2>Keine Treffer für „{q}“</h2>
      <p>Zu Ihrem Suchbegriff haben wir leider nichts gefunden. Vielleicht hilft Ihnen das weiter:</p>
      <ul>
        <li>Prüfen Sie die Schreibweise.</li>
        <li>Verwenden Sie weniger oder allgemeinere Begriffe, zum Beispiel „Ausweis“ statt „Ausweis verlängern lassen“.</li>
        <li>
          Stöbern Sie im <a href="/wegweiser">Wegweiser</a> mit allen Leistungen der Stadtverwaltung von A bis Z.
        </li>
        <li>
          Rufen Sie uns an: Telefon <PhoneLink number="07999 123-0" />.
        </li>
      </ul>
    </div>
  );
}

/** Site search: a GET form, the ranked hits with their marked passages, pagination, suggestions. */
export default function SearchPage(props: TemplateProps) {
  const answer = blockData<SearchAnswer>(props);
  const { page } = props;
  const q = (new URLSearchParams(page.search).get('q') ?? '').trim();
  const hits = answer?.data ?? [];
  const total = answer?.anzahl ?? hits.length;

  return (
    <div className="town-suche">
      <form className="town-suche__form" action="/suche" method="get" role="search">
        <label htmlFor="town-suche-q">Suchbegriff</label>
        <div className="town-suche__eingabe">
          <input key={q} id="town-suche-q" type="search" name="q" defaultValue={q} maxLength={200} autoComplete="off" />
          <button type="submit" className="ms-button">
            Suchen
          </button>
        </div>
      </form>

      {answer?.error && (
        <p className="ms-notice" role="alert">
          {answer.error}
        </p>
      )}

      {!q && !answer?.error && <NoQuery />}
      {q && !answer?.error && total === 0 && <NoHits q={q} />}

      {hits.length > 0 && (
        <>
          <p className="town-suche__anzahl" role="status">
            {total === 1 ? '1 Treffer' : `${total} Treffer`} für „{q}“
            {page.pagination && page.pagination.pages > 1 ? `, Seite ${page.pagination.page} von ${page.pagination.pages}` : ''}
          </p>
          <ul className="town-suche__liste">
            {hits.map((hit) => (
              <li key={hit._id}>
                <Result hit={hit} />
              </li>
            ))}
          </ul>
          {page.pagination && <Pagination pagination={page.pagination} path={page.path} search={page.search} label="Seiten der Suchergebnisse" />}
        </>
      )}

      {(total === 0 || !q) && <Suggestions />}
    </div>
  );
}
