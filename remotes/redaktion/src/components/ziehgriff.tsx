import { island } from '@musterstadt/shell-contract';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** The attribute of the list (`<ol>`) whose entries (`<li>`) the grips move. */
export const ZIEH_LISTE = 'data-rd-liste';
/** On the entry being dragged (for its look). */
const GEZOGEN = 'data-rd-gezogen';

interface ZiehgriffProps {
  /** What the form's buttons call the entry ('Block 2: Text'): the announcements name it. */
  titel: string;
  /** Where the entry stands now (from 0) and how many entries the list has. */
  index: number;
  anzahl: number;
  /** The value of the button the drop presses, `{nach}` standing for the new place (from 0): `verschieben:blocks.2.{nach}`. */
  wert: string;
}

/** The entries of the grip's list, in their order. */
function eintraegeBei(griff: HTMLElement | null): HTMLElement[] {
  const liste = griff?.closest(`[${ZIEH_LISTE}]`);
  return liste ? Array.from(liste.children).filter((kind): kind is HTMLElement => kind instanceof HTMLElement && kind.tagName === 'LI') : [];
}

/** The place (from 0) the dragged entry takes when dropped at the height `y`: after every other entry whose middle is above it. */
export function stelleBei(eintraege: readonly HTMLElement[], index: number, y: number): number {
  let stelle = 0;
  eintraege.forEach((eintrag, i) => {
    if (i === index) return;
    const rect = eintrag.getBoundingClientRect();
    if (y > rect.top + rect.height / 2) stelle += 1;
  });
  return stelle;
}

/**
 * A grip to drag an entry of a list (a page's blocks or title pictures, a menu's entries) to another
 * place: the third way to reorder, beside the buttons and the keyboard (which the buttons serve).
 * Without JavaScript there is no grip and the buttons do it all; with it, pointer events (mouse,
 * finger, pen) move the entry with the pointer, a live region says where it would go, and dropping
 * presses the form's own button for the move: the form posts with everything typed in it, and the
 * page that answers puts the focus on the moved entry and says where it stands now.
 */
function ZiehgriffView({ titel, index, anzahl, wert }: ZiehgriffProps) {
  const [bereit, setBereit] = useState(false);
  const [ansage, setAnsage] = useState('');
  const [ziel, setZiel] = useState<number | null>(null);
  const griff = useRef<HTMLSpanElement>(null);
  const knopf = useRef<HTMLButtonElement>(null);
  const start = useRef<{ y: number; stelle: number } | null>(null);
  // The grip works only with the script: it appears once the island runs.
  useEffect(() => setBereit(true), []);
  // Dropped at another place: the form is sent by the move's button (the value names both places).
  useEffect(() => {
    const button = knopf.current;
    if (ziel !== null && button?.form) button.form.requestSubmit(button);
  }, [ziel]);

  const eintrag = () => eintraegeBei(griff.current)[index];
  const aufraeumen = () => {
    const li = eintrag();
    li?.removeAttribute(GEZOGEN);
    li?.style.removeProperty('transform');
    start.current = null;
  };

  const greifen = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0 || ziel !== null) return;
    event.preventDefault();
    // Out of the field she typed in (its text is posted with the move): the page that answers puts the focus on the moved entry.
    const aktiv = document.activeElement;
    if (aktiv instanceof HTMLElement && aktiv !== document.body) aktiv.blur();
    griff.current?.setPointerCapture?.(event.pointerId);
    start.current = { y: event.clientY, stelle: index };
    eintrag()?.setAttribute(GEZOGEN, '');
    setAnsage(`${titel} wird gezogen. Stelle ${index + 1} von ${anzahl}.`);
  };
  const ziehen = (event: ReactPointerEvent<HTMLSpanElement>) => {
    const begonnen = start.current;
    if (!begonnen) return;
    const li = eintrag();
    if (li) li.style.transform = `translateY(${event.clientY - begonnen.y}px)`;
    const stelle = stelleBei(eintraegeBei(griff.current), index, event.clientY);
    if (stelle !== begonnen.stelle) {
      begonnen.stelle = stelle;
      setAnsage(`Loslassen verschiebt ${titel} an Stelle ${stelle + 1} von ${anzahl}.`);
    }
  };
  const loslassen = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (!start.current) return;
    const stelle = stelleBei(eintraegeBei(griff.current), index, event.clientY);
    aufraeumen();
    if (stelle === index) {
      setAnsage(`${titel} bleibt an Stelle ${index + 1} von ${anzahl}.`);
      return;
    }
    setAnsage(`${titel} wird an Stelle ${stelle + 1} von ${anzahl} verschoben.`);
    setZiel(stelle);
  };
  const abbrechen = () => {
    if (!start.current) return;
    aufraeumen();
    setAnsage(`${titel} bleibt an Stelle ${index + 1} von ${anzahl}.`);
  };

  if (!bereit) return null;
  return (
    <>
      {/* For the pointer only: keyboard and screen-reader users move entries with the buttons beside it. */}
      <span
        ref={griff}
        className="rd-ziehgriff"
        aria-hidden="true"
        title={`${titel} ziehen, um es zu verschieben`}
        onPointerDown={greifen}
        onPointerMove={ziehen}
        onPointerUp={loslassen}
        onPointerCancel={abbrechen}
      >
        ⠿ Ziehen
      </span>
      {/* Only once dropped: never the form's first button, which Enter in a field presses. */}
      {ziel !== null && (
        <button ref={knopf} type="submit" name="aktion" value={wert.replace('{nach}', String(ziel))} hidden tabIndex={-1}>
          {`${titel} verschieben`}
        </button>
      )}
      <span className="ms-visually-hidden" aria-live="polite">
        {ansage}
      </span>
    </>
  );
}

export const Ziehgriff = island('ziehgriff', ZiehgriffView, { hydrate: 'idle' });
