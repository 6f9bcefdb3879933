import type { ImageSet } from '#shared/schemas/common.ts';

/** A small picture of an uploaded image, or a quiet placeholder when there is none. */
export default function Thumbnail({
  src,
  set,
  alt,
}: {
  src: string | null;
  set?: ImageSet | null | undefined;
  alt: string;
}) {
  if (!src) return <div className="thumbnail thumbnail--empty" aria-hidden="true" />;
  return (
    <img className="thumbnail" src={src} srcSet={set?.webp} sizes="240px" alt={alt} loading="lazy" decoding="async" />
  );
}
