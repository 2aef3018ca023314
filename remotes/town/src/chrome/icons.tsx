import { TOOL_ICON_PATHS, ToolIcon } from './tool-icons';

/** Line icons of the town site (24×24, stroke in currentColor); always decorative, the text names the link. */
const PATHS = {
  ...TOOL_ICON_PATHS,
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  signpost: 'M12 3v18M5 6h11l3 2.5L16 11H5zM19 13H8l-3 2.5L8 18h11z',
  accessibility: 'M12 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 8l7 1.5L19 8M12 9.5V14M12 14l-3.5 7M12 14l3.5 7',
  plainLanguage: 'M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z',
  signLanguage:
    'M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4.5a1.5 1.5 0 0 1 3 0V11M14 10.5V6a1.5 1.5 0 0 1 3 0v8a6 6 0 0 1-6 6h-1a5 5 0 0 1-4.2-2.3L3.6 14.4a1.5 1.5 0 0 1 2.4-1.8L8 15',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
  flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  phone: 'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z',
  bed: 'M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01',
  suitcase: 'M4 8h16v11H4zM9 8V5.5h6V8M9 12v3M15 12v3',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3.5V7M16 3.5V7M8 14h2M14 14h2M8 17h2',
  trash: 'M4 7h16M9 7V4.5h6V7M6 7l1 13h10l1-13M10 11v6M14 11v6',
  townhall: 'M3 21h18M5 21V10M19 21V10M9 21v-6h6v6M3 10l9-6 9 6zM12 7.5v.5',
  hiking: 'M13 4.5a1.5 1.5 0 1 0 0-.01M10 21l2-6 3 3v3M12 15l-1-5 4-1 2 4h2M9 10l-2 5M16 9l2 12',
  parking: 'M5 3.5h14v17H5zM9.5 17V7.5h3a3 3 0 0 1 0 6h-3',
  bus: 'M5 4h14v13H5zM5 11h14M8 17v2.5M16 17v2.5M8 14.5h.5M15.5 14.5h.5',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  family: 'M8 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM16.5 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 21v-5a4.5 4.5 0 0 1 9 0v5M13 21v-3.5a3.5 3.5 0 0 1 7 0V21',
  business: 'M3 21h18M5 21V8l5 3V8l5 3V4h4v17',
  tree: 'M12 21v-5M12 3 6 11h3l-4 5h14l-4-5h3z',
  location: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  camera: 'M4 7.5h4l1.5-2.5h5L16 7.5h4V19H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
} as const;

export type IconName = keyof typeof PATHS;

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PATHS, value);
}

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return <ToolIcon path={PATHS[name]} size={size} className={className} />;
}

/** Brand marks of the social networks, filled. */
const BRANDS = {
  facebook: 'M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2.2h-2.6C11.7 2.2 10.5 4 10.5 6.5v2H8v3.3h2.5V22H14V11.8h2.7l.4-3.3z',
  instagram:
    'M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 8c-.1-1.6-.4-3-1.6-4.2S17.6 2.2 16 2.1C14.4 2 9.6 2 8 2.1 6.4 2.2 5 2.5 3.8 3.7S2.2 6.4 2.1 8C2 9.6 2 14.4 2.1 16c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.4.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.4 0-8zm-2.1 10.1a3.3 3.3 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.9.4s-4.6.1-5.9-.4a3.3 3.3 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.9s-.1-4.6.4-5.9A3.3 3.3 0 0 1 6.2 4.5C7.5 4 10.5 4.1 12 4.1s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.9s.1 4.6-.4 5.9z',
  youtube:
    'M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8zM9.8 15.1V8.9l5.7 3.1z',
} as const;

export type BrandName = keyof typeof BRANDS;

export function BrandIcon({ name, size = 20 }: { name: BrandName; size?: number }) {
  return (
    <svg className="town-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={BRANDS[name]} fill="currentColor" />
    </svg>
  );
}
