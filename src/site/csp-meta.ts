/**
 * Astro writes a page's Content-Security-Policy into a `<meta>` when it pre-renders the page and
 * into a response header when it renders on demand. The publisher's pages must be the static
 * build's byte for byte, so a rendered page gets the meta where the static build puts it: first
 * in the head content Astro adds, which every page opens with its inlined styles.
 */
export function withCspMeta(html: string, policy: string): string {
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf('<style', html.indexOf('<head>'));
  if (headEnd < 0 || at < 0 || at > headEnd)
    throw new Error('A page without inlined styles in its head cannot take its CSP meta');
  return `${html.slice(0, at)}<meta http-equiv="content-security-policy" content="${policy.replaceAll('"', '&quot;')}">${html.slice(at)}`;
}
