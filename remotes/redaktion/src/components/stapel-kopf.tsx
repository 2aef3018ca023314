/**
 * The header row of a table that stacks its rows on a phone (`rd-stapel`): the table and its rows
 * carry explicit roles, as browsers drop a table's semantics once it is not displayed as a table, and
 * each cell names its column (`data-spalte`) for the eye.
 */
export function StapelKopf({ spalten }: { spalten: readonly string[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {spalten.map((spalte) => (
          <th scope="col" role="columnheader" key={spalte}>
            {spalte}
          </th>
        ))}
      </tr>
    </thead>
  );
}
