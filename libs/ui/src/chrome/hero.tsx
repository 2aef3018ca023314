import type { ImageRef } from '@musterstadt/cms-client';
import { Figure } from '../components/content';

export interface HeroProps {
  image: ImageRef | undefined;
  /** The start page shows a taller hero. */
  home?: boolean;
  className?: string;
}

/**
 * The sub-site's hero image. The illustrations are 16:9; the image keeps that ratio at every width
 * (narrower and centred on a band when the height is capped), so its subject is never cropped.
 */
export function Hero({ image, home = false, className }: HeroProps) {
  if (!image) return null;
  const classes = ['ms-subsite-hero', home ? 'ms-subsite-hero--home' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <Figure {...image} alt={image.bildtext ?? ''} loading="eager" width={800} height={450} className="ms-subsite-hero__figure" />
    </div>
  );
}
