import { IconLinkList, SERVICE_LINKS } from './links';

/** Service bar of the default layout (spec point 2). */
export function ServiceBar({ path }: { path: string }) {
  return (
    <nav className="town-servicebar" aria-label="Servicelinks">
      <div className="ms-container">
        <IconLinkList links={SERVICE_LINKS} className="town-servicebar__list" path={path} />
      </div>
    </nav>
  );
}
