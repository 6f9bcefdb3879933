import { CATALOG, type Catalog } from '#shared/entities/catalog.ts';
import { type FallbackLanguages, fallbackLanguagesOf, textsOf } from '#shared/entities/entity-texts.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type CardImage, cardImage } from './card-image.ts';

/** A sales catalogue as the site shows it in one language. */
export interface CatalogView extends FallbackLanguages<typeof CATALOG> {
  title: string;
  description: string;
  image: CardImage | null;
  /** Root-relative (/uploads/pdfs/...); null when it has no PDF. */
  pdfUrl: string | null;
  pdfLayout: Catalog['pdfLayout'];
}

export function catalogView(catalog: Catalog, language: Language): CatalogView {
  const { title, description } = textsOf(CATALOG, catalog, language);
  return {
    title,
    description,
    image: cardImage(catalog.catalogImageUrl, catalog.imageSets.catalogImageUrl),
    pdfUrl: catalog.pdfUrl,
    pdfLayout: catalog.pdfLayout,
    ...fallbackLanguagesOf(CATALOG, catalog, language),
  };
}

/** A catalogue as the modal needs it; `pdfUrl` is root-relative (/uploads/pdfs/...). */
export interface ModalCatalog {
  title: string;
  pdfUrl: string;
  pdfLayout: Catalog['pdfLayout'];
}

/** The catalogue in the modal: only catalogues with a PDF open there. */
export const modalCatalog = ({ title, pdfUrl, pdfLayout }: CatalogView): ModalCatalog => ({
  title,
  pdfUrl: pdfUrl ?? '',
  pdfLayout,
});
