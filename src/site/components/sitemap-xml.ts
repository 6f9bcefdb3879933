import { LANGUAGES } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` as XML character data or a quoted attribute value: no markup, no `]]>`, no end of the quotes. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** A sitemap file listing `paths` (without language prefix) in both languages, each with its alternates and x-default. */
export function urlSet(paths: string[], origin: URL): string {
  const url = (path: string, language: (typeof LANGUAGES)[number]) =>
    escapeXml(new URL(localizePath(path, language), origin).href);
  const entries = paths.flatMap((path) =>
    LANGUAGES.map(
      (language) =>
        `<url><loc>${url(path, language)}</loc>${LANGUAGES.map(
          (alternate) => `<xhtml:link rel="alternate" hreflang="${alternate}" href="${url(path, alternate)}"/>`,
        ).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, 'sq')}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
