import { objectPositionOf } from '#shared/domain-values.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { PictureSet } from '#shared/schemas/common.ts';

interface Props {
  src: string;
  set: PictureSet;
  alt: string;
  /** The language of `alt` where it is not the page's. */
  altLang?: Language | undefined;
  sizes?: string;
  eager?: boolean;
  className?: string;
  /** Shown whole (`object-fit: contain`), so never cropped: its focal point has nothing to keep in view. */
  whole?: boolean;
}

/**
 * An uploaded image inside an island: the markup of Picture.astro (AVIF and WebP sources, intrinsic
 * size against layout shift, its focal point kept in view), lazily loaded by the browser because
 * islands render after the page.
 */
export default function ResponsivePicture({
  src,
  set,
  alt,
  altLang,
  sizes = '100vw',
  eager = false,
  className,
  whole = false,
}: Props) {
  const objectPosition = whole ? undefined : objectPositionOf(set.focalPoint);
  return (
    <picture className={className ? `picture ${className}` : 'picture'}>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img
        src={src}
        alt={alt}
        lang={altLang}
        width={set.width}
        height={set.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        style={objectPosition ? { objectPosition } : undefined}
      />
    </picture>
  );
}
