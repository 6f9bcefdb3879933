import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Language } from '#shared/i18n/languages.ts';
import { runInRenderScope } from '../data/render-scope.ts';
import { $language, useLanguage } from './language.ts';

function LanguageProbe() {
  return createElement('span', null, useLanguage());
}

/** Renders the probe as part of a page in `language`, after the page's other work has let others run. */
function renderPage(language: Language, waitMs: number) {
  return runInRenderScope({ language, tags: new Set(), answers: new Map() }, async () => {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return renderToString(createElement(LanguageProbe));
  });
}

describe('useLanguage', () => {
  test('islands of pages rendered at once each take their own page’s language', async () => {
    const pages = await Promise.all([
      renderPage('en', 20),
      renderPage('sq', 5),
      renderPage('en', 0),
      renderPage('sq', 15),
    ]);
    expect(pages).toEqual(['<span>en</span>', '<span>sq</span>', '<span>en</span>', '<span>sq</span>']);
  });

  test('outside a page’s render, islands read the store', () => {
    $language.set('en');
    expect(renderToString(createElement(LanguageProbe))).toBe('<span>en</span>');
    $language.set('sq');
    expect(renderToString(createElement(LanguageProbe))).toBe('<span>sq</span>');
  });
});
