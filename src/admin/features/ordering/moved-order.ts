/**
 * The ids of a list after `moving` (in their list order) are dropped before or after `target`,
 * which is not among them; the list as it was when `target` is not in it.
 */
export function movedOrder(
  ids: readonly number[],
  moving: ReadonlySet<number>,
  target: number,
  position: 'before' | 'after',
): number[] {
  const rest = ids.filter((id) => !moving.has(id));
  const at = rest.indexOf(target);
  if (at === -1 || moving.has(target)) return [...ids];
  const moved = ids.filter((id) => moving.has(id));
  const insertAt = position === 'before' ? at : at + 1;
  return [...rest.slice(0, insertAt), ...moved, ...rest.slice(insertAt)];
}
