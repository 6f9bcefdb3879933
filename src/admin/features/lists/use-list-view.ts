import { useState } from 'react';

export type ListView = 'cards' | 'table';

const storageKey = (list: string) => `adminListView:${list}`;

function storedView(list: string): ListView {
  try {
    return localStorage.getItem(storageKey(list)) === 'table' ? 'table' : 'cards';
  } catch {
    // Storage may be refused (a private window's settings): the list then shows its cards.
    return 'cards';
  }
}

/** How a list shows its items, cards or a table, as the admin last chose for that list in this browser. */
export function useListView(list: string): [ListView, (view: ListView) => void] {
  const [view, setView] = useState(() => storedView(list));
  const choose = (next: ListView) => {
    setView(next);
    try {
      localStorage.setItem(storageKey(list), next);
    } catch {
      // Not remembered where storage is refused; the choice still holds on this screen.
    }
  };
  return [view, choose];
}
