import { KONTAKT_MESSAGES } from '@musterstadt/forms';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { examplePage } from '../../examples';
import ContactForm from './contact-form';

const page = { ...examplePage, path: '/kontakt', title: 'Kontaktformular', heading: 'Kontaktformular', canonical: '/kontakt', heroImages: [] };
const block = { template: 'kontaktformular', context: { titel: 'Schreiben Sie uns' } };
const form = (extra: Partial<BlockForm> = {}): BlockForm => ({ id: 'kontaktformular', action: page.path, data: null, ...extra });
const props = (extra: Partial<BlockForm> = {}): TemplateProps => ({ page, block, data: {}, form: form(extra) });

const entered = {
  name: 'Julia Schmid',
  email: 'julia.schmid@example.org',
  telefon: '07999 48213',
  betreff: 'Straßenlaterne defekt',
  nachricht: 'Die Laterne vor dem Haus Kirchstraße 4 ist seit einer Woche aus.',
};

// jsdom has no Response: the part of it the form reads.
const json = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: async () => body });
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  Element.prototype.scrollIntoView = jest.fn();
});

function fillIn() {
  fireEvent.input(screen.getByLabelText('Vor- und Nachname'), { target: { value: entered.name } });
  fireEvent.input(screen.getByLabelText('E-Mail-Adresse'), { target: { value: entered.email } });
  fireEvent.input(screen.getByLabelText('Telefonnummer (freiwillig)'), { target: { value: entered.telefon } });
  fireEvent.input(screen.getByLabelText('Betreff'), { target: { value: entered.betreff } });
  fireEvent.input(screen.getByLabelText('Ihre Nachricht'), { target: { value: entered.nachricht } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('contact form', () => {
  it('renders a real form that posts to its page, with labelled fields and the required ones marked', () => {
    const html = renderToString(<ContactForm {...props()} />);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/kontakt"');
    expect(html).toContain('name="_form" value="kontaktformular"');

    render(<ContactForm {...props()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Schreiben Sie uns' })).toBeInTheDocument();
    for (const label of ['Vor- und Nachname', 'E-Mail-Adresse', 'Betreff', 'Ihre Nachricht'])
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Telefonnummer (freiwillig)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Vor- und Nachname' }).closest('form')).toHaveAccessibleDescription(
      'Alle Felder außer der Telefonnummer sind Pflichtfelder.',
    );
    const consent = screen.getByRole('checkbox', { name: /Ich bin einverstanden/ });
    expect(consent).toBeRequired();
    expect(consent).toHaveAccessibleDescription(/^Mehr dazu lesen Sie in unserer Datenschutzerklärung/);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(screen.queryByRole('textbox', { name: /leer/ })).toBeNull();
    expect(screen.getByRole('textbox', { hidden: true, name: /leer/ })).toHaveAttribute('name', 'firma');
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toHaveAttribute('type', 'submit');
  });

  it('validates in the browser, lists the errors in form order and moves the focus there', async () => {
    render(<ContactForm {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [KONTAKT_MESSAGES.name, '#kontaktformular-name'],
      [KONTAKT_MESSAGES.email, '#kontaktformular-email'],
      [KONTAKT_MESSAGES.betreff, '#kontaktformular-betreff'],
      [KONTAKT_MESSAGES.nachricht, '#kontaktformular-nachricht'],
      [KONTAKT_MESSAGES.datenschutz, '#kontaktformular-datenschutz'],
    ]);
    expect(screen.getByLabelText('Ihre Nachricht')).toHaveAccessibleDescription(`Mindestens 10, höchstens 4000 Zeichen. Fehler: ${KONTAKT_MESSAGES.nachricht}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message to the shell and thanks the sender, with the focus on the thanks', async () => {
    fetchMock.mockImplementationOnce(() => json({ status: 'success', message: 'Vielen Dank für Ihre Nachricht!' }));
    render(<ContactForm {...props()} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Vielen Dank für Ihre Nachricht!');
    expect(thanks).toHaveTextContent('Wir melden uns so bald wie möglich bei Ihnen.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/_forms/kontaktformular', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ ...entered, datenschutz: true, firma: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    const name = await screen.findByLabelText('Vor- und Nachname');
    expect(name).toHaveValue('');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('shows the field errors the shell found, and keeps what was entered', async () => {
    fetchMock.mockImplementationOnce(() =>
      json({ status: 'invalid', message: 'Bitte prüfen Sie Ihre Angaben.', errors: { email: KONTAKT_MESSAGES.email } }, 422),
    );
    render(<ContactForm {...props()} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: KONTAKT_MESSAGES.email })).toHaveAttribute('href', '#kontaktformular-email');
    expect(screen.getByLabelText('Betreff')).toHaveValue(entered.betreff);
  });

  it('says what to do when the message could not be sent, and keeps what was entered', async () => {
    fetchMock.mockImplementationOnce(() => json({ status: 'error', message: 'Leider …' }, 502));
    render(<ContactForm {...props()} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Leider konnte Ihre Nachricht nicht gesendet werden.');
    expect(within(alert).getByRole('link', { name: 'info@musterstadt.de' })).toHaveAttribute('href', 'mailto:info@musterstadt.de');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Ihre Nachricht')).toHaveValue(entered.nachricht);
  });

  it('shows the field errors the server found for a submission without JavaScript, with the values filled in again', () => {
    render(
      <ContactForm
        {...props({
          submission: {
            status: 'invalid',
            message: 'Bitte prüfen Sie Ihre Angaben.',
            errors: { email: KONTAKT_MESSAGES.email, nachricht: KONTAKT_MESSAGES.nachricht },
            values: { ...entered, email: 'julia@', nachricht: 'Kurz', datenschutz: true },
          },
        })}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#kontaktformular-email', '#kontaktformular-nachricht']);
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveValue('julia@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`An diese Adresse schicken wir unsere Antwort. Fehler: ${KONTAKT_MESSAGES.email}`);
    expect(screen.getByLabelText('Ihre Nachricht')).toHaveValue('Kurz');
    expect(screen.getByLabelText('Betreff')).toHaveValue(entered.betreff);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('thanks the sender after a submission without JavaScript, with the focus on the thanks', () => {
    render(<ContactForm {...props({ submission: { status: 'success', message: 'Vielen Dank für Ihre Nachricht!' } })} />);
    const thanks = screen.getByRole('status');
    expect(within(thanks).getByText('Vielen Dank für Ihre Nachricht!')).toBeInTheDocument();
    expect(within(thanks).getByText('Wir melden uns so bald wie möglich bei Ihnen.')).toBeInTheDocument();
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
    const again = screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }).closest('form');
    expect(again).toHaveAttribute('method', 'get');
    expect(again).toHaveAttribute('action', '/kontakt');
  });

  it('shows the error outcome of a submission without JavaScript with what was entered', () => {
    render(<ContactForm {...props({ submission: { status: 'error', message: '', values: { ...entered, datenschutz: true } } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Leider konnte Ihre Nachricht nicht gesendet werden.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue(entered.name);
    expect(screen.getByLabelText('Ihre Nachricht')).toHaveValue(entered.nachricht);
  });
});
