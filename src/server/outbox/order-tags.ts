import type { PublishRules } from './change-tags.ts';

/** A list's order before and after a reorder, by the ids of the items the public site shows. */
export interface OrderChange {
  before: readonly number[];
  after: readonly number[];
  /** What the rules' `tags` read of a moved item: its parent, for a parent's images. */
  row: Record<string, unknown>;
  /** The tag of the list's page set, when its index lists the ids in order (list-feeds.ts). */
  pageSet?: string | undefined;
}

const neighboursIn = (ids: readonly number[]) =>
  new Map(ids.map((id, at) => [id, `${ids[at - 1] ?? null},${ids[at + 1] ?? null}`]));

/**
 * The tags a reorder changes, each once, from the entity's publish rules: those of each item that
 * changed place (its own and its feed chunk's), those of the single reads whose prev or next
 * changed, the lists, and the page set; none when the order the site shows is the same.
 */
export function orderTags(rules: PublishRules, { before, after, row, pageSet }: OrderChange): string[] {
  if (before.length === after.length && before.every((id, at) => after[at] === id)) return [];
  const place = new Map(before.map((id, at) => [id, at]));
  const moved = after.filter((id, at) => place.get(id) !== at);
  const [wasNext, isNext] = [neighboursIn(before), neighboursIn(after)];
  const newNeighbours = after.filter((id) => wasNext.get(id) !== isNext.get(id));
  const tags = [
    ...moved.flatMap((id) => rules.tags(id, row)),
    ...(rules.neighbour ? newNeighbours.map(rules.neighbour) : []),
    ...(rules.lists ?? []),
    ...(pageSet ? [pageSet] : []),
  ];
  return [...new Set(tags)];
}
