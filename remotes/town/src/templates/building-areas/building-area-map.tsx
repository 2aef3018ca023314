import type { Bauplatz, Karte } from '@musterstadt/cms-client';
import { island } from '@musterstadt/shell-contract';
import { useEffect, useRef, useState } from 'react';

type State = 'server' | 'bereit' | 'laedt' | 'geladen' | 'fehler';

export interface BuildingAreaMapProps {
  titel: string;
  karte: Karte;
  plots: Bauplatz[];
  /** The name of each plot, in the order of `plots` (e.g. 'Bauplatz 3, 612 m²'). */
  plotLabels: string[];
}

/**
 * A building area's map that loads on request: until the visitor presses the button no request goes
 * to a third party. Without JavaScript the link to OpenStreetMap and the table of plots remain.
 */
function BuildingAreaMapView({ titel, karte, plots, plotLabels }: BuildingAreaMapProps) {
  const [state, setState] = useState<State>('server');
  const container = useRef<HTMLDivElement>(null);
  const remove = useRef<(() => void) | null>(null);
  const [lat, lng] = karte.zentrum;
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${karte.zoom}/${lat}/${lng}`;

  useEffect(() => {
    setState('bereit');
    return () => remove.current?.();
  }, []);

  async function load() {
    if (!container.current) return;
    setState('laedt');
    try {
      const { showMap } = await import('../../map/leaflet-map');
      remove.current = await showMap(container.current, karte, plots, (plot) => plotLabels[plots.indexOf(plot)] ?? '');
      setState('geladen');
    } catch {
      setState('fehler');
    }
  }

  return (
    <section className="town-map" aria-labelledby="karte-titel">
      <h2 id="karte-titel">Lageplan</h2>
      {/* Leaflet owns this element; React renders nothing into it. */}
      <div
        ref={container}
        className="town-map__canvas"
        hidden={state !== 'laedt' && state !== 'geladen'}
        role={state === 'geladen' ? 'region' : undefined}
        aria-label={state === 'geladen' ? `Karte: ${titel}` : undefined}
      />
      {state !== 'geladen' && (
        <div className="town-map__consent">
          <p>
            Die Karte wird von OpenStreetMap geladen. Dabei wird Ihre IP-Adresse an die OpenStreetMap Foundation übertragen. Alle Bauplätze finden Sie auch in
            der Tabelle unten.
          </p>
          {state !== 'server' && (
            <button type="button" className="ms-button" onClick={load} disabled={state === 'laedt'}>
              {state === 'laedt' ? 'Karte wird geladen …' : 'Karte laden'}
            </button>
          )}
          {state === 'fehler' && <p role="alert">Die Karte konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.</p>}
        </div>
      )}
      <p className="town-map__link">
        <a href={osm}>Lage auf openstreetmap.org ansehen</a>
      </p>
    </section>
  );
}

// At load: its button exists only once hydrated, and a visitor may go straight to it.
const BuildingAreaMap = island('baugebiet-karte', BuildingAreaMapView);

export default BuildingAreaMap;
