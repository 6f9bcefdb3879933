import type { CardImage } from '#site/data/views/card-image.ts';
import ResponsivePicture from '../shared/ResponsivePicture.tsx';

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
