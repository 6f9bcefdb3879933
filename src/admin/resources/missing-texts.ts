import { textIn } from '#admin/i18n/admin-language.ts';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import { runningList } from '#admin/lib/running-list.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { FormRow, ResourceConfig } from './resource.ts';

/** What an item would lack on the public site if saved with these values. */
export interface MissingTexts {
  /** It has no text its pages need (a title), so the site will not show it. */
  offSite: boolean;
  /** The labels of its texts written in English only, which Albanian pages show in English. */
  englishOnly: Bilingual[];
  /** The labels of its texts written in Albanian only, which English pages show in Albanian. */
  albanianOnly: Bilingual[];
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

/** "Title", "Title and Description", "Title, Address and Description", in lower case after the first; `and` in the admin's language. */
export function listOf(labels: string[], and = 'and'): string {
  return runningList(
    labels.map((label, index) => (index === 0 ? label : label.toLowerCase())),
    and,
  );
}

/** Whether a row holds a text the item's public pages need (a title). */
export const isNeeded = <T extends Record<string, unknown>>(config: ResourceConfig<T>, row: FormRow) =>
  'en' in row && config.needed.some((pair) => pair.en === row.en.name);

/** The labels of the texts an item's public pages need: ["Title"]. */
export const neededLabels = <T extends Record<string, unknown>>(config: ResourceConfig<T>) =>
  config.rows.filter((row) => isNeeded(config, row)).map((row) => row.label);

/** Labels in the admin's language, listed in running text: "title and description". */
export const labelsIn = (labels: Bilingual[], language: Language) =>
  listOf(
    labels.map((label) => label[language]),
    textIn(language).common.and,
  ).toLowerCase();

/**
 * What the admin says of an item the public site does not show: "Not on the site: needs a title",
 * or, of a draft (`item`), that it waits to be published.
 */
export const offSiteNote = <T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  language: Language = 'en',
  item?: T,
) =>
  item && config.isDraft(item)
    ? textIn(language).drafts.note
    : textIn(language).form.missing.offSiteNote(labelsIn(neededLabels(config), language));
