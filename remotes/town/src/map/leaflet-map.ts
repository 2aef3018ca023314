/**
 * Draws a building area's map with Leaflet. Loaded only when the visitor asks for the map: only then
 * are Leaflet, its stylesheet and the tiles of the public OpenStreetMap tile server requested.
 */
import type { Bauplatz, Karte } from '@musterstadt/cms-client';
import L from 'leaflet';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende';

const STATUS_COLOURS: Record<Bauplatz['status'], string> = { frei: '#1f6f3f', reserviert: '#8a5a00', verkauft: '#6b6b6b' };
const STATUS_TEXT: Record<Bauplatz['status'], string> = { frei: 'frei', reserviert: 'reserviert', verkauft: 'verkauft' };

function ensureStylesheet(): Promise<void> {
  const href = new URL('leaflet/dist/leaflet.css', import.meta.url).href;
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Shows the map in `element`; returns a function that removes it again. */
export async function showMap(element: HTMLElement, karte: Karte, plots: Bauplatz[], label: (plot: Bauplatz) => string): Promise<() => void> {
  await ensureStylesheet();
  const map = L.map(element, { scrollWheelZoom: false }).setView(karte.zentrum, karte.zoom);
  L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  const outline = karte.umriss && karte.umriss.length > 2 ? L.polygon(karte.umriss, { color: '#1f5c3f', weight: 3, fill: false }).addTo(map) : null;
  for (const plot of plots) {
    if (!plot.lage) continue;
    L.circleMarker(plot.lage, { radius: 9, color: '#ffffff', weight: 2, fillColor: STATUS_COLOURS[plot.status], fillOpacity: 1 })
      .bindTooltip(`${label(plot)} – ${STATUS_TEXT[plot.status]}`)
      .addTo(map);
  }
  if (outline) map.fitBounds(outline.getBounds(), { padding: [24, 24] });
  return () => map.remove();
}

/** Musterstadt's market square: where a map to choose a point starts. */
const TOWN_CENTRE: [number, number] = [48.0521, 8.2103];

/** A map to choose a point on: each click moves the marker and hands 'Breite, Länge' to `onChoose`. */
export async function choosePoint(element: HTMLElement, onChoose: (point: string) => void): Promise<() => void> {
  await ensureStylesheet();
  const map = L.map(element, { scrollWheelZoom: false }).setView(TOWN_CENTRE, 15);
  L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  let marker: L.CircleMarker | null = null;
  map.on('click', (event: L.LeafletMouseEvent) => {
    const { lat, lng } = event.latlng;
    marker?.remove();
    marker = L.circleMarker([lat, lng], { radius: 9, color: '#ffffff', weight: 2, fillColor: '#b3261e', fillOpacity: 1 }).addTo(map);
    onChoose(`${lat.toFixed(5)}, ${lng.toFixed(5)}`);
  });
  return () => map.remove();
}
