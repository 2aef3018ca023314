import type { RatsSitzungDetail } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';
import { Dateien, Termin } from '../components/parts';
import { Angesehen } from '../components/zuletzt';
import { useCouncilUser } from '../slice';
import { PATHS } from '../texts';

/** One meeting: when and where, the agenda (public and, for members, non-public items), files and minutes. */
export default function Sitzung(props: TemplateProps) {
  const sitzung = blockData<RatsSitzungDetail & { error?: string }>(props);
  // Only a member's visit is noted ('Zuletzt angesehen'): a visitor's page loads no script for it.
  const member = useCouncilUser();
  if (!sitzung || sitzung.error) return <p className="ri-empty">Diese Sitzung gibt es nicht.</p>;
  const oeffentlich = sitzung.tagesordnung.filter((t) => t.oeffentlich);
  const intern = sitzung.tagesordnung.filter((t) => !t.oeffentlich);
  return (
    <article className="ri-sitzung">
      {member && <Angesehen sitzung={{ id: sitzung.id, name: sitzung.name, detailURL: sitzung.detailURL }} />}
      <h1>{sitzung.name}</h1>
      {sitzung.geaendert && (
        <p className="ms-area-meta">
          geändert am <time dateTime={sitzung.geaendert}>{formatDate(sitzung.geaendert)}</time>
        </p>
      )}
      {sitzung.abgesagt && (
        <p className="ms-area-notice">
          <strong>Diese Sitzung ist abgesagt.</strong>
        </p>
      )}
      <dl className="ms-area-facts">
        <dt>Gremium</dt>
        <dd>
          <a href={sitzung.gremium.detailURL}>{sitzung.gremium.name}</a>
        </dd>
        <dt>Termin</dt>
        <dd>
          <Termin sitzung={sitzung} />
        </dd>
        <dt>Ort</dt>
        <dd>
          {sitzung.raum}, {sitzung.ort}
        </dd>
      </dl>
      <h2>Tagesordnung</h2>
      {sitzung.tagesordnung.length === 0 && <p className="ri-empty">Die Tagesordnung wird rechtzeitig vor der Sitzung veröffentlicht.</p>}
      {oeffentlich.length > 0 && <Agenda titel="Öffentlicher Teil" punkte={oeffentlich} />}
      {intern.length > 0 && <Agenda titel="Nichtöffentlicher Teil" punkte={intern} />}
      {sitzung.nichtoeffentlichAusgeblendet && (
        <p className="ri-hint">
          Der nichtöffentliche Teil ist nur für Mitglieder sichtbar. <a href={`${PATHS.login}?ziel=${encodeURIComponent(sitzung.detailURL)}`}>Anmelden</a>
        </p>
      )}
      <Dateien dateien={sitzung.dateien} titel="Einladung, Niederschriften und Anlagen" />
    </article>
  );
}

function Agenda({ titel, punkte }: { titel: string; punkte: RatsSitzungDetail['tagesordnung'] }) {
  return (
    <section aria-label={titel}>
      <h3>{titel}</h3>
      <ol className="ri-agenda">
        {punkte.map((t) => (
          <li key={t.id} className="ri-agenda__item">
            <span className="ms-area-agenda__nr">TOP {t.nummer}</span> {t.titel}
            {t.vorlage && (
              <span className="ms-area-meta">
                {' '}
                · Vorlage <a href={t.vorlage.detailURL}>{t.vorlage.aktenzeichen}</a>
              </span>
            )}
            {t.ergebnis && <p className="ms-area-ergebnis">Ergebnis: {t.ergebnis}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
