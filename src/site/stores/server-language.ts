import type { Language } from '#shared/i18n/languages.ts';

let languageOfRender: () => Language | undefined = () => undefined;

/**
 * The language of the page being rendered on the server, where islands cannot rely on the
 * process-wide store (language.ts); undefined in the browser. Kept apart from the store so that
 * the server's render scope (data/render-scope.ts) can name it without loading React.
 */
export const serverLanguage = () => languageOfRender();

/** Tells islands rendered on the server where to find their page's language (data/render-scope.ts). */
export function readServerLanguageWith(read: () => Language | undefined) {
  languageOfRender = read;
}
