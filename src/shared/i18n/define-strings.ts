/** One area's interface strings: the same keys in both languages, checked by the type. */
export const defineStrings = <K extends string>(strings: { en: Record<K, string>; sq: Record<K, string> }) => strings;
