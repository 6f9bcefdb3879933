import type { Entity, EntityAdmin } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';

/**
 * What the admin calls a kind of content in one language, in each form its sentences take:
 * `one` ("Project", "Projekti"), `many` as a title ("Projects", "Projektet"), `manyLower` in running
 * text ("projects", "projektet"), `lower` ("project", "projekt"), `item` after "this", "the" or
 * "a" ("news item", "lajm"), `of` after a noun ("project", "projektit") and `some` after a number
 * ("projects", "projekte").
 */
export interface Noun {
  one: string;
  many: string;
  manyLower: string;
  lower: string;
  item: string;
  of: string;
  some: string;
}

const lowerFirst = (text: string) => `${text.slice(0, 1).toLowerCase()}${text.slice(1)}`;

/** What names a kind: its English noun, and the admin's Albanian words. */
export type NamedKind = Pick<Entity, 'noun'> & { admin?: Pick<EntityAdmin, 'sq'> | undefined };

/** A kind's noun in `language`, from its descriptor: its English noun, or the admin's Albanian words. */
export function nounOf({ noun, admin }: NamedKind, language: Language): Noun {
  if (language === 'sq' && admin) {
    const { one, many, lower, of, some } = admin.sq;
    return { one, many, manyLower: lowerFirst(many), lower, item: lower, of, some };
  }
  const lower = noun.one.toLowerCase();
  const manyLower = noun.many.toLowerCase();
  return { one: noun.one, many: noun.many, manyLower, lower, item: noun.item ?? lower, of: lower, some: manyLower };
}

/** A kind's nouns in both languages. */
export const nounsOf = (entity: NamedKind): Record<Language, Noun> => ({
  en: nounOf(entity, 'en'),
  sq: nounOf(entity, 'sq'),
});

/** The noun of the kind named `kind` in `language`; none for a name that is no entity's (an account's). */
export function nounOfKind(kind: string | null, language: Language): Noun | undefined {
  const entity = ENTITIES.find((candidate) => candidate.kind === kind);
  return entity && nounOf(entity, language);
}
