import type { ImageSet } from '#shared/schemas/common.ts';
import ResponsivePicture from '../shared/ResponsivePicture.tsx';

export interface CardImage {
  src: string;
  set: ImageSet;
}

/** A card's picture, decorative beside the card's title; a quiet placeholder when there is none. */
export default function CardPicture({
  image,
  sizes,
  className,
}: {
  image: CardImage | null;
  sizes: string;
  className: string;
}) {
  if (!image) return <div className={`picture picture--empty ${className}`} aria-hidden="true" />;
  return <ResponsivePicture className={className} src={image.src} set={image.set} alt="" sizes={sizes} />;
}
