import type { BuildingListItem } from '#shared/entities/building.ts';
import type { NewsListItem } from '#shared/entities/news.ts';
import type { ProjectListItem } from '#shared/entities/project.ts';
import type { VacancyListItem } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type BuildingCardData, buildingView } from './views/building-view.ts';
import { type NewsCardData, newsView } from './views/news-view.ts';
import { type ProjectTileData, projectView } from './views/project-view.ts';
import { type VacancyCardData, vacancyView } from './views/vacancy-view.ts';

/**
 * What the cards of the long lists show, in one language, as plain data: the same for the cards a
 * page renders and for those its island adds from the published feed chunks.
 */

/**
 * A card without its keys that hold nothing (the `lang` of texts in the page's own language):
 * Astro sends an undefined prop to the island as a value of its own, on every card of every page.
 */
export const compact = <T extends object>(card: T): T =>
  Object.fromEntries(Object.entries(card).filter(([, value]) => value !== undefined)) as T;

export function newsCard(news: NewsListItem, language: Language): NewsCardData {
  const view = newsView(news, language);
  const { id, href, type, typeLabel, date, dateText, title, titleLang, cardText, descriptionLang, image } = view;
  return compact({
    id,
    href,
    type,
    typeLabel,
    date,
    dateText,
    title,
    titleLang,
    text: cardText,
    textLang: descriptionLang,
    image,
  });
}

export function vacancyCard(vacancy: VacancyListItem, language: Language): VacancyCardData {
  const { id, href, title, titleLang, preview, descriptionLang } = vacancyView(vacancy, language);
  return compact({ id, href, title, titleLang, preview, previewLang: descriptionLang });
}

export function projectTile(project: ProjectListItem, language: Language): ProjectTileData {
  const view = projectView(project, language);
  const { id, href, typeLabel, title, titleLang, address, addressLang, preview, descriptionLang, image } = view;
  return compact({
    id,
    href,
    typeLabel,
    title,
    titleLang,
    address,
    addressLang,
    text: preview,
    textLang: descriptionLang,
    image,
  });
}

export function buildingCard(building: BuildingListItem, language: Language): BuildingCardData {
  const view = buildingView(building, language);
  const { id, href, title, titleLang, address, addressLang, catalogTitle, catalogTitleLang, image } = view;
  return compact({ id, href, title, titleLang, address, addressLang, catalogTitle, catalogTitleLang, image });
}
