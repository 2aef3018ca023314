import { SCHULFRUCHT_MESSAGES } from '@musterstadt/forms';
import type { BlockForm, PageView, TemplateProps } from '@musterstadt/shell-contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FOCUS_DELAY_MS } from './schulfrucht-form';
import SchulfruchtMusterstadt from './schulfrucht-musterstadt';

const page: PageView = {
  path: '/grundschule-musterstadt/schulfrucht',
  search: '',
  layout: 'grundschule-musterstadt',
  theme: 'grundschule-musterstadt',
  title: 'Schulfrucht: Helfertag eintragen',
  heading: 'Schulfrucht: Helfertag eintragen',
  description: '',
  canonical: '/grundschule-musterstadt/schulfrucht',
  breadcrumbs: [],
  heroImages: [],
  status: 200,
};
const block = {
  template: 'schulfrucht-musterstadt',
  context: { titel: 'Ihr Helfertag', kontaktEmail: 'schulfrucht@gs-musterstadt.de', datenschutz: '/datenschutz' },
};
const tage = [
  { id: '11', datum: '2026-12-01', label: '01.12.2026', frei: 2 },
  { id: '12', datum: '2026-12-03', label: '03.12.2026', frei: 1 },
];
const form = (extra: Partial<BlockForm> = {}): BlockForm => ({ id: 'schulfrucht-musterstadt', action: page.path, data: { max: 3, tage }, ...extra });
const props = (extra: Partial<BlockForm> = {}): TemplateProps => ({ page, block, data: {}, form: form(extra) });

// jsdom has no Response: the part of it the form reads.
const json = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, json: async () => body });
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  Element.prototype.scrollIntoView = jest.fn();
});

async function fillIn() {
  fireEvent.change(screen.getByLabelText('An welchem Tag helfen Sie?'), { target: { value: '12' } });
  fireEvent.input(screen.getByLabelText('Vor- und Nachname'), { target: { value: 'Julia Schmid' } });
  fireEvent.input(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'julia.schmid@example.org' } });
  fireEvent.input(screen.getByLabelText('Telefonnummer'), { target: { value: '07999 48213' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('school-fruit sign-up form', () => {
  it('renders a real form that posts to its page, with the open days and their free places', () => {
    const html = renderToString(<SchulfruchtMusterstadt {...props()} />);
    expect(html).toContain('method="post"');
    expect(html).toContain(`action="${page.path}"`);
    expect(html).toContain('name="_form" value="schulfrucht-musterstadt"');
    render(<SchulfruchtMusterstadt {...props()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Helfertag' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'An welchem Tag helfen Sie?' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen Sie einen Tag', 'Dienstag, 01.12.2026 – noch 2 Plätze frei', 'Donnerstag, 03.12.2026 – noch 1 Platz frei']);
    for (const label of ['Vor- und Nachname', 'E-Mail-Adresse', 'Telefonnummer']) expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toHaveAccessibleDescription(/^Mehr dazu lesen Sie in unserer Datenschutzerklärung/);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(screen.queryByRole('textbox', { name: /leer/ })).toBeNull();
    expect(screen.getByRole('textbox', { hidden: true, name: /leer/ })).toHaveAttribute('name', 'firma');
  });

  it('says so when no day is open, and when the days could not be loaded', () => {
    const { unmount } = render(<SchulfruchtMusterstadt {...props({ data: { max: 3, tage: [] } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Zur Zeit stehen keine Tage zur Anmeldung zur Verfügung.');
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();
    render(<SchulfruchtMusterstadt {...props({ data: null })} />);
    expect(screen.getByText('Zur Zeit stehen keine Tage zur Anmeldung zur Verfügung.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates in the browser with the spec messages, lists them in a summary and moves the focus there', async () => {
    render(<SchulfruchtMusterstadt {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich eintragen' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [SCHULFRUCHT_MESSAGES.tag, '#schulfrucht-musterstadt-tag'],
      [SCHULFRUCHT_MESSAGES.name, '#schulfrucht-musterstadt-name'],
      [SCHULFRUCHT_MESSAGES.email, '#schulfrucht-musterstadt-email'],
      [SCHULFRUCHT_MESSAGES.telefon, '#schulfrucht-musterstadt-telefon'],
      [SCHULFRUCHT_MESSAGES.datenschutz, '#schulfrucht-musterstadt-datenschutz'],
    ]);
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveAccessibleDescription(`Fehler: ${SCHULFRUCHT_MESSAGES.name}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits to the shell, thanks the parent, and "back to form" reloads the days and focuses the first field after a second', async () => {
    fetchMock.mockImplementationOnce(() => json({ status: 'success', message: 'Vielen Dank für Ihre Mithilfe!' }));
    render(<SchulfruchtMusterstadt {...props()} />);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich eintragen' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Vielen Dank für Ihre Mithilfe!');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledWith('/_forms/schulfrucht-musterstadt', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      tag: '12',
      name: 'Julia Schmid',
      email: 'julia.schmid@example.org',
      telefon: '07999 48213',
      datenschutz: true,
      firma: '',
    });

    jest.useFakeTimers();
    try {
      fetchMock.mockImplementationOnce(() => json({ data: { max: 3, tage: [tage[0]] } }));
      fireEvent.click(screen.getByRole('button', { name: 'Zurück zum Formular' }));
      const select = await screen.findByRole('combobox', { name: 'An welchem Tag helfen Sie?' });
      expect(fetchMock).toHaveBeenLastCalledWith('/_forms/schulfrucht-musterstadt', expect.anything());
      expect(within(select).getAllByRole('option')).toHaveLength(2);
      expect(select).toHaveValue('');
      expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('');
      act(() => jest.advanceTimersByTime(FOCUS_DELAY_MS - 10));
      expect(select).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(20));
      expect(select).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the error text with the advice to write an e-mail when the shell refuses the sign-up', async () => {
    fetchMock.mockImplementationOnce(() => json({ status: 'error', message: 'Leider …' }, 409));
    fetchMock.mockImplementationOnce(() => json({ data: { max: 3, tage } }));
    render(<SchulfruchtMusterstadt {...props()} />);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Verbindlich eintragen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Leider ist ein Fehler bei der Anmeldung aufgetreten');
    expect(within(alert).getByRole('link', { name: 'schulfrucht@gs-musterstadt.de' })).toHaveAttribute('href', 'mailto:schulfrucht@gs-musterstadt.de');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('Julia Schmid');
  });

  it('shows the field errors the server found, for a page answering a submission without JavaScript', () => {
    render(
      <SchulfruchtMusterstadt
        {...props({
          submission: {
            status: 'invalid',
            message: 'Bitte prüfen Sie Ihre Angaben.',
            errors: { email: SCHULFRUCHT_MESSAGES.email },
            values: { tag: '11', name: 'Julia Schmid', email: 'julia@', telefon: '07999 48213', datenschutz: true },
          },
        })}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: SCHULFRUCHT_MESSAGES.email })).toHaveAttribute('href', '#schulfrucht-musterstadt-email');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('julia@');
    expect(screen.getByLabelText('An welchem Tag helfen Sie?')).toHaveValue('11');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows success and error outcomes of a submission without JavaScript', () => {
    const { unmount } = render(<SchulfruchtMusterstadt {...props({ submission: { status: 'success', message: '' } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Vielen Dank für Ihre Mithilfe!');
    const back = screen.getByRole('button', { name: 'Zurück zum Formular' });
    expect(back.closest('form')).toHaveAttribute('method', 'get');
    expect(back.closest('form')).toHaveAttribute('action', page.path);
    unmount();
    render(<SchulfruchtMusterstadt {...props({ submission: { status: 'error', message: '', values: { name: 'Julia Schmid' } } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Leider ist ein Fehler bei der Anmeldung aufgetreten');
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('Julia Schmid');
  });
});
