import { useState } from 'react';
import { keepChoice, readChoice } from '#admin/lib/browser-choice.ts';

export type ListView = 'cards' | 'table';

const storageKey = (list: string) => `adminListView:${list}`;

const storedView = (list: string): ListView => (readChoice(storageKey(list)) === 'table' ? 'table' : 'cards');

/** How a list shows its items, cards or a table, as the admin last chose for that list in this browser. */
export function useListView(list: string): [ListView, (view: ListView) => void] {
  const [view, setView] = useState(() => storedView(list));
  const choose = (next: ListView) => {
    setView(next);
    keepChoice(storageKey(list), next);
  };
  return [view, choose];
}
