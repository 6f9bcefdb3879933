type Item = Record<string, unknown>;

/**
 * The picture a shared link's card shows, as the page's `og:image` will be once the form is saved:
 * the item's image for shared links, else its main picture (what `mainImage` finds in an item), each
 * as the form holds it: an image chosen and not saved (`unsaved`, URLs by image field) over the
 * item's own. Null when it has neither.
 */
export function linkCardImage(
  item: Item | null,
  unsaved: Record<string, string>,
  mainImage?: (item: Item) => string | null | undefined,
): string | null {
  // A new item has no image sets yet, which the admin's card of an item reads beside its images.
  const shown: Item = { ...item, imageSets: { ...(item?.imageSets as object | undefined) }, ...unsaved };
  return (shown.socialImageUrl as string | null | undefined) ?? mainImage?.(shown) ?? null;
}
