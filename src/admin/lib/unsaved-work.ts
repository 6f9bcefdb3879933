import { atom } from 'nanostores';

/** How many screens hold typed work that is not saved yet (use-unsaved-changes.ts keeps count). */
const $holders = atom(0);

/** Marks typed work as not saved until the returned function is called. */
export function holdUnsavedWork(): () => void {
  $holders.set($holders.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    $holders.set($holders.get() - 1);
  };
}

export const hasUnsavedWork = () => $holders.get() > 0;
