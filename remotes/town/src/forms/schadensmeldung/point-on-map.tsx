import { useEffect, useRef, useState } from 'react';

type State = 'server' | 'bereit' | 'laedt' | 'geladen' | 'fehler';

interface PointOnMapProps {
  /** Gets the chosen point as 'Breite, Länge'. */
  onChoose: (point: string) => void;
  mapLabel: string;
}

/**
 * With JavaScript, a map to choose the point of the coordinates field by a click. Loaded only when
 * the visitor asks (OpenStreetMap's tiles are a third party); the coordinates field stays the way
 * to give a point by keyboard and without JavaScript.
 */
export function PointOnMap({ onChoose, mapLabel }: PointOnMapProps) {
  const [state, setState] = useState<State>('server');
  const [chosen, setChosen] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const remove = useRef<(() => void) | null>(null);

  useEffect(() => {
    setState('bereit');
    return () => remove.current?.();
  }, []);

  if (state === 'server') return null;

  async function load() {
    if (!container.current) return;
    setState('laedt');
    try {
      const { choosePoint } = await import('../../map/leaflet-map');
      remove.current = await choosePoint(container.current, (point) => {
        setChosen(point);
        onChoose(point);
      });
      setState('geladen');
    } catch {
      setState('fehler');
    }
  }

  return (
    <div className="town-map">
      {/* Leaflet owns this element; React renders nothing into it. */}
      <div
        ref={container}
        className="town-map__canvas"
        hidden={state !== 'laedt' && state !== 'geladen'}
        role={state === 'geladen' ? 'region' : undefined}
        aria-label={state === 'geladen' ? mapLabel : undefined}
      />
      {state !== 'geladen' && (
        <div className="town-map__consent">
          <p>Die Karte wird von OpenStreetMap geladen. Dabei wird Ihre IP-Adresse an die OpenStreetMap Foundation übertragen.</p>
          <button type="button" className="ms-button ms-button--secondary" onClick={load} disabled={state === 'laedt'}>
            {state === 'laedt' ? 'Karte wird geladen …' : 'Punkt auf der Karte wählen'}
          </button>
          {state === 'fehler' && <p role="alert">Die Karte konnte nicht geladen werden. Bitte geben Sie eine Adresse an.</p>}
        </div>
      )}
      <p aria-live="polite" className="town-map__link">
        {chosen && `Gewählter Punkt: ${chosen}`}
      </p>
    </div>
  );
}
