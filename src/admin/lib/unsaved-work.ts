/** How many screens hold typed work that is not saved yet (use-unsaved-changes.ts keeps count). */
let holders = 0;

/** Marks typed work as not saved until the returned function is called. */
export function holdUnsavedWork(): () => void {
  holders += 1;
  return () => {
    holders -= 1;
  };
}

export const hasUnsavedWork = () => holders > 0;
