import { JOB_PREVIEW_CHARS } from '#shared/constants.ts';
import { type FallbackLanguages, fallbackLanguagesOf, textsOf } from '#shared/entities/entity-texts.ts';
import { VACANCY, type VacancyListItem } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { truncate } from '#shared/text.ts';
import { metaDescription, searchDescriptionOf } from './meta-description.ts';

/** A vacancy as the site shows it in one language; the admin's internal note is not part of it. */
export interface VacancyView extends FallbackLanguages<typeof VACANCY> {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  /** Its page in the view's language. */
  href: string;
  title: string;
  description: string;
  /** The description as a card cuts it (docs/product.md#screens-and-routes: 75 characters). */
  preview: string;
  metaDescription: string;
}

export function vacancyView(vacancy: VacancyListItem, language: Language): VacancyView {
  const { title, description } = textsOf(VACANCY, vacancy, language);
  const path = ROUTES.vacancy(vacancy.staffId);
  return {
    id: vacancy.staffId,
    path,
    href: localizePath(path, language),
    title,
    description,
    preview: truncate(description, JOB_PREVIEW_CHARS),
    metaDescription: searchDescriptionOf(vacancy, language, metaDescription(description)),
    ...fallbackLanguagesOf(VACANCY, vacancy, language),
  };
}

/** A vacancy in the list, its preview already cut at JOB_PREVIEW_CHARS (docs/product.md#screens-and-routes). */
export interface VacancyCardData {
  id: number;
  href: string;
  title: string;
  titleLang?: Language | undefined;
  preview: string;
  previewLang?: Language | undefined;
}
