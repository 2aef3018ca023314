import { island } from '@musterstadt/shell-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { dateiPfad, PATHS } from '../texts';

/** A picture of the item's section as the picker shows it. */
export interface BildWahl {
  id: number;
  titel: string;
  url: string;
  alt: string | null;
  copyright: string | null;
  dekorativ: boolean;
}

interface BildFeldProps {
  label: string;
  wert: string;
  fehler?: string;
  /** The item's section: the Mediathek opens at its pictures. */
  bereich: string;
  /** The section's pictures (newest first), or null when they could not be loaded. */
  bilder: BildWahl[] | null;
  /** The posted name and the ids of the field and of its picture's text, rights and decoration box (a portal has a picture per module). */
  name?: string;
  id?: string;
  textId?: string;
  copyrightId?: string;
  dekorativId?: string;
}

/** Fills a field of the form the way typing would, unless the editor wrote something there already. */
function fuelleLeeres(id: string, value: string | null) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement) || input.value.trim() !== '' || !value) return;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The item's picture: an address field with a link to the Mediathek (no script needed). With
 * JavaScript a button opens a dialog (native modal `<dialog>`: labelled, the rest of the page inert,
 * Escape closes, the focus comes back to the button) with the section's pictures; choosing one fills
 * the address, and the picture's text and rights where those fields are still empty. The field is
 * uncontrolled, so hydration keeps whatever was typed before.
 */
function BildFeldView({
  label,
  wert,
  fehler,
  bereich,
  bilder,
  name = 'bild',
  id = 'rd-bild',
  textId = 'rd-bildtext',
  copyrightId = 'rd-bildcopyright',
  dekorativId = 'rd-bild_dekorativ',
}: BildFeldProps) {
  const [bereit, setBereit] = useState(false);
  const [suche, setSuche] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const knopfRef = useRef<HTMLButtonElement>(null);
  const feldRef = useRef<HTMLInputElement>(null);
  const titelId = useId();
  const sucheId = useId();
  // The button works only with the script: it appears once the island runs.
  useEffect(() => setBereit(true), []);

  const oeffnen = () => {
    setSuche('');
    dialogRef.current?.showModal();
  };
  const schliessen = () => dialogRef.current?.close();
  const waehlen = (bild: BildWahl) => {
    const feld = feldRef.current;
    if (feld) {
      feld.value = bild.url;
      feld.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (!bild.dekorativ) fuelleLeeres(textId, bild.alt);
    fuelleLeeres(copyrightId, bild.copyright);
    if (bild.dekorativ) {
      const box = document.getElementById(dekorativId);
      if (box instanceof HTMLInputElement) box.checked = true;
    }
    schliessen();
  };

  const wort = suche.trim().toLowerCase();
  const gezeigt = (bilder ?? []).filter((bild) => !wort || `${bild.titel} ${bild.alt ?? ''}`.toLowerCase().includes(wort));
  const mediathek = `${PATHS.medien}?art=bild&bereich=${encodeURIComponent(bereich)}`;
  return (
    <div className="rd-field">
      <label htmlFor={id}>{label}</label>
      <p className="rd-hint" id={`${id}-hinweis`}>
        Die Adresse eines Bildes aus der <a href={mediathek}>Mediathek</a> (auf der Seite des Bildes unter „Adresse für Inhalte“).
      </p>
      {fehler && (
        <p className="rd-error" id={`${id}-fehler`}>
          {fehler}
        </p>
      )}
      <input
        ref={feldRef}
        id={id}
        type="text"
        name={name}
        defaultValue={wert}
        aria-describedby={fehler ? `${id}-hinweis ${id}-fehler` : `${id}-hinweis`}
        aria-invalid={fehler ? true : undefined}
      />
      {bereit && (
        <p>
          <button ref={knopfRef} type="button" className="rd-button" onClick={oeffnen}>
            Bild aus der Mediathek wählen
          </button>
        </p>
      )}
      {bereit && (
        <dialog ref={dialogRef} className="rd-dialog" aria-labelledby={titelId} onClose={() => knopfRef.current?.focus()}>
          <h2 id={titelId}>Bild aus der Mediathek wählen</h2>
          <div className="rd-field">
            <label htmlFor={sucheId}>Bilder durchsuchen</label>
            <input id={sucheId} type="search" value={suche} onChange={(event) => setSuche(event.currentTarget.value)} />
          </div>
          {bilder === null ? (
            <p role="alert">Die Bilder konnten nicht geladen werden. Bitte öffnen Sie die Mediathek.</p>
          ) : gezeigt.length === 0 ? (
            <p>Keine Bilder in diesem Bereich gefunden.</p>
          ) : (
            <ul className="rd-bildwahl">
              {gezeigt.map((bild) => (
                <li key={bild.id}>
                  <button type="button" onClick={() => waehlen(bild)}>
                    <img src={dateiPfad(bild.id, 320)} alt="" width={120} loading="lazy" />
                    <span>
                      {bild.titel}
                      <br />
                      <span className="rd-hint">{bild.dekorativ ? 'dekorativ' : (bild.alt ?? '')}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="rd-dialog__actions">
            <a href={mediathek}>Zur Mediathek (Bild hochladen)</a>
            <button type="button" onClick={schliessen}>
              Schließen
            </button>
          </p>
        </dialog>
      )}
    </div>
  );
}

export const BildFeld = island('bild', BildFeldView);
