/**
 * `value` as JSON that can be the whole text of a `<script>` element (JSON-LD): `<`, `>` and `&`
 * become `\u` escapes, so that no `</script>`, `<!--` or `-->` in the data can end the element or
 * change how the HTML parser reads it; U+2028 and U+2029 too, for readers that take the text as
 * JavaScript. JSON.parse gives back the same value.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
