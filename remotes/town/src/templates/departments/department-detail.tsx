import type { Amt, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { DocumentList, Figure, RichText } from '@musterstadt/ui';
import { ContactDetails, firstEntry } from '../parts';
import { townHtml } from '../../safe-html';

/** One department: what it does, its services and how to reach it. */
export default function DepartmentDetail(props: TemplateProps) {
  const amt = firstEntry(blockData<ListResult<Amt> | Amt>(props));
  if (!amt) return null;
  const services = amt.leistungen ?? [];
  return (
    <article className="town-article town-department-detail">
      <h1>{amt.titel}</h1>
      {amt.einleitung && <RichText className="town-article__intro" html={townHtml(amt.einleitung, props.block)} />}
      <Figure bild={amt.bild} bildtext={amt.bildtext} bildcopyright={amt.bildcopyright} loading="eager" />
      <RichText html={townHtml(amt.text, props.block)} />
      {services.length > 0 && (
        <section aria-labelledby="leistungen-titel">
          <h2 id="leistungen-titel">Leistungen</h2>
          <ul className="town-tags">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="town-box" aria-labelledby="erreichbarkeit-titel">
        <h2 id="erreichbarkeit-titel">So erreichen Sie uns</h2>
        <ContactDetails adresse={amt.adresse} kontakt={amt.kontakt} />
      </section>
      <DocumentList documents={amt.dokumente} />
    </article>
  );
}
