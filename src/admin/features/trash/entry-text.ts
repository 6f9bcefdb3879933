import { textIn } from '#admin/i18n/admin-language.ts';
import { titleIn } from '#admin/i18n/item-titles.ts';
import { nounOf } from '#admin/i18n/nouns.ts';
import { DAY_MS } from '#shared/constants.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import { type EntityKind, entityOf } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { TrashEntry } from '#shared/payloads/trash.ts';

/** A kind as the admin's dashboard names it: "Project", "Gallery image". */
export const kindLabel = (kind: EntityKind, language: Language = 'en') => nounOf(entityOf(kind), language).one;

/**
 * What the trash calls an entry in `language`: its title, else its title in the other language,
 * else its kind and id ("News #2"); an image, by its parent's title ("Image #40 of Lake Residence").
 */
export function entryTitle(
  { kind, entityId, titles }: Pick<TrashEntry, 'kind' | 'entityId' | 'titles'>,
  language: Language = 'en',
): string {
  const title = titleIn(titles, language);
  if (!title) return `${kindLabel(kind, language)} #${entityId}`;
  const entity: Entity = entityOf(kind);
  return entity.collection ? textIn(language).trash.imageOf(entityId, title) : title;
}

/** What went with an item, in words: "3 gallery images", "1 sales catalog"; '' for nothing. */
export const dependantsText = (dependants: TrashEntry['dependants'], language: Language = 'en') =>
  dependants
    .map(({ kind, count }) => {
      const noun = nounOf(entityOf(kind), language);
      return `${count} ${count === 1 ? noun.lower : noun.some}`;
    })
    .join(', ');

/**
 * How long an entry stays restorable, in words, counting a day begun as a day: "12 days left",
 * "1 day left", and "last day" once it is due, as the daily purge takes it within a day.
 */
export function daysLeftText(purgeAt: string, now: Date, language: Language = 'en'): string {
  const words = textIn(language).trash;
  const days = Math.ceil((Date.parse(purgeAt) - now.getTime()) / DAY_MS);
  if (days <= 0) return words.lastDay;
  return words.daysLeft(days);
}
