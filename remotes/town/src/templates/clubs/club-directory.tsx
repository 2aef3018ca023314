import type { ListResult } from '@musterstadt/cms-client';
import { blockData, contextText, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { EmptyState } from '@musterstadt/ui';
import { useId } from 'react';

/** A club of the directory, as the content API lists it (published after an editor's approval). */
interface Verein {
  id: number;
  titel: string;
  einleitung: string | null;
  ort?: string;
  webseite?: string | null;
  ansprechperson?: string;
  kontakt?: string;
  rubriken?: { id: number; titel: string }[];
}

/** Template 'vereinsverzeichnis': the clubs of the town's club directory, by name. */
export default function ClubDirectory(props: TemplateProps) {
  const { block } = props;
  const vereine = blockData<ListResult<Verein>>(props)?.data ?? [];
  const titleId = useId();
  const titel = contextText(block, 'titel') || 'Vereinsverzeichnis';
  const formular = safeHref(contextText(block, 'formular'));
  return (
    <section className="town-vereine" aria-labelledby={titleId}>
      <h2 id={titleId}>{titel}</h2>
      {vereine.length === 0 ? (
        <EmptyState text="Im Vereinsverzeichnis sind noch keine Vereine eingetragen." />
      ) : (
        <ul className="ms-card-list">
          {vereine.map((verein) => {
            const webseite = verein.webseite && /^https?:\/\//i.test(verein.webseite) ? verein.webseite : null;
            return (
              <li key={verein.id} className="ms-card">
                <h3>{verein.titel}</h3>
                {verein.einleitung && <p>{verein.einleitung}</p>}
                <dl>
                  {verein.rubriken && verein.rubriken.length > 0 && (
                    <>
                      <dt>Kategorien</dt>
                      <dd>{verein.rubriken.map((rubrik) => rubrik.titel).join(', ')}</dd>
                    </>
                  )}
                  {verein.ort && (
                    <>
                      <dt>Treffpunkt</dt>
                      <dd>{verein.ort}</dd>
                    </>
                  )}
                  {verein.ansprechperson && (
                    <>
                      <dt>Ansprechperson</dt>
                      <dd>
                        {verein.ansprechperson}
                        {verein.kontakt ? `, ${verein.kontakt}` : ''}
                      </dd>
                    </>
                  )}
                  {webseite && (
                    <>
                      <dt>Website</dt>
                      <dd>
                        <a href={webseite} rel="nofollow noopener noreferrer">
                          {webseite.replace(/^https?:\/\//i, '')}
                        </a>
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      {formular && (
        <p>
          Ihr Verein fehlt? <a href={formular}>Verein für das Verzeichnis melden</a>
        </p>
      )}
    </section>
  );
}
