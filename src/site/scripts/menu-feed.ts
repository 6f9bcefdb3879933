import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import type { MenuFeed } from '../data/menu-feed.ts';

const requests = new Map<Language, Promise<MenuFeed | null>>();

/**
 * The published menu feed of `language` (pages/[...locale]/menu.json.ts), fetched once per page
 * when a menu first opens. A failed read is logged and gives null: the menus then show their plain
 * links only (docs/product.md#the-api).
 */
export function fetchMenuFeed(language: Language): Promise<MenuFeed | null> {
  let request = requests.get(language);
  if (!request) {
    request = fetch(localizePath('/menu.json', language))
      .then((response) => {
        if (!response.ok) throw new Error(`menu feed answered ${response.status}`);
        return response.json() as Promise<MenuFeed>;
      })
      .catch((error: unknown) => {
        console.warn('The menu feed could not be loaded', error);
        requests.delete(language);
        return null;
      });
    requests.set(language, request);
  }
  return request;
}
