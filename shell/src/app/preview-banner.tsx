import type { PreviewBannerData } from './page-data';

/**
 * The marker at the top of a preview page: a labelled region before the page's own header, so that
 * nobody takes the draft for the public page (GOV.UK's preview pages do the same).
 */
export function PreviewBanner({ banner }: { banner: PreviewBannerData }) {
  return (
    <section className="shell-preview" aria-labelledby="shell-preview-titel">
      <p className="shell-preview__inner">
        <strong id="shell-preview-titel" className="shell-preview__title">
          {banner.title}
        </strong>{' '}
        {banner.text}
        {banner.link && (
          <>
            {' '}
            <a href={banner.link.href}>{banner.link.text}</a>
          </>
        )}
      </p>
    </section>
  );
}
