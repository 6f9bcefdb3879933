import type { FormRow, ResourceConfig } from './resource.ts';

/** What an item would lack on the public site if saved with these values. */
export interface MissingTexts {
  /** It has no text its pages need (a title), so the site will not show it. */
  offSite: boolean;
  /** The labels of its texts written in English only, which Albanian pages show in English. */
  englishOnly: string[];
  /** The labels of its texts written in Albanian only, which English pages show in Albanian. */
  albanianOnly: string[];
}

/** What the public site would miss of an item saved with `values`; null when nothing. */
export function missingTexts<T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  values: Record<string, unknown>,
): MissingTexts | null {
  const gaps = config.languageGaps(values);
  const missing = { offSite: !config.isShown(values), englishOnly: gaps.sq, albanianOnly: gaps.en };
  return missing.offSite || missing.englishOnly.length + missing.albanianOnly.length > 0 ? missing : null;
}

/** "Title", "Title and Description", "Title, Address and Description", in lower case after the first. */
export function listOf(labels: string[]): string {
  const words = labels.map((label, index) => (index === 0 ? label : label.toLowerCase()));
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Whether a row holds a text the item's public pages need (a title). */
export const isNeeded = <T extends Record<string, unknown>>(config: ResourceConfig<T>, row: FormRow) =>
  'en' in row && config.needed.some((pair) => pair.en === row.en.name);

/** The labels of the texts an item's public pages need: ["Title"]. */
export const neededLabels = <T extends Record<string, unknown>>(config: ResourceConfig<T>) =>
  config.rows.filter((row) => isNeeded(config, row)).map((row) => row.label);

/**
 * What the admin says of an item the public site does not show: "Not on the site: needs a title",
 * or, of a draft, that it waits to be published.
 */
export const offSiteNote = <T extends Record<string, unknown>>(config: ResourceConfig<T>, item?: T) =>
  item && config.isDraft(item)
    ? 'Draft: not on the site until it is published'
    : `Not on the site: needs a ${listOf(neededLabels(config)).toLowerCase()}`;
