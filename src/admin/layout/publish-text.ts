import type { Entity } from '#shared/entities/define-entity.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { PublishStatus } from '#shared/payloads/publish.ts';
import { textIn } from '../i18n/admin-language.ts';
import { titleIn } from '../i18n/item-titles.ts';
import { nounOf } from '../i18n/nouns.ts';

/** An entity as running text names it: "Sales category", from the admin's "Sales Category". */
const sentenceCase = (name: string) => `${name.slice(0, 1)}${name.slice(1).toLowerCase()}`;

const entityOfKind = (kind: string) => ENTITIES.find((entity) => entity.kind === kind) as Entity | undefined;

/**
 * A change in a few words, in the admin's `language`, naming the item by its title in that language
 * or else the other one: "Project “Lake Residence” updated", "Projekti “Rezidenca e Liqenit” u
 * përditësua", "Gallery image #40 of “Lake Residence” created"; by its id without a title
 * ("Project #12 updated"); a list by its kind: "Projects reordered", "Gallery images of project #3
 * reordered"; a publication by what it did: "News “Open day” published, as scheduled".
 */
export function describeChange(
  {
    kind,
    entityId,
    operation,
    titles,
    publication = null,
    scheduledFor = null,
  }: Pick<PublishStatus, 'kind' | 'entityId' | 'operation' | 'titles'> &
    Partial<Pick<PublishStatus, 'publication' | 'scheduledFor'>>,
  language: Language = 'en',
) {
  const words = textIn(language).publish;
  const entity = entityOfKind(kind);
  const noun = entity && nounOf(entity, language);
  // English lowers the admin's "Sales Category" in running text; Albanian's words are written as they read.
  const name = (text: string | undefined) => (language === 'en' ? sentenceCase(text ?? kind) : (text ?? kind));
  // An update that put the item on the site or took it off says so, and whether it was as scheduled.
  const did = publication ? words.publications[publication] : words.done[operation];
  const done = scheduledFor ? words.asScheduled(did) : did;
  if (operation === 'reorder') {
    const parent = entity?.collection?.parent;
    const parentName = parent && nounOf(parent, language).of;
    return words.reorder(name(noun?.many), parentName, entityId, done);
  }
  const title = titleIn(titles, language);
  // An import's id is its building's, whose titles it carries.
  if (operation === 'import') return words.imported(name(noun?.many), title ?? `#${entityId}`, done);
  if (!title) return words.change(name(noun?.one), entityId, done);
  // An image has no title of its own: its titles are its parent's.
  if (entity?.collection) return words.image(name(noun?.one), entityId, title, done);
  return words.titled(name(noun?.one), title, done);
}
