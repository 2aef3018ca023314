import { island, safeHref } from '@musterstadt/shell-contract';
import { useEffect, useState } from 'react';
import { Icon } from '../icon';
import type { FormTemplateProps } from '../with-rich-text';

interface Tile {
  titel: string;
  text?: string;
  link: string;
  icon?: string;
}

interface Device {
  geraet: string;
  schritte: string[];
}

/** The browser's install prompt (Chromium only, not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The app overview: the most used services as tiles, and how to put the site on the home screen. */
function AppOverview({ block, page, intro }: FormTemplateProps) {
  const tiles = (Array.isArray(block.context?.kacheln) ? block.context.kacheln : []) as Tile[];
  const devices = (Array.isArray(block.context?.installation) ? block.context.installation : []) as Device[];
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  async function install() {
    if (!prompt) return;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    setPrompt(null);
    if (choice.outcome === 'accepted') setInstalled(true);
  }

  return (
    <div className="town-app">
      {page.appMode ? (
        <p className="ms-notice" role="status">
          Sie nutzen die App bereits. Die wichtigsten Dienste finden Sie hier auf einen Blick.
        </p>
      ) : (
        intro
      )}
      {installed && !page.appMode && (
        <p className="ms-notice" role="status">
          Musterstadt ist jetzt auf Ihrem Gerät installiert.
        </p>
      )}
      {prompt && !installed && !page.appMode && (
        <p>
          <button type="button" className="ms-button" onClick={install}>
            App installieren
          </button>
        </p>
      )}
      {tiles.length > 0 && (
        <section aria-labelledby="app-dienste">
          <h2 id="app-dienste">Die wichtigsten Dienste</h2>
          <ul className="town-tiles">
            {tiles.flatMap((tile) => {
              const href = safeHref(tile.link);
              if (!href) return [];
              return [
                <li key={tile.titel}>
                  <a className="town-tile" href={href}>
                    <Icon name={tile.icon ?? 'info'} />
                    <span className="town-tile__title">{tile.titel}</span>
                    {tile.text && <span className="town-tile__text">{tile.text}</span>}
                  </a>
                </li>,
              ];
            })}
          </ul>
        </section>
      )}
      {devices.length > 0 && !page.appMode && (
        <section aria-labelledby="app-installation">
          <h2 id="app-installation">So legen Sie Musterstadt auf den Startbildschirm</h2>
          <div className="town-install">
            {devices.map((device) => (
              <section key={device.geraet} className="town-box" aria-label={device.geraet}>
                <h3>{device.geraet}</h3>
                <ol>
                  {device.schritte.map((schritt) => (
                    <li key={schritt}>{schritt}</li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

export default island('pwa-uebersicht', AppOverview, { hydrate: 'idle' });
