import { defineStrings } from '../define-strings.ts';

/** Sales catalogue pages and the catalogue modal. */
export const CATALOG_STRINGS = defineStrings({
  en: {
    salesTitle: 'Our Catalogs',
    salesDescription: 'Sales catalogues of our buildings in Tirana: apartments, service units and car posts.',
    noCategoryOptions: 'There are no options for this category.',
    pdfLinkCopied: 'PDF link copied to clipboard!',
    pdfLinkCopiedFallback: 'PDF link copied!',
  },
  sq: {
    salesTitle: 'Katalogët Tanë',
    salesDescription: 'Katalogët e shitjes së ndërtesave tona në Tiranë: apartamente, njësi shërbimi dhe vende parkimi.',
    noCategoryOptions: 'Nuk ka opsione për këtë kategori.',
    pdfLinkCopied: 'Linku i PDF-së u kopjua!',
    pdfLinkCopiedFallback: 'Linku i PDF-së u kopjua!',
  },
});
