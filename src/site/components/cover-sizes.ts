/** A box an image covers (`object-fit: cover`) while `media` holds (none: otherwise), its width and height as CSS lengths. */
export interface CoverBox {
  media?: string;
  width: string;
  height: string;
}

/**
 * The `sizes` of an image `image.width` by `image.height` px that covers each box in turn: the width
 * it is drawn at, which is the box's width or, where the box is taller than the image's shape, the
 * box's height times the image's aspect ratio (CSS `max()`). Stating the box's width alone, as
 * `sizes="100vw"` does, has a phone's tall hero (375 by 633 px, a 3:2 picture drawn 950 px wide)
 * fetch the variant for 375 px, which then looks blocky at a pixel density of 2 or 3.
 */
export function coverSizes(image: { width: number; height: number }, boxes: CoverBox[]): string {
  const aspectRatio = Number((image.width / image.height).toFixed(3));
  return boxes
    .map(({ media, width, height }) => {
      const drawn = `max(${width}, calc(${height} * ${aspectRatio}))`;
      return media ? `${media} ${drawn}` : drawn;
    })
    .join(', ');
}
