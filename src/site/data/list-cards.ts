import { JOB_PREVIEW_CHARS, NEWS_CARD_ELLIPSIS_AFTER_CHARS, NEWS_CARD_PREVIEW_CHARS, PROJECT_DESCRIPTION_PREVIEW_CHARS } from '#shared/constants.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { ROUTES } from '#shared/routes.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import type { BuildingListItem } from '#shared/entities/building.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import type { NewsListItem } from '#shared/entities/news.ts';
import type { ProjectListItem } from '#shared/entities/project.ts';
import type { StaffListItem } from '#shared/entities/vacancy.ts';
import { truncate } from '#shared/text.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import { projectTypeLabel } from '#shared/i18n/type-labels.ts';
import type { BuildingCardData } from '../islands/cards/BuildingCard.tsx';
import type { CardImage } from '../islands/cards/CardPicture.tsx';
import type { JobCardData } from '../islands/cards/JobCard.tsx';
import type { NewsCardData } from '../islands/cards/NewsCard.tsx';
import type { ProjectTileData } from '../islands/cards/ProjectTile.tsx';

/**
 * What the cards of the long lists show, in one language, as plain data: the same for the cards a
 * page renders and for those its island adds from the published feed chunks.
 */

const cardImage = (src: string | null, set: ImageSet | null): CardImage | null => (src && set ? { src, set } : null);

export const newsCard = (news: NewsListItem, language: Language): NewsCardData => ({
  id: news.newsId,
  href: localizePath(ROUTES.newsDetails(news.newsId), language),
  type: news.newsType,
  typeLabel: newsTypeLabel(news.newsType, language),
  title: pick(language, news.newsTitle, news.titullLajmesh),
  text: truncate(pick(language, news.newsDescription, news.pershkrimLajmesh), NEWS_CARD_PREVIEW_CHARS, NEWS_CARD_ELLIPSIS_AFTER_CHARS),
  image: cardImage(news.newsImageUrl, news.imageSets.newsImageUrl),
});

export const jobCard = (vacancy: StaffListItem, language: Language): JobCardData => ({
  id: vacancy.staffId,
  href: localizePath(ROUTES.jobDetails(vacancy.staffId), language),
  title: pick(language, vacancy.staffTittle, vacancy.titulliStaf),
  preview: truncate(pick(language, vacancy.staffDescriptionTwo, vacancy.pershkrimiStafDy), JOB_PREVIEW_CHARS),
});

export const projectTile = (project: ProjectListItem, language: Language): ProjectTileData => ({
  id: project.projectId,
  href: localizePath(ROUTES.project(project.projectId), language),
  typeLabel: projectTypeLabel(project.projectType, language),
  title: pick(language, project.projectTitle, project.titulliProjekti),
  address: pick(language, project.projectAddress, project.adresaProjekti),
  text: truncate(pick(language, project.projectDescription, project.pershkrimiProjekti), PROJECT_DESCRIPTION_PREVIEW_CHARS),
  image: cardImage(project.projectImageUrl, project.imageSets.projectImageUrl),
});

export const buildingCard = (building: BuildingListItem, language: Language): BuildingCardData => ({
  id: building.buildingId,
  href: localizePath(ROUTES.building(building.buildingId), language),
  title: pick(language, building.buildingTitle, building.titulliNderteses),
  address: pick(language, building.buildingAdress, building.adresaNderteses),
  catalogTitle: pick(language, building.catalogTitle, building.titulliKatalog),
  image: cardImage(building.buildingImageUrl, building.imageSets.buildingImageUrl),
});
