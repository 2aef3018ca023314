import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MultiSelectField } from './index';
import { filterOptions } from './multiselect-combobox';

const OPTIONS = [
  { value: 'fachwerk', label: 'Fachwerk und Baukunst' },
  { value: 'museum', label: 'Heimatmuseum' },
  { value: 'natur', label: 'Natur und Wald' },
  { value: 'kueche', label: 'Küche und Keller' },
];

function Field(props: { defaultValue?: string[]; error?: string }) {
  return (
    <form aria-label="Anfrage">
      <MultiSelectField id="f-interessen" name="interessen" label="Was interessiert Sie?" hint="Mehrere Antworten möglich" options={OPTIONS} {...props} />
    </form>
  );
}

/** The combobox, once the visitor has pointed at the group of boxes and its chunk has loaded. */
async function comboboxAfterIntent(): Promise<HTMLElement> {
  fireEvent.pointerEnter(screen.getByRole('group', { name: 'Was interessiert Sie?' }));
  return screen.findByRole('combobox', { name: 'Was interessiert Sie?' });
}

const boxes = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
const posted = (container: HTMLElement) => new FormData(container.querySelector('form')!).getAll('interessen');

describe('multiselect without JavaScript', () => {
  it('is a group of checkboxes under a legend in the server HTML, with no combobox', () => {
    const html = renderToString(<Field defaultValue={['museum']} />);
    document.body.innerHTML = html;
    expect(screen.getByRole('group', { name: 'Was interessiert Sie?' })).toBeVisible();
    expect(screen.getAllByRole('checkbox').map((box) => [(box as HTMLInputElement).value, (box as HTMLInputElement).checked])).toEqual([
      ['fachwerk', false],
      ['museum', true],
      ['natur', false],
      ['kueche', false],
    ]);
    expect(screen.queryByRole('combobox')).toBeNull();
    document.body.innerHTML = '';
  });
});

describe('multiselect with JavaScript', () => {
  it('stays a group of boxes until the visitor reaches it; a box ticked by then stays chosen and the focus goes on in the combobox', async () => {
    const { container } = render(<Field />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('combobox')).toBeNull();
    const natur = screen.getByRole('checkbox', { name: 'Natur und Wald' });
    act(() => natur.focus());
    fireEvent.click(natur);
    const input = await screen.findByRole('combobox', { name: 'Was interessiert Sie?' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Ausgewählt: Natur und Wald\./);
    expect(posted(container)).toEqual(['natur']);
  });

  it('becomes the combobox at hydration when the visitor was already on a box of the server’s HTML, keeping what she ticked', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Field />);
    document.body.append(host);
    const natur = within(host).getByRole('checkbox', { name: 'Natur und Wald' }) as HTMLInputElement;
    natur.focus();
    natur.checked = true;
    const root = await act(async () => hydrateRoot(host, <Field />));
    const input = await within(host).findByRole('combobox', { name: 'Was interessiert Sie?' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Ausgewählt: Natur und Wald\./);
    act(() => root.unmount());
    host.remove();
  });

  it('becomes a combobox labelled and described like the field, the boxes out of sight and still posting', async () => {
    const { container } = render(<Field defaultValue={['museum']} error="Bitte wählen Sie höchstens drei Themen." />);
    const input = await comboboxAfterIntent();
    // The error summary links to the field's id: the text box has it now.
    expect(input).toHaveAttribute('id', 'f-interessen');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mehrere Antworten möglich Fehler: Bitte wählen Sie höchstens drei Themen. Ausgewählt: Heimatmuseum.');
    expect(screen.queryByRole('group', { name: 'Was interessiert Sie?' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(boxes(container)).toHaveLength(4);
    expect(posted(container)).toEqual(['museum']);
    // Ids stay unique.
    const ids = Array.from(container.querySelectorAll('[id]')).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters as one types, moves with the arrow keys, chooses with Enter and Space, and closes with Escape', async () => {
    const { container } = render(<Field />);
    const input = await comboboxAfterIntent();
    fireEvent.change(input, { target: { value: 'und' } });
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fachwerk und Baukunst', 'Natur und Wald', 'Küche und Keller']);
    expect(screen.getByText('3 Einträge in der Liste.')).toBeInTheDocument();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Natur und Wald' }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(posted(container)).toEqual(['natur']);
    expect(screen.getByRole('option', { name: 'Natur und Wald' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Natur und Wald ausgewählt. 1 ausgewählt.')).toBeInTheDocument();
    // The list stays open for the next choice; Space on the entry reached by arrow chooses it too.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: ' ' });
    expect(posted(container)).toEqual(['natur', 'kueche']);
    // Enter on a chosen entry takes it back.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(posted(container)).toEqual(['natur']);
    expect(screen.getByText('Küche und Keller entfernt. 1 ausgewählt.')).toBeInTheDocument();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input).toHaveAccessibleDescription('Mehrere Antworten möglich Ausgewählt: Natur und Wald.');
  });

  it('shows the choice as chips that take an entry back when pressed, or with Backspace', async () => {
    const { container } = render(<Field defaultValue={['fachwerk', 'natur']} />);
    await comboboxAfterIntent();
    const chips = screen.getByRole('list', { name: 'Ausgewählt' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Fachwerk und Baukunst entfernen', 'Natur und Wald entfernen']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Fachwerk und Baukunst entfernen' }));
    expect(posted(container)).toEqual(['natur']);
    expect(screen.getByText('Fachwerk und Baukunst entfernt. 1 ausgewählt.')).toBeInTheDocument();
    const last = screen.getByRole('button', { name: 'Natur und Wald entfernen' });
    fireEvent.keyDown(last, { key: 'Backspace' });
    expect(posted(container)).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Ausgewählt' })).toBeNull();
  });

  it('says when nothing matches', async () => {
    render(<Field />);
    const input = await comboboxAfterIntent();
    fireEvent.change(input, { target: { value: 'Spielbank' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getAllByText('Keine passenden Einträge.')).toHaveLength(2);
  });

  it('finds entries whatever the case and accents', () => {
    expect(filterOptions(OPTIONS, 'KUCHE').map((o) => o.value)).toEqual(['kueche']);
    expect(filterOptions(OPTIONS, '  ').map((o) => o.value)).toEqual(['fachwerk', 'museum', 'natur', 'kueche']);
  });

  it('gives react-hook-form the same list as the boxes would', async () => {
    let submitted: unknown;
    function Registered() {
      const { register, handleSubmit } = useForm<{ interessen: string[] }>({ defaultValues: { interessen: [] } });
      return (
        <form
          aria-label="Anfrage"
          onSubmit={(event) =>
            void handleSubmit((values) => {
              submitted = values;
            })(event)
          }
        >
          <MultiSelectField id="f-interessen" label="Was interessiert Sie?" options={OPTIONS} {...register('interessen')} />
          <button type="submit">Senden</button>
        </form>
      );
    }
    render(<Registered />);
    const input = await comboboxAfterIntent();
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Heimatmuseum' }));
    fireEvent.click(screen.getByRole('option', { name: 'Küche und Keller' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    });
    expect(submitted).toEqual({ interessen: ['museum', 'kueche'] });
  });
});
