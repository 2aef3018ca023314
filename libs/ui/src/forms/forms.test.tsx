import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CheckboxField, ErrorSummary, Honeypot, SelectField, TextAreaField, TextField, summaryItems } from './index';
import { validateForm, yup } from './schema';

describe('form kit fields', () => {
  it('ties labels, hints and errors to their controls', () => {
    render(
      <form>
        <TextField id="f-name" name="name" label="Ihr Name" hint="Vor- und Nachname" error="Bitte geben Sie Ihren Namen an" />
        <SelectField id="f-tag" name="tag" label="Tag" placeholder="Bitte wählen Sie …" options={[{ value: '1', label: '01.12.2026' }]} />
        <CheckboxField id="f-ok" name="ok" label="Ich bin einverstanden" hint={<a href="/datenschutz">Datenschutzerklärung</a>} />
      </form>,
    );
    const name = screen.getByLabelText('Ihr Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Vor- und Nachname Fehler: Bitte geben Sie Ihren Namen an');
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveDisplayValue('Bitte wählen Sie …');
    expect(screen.getByRole('option', { name: '01.12.2026' })).toHaveValue('1');
    const consent = screen.getByRole('checkbox', { name: 'Ich bin einverstanden' });
    expect(consent).toHaveAttribute('value', 'true');
    expect(consent).not.toHaveAttribute('aria-invalid');
  });

  it('gives a multi-line text the same frame: label, hint, error and the value it was given', () => {
    const { rerender } = render(
      <TextAreaField id="f-nachricht" name="nachricht" label="Ihre Nachricht" hint="Höchstens 4000 Zeichen" defaultValue={'Zeile 1\nZeile 2'} />,
    );
    const message = screen.getByRole('textbox', { name: 'Ihre Nachricht' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveClass('ms-textarea');
    expect(message).toHaveAttribute('name', 'nachricht');
    expect(message).toHaveValue('Zeile 1\nZeile 2');
    expect(message).toHaveAccessibleDescription('Höchstens 4000 Zeichen');
    expect(message).not.toHaveAttribute('aria-invalid');
    rerender(<TextAreaField id="f-nachricht" name="nachricht" label="Ihre Nachricht" error="Bitte schreiben Sie uns Ihr Anliegen" />);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Fehler: Bitte schreiben Sie uns Ihr Anliegen');
  });

  it('keeps the honeypot away from keyboard and screen-reader users', () => {
    render(<Honeypot id="f-firma" name="firma" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const trap = screen.getByRole('textbox', { hidden: true });
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('name', 'firma');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('error summary', () => {
  function Form() {
    const [key, setKey] = useState(0);
    const items = key === 0 ? [] : summaryItems({ email: 'E-Mail fehlt', name: 'Name fehlt' }, ['name', 'email'], (n) => `f-${n}`);
    return (
      <>
        <ErrorSummary items={items} focusKey={key} />
        <TextField id="f-name" label="Name" />
        <TextField id="f-email" label="E-Mail" />
        <button type="button" onClick={() => setKey((k) => k + 1)}>
          Absenden
        </button>
      </>
    );
  }

  it('lists each error as a link to its field, in form order, and takes the focus', () => {
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Bitte prüfen Sie Ihre Angaben' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Name fehlt', '#f-name'],
      ['E-Mail fehlt', '#f-email'],
    ]);
    Element.prototype.scrollIntoView = jest.fn();
    fireEvent.click(links[1]!);
    expect(screen.getByLabelText('E-Mail')).toHaveFocus();
  });
});

describe('German yup locale', () => {
  it('speaks German where a schema sets no message of its own', async () => {
    const schema = yup.object({ plz: yup.string().required().length(5), anzahl: yup.number().integer().max(3) });
    const result = await validateForm(schema, { anzahl: 4 });
    expect(result).toEqual({ ok: false, errors: { plz: 'Bitte füllen Sie dieses Feld aus.', anzahl: 'Bitte geben Sie eine Zahl bis 3 ein.' } });
    expect(await validateForm(schema, { plz: '7999', anzahl: 2.5 })).toEqual({
      ok: false,
      errors: { plz: 'Bitte geben Sie genau 5 Zeichen ein.', anzahl: 'Bitte geben Sie eine ganze Zahl ein.' },
    });
  });
});

describe('error summary focus', () => {
  it('takes the focus once per submit, also when the errors arrive a render after the submit', () => {
    const items = [{ id: 'f-name', message: 'Name fehlt' }];
    const { rerender } = render(
      <>
        <ErrorSummary items={[]} focusKey={1} />
        <TextField id="f-name" label="Name" />
      </>,
    );
    rerender(
      <>
        <ErrorSummary items={items} focusKey={1} />
        <TextField id="f-name" label="Name" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    // Re-validation while typing changes the entries, never the focus.
    screen.getByLabelText('Name').focus();
    rerender(
      <>
        <ErrorSummary items={[...items, { id: 'f-x', message: 'Noch etwas' }]} focusKey={1} />
        <TextField id="f-name" label="Name" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
