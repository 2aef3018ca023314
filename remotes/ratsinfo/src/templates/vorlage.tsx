import type { RatsNichtOeffentlich, RatsVorlageDetail } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { formatDate } from '@musterstadt/ui';
import { Dateien, Termin } from '../components/parts';
import { LoginPrompt } from './anmelden';

/**
 * A paper: facts, text, consultation history with decisions, files. Non-public papers only for
 * members, others get the login. A paper that does not exist never gets here: its page is a 404.
 */
export default function Vorlage(props: TemplateProps) {
  const vorlage = blockData<RatsVorlageDetail | RatsNichtOeffentlich>(props);
  if (vorlage && 'nichtoeffentlich' in vorlage) return <LoginPrompt path={props.page.path} />;
  if (!vorlage || 'error' in vorlage) return <p className="ri-empty">Diese Vorlage gibt es nicht.</p>;
  return (
    <article>
      <h1>{vorlage.titel}</h1>
      <dl className="ms-area-facts">
        <dt>Aktenzeichen</dt>
        <dd>{vorlage.aktenzeichen}</dd>
        <dt>Art</dt>
        <dd>
          {vorlage.art}
          {vorlage.oeffentlich ? '' : ' (nichtöffentlich)'}
        </dd>
        <dt>Datum</dt>
        <dd>{formatDate(vorlage.datum)}</dd>
        <dt>Federführend</dt>
        <dd>{vorlage.federfuehrend}</dd>
      </dl>
      <h2>Sachverhalt</h2>
      <p>{vorlage.sachverhalt}</p>
      {vorlage.beschlussvorschlag && (
        <>
          <h2>Beschlussvorschlag</h2>
          <p>{vorlage.beschlussvorschlag}</p>
        </>
      )}
      <h2>Beratungsfolge</h2>
      <ol className="ms-area-list">
        {vorlage.beratungen.map((b) => (
          <li key={`${b.sitzung.id}-${b.tagesordnungspunkt}`} className="ms-area-list__item">
            <a href={b.sitzung.detailURL}>{b.sitzung.gremium.name}</a>, <Termin sitzung={{ beginn: b.sitzung.beginn, ende: null }} /> · TOP{' '}
            {b.tagesordnungspunkt}
            {b.beratungsart ? ` · ${b.beratungsart}` : ''}
            {b.ergebnis && <p className="ms-area-ergebnis">Ergebnis: {b.ergebnis}</p>}
            {b.beschluss && <p className="ms-area-ergebnis">Beschluss: {b.beschluss}</p>}
          </li>
        ))}
      </ol>
      <Dateien dateien={vorlage.dateien} />
    </article>
  );
}
