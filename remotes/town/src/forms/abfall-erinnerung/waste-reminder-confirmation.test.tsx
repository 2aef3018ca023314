import { render, screen } from '@testing-library/react';
import { wastePage } from '../../templates/waste/examples';
import WasteReminderConfirmation from './waste-reminder-confirmation';

describe('reminder confirmation', () => {
  const page = (zustand: string, search = '') => (
    <WasteReminderConfirmation
      page={wastePage(`/abfall/erinnerung/${zustand}`, search)}
      block={{ template: 'abfall-erinnerung-bestaetigung', context: { zustand } }}
      data={{}}
    />
  );

  it('asks to confirm the address after the sign-up', () => {
    render(page('angemeldet'));
    expect(screen.getByRole('status')).toHaveTextContent('Fast geschafft! Wir haben Ihnen eine E-Mail geschickt.');
  });

  it('confirms, and explains an invalid link', () => {
    const { unmount } = render(page('bestaetigt'));
    expect(screen.getByRole('status')).toHaveTextContent('Ihre E-Mail-Adresse ist bestätigt.');
    unmount();
    render(page('link-ungueltig'));
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Link ist abgelaufen');
    expect(screen.getByRole('link', { name: 'melden Sie sich bitte erneut an' })).toHaveAttribute('href', '/abfall/erinnerung');
  });

  it('ends a reminder with a POST form that carries the token', () => {
    render(page('abmelden', '?token=abc-123'));
    const button = screen.getByRole('button', { name: 'Erinnerung beenden' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/cms/abfall/erinnerung/abmelden');
    expect(form.querySelector('input[name="token"]')).toHaveValue('abc-123');
  });
});
