import type { RedaktionBereich } from '@musterstadt/cms-client';
import { queryValue } from '../texts';

/** The page of a paged list its address asks for (`?seite=`), 1 when it asks for none. */
function seiteAus(search: string): number {
  return Math.max(1, Number(queryValue(search, 'seite')) || 1);
}

/**
 * The links between the pages of a paged list: the same filters, another `seite`. Shown only when
 * there is more than one page.
 */
export function Seitenwahl({
  pfad,
  search,
  seiten,
  label,
  zurueck = 'Vorige Seite',
  weiter = 'Nächste Seite',
}: {
  pfad: string;
  search: string;
  seiten: number;
  label: string;
  zurueck?: string;
  weiter?: string;
}) {
  if (seiten <= 1) return null;
  const seite = seiteAus(search);
  const adresse = (nummer: number) => {
    const query = new URLSearchParams(search);
    query.set('seite', String(nummer));
    return `${pfad}?${query.toString()}`;
  };
  return (
    <nav aria-label={label}>
      {seite > 1 && <a href={adresse(seite - 1)}>{zurueck}</a>} Seite {seite} von {seiten} {seite < seiten && <a href={adresse(seite + 1)}>{weiter}</a>}
    </nav>
  );
}

/** The filter 'Bereich' of a list: all of the editor's sections, or one. */
export function BereichFilter({ id, bereiche, wert }: { id: string; bereiche: readonly Pick<RedaktionBereich, 'id' | 'titel'>[]; wert: string }) {
  return (
    <div className="rd-field">
      <label htmlFor={id}>Bereich</label>
      <select id={id} name="bereich" defaultValue={wert}>
        <option value="">Alle meine Bereiche</option>
        {bereiche.map((bereich) => (
          <option key={bereich.id} value={bereich.id}>
            {bereich.titel}
          </option>
        ))}
      </select>
    </div>
  );
}
