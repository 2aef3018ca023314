import type { Baugebiet, Bauplatz, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { DocumentList, Figure, RichText, formatEuro } from '@musterstadt/ui';
import BuildingAreaMap from './building-area-map';
import { firstEntry } from '../parts';
import { townHtml } from '../../safe-html';

const STATUS: Record<Bauplatz['status'], string> = { frei: 'frei', reserviert: 'reserviert', verkauft: 'verkauft' };
const area = (m2: number) => `${m2.toLocaleString('de-DE')} m²`;
const plotLabel = (plot: Bauplatz) => `Bauplatz ${plot.nummer}, ${area(plot.flaeche)}`;

/** A building area: description, map on request, its plots as a table, plans and contact. */
export default function BuildingAreaDetail(props: TemplateProps) {
  const item = firstEntry(blockData<ListResult<Baugebiet> | Baugebiet>(props));
  if (!item) return null;
  const plots = item.bauplaetze ?? [];
  const free = plots.filter((plot) => plot.status === 'frei').length;
  return (
    <article className="town-article town-building-area">
      <h1>{item.titel}</h1>
      {item.einleitung && <RichText className="town-article__intro" html={townHtml(item.einleitung, props.block)} />}
      <Figure bild={item.bild} bildtext={item.bildtext} bildcopyright={item.bildcopyright} loading="eager" />
      <RichText html={townHtml(item.text, props.block)} />
      {item.karte && <BuildingAreaMap titel={item.titel} karte={item.karte} plots={plots} plotLabels={plots.map(plotLabel)} />}
      {plots.length > 0 && (
        <section aria-labelledby="bauplaetze-titel">
          <h2 id="bauplaetze-titel">Bauplätze</h2>
          <p>
            {free === 1 ? 'Ein Bauplatz ist' : `${free} Bauplätze sind`} von {plots.length} noch frei.
          </p>
          <div className="town-table-scroll" role="region" aria-labelledby="bauplaetze-titel" tabIndex={0}>
            <table className="town-table">
              <caption className="ms-visually-hidden">Bauplätze im {item.titel} mit Fläche, Preis und Stand der Vergabe</caption>
              <thead>
                <tr>
                  <th scope="col">Bauplatz</th>
                  <th scope="col">Fläche</th>
                  <th scope="col">Preis je m²</th>
                  <th scope="col">Kaufpreis</th>
                  <th scope="col">Stand</th>
                </tr>
              </thead>
              <tbody>
                {plots.map((plot) => (
                  <tr key={plot.nummer} className={`town-plot--${plot.status}`}>
                    <th scope="row">{plot.nummer}</th>
                    <td>{area(plot.flaeche)}</td>
                    <td>{formatEuro(plot.preis_qm)}</td>
                    <td>{formatEuro(plot.flaeche * plot.preis_qm)}</td>
                    <td>
                      <span className={`town-status town-status--${plot.status}`}>{STATUS[plot.status]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <DocumentList documents={item.dokumente} title="Pläne und Unterlagen" />
    </article>
  );
}
