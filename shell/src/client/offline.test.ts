import { fireEvent } from '@testing-library/react';
import { APP_MODE_COOKIE, markAppMode, OFFLINE_TEXTS, watchConnection } from './offline';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
}

function standalone(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches: matches && query === '(display-mode: standalone)' })) as unknown as typeof window.matchMedia;
}

describe('connection status', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = `<form method="post"><input name="nachricht" value="Hallo"><button>Senden</button></form>
      <div id="ms-announcer" aria-live="polite"></div><div id="ms-network-status" aria-live="polite"></div>`;
    setOnline(true);
    stop = watchConnection();
  });
  afterEach(() => stop());

  it('says so while the connection is gone and announces its return', () => {
    const status = document.getElementById('ms-network-status');
    setOnline(false);
    fireEvent(window, new Event('offline'));
    expect(status).toHaveTextContent(/^Sie sind offline/);
    setOnline(true);
    fireEvent(window, new Event('online'));
    expect(status).toBeEmptyDOMElement();
    expect(document.getElementById('ms-announcer')).toHaveTextContent(OFFLINE_TEXTS.online);
  });

  it('keeps a form from being sent without a connection and says why', () => {
    const sent = jest.fn((event: Event) => event.preventDefault());
    document.body.addEventListener('submit', sent);
    setOnline(false);
    const form = document.querySelector('form') as HTMLFormElement;
    const allowed = fireEvent.submit(form);
    expect(allowed).toBe(false);
    expect(sent).not.toHaveBeenCalled();
    expect(document.getElementById('ms-network-status')).toHaveTextContent(OFFLINE_TEXTS.formNeedsConnection);
    expect((form.elements.namedItem('nachricht') as HTMLInputElement).value).toBe('Hallo');
    setOnline(true);
    fireEvent.submit(form);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

describe('app mode', () => {
  afterEach(() => {
    document.cookie = `${APP_MODE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('sets the app-mode cookie only while the site runs from the home screen', () => {
    standalone(false);
    markAppMode();
    expect(document.cookie).not.toContain(`${APP_MODE_COOKIE}=1`);
    standalone(true);
    markAppMode();
    expect(document.cookie).toContain(`${APP_MODE_COOKIE}=1`);
    standalone(false);
    markAppMode();
    expect(document.cookie).not.toContain(`${APP_MODE_COOKIE}=1`);
  });
});
