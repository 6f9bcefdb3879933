/**
 * Astro writes a page's Content-Security-Policy into a `<meta>` when it pre-renders the page and
 * into a response header when it renders on demand. The publisher's pages must be the static
 * build's byte for byte, so a rendered page gets the meta where the static build puts it: first
 * in the head content Astro adds, which every page opens with its inlined styles. The page stays
 * in bytes: the marks searched for are ASCII, which UTF-8 never uses inside another character.
 */
export function withCspMeta(html: Uint8Array, policy: string): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const headEnd = page.indexOf('</head>');
  const at = page.indexOf('<style', page.indexOf('<head>'));
  if (headEnd < 0 || at < 0 || at > headEnd)
    throw new Error('A page without inlined styles in its head cannot take its CSP meta');
  const meta = Buffer.from(`<meta http-equiv="content-security-policy" content="${policy.replaceAll('"', '&quot;')}">`);
  return Buffer.concat([page.subarray(0, at), meta, page.subarray(at)]);
}
