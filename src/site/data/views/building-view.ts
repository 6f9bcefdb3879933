import { BUILDING, type Building, type BuildingListItem } from '#shared/entities/building.ts';
import { type FallbackLanguages, fallbackLanguagesOf, textsOf } from '#shared/entities/entity-texts.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { type CardImage, cardImage } from './card-image.ts';

/** A building as the site shows it in one language. */
export interface BuildingView extends FallbackLanguages<typeof BUILDING> {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  /** Its page in the view's language. */
  href: string;
  title: string;
  address: string;
  /** The title of its first catalogue; null when it has none, or when the building was read singly (lists carry it). */
  catalogTitle: string | null;
  image: CardImage | null;
}

export function buildingView(building: Building | BuildingListItem, language: Language): BuildingView {
  const { title, address, catalogTitle } = textsOf(BUILDING, building, language);
  const hasCatalog = 'catalogTitle' in building && building.catalogTitle !== null;
  const path = ROUTES.building(building.buildingId);
  return {
    id: building.buildingId,
    path,
    href: localizePath(path, language),
    title,
    address,
    catalogTitle: hasCatalog ? catalogTitle : null,
    image: cardImage(building.buildingImageUrl, building.imageSets.buildingImageUrl),
    ...fallbackLanguagesOf(BUILDING, building, language),
  };
}

/** A building as the catalogues page shows it, with the title of its first catalogue. */
export interface BuildingCardData {
  id: number;
  href: string;
  title: string;
  titleLang?: Language | undefined;
  address: string;
  addressLang?: Language | undefined;
  catalogTitle: string | null;
  catalogTitleLang?: Language | undefined;
  image: CardImage | null;
}
