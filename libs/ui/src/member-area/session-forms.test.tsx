import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SessionLoginForm, SessionLogoutForm, type SessionAnswer } from './session-forms';

describe('session forms', () => {
  const realFetch = globalThis.fetch;
  let sent: { url: string; body: unknown }[];
  let answer: { status: number; body: unknown } | null;

  beforeEach(() => {
    sent = [];
    answer = null;
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      sent.push({ url: input, body: JSON.parse(String(init?.body ?? '{}')) });
      if (!answer) throw new TypeError('Failed to fetch');
      const { status, body } = answer;
      // The part of a response the browser's JSON call reads (jsdom has no Response).
      return { ok: status < 400, status, json: async () => body } as unknown as Response;
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function login(onLoggedIn: (answer: SessionAnswer<{ vorname: string }>) => void) {
    render(<SessionLoginForm action="/intranet/anmelden" ziel="/intranet/archiv" fehler="" onLoggedIn={onLoggedIn} />);
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'anna.schmid@musterstadt.de' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Intranet!2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  }

  it('posts the address, the password and the address to go on to, and hands the profile on', async () => {
    answer = { status: 200, body: { status: 'success', profile: { vorname: 'Anna' }, weiter: '/intranet/archiv' } };
    const loggedIn = jest.fn();
    login(loggedIn);
    await waitFor(() => expect(loggedIn).toHaveBeenCalledWith({ status: 'success', profile: { vorname: 'Anna' }, weiter: '/intranet/archiv' }));
    expect(sent).toEqual([{ url: '/intranet/anmelden', body: { email: 'anna.schmid@musterstadt.de', passwort: 'Intranet!2026', ziel: '/intranet/archiv' } }]);
  });

  it('shows the shell’s German refusal in the alert and does not log in', async () => {
    answer = { status: 401, body: { status: 'invalid', message: 'E-Mail-Adresse oder Passwort sind nicht richtig.' } };
    const loggedIn = jest.fn();
    login(loggedIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort sind nicht richtig.');
    expect(loggedIn).not.toHaveBeenCalled();
  });

  it('says that logging in is not possible when the shell cannot be reached', async () => {
    const loggedOut = jest.fn();
    render(<SessionLogoutForm action="/ratsinfo/abmelden" onLoggedOut={loggedOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung ist zurzeit nicht möglich.');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('works without scripts: a plain form posting to the shell', () => {
    render(<SessionLoginForm action="/ratsinfo/anmelden" ziel="" fehler="Bitte melden Sie sich an." onLoggedIn={() => undefined} />);
    const form = screen.getByRole('button', { name: 'Anmelden' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/ratsinfo/anmelden');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte melden Sie sich an.');
  });
});
