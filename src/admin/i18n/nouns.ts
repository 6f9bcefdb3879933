import type { EntityAdmin } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';

/**
 * What the admin calls a kind of content in one language, in each form its sentences take:
 * `one` ("Project", "Projekti"), `many` as a title ("Projects", "Projektet"), `manyLower` in running
 * text ("projects", "projektet"), `lower` ("project", "projekt"), `of` after a noun ("project",
 * "projektit") and `some` after a number ("projects", "projekte").
 */
export interface Noun {
  one: string;
  many: string;
  manyLower: string;
  lower: string;
  of: string;
  some: string;
}

const lowerFirst = (text: string) => `${text.slice(0, 1).toLowerCase()}${text.slice(1)}`;

/** A kind's noun in `language`, from its descriptor's words (the Albanian beside the English). */
export function nounOf(admin: Pick<EntityAdmin, 'one' | 'many' | 'lower' | 'sq'>, language: Language): Noun {
  if (language === 'sq') {
    const { one, many, lower, of, some } = admin.sq;
    return { one, many, manyLower: lowerFirst(many), lower, of, some };
  }
  const manyLower = admin.many.toLowerCase();
  return { one: admin.one, many: admin.many, manyLower, lower: admin.lower, of: admin.lower, some: manyLower };
}

/** A kind's nouns in both languages. */
export const nounsOf = (admin: Pick<EntityAdmin, 'one' | 'many' | 'lower' | 'sq'>): Record<Language, Noun> => ({
  en: nounOf(admin, 'en'),
  sq: nounOf(admin, 'sq'),
});

/** The noun of the kind named `kind` in `language`; none for a name that is no entity's (an account's). */
export function nounOfKind(kind: string | null, language: Language): Noun | undefined {
  const entity = ENTITIES.find((candidate) => candidate.kind === kind);
  return entity && nounOf(entity.admin, language);
}
