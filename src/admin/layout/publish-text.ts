import type { Entity } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { PublishStatus } from '#shared/schemas/publish.ts';
import { textIn } from '../i18n/admin-language.ts';
import { nounOf } from '../i18n/nouns.ts';

/** An entity as running text names it: "Sales category", from the admin's "Sales Category". */
const sentenceCase = (name: string) => `${name.slice(0, 1)}${name.slice(1).toLowerCase()}`;

const entityOfKind = (kind: string) => ENTITIES.find((entity) => entity.kind === kind) as Entity | undefined;

/**
 * A change in a few words, in the admin's `language`: "Project #12 updated", "Projects reordered",
 * "Gallery images of project #3 reordered"; "Projekti #12 u përditësua".
 */
export function describeChange(
  { kind, entityId, operation }: Pick<PublishStatus, 'kind' | 'entityId' | 'operation'>,
  language: Language = 'en',
) {
  const words = textIn(language).publish;
  const admin = entityOfKind(kind)?.admin;
  const noun = admin && nounOf(admin, language);
  // English lowers the admin's "Sales Category" in running text; Albanian's words are written as they read.
  const name = (text: string | undefined) => (language === 'en' ? sentenceCase(text ?? kind) : (text ?? kind));
  if (operation !== 'reorder') return words.change(name(noun?.one), entityId, words.done[operation]);
  const parent = entityOfKind(kind)?.collection?.parent.admin;
  const parentName = parent && nounOf(parent, language).of;
  return words.reorder(name(noun?.many), parentName, entityId, words.done[operation]);
}
