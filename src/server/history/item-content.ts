import { ADMIN_ORDER, type Entity } from '#shared/entities/define-entity.ts';
import { PUBLISHED_COLUMN, type Row } from '../repositories/resource-table.ts';
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

/** The fields whose values differ between two versions' contents, in `after`'s order. */
export function changedFields(before: Row, after: Row): string[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/**
 * An item as running text names it: its first text in English or else Albanian, quoted (“Lake
 * Residence”), or its id; an image with its parent's (“#12 of project #3”).
 */
export function itemName(entity: Entity, id: number, fields: Row): string {
  const [text] = Object.values(entity.texts ?? {});
  const title = text ? String(fields[text.en] ?? '').trim() || String(fields[text.sq] ?? '').trim() : '';
  if (title) return `“${title}”`;
  const parent = entity.collection?.parent;
  const within = parent ? ` of ${parent.label.toLowerCase()} #${fields[parent.idField]}` : '';
  return `#${id}${within}`;
}
