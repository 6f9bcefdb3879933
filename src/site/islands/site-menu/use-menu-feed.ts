import { useEffect, useState } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import type { MenuFeed } from '#site/data/menu-feed.ts';
import { fetchMenuFeed } from '#site/scripts/menu-feed.ts';

/** The menu feed of `language`, asked for when the component mounts; null until it arrives. */
export function useMenuFeed(language: Language): MenuFeed | null {
  const [feed, setFeed] = useState<MenuFeed | null>(null);
  useEffect(() => {
    let current = true;
    void fetchMenuFeed(language).then((answer) => {
      if (current) setFeed(answer);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return feed;
}
