import type { Entity } from '#shared/entities/define-entity.ts';
import type { PagedKind } from '#shared/entities/entities.ts';
import { type PublishOperation, TAGS } from '#shared/publish-tags.ts';
import type { Row } from '../repositories/table-shape.ts';

/** How the writes of one entity name what they change (publish-tags.ts); declared with its routes. */
export interface PublishRules {
  /** Tags of the answers that show the row. An update names those of the row before and after it. */
  tags: (id: number, row: Row) => string[];
  /**
   * Lists whose items a create or a delete changes. An update leaves a list's items as they are
   * (lists are in id order): the pages that show the row read its own tag among the list's items.
   */
  lists?: string[];
  /** A neighbour's single read: creating or deleting a row changes its neighbours' prev and next. */
  neighbour?: (id: number) => string;
  /** Answers that go away with a deleted row besides its own: those of what is deleted with it. */
  deleted?: (id: number) => string[];
  /**
   * Tags of answers that show only some of the row's fields, named as the write changes those: a
   * create has no row before, a delete none after (a unit's floor, which its neighbours' pages list
   * without their status, so that a status change leaves them be).
   */
  changed?: (id: number, before: Row | undefined, after: Row | undefined) => string[];
}

export interface WrittenRows {
  before?: Row | undefined;
  after?: Row | undefined;
  /** In the entity's order: after the insert for a create, before the delete for a delete. */
  neighbours?: { prev: number | null; next: number | null } | undefined;
}

/** The tags of one write, each once. */
export function changeTags(rules: PublishRules, operation: PublishOperation, id: number, rows: WrittenRows): string[] {
  const tags = [rows.before, rows.after].flatMap((row) => (row ? rules.tags(id, row) : []));
  tags.push(...(rules.changed?.(id, rows.before, rows.after) ?? []));
  if (operation !== 'update') tags.push(...(rules.lists ?? []));
  if (operation !== 'update' && rules.neighbour && rows.neighbours) {
    const { prev, next } = rows.neighbours;
    for (const neighbour of [prev, next]) if (neighbour !== null) tags.push(rules.neighbour(neighbour));
  }
  if (operation === 'delete') tags.push(...(rules.deleted?.(id) ?? []));
  return [...new Set(tags)];
}

/**
 * The tag of the entity's page set, for an entity with pages of its own: a write that changes
 * which of its pages exist, or their order, names it, and the publisher compares the set.
 */
export const pageSetTag = (entity: Entity): string | undefined =>
  entity.pages ? TAGS.pageSet(entity.kind as PagedKind) : undefined;
