import type { ImageRef } from '@musterstadt/cms-client';
import { island } from '@musterstadt/shell-contract';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Bild, BILD_BREITEN } from '@musterstadt/ui';

export interface ImageGalleryProps {
  titel: string;
  /** The gallery's introduction, server HTML. */
  intro?: ReactNode;
  images: ImageRef[];
}

/**
 * An image gallery: thumbnails with caption and credit; each links to the full image. With
 * JavaScript a link opens the image in a dialog with previous/next buttons (Escape closes it).
 */
function ImageGallery({ titel, intro, images }: ImageGalleryProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open === null) {
      if (element.open) element.close();
    } else if (!element.open) {
      element.showModal();
    }
  }, [open]);

  if (images.length === 0) return null;
  const current = open === null ? undefined : images[open];
  const step = (delta: number) => setOpen((index) => (index === null ? null : (index + delta + images.length) % images.length));
  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Without a modal dialog (old browsers) the link simply opens the image.
    if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal !== 'function') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(index);
  };

  return (
    <section className="town-image-gallery" aria-labelledby="galerie-titel">
      <h2 id="galerie-titel">{titel}</h2>
      {intro}
      <ul className="town-gallery">
        {images.map((image, index) => (
          <li key={`${image.bild}-${index}`}>
            <figure className="ms-figure">
              <a href={image.bild} onClick={show(index)} className="town-gallery__link">
                <Bild src={image.bild} alt={image.bildtext ?? ''} loading="lazy" width={640} height={360} sizes={BILD_BREITEN.karte} />
                <span className="ms-visually-hidden">
                  {' '}
                  (Bild {index + 1} von {images.length} vergrößern)
                </span>
              </a>
              {(image.bildtext || image.bildcopyright) && (
                <figcaption>
                  {image.bildtext}
                  {image.bildtext && image.bildcopyright ? ' ' : null}
                  {image.bildcopyright && <span className="ms-figure__copyright">© {image.bildcopyright}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="town-lightbox"
        aria-labelledby="lightbox-titel"
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') step(-1);
          if (event.key === 'ArrowRight') step(1);
        }}
      >
        {current && (
          <figure className="town-lightbox__figure">
            <Bild src={current.bild} alt={current.bildtext ?? ''} width={1200} height={675} sizes={BILD_BREITEN.voll} />
            <figcaption id="lightbox-titel">
              {current.bildtext}
              {current.bildcopyright && <span className="ms-figure__copyright"> © {current.bildcopyright}</span>}
              <span className="town-lightbox__count">
                {' '}
                (Bild {(open ?? 0) + 1} von {images.length})
              </span>
            </figcaption>
          </figure>
        )}
        <div className="town-lightbox__controls">
          <button type="button" className="ms-button ms-button--secondary" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span> Vorheriges Bild
          </button>
          <button type="button" className="ms-button ms-button--secondary" onClick={() => step(1)}>
            Nächstes Bild <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="ms-button" onClick={() => setOpen(null)}>
            Schließen
          </button>
        </div>
      </dialog>
    </section>
  );
}

// At load: a picture chosen before React is there would open as a file instead of in the dialog.
export default island('bildergalerie', ImageGallery);
