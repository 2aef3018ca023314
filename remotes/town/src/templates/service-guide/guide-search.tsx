import type { TemplateProps } from '@musterstadt/shell-contract';
import { SEARCH_PATH } from '@musterstadt/ui';

/**
 * The service guide's search, above the guide's content: on a phone it is the first thing under the
 * heading, not below the whole A–Z list. A GET form to the site search.
 */
export default function GuideSearch(_props: TemplateProps) {
  return (
    <form className="town-wegweiser-suche" action={SEARCH_PATH} method="get" role="search" aria-label="Im Wegweiser suchen">
      <label htmlFor="town-wegweiser-suche">Leistung suchen</label>
      <div className="town-wegweiser-suche__row">
        <input id="town-wegweiser-suche" type="search" name="q" placeholder="z. B. Personalausweis" autoComplete="off" />
        <button type="submit" className="ms-button">
          Suchen
        </button>
      </div>
    </form>
  );
}
