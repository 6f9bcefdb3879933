import { ADMIN_ORDER, type Entity } from '#shared/entities/define-entity.ts';
import { imageFieldOfReference } from '#shared/entities/focal-points.ts';
import type { ActivityDetails } from '#shared/payloads/activity.ts';
import type { ItemTitles } from '#shared/payloads/item-titles.ts';
import { PUBLISHED_COLUMN, type Row, tableOf } from '../repositories/table-shape.ts';
import { SEARCH_TEXT, SORT_TITLE } from '../repositories/title-keys.ts';

/**
 * Columns that say how a row was saved, where it is listed or whether it is published, not what
 * it holds; the title keys are made from its titles on every write. A restore leaves them be.
 */
const BOOKKEEPING = new Set([
  'version',
  'updatedAt',
  'updatedBy',
  'createdAt',
  ADMIN_ORDER,
  SEARCH_TEXT,
  SORT_TITLE,
  PUBLISHED_COLUMN,
]);

/** What a version keeps of a row: its content columns, files as stored; not its id, version or place in a list. */
export function contentOf(entity: Entity, row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => column !== entity.idField && !BOOKKEEPING.has(column)),
  );
}

/**
 * The fields whose values differ between two versions' contents, in `after`'s order, by their
 * names in the API: an image field by its own (`projectImageUrl`), not its reference's.
 */
export function changedFields(before: Row, after: Row): string[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => (before[field] ?? null) !== (after[field] ?? null)).map(imageFieldOfReference);
}

/**
 * An item's titles in English and Albanian (its listing's title, else its first text), either
 * maybe empty; none for a kind without texts (images).
 */
function titlesOf(entity: Entity, fields: Row): ItemTitles | undefined {
  const [first] = Object.values(entity.texts ?? {});
  const text = tableOf(entity).title ?? first;
  if (!text) return undefined;
  return { en: String(fields[text.en] ?? '').trim(), sq: String(fields[text.sq] ?? '').trim() };
}

/** An image's parent item, as an activity entry names it. */
function parentOf(entity: Entity, fields: Row): ActivityDetails['parent'] {
  const parent = entity.collection?.parent;
  return parent && { kind: parent.kind, id: Number(fields[parent.idField]) };
}

/** What the activity log keeps of an item, for the admin to name it in its language: its titles, or its parent. */
export function itemDetails(entity: Entity, fields: Row): Pick<ActivityDetails, 'titles' | 'parent'> {
  const titles = titlesOf(entity, fields);
  const parent = parentOf(entity, fields);
  return { ...(titles && { titles }), ...(parent && { parent }) };
}

/**
 * An item as the activity log's English summary names it: its titles, quoted, English first
 * (“Lake Residence” / “Rezidenca e Liqenit”), so that a search finds it by either; or its id, an
 * image with its parent's (“#12 of project #3”).
 */
export function itemName(entity: Entity, id: number, fields: Row): string {
  const titles = titlesOf(entity, fields);
  const named = [...new Set([titles?.en, titles?.sq].filter(Boolean))];
  if (named.length > 0) return named.map((title) => `“${title}”`).join(' / ');
  const parent = entity.collection?.parent;
  const within = parent ? ` of ${parent.noun.one.toLowerCase()} #${fields[parent.idField]}` : '';
  return `#${id}${within}`;
}
