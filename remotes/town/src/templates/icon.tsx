/** Small line icons of the app overview (24 × 24, drawn in the text colour). */
const PATHS: Record<string, string> = {
  zeitung: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
  kalender: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  abfall: 'M5 7h14M9 7V4h6v3M7 7l1 13h8l1-13M10 11v6M14 11v6',
  pinnwand: 'M4 4h16v12H4zM12 16v5M9 21h6M8 8h4M8 11h8',
  rathaus: 'M3 20h18M5 20v-9M19 20v-9M9 20v-9M15 20v-9M2 11h20L12 4z',
  blitz: 'M13 2 5 14h6l-1 8 8-12h-6z',
  welle: 'M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M8 10V5a2 2 0 0 1 4 0',
  telefon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
};

export function Icon({ name }: { name: string }) {
  return (
    <svg className="town-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? PATHS.info} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
