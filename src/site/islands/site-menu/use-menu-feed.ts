import { useEffect, useState } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import type { MenuFeed } from '../../data/menu-feed.ts';
import { fetchMenuFeed } from '../../scripts/menu-feed.ts';

/** The menu feed of `language`, asked for only once `wanted` turns true (the menu first opens). */
export function useMenuFeed(language: Language, wanted: boolean): MenuFeed | null {
  const [feed, setFeed] = useState<MenuFeed | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void fetchMenuFeed(language).then((answer) => {
      if (current) setFeed(answer);
    });
    return () => {
      current = false;
    };
  }, [language, wanted]);
  return feed;
}
