import type { LayoutProps } from '@musterstadt/shell-contract';
import { pflegtRatsmitglieder } from '../session/profile';
import { useProfil } from '../session/use-profil';
import { PATHS } from '../texts';

/** The remote has no menu in the content API: the tool's few places are fixed. */
export const menus = [] as const;

/** Layout of the editorial area: a plain tool (a bar, a list, a form), not the public site's look. */
export default function RedaktionLayout({ page, slots }: LayoutProps) {
  const profil = useProfil();
  return (
    <div className="rd-page">
      <header className="rd-header">
        <p className="rd-brand">
          <a href={PATHS.home}>Redaktion Musterstadt</a>
        </p>
        {profil && (
          <nav aria-label="Redaktion" className="rd-nav">
            <ul>
              <li>
                <a href={PATHS.home} aria-current={page.path === PATHS.home ? 'page' : undefined}>
                  Start
                </a>
              </li>
              <li>
                <a href={PATHS.inhalte} aria-current={page.path === PATHS.inhalte ? 'page' : undefined}>
                  Inhalte
                </a>
              </li>
              <li>
                <a href={PATHS.neu} aria-current={page.path === PATHS.neu ? 'page' : undefined}>
                  Neuer Inhalt
                </a>
              </li>
              <li>
                <a href={PATHS.medien} aria-current={page.path === PATHS.medien ? 'page' : undefined}>
                  Mediathek
                </a>
              </li>
              <li>
                <a href={PATHS.menues} aria-current={page.path === PATHS.menues ? 'page' : undefined}>
                  Menüs
                </a>
              </li>
              {profil.bereiche.some((bereich) => bereich.id === 'stadt') && (
                <li>
                  <a href={PATHS.eingaenge} aria-current={page.path === PATHS.eingaenge ? 'page' : undefined}>
                    Eingänge
                  </a>
                </li>
              )}
              {profil.bereiche.some((bereich) => bereich.id === 'stadt') && (
                <li>
                  <a href={PATHS.abfallkalender} aria-current={page.path === PATHS.abfallkalender ? 'page' : undefined}>
                    Abfallkalender
                  </a>
                </li>
              )}
              {profil.rollen.includes('Administration') && (
                <>
                  <li>
                    <a href={PATHS.konten} aria-current={page.path === PATHS.konten ? 'page' : undefined}>
                      Konten
                    </a>
                  </li>
                  <li>
                    <a href={PATHS.mitarbeitende} aria-current={page.path === PATHS.mitarbeitende ? 'page' : undefined}>
                      Intranet-Zugänge
                    </a>
                  </li>
                  <li>
                    <a href={PATHS.protokoll} aria-current={page.path === PATHS.protokoll ? 'page' : undefined}>
                      Protokoll
                    </a>
                  </li>
                </>
              )}
              {pflegtRatsmitglieder(profil) && (
                <li>
                  <a href={PATHS.ratsmitglieder} aria-current={page.path.startsWith(PATHS.ratsmitglieder) ? 'page' : undefined}>
                    Ratsmitglieder
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
        <p className="rd-session">
          {profil ? (
            <>
              Angemeldet: {profil.name} ({profil.rollen.join(', ')}) ·{' '}
              <a href={PATHS.passwort} aria-current={page.path === PATHS.passwort ? 'page' : undefined}>
                Passwort ändern
              </a>{' '}
              · <a href={PATHS.logout}>Abmelden</a>
            </>
          ) : (
            <a href={PATHS.login}>Anmelden</a>
          )}
        </p>
      </header>
      <main id="inhalt" tabIndex={-1} className="rd-main">
        {page.heading && <h1>{page.heading}</h1>}
        {slots.main}
      </main>
    </div>
  );
}
