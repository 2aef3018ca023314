import type { ContentItem, ImageRef, ListResult } from '@musterstadt/cms-client';
import { blockData, type TemplateProps } from '@musterstadt/shell-contract';
import { RichText } from '@musterstadt/ui';
import ImageGallery from './image-gallery';
import { firstEntry } from '../parts';
import { townHtml } from '../../safe-html';

/** Template 'bildergalerie': the gallery of the block's entry; its introduction stays server HTML. */
export default function Gallery(props: TemplateProps) {
  const gallery = firstEntry(blockData<ListResult<ContentItem> | ContentItem>(props));
  const images: ImageRef[] = gallery?.bildergalerie_zuordnung?.bilder ?? [];
  if (!gallery || images.length === 0) return null;
  return (
    <ImageGallery
      titel={gallery.titel}
      intro={gallery.einleitung ? <RichText html={townHtml(gallery.einleitung, props.block)} /> : undefined}
      images={images}
    />
  );
}
