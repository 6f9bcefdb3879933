/**
 * Cuts `text` to `maxChars` characters, adding an ellipsis when the text is longer than
 * `ellipsisAfterChars` (by default, whenever it was cut). docs/product.md#screens-and-routes: news cards cut at 80 and add
 * the ellipsis only past 90.
 */
export function truncate(text: string, maxChars: number, ellipsisAfterChars = maxChars): string {
  const cut = text.length > maxChars ? text.slice(0, maxChars).trimEnd() : text;
  return text.length > ellipsisAfterChars ? `${cut}…` : cut;
}

/** The paragraphs of a text an admin typed, split at line breaks, without empty ones. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
