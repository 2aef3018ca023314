import { type ImageRef, medienSrcSet } from '@musterstadt/cms-client';
import { type ImgHTMLAttributes, useEffect, useRef } from 'react';
import { formatDate, isoDate } from '../format';
import { innerHtml, type SafeHtml } from '../safe-html';
import { activateScripts, INERT_SCRIPT_TAG } from '../safe-html/content-scripts';

/** The spec's empty-state texts of lists (spec point 8). */
export const EMPTY_TEXTS = {
  einsaetze: 'Aktuell sind noch keine Einsätze erfasst worden',
  artikel: 'Aktuell sind noch keine Artikel erfasst worden',
  termineAus: 'Aktuell stehen keine Termine aus',
  meldungen: 'Aktuell sind keine Meldungen erfasst',
  termineAn: 'Aktuell stehen keine Termine an',
} as const;

export function EmptyState({ text }: { text: string }) {
  return (
    <p className="ms-empty-state" role="status">
      {text}
    </p>
  );
}

/**
 * HTML from the content API, made safe where it is rendered: it takes only `SafeHtml` (from
 * `safeHtml(field, block)`), places it, and starts the embedded scripts the sanitiser allowed.
 */
export function RichText({ html, className }: { html: SafeHtml | null | undefined; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && html?.includes(`<${INERT_SCRIPT_TAG}`)) activateScripts(ref.current);
  }, [html]);
  if (!html) return null;
  return <div ref={ref} className={['ms-richtext', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={innerHtml(html)} />;
}

/**
 * How wide a picture is shown, for the browser's choice among its widths (`sizes`): a card of a grid,
 * a picture of an article's text, a picture as wide as the window.
 */
export const BILD_BREITEN = {
  karte: '(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw',
  inhalt: '(min-width: 1024px) 66vw, 100vw',
  voll: '100vw',
} as const;

export type BildProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> & {
  src: string;
  /** Text alternative; '' for a decorative picture. */
  alt: string;
  /** How wide it is shown (BILD_BREITEN or a `sizes` value of its own). */
  sizes?: string;
};

/** A picture; one of the media library brings its narrower widths (srcset), so a phone loads a small file. */
export function Bild({ src, alt, sizes = BILD_BREITEN.voll, ...rest }: BildProps) {
  const srcSet = medienSrcSet(src);
  return <img src={src} alt={alt} {...(srcSet ? { srcSet, sizes } : {})} {...rest} />;
}

export interface FigureProps extends Partial<Omit<ImageRef, 'bild'>> {
  bild?: string | null;
  /** Text alternative; the caption is used when none is given, '' marks a decorative image. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  width?: number;
  height?: number;
  className?: string;
  /** How wide it is shown (default: in an article's text). */
  sizes?: string;
}

/** An image with its caption and copyright line. */
export function Figure({
  bild,
  bildtext,
  bildcopyright,
  alt,
  loading = 'lazy',
  width = 1200,
  height = 675,
  className,
  sizes = BILD_BREITEN.inhalt,
}: FigureProps) {
  if (!bild) return null;
  return (
    <figure className={['ms-figure', className].filter(Boolean).join(' ')}>
      <Bild src={bild} alt={alt ?? bildtext ?? ''} loading={loading} decoding="async" width={width} height={height} sizes={sizes} />
      {(bildtext || bildcopyright) && (
        <figcaption>
          {bildtext}
          {bildtext && bildcopyright ? ' ' : null}
          {bildcopyright && <span className="ms-figure__copyright">© {bildcopyright}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** A date as DD.MM.YYYY with a machine-readable datetime. */
export function DateText({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  return <time dateTime={isoDate(value)}>{formatDate(value)}</time>;
}
