/** A warning's field as the editor knows it: a field of the form (linked), or an entry of a list (documents, links, blocks). */
function hinweisFeld(feld: string, labels: Record<string, string>): { name: string; anker?: string } {
  // A form that labels its list entries itself (a meeting's files) links them by their own ids.
  if (labels[feld]) return { name: labels[feld], anker: `#rd-${feld}` };
  const eintrag = /^(dokumente|links|blocks|dateien)\.(\d+)\./.exec(feld);
  if (eintrag?.[1] === 'dateien') return { name: `Datei ${Number(eintrag[2]) + 1}`, anker: `#rd-datei_${eintrag[2]}_medium` };
  if (eintrag)
    return { name: `${{ dokumente: 'Dokument', links: 'Link', blocks: 'Block' }[eintrag[1] as 'dokumente' | 'links' | 'blocks']} ${Number(eintrag[2]) + 1}` };
  return { name: feld };
}

/**
 * The content API's warnings on the latest revision (a linked PDF that is not accessible, a picture
 * wider than needed): they do not stop 'Zur Freigabe geben', and the approver sees them too.
 */
export function Hinweise({ hinweise, labels }: { hinweise: Record<string, string> | undefined; labels: Record<string, string> }) {
  const eintraege = Object.entries(hinweise ?? {});
  if (eintraege.length === 0) return null;
  return (
    <section className="rd-achtung" aria-labelledby="rd-hinweise">
      <h2 id="rd-hinweise">Hinweise vor der Freigabe</h2>
      <p>Diese Punkte halten die Freigabe nicht auf, sollten aber vorher geklärt werden:</p>
      <ul>
        {eintraege.map(([feld, text]) => {
          const { name, anker } = hinweisFeld(feld, labels);
          return <li key={feld}>{anker ? <a href={anker}>{`${name}: ${text}`}</a> : `${name}: ${text}`}</li>;
        })}
      </ul>
    </section>
  );
}
