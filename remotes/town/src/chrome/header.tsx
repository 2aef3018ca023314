import type { MenuItem } from '@musterstadt/cms-client';
import { MainMenu } from './main-menu';

export function Logo({ isHome }: { isHome: boolean }) {
  const mark = (
    <>
      <svg className="town-logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M4 40 18 16l8 12 6-8 12 20z" fill="currentColor" />
        <circle cx="36" cy="10" r="5" fill="currentColor" opacity=".6" />
      </svg>
      <span className="town-logo__text">
        <span className="town-logo__name">Musterstadt</span>
        <span className="town-logo__claim">im Schwarzwald</span>
      </span>
    </>
  );
  // On the home page the logo is not a link to itself.
  return isHome ? (
    <span className="town-logo">{mark}</span>
  ) : (
    <a className="town-logo" href="/">
      {mark}
      <span className="ms-visually-hidden"> – zur Startseite</span>
    </a>
  );
}

export function TownHeader({ path, mainMenu }: { path: string; mainMenu: MenuItem[] }) {
  return (
    <header className="town-header">
      <div className="ms-container town-header__bar">
        <Logo isHome={path === '/'} />
        <form className="town-header__search" action="/suche" method="get" role="search">
          <label htmlFor="town-header-search" className="ms-visually-hidden">
            Suche
          </label>
          <input id="town-header-search" type="search" name="q" placeholder="Suchbegriff" />
          <button type="submit" className="ms-button">
            Suchen
          </button>
        </form>
      </div>
      <div className="town-header__nav">
        <div className="ms-container">
          <MainMenu items={mainMenu} path={path} />
        </div>
      </div>
    </header>
  );
}
