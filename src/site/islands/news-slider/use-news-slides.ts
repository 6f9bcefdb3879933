import { useEffect, useState } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import type { NewsSlide } from '#site/data/views/news-view.ts';

/**
 * The slides of the published news feed of `language` (pages/[...locale]/news-slides.json.ts)
 * without the page's own news item; null until they arrive. A failed read is logged and leaves
 * the slider empty (docs/product.md#the-api: failed reads show nothing).
 */
export function useNewsSlides(language: Language, currentId: number): NewsSlide[] | null {
  const [slides, setSlides] = useState<NewsSlide[] | null>(null);
  useEffect(() => {
    let current = true;
    fetch(localizePath('/news-slides.json', language))
      .then((response) => {
        if (!response.ok) throw new Error(`news feed answered ${response.status}`);
        return response.json() as Promise<NewsSlide[]>;
      })
      .then((feed) => current && setSlides(feed.filter((slide) => slide.newsId !== currentId)))
      .catch((error: unknown) => {
        console.warn('The news feed could not be loaded', error);
        if (current) setSlides([]);
      });
    return () => {
      current = false;
    };
  }, [language, currentId]);
  return slides;
}
