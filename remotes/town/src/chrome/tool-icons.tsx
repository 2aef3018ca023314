/**
 * The icons the header's island draws (toggles, menu arrows): in a module of their own, so that the
 * island's code carries these five and not every icon of the site.
 */
export const TOOL_ICON_PATHS = {
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3 20 20',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M6 9l6 6 6-6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type ToolIconName = keyof typeof TOOL_ICON_PATHS;

/** A line icon (24×24, stroke in currentColor); decorative, the text names the control. */
export function ToolIcon({ path, size = 24, className }: { path: string; size?: number; className?: string | undefined }) {
  return (
    <svg className={['town-icon', className].filter(Boolean).join(' ')} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function HeaderIcon({ name, size, className }: { name: ToolIconName; size?: number; className?: string }) {
  return <ToolIcon path={TOOL_ICON_PATHS[name]} size={size} className={className} />;
}
