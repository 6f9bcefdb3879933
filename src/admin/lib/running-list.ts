/** Items in running text: "a", "a and b", "a, b and c"; `and` in the admin's language. */
export const runningList = (items: string[], and = 'and'): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
