import type { ImageSet } from '#shared/schemas/common.ts';

interface Props {
  src: string;
  set: ImageSet;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}

/**
 * An uploaded image inside an island: the markup of Picture.astro (AVIF and WebP sources, intrinsic
 * size against layout shift), lazily loaded by the browser because islands render after the page.
 */
export default function ResponsivePicture({ src, set, alt, sizes = '100vw', eager = false, className }: Props) {
  return (
    <picture className={className ? `picture ${className}` : 'picture'}>
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img
        src={src}
        alt={alt}
        width={set.width}
        height={set.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}
