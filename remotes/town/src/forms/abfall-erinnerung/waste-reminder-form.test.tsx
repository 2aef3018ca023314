import { NavigationContext, type FormSubmission } from '@musterstadt/shell-contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { exampleStammdaten, wastePage } from '../../templates/waste/examples';
import WasteReminderForm from './waste-reminder-form';
import { MESSAGES } from './waste-reminder-schema';

const formBlock = { template: 'abfall-erinnerung', context: { apiCalls: ['stammdaten'] } };

describe('waste reminder form', () => {
  const originalFetch = global.fetch;
  // jsdom has no fetch Response; the form reads only ok, status and json().
  const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
  const blockForm = (submission?: FormSubmission) => ({
    id: 'abfall-erinnerung',
    action: '/abfall/erinnerung#abfall-erinnerung',
    data: null,
    ...(submission ? { submission } : {}),
  });
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('is a POST form to its own page, naming the form, with labelled fields', () => {
    render(
      <WasteReminderForm
        page={wastePage('/abfall/erinnerung', '?bezirk=hallwangen')}
        block={formBlock}
        data={{ stammdaten: exampleStammdaten }}
        form={blockForm()}
      />,
    );
    const form = screen.getByRole('form', { name: 'Erinnerung an Abfuhrtermine einrichten' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/abfall/erinnerung');
    expect(form.querySelector('input[type="hidden"][name="_form"]')).toHaveValue('abfall-erinnerung');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('name', 'email');
    expect(screen.getByRole('combobox', { name: 'Abfuhrbezirk' })).toHaveValue('hallwangen');
    expect(within(screen.getByRole('group', { name: 'Abfallarten' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Am Tag vor der Abfuhr, am Nachmittag' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Hinweise zum Datenschutz/ })).not.toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the errors of a form posted without JavaScript in a summary and at the fields, keeping the values', () => {
    const submission: FormSubmission = {
      status: 'invalid',
      message: 'Bitte prüfen Sie Ihre Angaben.',
      errors: { email: MESSAGES['email.ungueltig']!, arten: MESSAGES['arten.fehlt']! },
      values: { email: 'kein-at', bezirk: 'hallwangen', arten: [], tage: '2', datenschutz: true },
    };
    render(
      <WasteReminderForm page={wastePage('/abfall/erinnerung')} block={formBlock} data={{ stammdaten: exampleStammdaten }} form={blockForm(submission)} />,
    );
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Angaben' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#erinnerung-email', '#erinnerung-art-0']);
    expect(links[0]).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.');
    expect(summary).toHaveFocus();
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveValue('kein-at');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.');
    expect(screen.getByRole('combobox', { name: 'Abfuhrbezirk' })).toHaveValue('hallwangen');
    expect(screen.getByRole('radio', { name: /Zwei Tage vor der Abfuhr/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Hinweise zum Datenschutz/ })).toBeChecked();
  });

  it('shows a failed mail as a general error', () => {
    const submission: FormSubmission = { status: 'error', message: MESSAGES['versand.fehlgeschlagen']!, values: { email: 'erika@example.org' } };
    render(
      <WasteReminderForm page={wastePage('/abfall/erinnerung')} block={formBlock} data={{ stammdaten: exampleStammdaten }} form={blockForm(submission)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die E-Mail konnte gerade nicht versendet werden.');
  });

  it('posts JSON to its form endpoint with JavaScript and goes on to the confirmation page, or shows the errors in place', async () => {
    const navigate = jest.fn();
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(
        answer(422, { status: 'invalid', message: 'Bitte prüfen Sie Ihre Angaben.', errors: { datenschutz: MESSAGES['datenschutz.fehlt'] } }),
      )
      .mockResolvedValueOnce(answer(200, { status: 'success', message: 'Fast geschafft!', redirect: '/abfall/erinnerung/angemeldet' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <NavigationContext.Provider value={navigate}>
        <WasteReminderForm page={wastePage('/abfall/erinnerung')} block={formBlock} data={{ stammdaten: exampleStammdaten }} form={blockForm()} />
      </NavigationContext.Provider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), { target: { value: 'erika@example.org' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Abfuhrbezirk' }), { target: { value: 'hallwangen' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bioabfall' }));
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Erinnerung an Abfuhrtermine einrichten' }));
    });
    expect(fetchMock).toHaveBeenCalledWith('/_forms/abfall-erinnerung', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body)).toEqual({
      email: 'erika@example.org',
      bezirk: 'hallwangen',
      arten: ['bioabfall'],
      tage: '1',
      datenschutz: false,
      firma: '',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.');
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: /Hinweise zum Datenschutz/ }));
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Erinnerung an Abfuhrtermine einrichten' }));
    });
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, { body: string }])[1].body)).toMatchObject({ datenschutz: true });
    expect(navigate).toHaveBeenCalledWith('/abfall/erinnerung/angemeldet');
  });
});
