import type { Language } from './languages.ts';

const ENGLISH_PREFIX = '/en';

/** The path of `path` in `language`: unprefixed for Albanian, under /en/ for English. */
export function localizePath(path: string, language: Language): string {
  if (language === 'sq') return path;
  return path === '/' ? `${ENGLISH_PREFIX}/` : `${ENGLISH_PREFIX}${path}`;
}

/** The language a path belongs to, and the path without its language prefix. */
export function splitLocalizedPath(path: string): { language: Language; path: string } {
  if (path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`)) {
    return { language: 'en', path: path.slice(ENGLISH_PREFIX.length) || '/' };
  }
  return { language: 'sq', path };
}

/** The same page in the other language. */
export function switchLanguage(path: string, language: Language): string {
  return localizePath(splitLocalizedPath(path).path, language);
}
