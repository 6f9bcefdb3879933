import { describe, expect, it } from 'vitest';
import { parseStoredLanguage } from './i18n/languages.ts';
import { localizePath, splitLocalizedPath, switchLanguage } from './i18n/localized-paths.ts';
import { ROUTES } from './routes.ts';

describe('localised paths', () => {
  it.each([
    ['/', 'sq', '/'],
    ['/', 'en', '/en/'],
    [ROUTES.project(3), 'sq', '/vilalproject/3'],
    [ROUTES.project(3), 'en', '/en/vilalproject/3'],
    [ROUTES.catalogDetails(2, 1), 'en', '/en/salescatalogdetails/2/1'],
  ] as const)('puts %s in %s at %s', (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });

  it.each([
    ['/en/news', 'en', '/news'],
    ['/en/', 'en', '/'],
    ['/en', 'en', '/'],
    ['/news', 'sq', '/news'],
    ['/english-news', 'sq', '/english-news'],
  ] as const)('reads %s as %s %s', (path, language, rest) => {
    expect(splitLocalizedPath(path)).toEqual({ language, path: rest });
  });

  it('switches a page to the other language and back', () => {
    expect(switchLanguage('/newsdetails/7', 'en')).toBe('/en/newsdetails/7');
    expect(switchLanguage('/en/newsdetails/7', 'sq')).toBe('/newsdetails/7');
  });
});

describe('parseStoredLanguage', () => {
  it.each([
    ['sq', 'sq'],
    ['en', 'en'],
    ['true', 'sq'],
    ['false', 'en'],
    [null, null],
    ['fr', null],
  ] as const)('reads %j as %j', (stored, language) => {
    expect(parseStoredLanguage(stored)).toBe(language);
  });
});
