import type { Baugebiet } from '@musterstadt/cms-client';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { exampleList, exampleProps } from '../../examples';
import BuildingAreaDetail from './building-area-detail';

describe('building areas', () => {
  const area: Baugebiet = {
    id: 1,
    titel: 'Wohngebiet Sonnenhalde',
    karte: { zentrum: [48.09, 8.2], zoom: 17, umriss: [] },
    bauplaetze: [
      { nummer: 'S1', flaeche: 512, preis_qm: 245, status: 'verkauft', lage: [48.09, 8.2] },
      { nummer: 'S2', flaeche: 600, preis_qm: 245, status: 'frei', lage: [48.091, 8.2] },
    ],
  };

  it('lists the plots as a table with area, price per m², total price and state', () => {
    render(<BuildingAreaDetail {...exampleProps(exampleList(area))} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'S2 600 m² 245 € 147.000 € frei' })).toBeInTheDocument();
    expect(screen.getByText('Ein Bauplatz ist von 2 noch frei.')).toBeInTheDocument();
  });

  it('asks before loading the map: the server sends no button and no map, only a link', () => {
    const html = renderToString(<BuildingAreaDetail {...exampleProps(exampleList(area))} />);
    expect(html).not.toContain('Karte laden');
    expect(html).not.toContain('tile.openstreetmap.org');
    expect(html).toContain('https://www.openstreetmap.org/?mlat=48.09&amp;mlon=8.2#map=17/48.09/8.2');
  });

  it('offers the button once the page runs in the browser', () => {
    render(<BuildingAreaDetail {...exampleProps(exampleList(area))} />);
    expect(screen.getByRole('button', { name: 'Karte laden' })).toBeEnabled();
  });
});
