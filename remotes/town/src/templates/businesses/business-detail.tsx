import type { Brancheneintrag, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { Figure, RichText } from '@musterstadt/ui';
import { ContactDetails, firstEntry, logoOf } from '../parts';
import { townHtml } from '../../safe-html';

/** One business entry: trade, logo, description, address and contact. */
export default function BusinessDetail(props: TemplateProps) {
  const item = firstEntry(blockData<ListResult<Brancheneintrag> | Brancheneintrag>(props));
  if (!item) return null;
  const logo = logoOf(item);
  return (
    <article className="town-article town-business-detail">
      {item.branche && <p className="town-article__date">{item.branche.titel}</p>}
      <h1>{item.titel}</h1>
      {logo && <img className="town-business-detail__logo" src={logo} alt={`Logo: ${item.titel}`} decoding="async" width={240} height={150} />}
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={townHtml(item.text, props.block)} />
      <section className="town-box" aria-labelledby="betrieb-kontakt">
        <h2 id="betrieb-kontakt">Adresse und Kontakt</h2>
        <ContactDetails adresse={item.adresse} kontakt={item.kontakt} />
      </section>
      <p>
        <a href="/leben-wohnen/branchenbuch">Zurück zum Branchenbuch</a>
      </p>
    </article>
  );
}
