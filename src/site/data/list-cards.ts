import type { BuildingListItem } from '#shared/entities/building.ts';
import type { NewsListItem } from '#shared/entities/news.ts';
import type { ProjectListItem } from '#shared/entities/project.ts';
import type { StaffListItem } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type BuildingCardData, buildingView } from './views/building-view.ts';
import { type NewsCardData, newsView } from './views/news-view.ts';
import { type ProjectTileData, projectView } from './views/project-view.ts';
import { type JobCardData, vacancyView } from './views/vacancy-view.ts';

/**
 * What the cards of the long lists show, in one language, as plain data: the same for the cards a
 * page renders and for those its island adds from the published feed chunks.
 */

export function newsCard(news: NewsListItem, language: Language): NewsCardData {
  const { id, href, type, typeLabel, title, cardText, image } = newsView(news, language);
  return { id, href, type, typeLabel, title, text: cardText, image };
}

export function jobCard(vacancy: StaffListItem, language: Language): JobCardData {
  const { id, href, title, preview } = vacancyView(vacancy, language);
  return { id, href, title, preview };
}

export function projectTile(project: ProjectListItem, language: Language): ProjectTileData {
  const { id, href, typeLabel, title, address, preview, image } = projectView(project, language);
  return { id, href, typeLabel, title, address, text: preview, image };
}

export function buildingCard(building: BuildingListItem, language: Language): BuildingCardData {
  const { id, href, title, address, catalogTitle, image } = buildingView(building, language);
  return { id, href, title, address, catalogTitle, image };
}
