import { defineStrings } from '../define-strings.ts';

/** News list, news details and the news slider. */
export const NEWS_STRINGS = defineStrings({
  en: {
    newsTitle: 'News & Insight',
    newsDescription: 'News and events from Tirana Group: construction progress, handovers, open days and talks.',
    newsSearchPlaceholder: 'Search news',
  },
  sq: {
    newsTitle: 'Lajme & Njohuri',
    newsDescription: 'Lajme dhe evente nga Tirana Group: ecuria e punimeve, dorëzime, ditë të hapura dhe biseda.',
    newsSearchPlaceholder: 'Kërko lajme',
  },
});
