import type { ListResult, Meldung } from '@musterstadt/cms-client';
import { blockData, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { DateText, Figure, RichText } from '@musterstadt/ui';
import { ContactDetails, firstEntry } from '../parts';
import { townHtml } from '../../safe-html';

/** One notice: title, dates, category, image, text and, until it expires, who to contact. */
export default function NoticeDetail(props: TemplateProps) {
  const item = firstEntry(blockData<ListResult<Meldung> | Meldung>(props));
  if (!item) return null;
  const rubric = item.rubriken?.[0];
  const rubricHref = safeHref(rubric?.detailURL);
  const expired = item.datum_bis ? Date.parse(item.datum_bis) < Date.now() : false;
  return (
    <article className="town-article town-notice">
      <h1>{item.titel}</h1>
      {expired && <p className="ms-notice">Dieser Aushang ist abgelaufen.</p>}
      <dl className="town-facts">
        <div>
          <dt>Veröffentlicht am</dt>
          <dd>
            <DateText value={item.datum_von} />
          </dd>
        </div>
        {item.datum_bis && (
          <div>
            <dt>Aushang bis</dt>
            <dd>
              <DateText value={item.datum_bis} />
            </dd>
          </div>
        )}
        {rubric && (
          <div>
            <dt>Rubrik</dt>
            <dd>{rubricHref ? <a href={rubricHref}>{rubric.titel}</a> : rubric.titel}</dd>
          </div>
        )}
      </dl>
      {item.einleitung && <RichText className="town-article__intro" html={townHtml(item.einleitung, props.block)} />}
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={townHtml(item.text, props.block)} />
      {/* An expired notice keeps its page, but no longer its sender's phone number and address. */}
      {!expired && (item.anbieter || item.kontakt) && (
        <section className="town-box" aria-labelledby="aushang-kontakt">
          <h2 id="aushang-kontakt">Kontakt</h2>
          {item.anbieter && <p>{item.anbieter}</p>}
          <ContactDetails kontakt={item.kontakt} />
        </section>
      )}
      <p>
        <a href="/leben-wohnen/schwarzes-brett">Alle Meldungen am Schwarzen Brett</a>
      </p>
    </article>
  );
}
