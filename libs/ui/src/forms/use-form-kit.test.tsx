import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ErrorSummary, MultiSelectField, TextField, useFormKit, type FieldErrors } from './index';
import { yup } from './schema';

const schema = yup.object({
  name: yup.string().trim().required('Bitte geben Sie Ihren Namen an.'),
  interessen: yup.array(yup.string().oneOf(['museum', 'natur'], 'Diese Auswahl gibt es nicht.')).default([]),
});

type Values = { name: string; interessen: string[] };

function Anfrage({ serverErrors, defaults }: { serverErrors?: FieldErrors; defaults: Values }) {
  const kit = useFormKit<Values>({ schema, defaultValues: defaults, serverErrors, fieldOrder: ['name', 'interessen'], idOf: (name) => `anfrage-${name}` });
  const { field } = kit;
  return (
    <form aria-label="Anfrage" noValidate onSubmit={(event) => void kit.handleSubmit(() => undefined)(event)}>
      <TextField label="Ihr Name" required {...field('name')} />
      <MultiSelectField
        label="Was interessiert Sie?"
        options={[
          { value: 'museum', label: 'Heimatmuseum' },
          { value: 'natur', label: 'Natur und Wald' },
        ]}
        {...field('interessen')}
      />
      <button type="submit">Senden</button>
    </form>
  );
}

describe("the form kit's field binding", () => {
  it('gives a field its id, the name it posts under and the value typed before', () => {
    document.body.innerHTML = renderToString(<Anfrage defaults={{ name: 'Eva Weber', interessen: ['natur'] }} />);
    const name = screen.getByRole('textbox', { name: 'Ihr Name' });
    expect(name).toHaveAttribute('id', 'anfrage-name');
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveValue('Eva Weber');
    expect(screen.getByRole('checkbox', { name: 'Natur und Wald' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Heimatmuseum' })).not.toBeChecked();
    document.body.innerHTML = '';
  });

  it("shows the server's message at its field, and a list's item message at the list", async () => {
    render(
      <Anfrage
        defaults={{ name: '', interessen: [] }}
        serverErrors={{ name: 'Bitte geben Sie Ihren Namen an.', 'interessen[0]': 'Diese Auswahl gibt es nicht.' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Ihr Name' })).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihren Namen an.');
    expect(screen.getByRole('group', { name: 'Was interessiert Sie?' })).toHaveTextContent('Diese Auswahl gibt es nicht.');
    // With JavaScript the checkboxes become a combobox (once the visitor points at them), which carries the message on.
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Was interessiert Sie?' }));
    expect(await screen.findByRole('combobox', { name: 'Was interessiert Sie?' })).toHaveAccessibleDescription(/Diese Auswahl gibt es nicht\./);
  });

  it("registers the field, so the browser's own check reads what is typed", async () => {
    render(<Anfrage defaults={{ name: '', interessen: [] }} />);
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Was interessiert Sie?' }));
    await screen.findByRole('combobox', { name: 'Was interessiert Sie?' });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    const name = screen.getByRole('textbox', { name: 'Ihr Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihren Namen an.');
    fireEvent.change(name, { target: { value: 'Eva Weber' } });
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  });
});

describe('a form whose schema loads on the first check', () => {
  function Kontakt({ load, onSent }: { load: () => Promise<typeof schema>; onSent: (values: Values) => void }) {
    const kit = useFormKit<Values>({
      schema: load,
      defaultValues: { name: '', interessen: [] },
      fieldOrder: ['name', 'interessen'],
      idOf: (name) => `kontakt-${name}`,
    });
    return (
      <form aria-label="Kontakt" noValidate onSubmit={(event) => void kit.handleSubmit(onSent)(event)}>
        <ErrorSummary {...kit.summary} />
        <TextField label="Ihr Name" required {...kit.field('name')} />
        <button type="submit">Senden</button>
      </form>
    );
  }

  it('loads nothing to show the form, and shows the German messages on the first submit', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const onSent = jest.fn();
    render(<Kontakt load={load} onSent={onSent} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    const name = screen.getByRole('textbox', { name: 'Ihr Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihren Namen an.'));
    expect(screen.getByRole('link', { name: 'Bitte geben Sie Ihren Namen an.' })).toHaveAttribute('href', '#kontakt-name');
    expect(onSent).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '  Eva Weber ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    // The values go on as the schema casts them (trimmed).
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ name: 'Eva Weber', interessen: [] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading the schema when the visitor leaves a field', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    render(<Kontakt load={load} onSent={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Ihr Name' });
    fireEvent.focus(name);
    expect(load).not.toHaveBeenCalled();
    fireEvent.blur(name);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihren Namen an.'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the values on for the server to check when the schema cannot be loaded, and tries again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const onSent = jest.fn();
    render(<Kontakt load={load} onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ name: '', interessen: [] }));
    expect(error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ihr Name' })).toHaveAccessibleDescription('Fehler: Bitte geben Sie Ihren Namen an.'));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
