/**
 * A choice the admin keeps in this browser (a list's view, a language). Storage can be refused
 * (a private window's settings): reading then finds nothing, and keeping leaves the choice to the
 * screen that made it.
 */
export function readChoice(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function keepChoice(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept; the choice still holds where it was made.
  }
}
