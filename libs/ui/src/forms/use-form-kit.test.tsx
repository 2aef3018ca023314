import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MultiSelectField, TextField, useFormKit, yup, type FieldErrors } from './index';

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
