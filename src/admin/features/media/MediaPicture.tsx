import { objectPositionOf } from '#shared/domain-values.ts';
import type { Media } from '#shared/entities/media.ts';

/**
 * An image of the library from its stored variants, AVIF where the browser takes it, else WebP, at
 * the width `sizes` says it shows at (a thumbnail asks for the smallest), cropped about its focal
 * point where its box crops it. `alt` is empty where a name beside it says what it is.
 */
export default function MediaPicture({
  media,
  sizes,
  alt = '',
  eager = false,
  className,
}: {
  media: Pick<Media, 'imageUrl' | 'imageSets'>;
  sizes: string;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  const set = media.imageSets.imageUrl;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <img
        src={media.imageUrl}
        srcSet={set.webp}
        sizes={sizes}
        width={set.width}
        height={set.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ objectPosition: objectPositionOf(set.focalPoint) }}
      />
    </picture>
  );
}
