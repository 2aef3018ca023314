import { act, render, screen } from '@testing-library/react';
import { Ziehgriff, ZIEH_LISTE } from './ziehgriff';

const TITEL = ['Block 1: Text', 'Block 2: Ansprechpartner', 'Block 3: Bilder'];

/** A form with a list of three entries of 100 px each (top at 0, 100, 200), each with its grip; the posts it sends. */
function liste() {
  const gesendet: string[] = [];
  const { container } = render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        gesendet.push(`${submitter?.name}=${submitter?.value}`);
      }}
    >
      <input name="titel" defaultValue="Spielplatz" />
      <ol {...{ [ZIEH_LISTE]: '' }}>
        {TITEL.map((titel, index) => (
          <li key={titel}>
            <h3>{titel}</h3>
            <Ziehgriff titel={titel} index={index} anzahl={TITEL.length} wert={`verschieben:blocks.${index}.{nach}`} />
            <button type="submit" name="aktion" value={`hoch:${index}`}>
              Nach oben
            </button>
          </li>
        ))}
      </ol>
    </form>,
  );
  const eintraege = Array.from(container.querySelectorAll('li'));
  eintraege.forEach((li, index) => {
    li.getBoundingClientRect = () => ({
      top: index * 100,
      bottom: index * 100 + 100,
      height: 100,
      left: 0,
      right: 500,
      width: 500,
      x: 0,
      y: index * 100,
      toJSON: () => ({}),
    });
  });
  return { gesendet, eintraege, griffe: Array.from(container.querySelectorAll<HTMLElement>('.rd-ziehgriff')) };
}

/** A pointer event as the browser sends it (jsdom has no PointerEvent: its mouse event carries the same fields). */
function zeiger(element: Element, typ: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel', clientY: number) {
  act(() => {
    element.dispatchEvent(new MouseEvent(typ, { bubbles: true, cancelable: true, button: 0, clientY }));
  });
}

describe('the grip that drags an entry of a list', () => {
  it('appears only with JavaScript: the server renders nothing, the buttons do the work', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Ziehgriff titel="Block 1: Text" index={0} anzahl={2} wert="verschieben:blocks.0.{nach}" />);
    expect(html).toBe('');
  });

  it('is hidden from screen readers and the keyboard, who move entries with the buttons', () => {
    const { griffe } = liste();
    expect(griffe).toHaveLength(3);
    expect(griffe[0]).toHaveAttribute('aria-hidden', 'true');
    expect(griffe[0]).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('button', { name: 'Nach oben' })).toHaveLength(3);
    // Until a drop the grips add no button to the form: Enter in a field presses the form's own first button.
    expect(griffe[0]?.closest('form')?.querySelectorAll('button')).toHaveLength(3);
  });

  it('dropped further down, presses the form’s move button with both places, and the live region says where it goes', () => {
    const { gesendet, eintraege, griffe } = liste();
    const griff = griffe[0] as HTMLElement;
    zeiger(griff, 'pointerdown', 50);
    expect(eintraege[0]).toHaveAttribute('data-rd-gezogen');
    expect(screen.getByText('Block 1: Text wird gezogen. Stelle 1 von 3.')).toBeInTheDocument();
    zeiger(griff, 'pointermove', 170);
    // The entry follows the pointer.
    expect(eintraege[0]).toHaveStyle({ transform: 'translateY(120px)' });
    expect(screen.getByText('Loslassen verschiebt Block 1: Text an Stelle 2 von 3.')).toBeInTheDocument();
    zeiger(griff, 'pointermove', 260);
    expect(screen.getByText('Loslassen verschiebt Block 1: Text an Stelle 3 von 3.')).toBeInTheDocument();
    zeiger(griff, 'pointerup', 260);
    expect(gesendet).toEqual(['aktion=verschieben:blocks.0.2']);
    expect(eintraege[0]).not.toHaveAttribute('data-rd-gezogen');
    expect(eintraege[0]?.style.transform).toBe('');
  });

  it('takes the focus out of the field the editor typed in, so that the answering page can put it on the moved entry', () => {
    const { griffe } = liste();
    const feld = screen.getByRole('textbox');
    feld.focus();
    zeiger(griffe[0] as HTMLElement, 'pointerdown', 50);
    expect(feld).not.toHaveFocus();
  });

  it('dragged upwards, posts the new place above', () => {
    const { gesendet, griffe } = liste();
    const griff = griffe[2] as HTMLElement;
    zeiger(griff, 'pointerdown', 250);
    zeiger(griff, 'pointermove', 20);
    zeiger(griff, 'pointerup', 20);
    expect(gesendet).toEqual(['aktion=verschieben:blocks.2.0']);
  });

  it('dropped where it was, or cancelled, sends nothing and says the entry stays', () => {
    const { gesendet, eintraege, griffe } = liste();
    const griff = griffe[1] as HTMLElement;
    zeiger(griff, 'pointerdown', 150);
    zeiger(griff, 'pointermove', 160);
    zeiger(griff, 'pointerup', 160);
    expect(screen.getByText('Block 2: Ansprechpartner bleibt an Stelle 2 von 3.')).toBeInTheDocument();
    zeiger(griff, 'pointerdown', 150);
    zeiger(griff, 'pointermove', 290);
    zeiger(griff, 'pointercancel', 290);
    expect(eintraege[1]).not.toHaveAttribute('data-rd-gezogen');
    expect(gesendet).toEqual([]);
  });

  it('ignores a pointer that was never pressed on it (a hover passing by)', () => {
    const { gesendet, griffe } = liste();
    const griff = griffe[0] as HTMLElement;
    zeiger(griff, 'pointermove', 250);
    zeiger(griff, 'pointerup', 250);
    expect(gesendet).toEqual([]);
  });
});
